/// StringList handling exactly as swift-build does it (xcode-semantics §4.5).
enum StringList {
    /// A piece of one list element: literal text, or a macro reference kept as written (`$(FOO)`).
    struct Segment: Equatable {
        var text: String
        var isReference: Bool
        var quoted: Bool
    }

    /// Splits raw setting text into elements without evaluating macros. `"A B"` is two elements, `"\"A B\""`
    /// one; backslash escapes the next character in every quote state; `""` makes an empty element exist.
    static func split(_ text: String) -> [[Segment]] {
        var elements: [[Segment]] = []
        var current: [Segment] = []
        var literal = String.UnicodeScalarView()
        var exists = false
        var quote: Unicode.Scalar? = nil
        let s = Array(text.unicodeScalars)
        var i = 0
        func flushLiteral() {
            if !literal.isEmpty {
                current.append(Segment(text: String(literal), isReference: false, quoted: quote != nil))
                literal = String.UnicodeScalarView()
            }
        }
        func endElement() {
            flushLiteral()
            if exists || !current.isEmpty { elements.append(current) }
            current = []
            exists = false
        }
        while i < s.count {
            let c = s[i]
            if c == "\\" {
                if i + 1 < s.count { literal.append(s[i + 1]); exists = true }
                i += 2
                continue
            }
            if let q = quote {
                if c == q { flushLiteral(); quote = nil; i += 1; continue }
            } else if c == "\"" || c == "'" {
                flushLiteral()
                quote = c
                exists = true
                i += 1
                continue
            } else if c == " " || ("\t"..."\r").contains(c) {
                endElement()
                i += 1
                continue
            }
            if c == "$", let end = MacroSyntax.referenceEnd(s, i) {
                flushLiteral()
                current.append(Segment(text: String(String.UnicodeScalarView(s[i..<end])), isReference: true,
                                       quoted: quote != nil))
                exists = true
                i = end
                continue
            }
            literal.append(c)
            exists = true
            i += 1
        }
        endElement()
        return elements
    }

    /// A pbxproj array value as swift-build sees it: each element escaped, then joined with spaces (§4.5).
    static func fromArray(_ elements: [String]) -> String {
        elements.map { element in
            if element.isEmpty { return "\"\"" }
            var out = String.UnicodeScalarView()
            for c in element.unicodeScalars {
                if c == " " || c == "\t" || c == "\r" || c == "\n" || c == "\\" || c == "\"" || c == "'" { out.append("\\") }
                out.append(c)
            }
            return String(out)
        }.joined(separator: " ")
    }
}

/// Recognises macro references in text (xcode-semantics §4.4).
enum MacroSyntax {
    /// If a reference starts at `s[i]` (`$(…)`, `${…}`, `$[…]`, `$NAME`), the index just after it.
    /// `$$` and a lone `$` are not references.
    static func referenceEnd(_ s: [Unicode.Scalar], _ i: Int) -> Int? {
        guard i + 1 < s.count, s[i] == "$" else { return nil }
        let open = s[i + 1]
        if let close = closing(open) {
            var depth = 0
            var j = i + 1
            while j < s.count {
                if s[j] == open { depth += 1 }
                else if s[j] == close { depth -= 1; if depth == 0 { return j + 1 } }
                j += 1
            }
            return nil  // unterminated: literal
        }
        guard isNameStart(open) else { return nil }
        var j = i + 2
        while j < s.count && (isNameStart(s[j]) || ("0"..."9").contains(s[j]) || s[j] == ".") { j += 1 }
        return j
    }

    static func closing(_ open: Unicode.Scalar) -> Unicode.Scalar? {
        switch open {
        case "(": ")"
        case "{": "}"
        case "[": "]"
        default: nil
        }
    }

    static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c)
    }
}
