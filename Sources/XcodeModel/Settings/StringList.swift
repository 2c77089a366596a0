/// StringList text as swift-build writes it (docs/reference/xcode-semantics.md §4.5); parsing is `MacroExpressionParser`'s.
enum StringList {
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

/// Recognises macro references in text (docs/reference/xcode-semantics.md §4.4).
enum MacroSyntax {
    /// If a reference starts at `s[i]` (`$(…)`, `${…}`, `$[…]`, `$NAME`), the index just after it.
    /// `$$` and a lone `$` are not references. Scans to the matching bracket: for many references in one text use
    /// `ReferenceScanner`, which finds every bracket's match in one pass.
    static func referenceEnd(_ s: [Unicode.Scalar], _ i: Int) -> Int? {
        ReferenceScanner(s).referenceEnd(i)
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

/// Every reference end in one text, found in one pass: the bracket after a `$` is matched like the nesting
/// counter of swift-build's scanner does it (brackets of the same kind only), but each opening bracket's match is
/// computed once with a stack instead of rescanning the rest of the text from every `$` (100,000 unterminated
/// `$(` in one value took 20 s).
struct ReferenceScanner {
    let s: [Unicode.Scalar]
    /// For each index holding an opening bracket, the index of its matching closing bracket, or -1.
    private var match: [Int32] = []

    init(_ s: [Unicode.Scalar]) {
        self.s = s
        guard s.contains("$") else { return }
        match = [Int32](repeating: -1, count: s.count)
        var stacks: [[Int32]] = [[], [], []]
        for (index, c) in s.enumerated() {
            switch c {
            case "(": stacks[0].append(Int32(index))
            case "{": stacks[1].append(Int32(index))
            case "[": stacks[2].append(Int32(index))
            case ")": if let open = stacks[0].popLast() { match[Int(open)] = Int32(index) }
            case "}": if let open = stacks[1].popLast() { match[Int(open)] = Int32(index) }
            case "]": if let open = stacks[2].popLast() { match[Int(open)] = Int32(index) }
            default: break
            }
        }
    }

    /// As `MacroSyntax.referenceEnd`.
    func referenceEnd(_ i: Int) -> Int? {
        guard i + 1 < s.count, s[i] == "$" else { return nil }
        let open = s[i + 1]
        if MacroSyntax.closing(open) != nil {
            let close = match.isEmpty ? -1 : Int(match[i + 1])
            return close < 0 ? nil : close + 1  // unterminated: literal
        }
        guard MacroSyntax.isNameStart(open) else { return nil }
        var j = i + 2
        while j < s.count && (MacroSyntax.isNameStart(s[j]) || ("0"..."9").contains(s[j]) || s[j] == ".") { j += 1 }
        return j
    }
}
