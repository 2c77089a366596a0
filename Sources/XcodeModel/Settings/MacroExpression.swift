/// A setting's value parsed into the pieces swift-build's evaluator works on (docs/reference/xcode-semantics.md §4.4, §4.5).
///
/// The model is swift-build's: `Sources/SWBMacro/MacroExpressionParsing.swift` (the grammar),
/// `MacroNamespace.swift` (`MacroExpressionInstructionEmitterDelegate`: which pieces each part becomes) and
/// `MacroEvaluationProgram.swift` (what each piece does when evaluated). A string-typed setting is parsed with string
/// semantics (quotes, backslashes and whitespace are ordinary characters); a list-typed or user-defined one with
/// list semantics, where whitespace separates elements and quotes and backslashes group and escape — but are kept in
/// the *string form* of the value (what `-showBuildSettings` prints and Info.plist expansion sees), and dropped in
/// the *list form* (what a tool's command line gets).
indirect enum MacroPiece: Sendable {
    /// Text appended in both forms. Even an empty one matters: it makes an element exist (`""` in a list).
    case literal(String)
    /// A quote, a backslash or leading/trailing whitespace: appended in the string form only.
    case stringFormOnly(String)
    /// Whitespace between list elements: an element boundary in the list form, the whitespace itself in the string
    /// form.
    case separator(String)
    /// `$(NAME:op…)`, `${…}`, `$[…]` or `$NAME`.
    case reference(MacroReference)
}

/// One macro reference.
struct MacroReference: Sendable {
    /// The name, itself an expression (`$($(A)_B)`), always evaluated as a string.
    var name: [MacroPiece]
    /// False for `$NAME`: an undefined name then stays as written (`preserveOriginalIfUnresolved`).
    var bracketed: Bool
    /// True inside quotes of a list value or anywhere in a string value: the referenced value is evaluated in its
    /// string form, so a list referenced there does not split into elements.
    var asString: Bool
    var operators: [MacroOperator]
}

/// `:op` (retrieval) or `:op=operand` (replacement), in written order.
enum MacroOperator: Sendable {
    case retrieval(String)
    case replacement(String, [MacroPiece])
}

/// Parses setting text into `MacroPiece`s, following swift-build's `MacroExpressionParser` rule for rule, with two
/// bounds of its own: references nested deeper than `maxNesting` and a `$(` that is never closed are read as
/// literal text (swift-build reports the latter as an error and evaluates what follows as a name; reading it as text
/// keeps a hostile value from costing more than one pass).
struct MacroExpressionParser {
    static let maxNesting = 64

    private let s: [Unicode.Scalar]
    private let scanner: ReferenceScanner
    private var i = 0
    /// Set when a reference nested deeper than `maxNesting` was read as text.
    private(set) var nestingLimitReached = false

    private init(_ text: String) {
        s = Array(text.unicodeScalars)
        scanner = ReferenceScanner(s)
    }

    /// `text` with string semantics (`parseAsString`); an empty text is one empty literal, as swift-build's
    /// `parseLiteralString("")`, so that it makes an element exist when spliced into a list.
    static func parseString(_ text: String) -> (pieces: [MacroPiece], nestingLimitReached: Bool) {
        var parser = MacroExpressionParser(text)
        var out: [MacroPiece] = []
        if parser.s.isEmpty { return ([.literal("")], false) }
        while parser.i < parser.s.count {
            if parser.s[parser.i] == "$" {
                parser.parseSubstitution(asString: true, depth: 0, into: &out)
            } else {
                let start = parser.i
                while parser.i < parser.s.count && parser.s[parser.i] != "$" { parser.i += 1 }
                out.append(.literal(parser.text(start, parser.i)))
            }
        }
        return (out, parser.nestingLimitReached)
    }

    /// `text` with list semantics (`parseAsStringList`).
    static func parseList(_ text: String) -> (pieces: [MacroPiece], nestingLimitReached: Bool) {
        var parser = MacroExpressionParser(text)
        var out: [MacroPiece] = []
        parser.parseWhitespace(asSeparator: false, into: &out)
        if parser.i < parser.s.count {
            parser.parseListElement(into: &out)
            while parser.i < parser.s.count {
                parser.parseWhitespace(asSeparator: true, into: &out)
                if parser.i >= parser.s.count { break }
                parser.parseListElement(into: &out)
            }
        }
        return (out, parser.nestingLimitReached)
    }

    /// The scalars `from..<to` as a String, encoded to UTF-8 by hand: `String.UnicodeScalarView(slice)` goes
    /// through the standard library's generic scalar-by-scalar append, thousands of instructions a literal, and
    /// every setting a rule resolves is parsed again by each `BuildSettings.resolve`.
    private func text(_ from: Int, _ to: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(to - from)
        for scalar in s[from..<to] {
            if scalar.isASCII {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private var atWhitespace: Bool {
        guard i < s.count else { return false }
        let c = s[i]
        return c == " " || ("\t"..."\r").contains(c)
    }

    /// Whitespace: a separator between elements, or string-form-only text before the first element and after the
    /// last.
    private mutating func parseWhitespace(asSeparator: Bool, into out: inout [MacroPiece]) {
        guard atWhitespace else { return }
        let start = i
        while atWhitespace { i += 1 }
        let whitespace = text(start, i)
        out.append(asSeparator && i < s.count ? .separator(whitespace) : .stringFormOnly(whitespace))
    }

    /// One list element: up to unquoted, unescaped whitespace (`parseQuotedExpressionStringElement`).
    private mutating func parseListElement(into out: inout [MacroPiece]) {
        enum Quote { case none, double, single }
        var quote = Quote.none
        var mark = i
        func flush(_ out: inout [MacroPiece], to end: Int) {
            if mark < end { out.append(.literal(text(mark, end))) }
        }
        while i < s.count {
            let c = s[i]
            if c == "\\" {
                flush(&out, to: i)
                out.append(.stringFormOnly("\\"))
                i += 1
                mark = i
                if i < s.count { i += 1 }  // the escaped character is literal text
            } else if c == "$" {
                flush(&out, to: i)
                parseSubstitution(asString: quote != .none, depth: 0, into: &out)
                mark = i
            } else if (c == "\"" && quote != .single) || (c == "'" && quote != .double) {
                flush(&out, to: i)
                out.append(.stringFormOnly(String(c)))
                i += 1
                if quote == .none && i < s.count && s[i] == c {
                    // `""`: an empty element exists.
                    out.append(.literal(""))
                    out.append(.stringFormOnly(String(c)))
                    i += 1
                } else if quote == .none {
                    quote = c == "\"" ? .double : .single
                } else {
                    quote = .none
                }
                mark = i
            } else if quote == .none && atWhitespace {
                break
            } else {
                i += 1
            }
        }
        flush(&out, to: i)
    }

    /// A `$…` at `s[i]` (`parseSubstitutionSubexpression`): a reference, `$$`, or a literal `$`.
    private mutating func parseSubstitution(asString: Bool, depth: Int, into out: inout [MacroPiece]) {
        i += 1  // the `$`
        guard i < s.count else {
            out.append(.literal("$"))
            return
        }
        let c = s[i]
        if let close = MacroSyntax.closing(c) {
            // Unterminated, or nested past the bound: the `$` is text, and the bracket is read as text after it.
            guard scanner.referenceEnd(i - 1) != nil else {
                out.append(.literal("$"))
                return
            }
            guard depth < Self.maxNesting else {
                nestingLimitReached = true
                out.append(.literal("$"))
                return
            }
            i += 1
            let name = parseFragment(asString: true, close: close, depth: depth + 1)
            var operators: [MacroOperator] = []
            while i < s.count && s[i] == ":" {
                i += 1
                let start = i
                while i < s.count && Self.isOperatorCharacter(s[i]) { i += 1 }
                let operatorName = text(start, i)
                guard i < s.count else { break }
                if s[i] == ":" || s[i] == close {
                    if !operatorName.isEmpty { operators.append(.retrieval(operatorName)) }
                } else if s[i] == "=" && !operatorName.isEmpty {
                    i += 1
                    let operand = parseFragment(asString: asString, close: close, depth: depth + 1)
                    operators.append(.replacement(operatorName, operand))
                } else {
                    // A character no operator name has: skipped up to the next operator or the end.
                    while i < s.count && s[i] != ":" && s[i] != close { i += 1 }
                }
            }
            if i < s.count && s[i] == close { i += 1 }
            out.append(.reference(MacroReference(name: name, bracketed: true, asString: asString,
                                                 operators: operators)))
        } else if MacroSyntax.isNameStart(c) {
            let start = i
            i += 1
            while i < s.count && (MacroSyntax.isNameStart(s[i]) || ("0"..."9").contains(s[i]) || s[i] == ".") { i += 1 }
            var name: [MacroPiece] = [.literal(text(start, i))]
            // `$FOO$(BAR)`: a `$(` right after the name is part of the name, a historical accommodation of
            // swift-build's parser for malformed projects.
            if i + 1 < s.count && s[i] == "$" && s[i + 1] == "(" && scanner.referenceEnd(i) != nil {
                parseSubstitution(asString: true, depth: depth + 1, into: &name)
            }
            out.append(.reference(MacroReference(name: name, bracketed: false, asString: asString, operators: [])))
        } else {
            if c == "$" { i += 1 }  // `$$` is one `$`
            out.append(.literal("$"))
        }
    }

    /// A name or an operand: up to `:`, the closing bracket or the end, with nested references
    /// (`parseSubstitutionSubexpressionFragment`).
    private mutating func parseFragment(asString: Bool, close: Unicode.Scalar, depth: Int) -> [MacroPiece] {
        var out: [MacroPiece] = []
        while i < s.count {
            let start = i
            while i < s.count && s[i] != "$" && s[i] != ":" && s[i] != close { i += 1 }
            if i > start { out.append(.literal(text(start, i))) }
            guard i < s.count, s[i] == "$" else { break }
            parseSubstitution(asString: asString, depth: depth, into: &out)
        }
        return out
    }

    private static func isOperatorCharacter(_ c: Unicode.Scalar) -> Bool {
        MacroSyntax.isNameStart(c) || ("0"..."9").contains(c) || c == "-" || c == "+" || c == "."
    }
}

/// What an evaluation builds: text with element boundaries, as swift-build's `MacroEvaluationResultBuilder`
/// (`Sources/SWBMacro/MacroEvaluationProgram.swift`). A boundary is only placed when more text follows, so empty
/// lists concatenate without empty elements, while an appended empty string makes an element exist.
struct MacroResult: Sendable {
    private(set) var bytes: [UInt8] = []
    private var boundaries: [Int] = []
    private var needsBoundary = false
    /// Whether anything, even an empty string, was appended: distinguishes `[]` from `[""]`.
    private(set) var hasText = false

    mutating func append(_ text: String) {
        placePendingBoundary()
        bytes.append(contentsOf: text.utf8)
        hasText = true
    }

    /// An element boundary before the next text (none if nothing was appended yet).
    mutating func markBoundary() {
        if hasText { needsBoundary = true }
    }

    mutating func append(_ other: MacroResult) {
        guard other.hasText else { return }
        placePendingBoundary()
        let base = bytes.count
        bytes.append(contentsOf: other.bytes)
        boundaries.append(contentsOf: other.boundaries.map { $0 + base })
        hasText = true
    }

    private mutating func placePendingBoundary() {
        if needsBoundary {
            boundaries.append(bytes.count)
            needsBoundary = false
        }
    }

    /// The text, boundaries ignored.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The elements: none if nothing was appended.
    var elements: [String] {
        guard hasText else { return [] }
        var result: [String] = []
        var start = 0
        for boundary in boundaries {
            result.append(String(decoding: bytes[start..<boundary], as: UTF8.self))
            start = boundary
        }
        result.append(String(decoding: bytes[start...], as: UTF8.self))
        return result
    }
}
