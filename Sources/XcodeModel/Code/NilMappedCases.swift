/// Enum cases that code visibly maps to `nil`: the primary icon of an icon enum, which the app passes to
/// `setAlternateIconName` as `nil` (`case primary = "AppIcon"` next to `self == .primary ? nil : rawValue`).
/// Such a case never reaches the API, so its raw value need not be an alternate icon.
///
/// Read from the tokens of one file (a close stand-in for "the same type or function", which a lexer cannot see):
/// - a ternary on the case: `x == .primary ? nil : …`, `.primary == x ? nil : …`, `x != .primary ? … : nil`;
/// - an `if` on the case whose block uses `nil` (`if icon == .primary { setAlternateIconName(nil) }`, also
///   `if case .primary = icon`), or a `guard x != .primary else { … nil … }`;
/// - a `switch` case whose body uses `nil` (`case .primary: return nil`).
enum NilMappedCases {
    /// How far a pattern is looked for around `.case`, in tokens: a condition or a short block, never a file.
    static let conditionReach = 8
    static let bodyReach = 40
    /// Words after which `.name` is an implicit member (`case .primary:`), not a property of a value.
    static let keywordsBeforeAMember: Set<String> = ["case", "return", "if", "guard", "where", "in", "else", "switch"]

    /// Reads `tokens` forward, looking back at most `conditionReach + 3` tokens and ahead at most
    /// `conditionReach + bodyReach + 4`, so a window holds a bounded number of them whatever the file's size.
    static func names(_ tokens: inout TokenWindow) -> Set<String> {
        var mapped = Set<String>()
        var i = 0
        while tokens.at(i + 1) != nil {
            defer { i += 1 }
            tokens.release(below: i - conditionReach - 3)
            guard tokens.token(i).kind == .punctuation, tokens.token(i).text == ".", tokens.token(i + 1).kind == .identifier else { continue }
            // `.primary` (implicit member) or `Icon.primary` (a type name): not `icon.rawValue`.
            if i > 0 {
                let before = tokens.token(i - 1)
                if before.kind == .identifier && !(before.text.first?.isUppercase ?? false)
                    && !Self.keywordsBeforeAMember.contains(before.text) { continue }
                if before.text == ")" || before.text == "]" || before.text == "?" || before.text == "!" { continue }
            }
            let name = tokens.token(i + 1).text
            if mapsToNil(&tokens, member: i) { mapped.insert(name) }
        }
        return mapped
    }

    /// Whether the `.case` whose dot is at `dot` is tested in a way that leads to `nil`.
    private static func mapsToNil(_ tokens: inout TokenWindow, member dot: Int) -> Bool {
        let typeQualified = dot > 0 && tokens.token(dot - 1).kind == .identifier
            && !keywordsBeforeAMember.contains(tokens.token(dot - 1).text)
        let start = typeQualified ? dot - 1 : dot
        let negated = (start >= 2 && tokens.token(start - 1).text == "=" && tokens.token(start - 2).text == "!")
            || (tokens.at(dot + 3) != nil && tokens.token(dot + 2).text == "!" && tokens.token(dot + 3).text == "=")
        let opener = statementKeyword(&tokens, before: start)
        var j = dot + 2
        var depth = 0
        while tokens.at(j) != nil && j < dot + 2 + conditionReach {
            let t = tokens.token(j)
            if t.kind == .punctuation {
                switch t.text {
                case "(", "[": depth += 1
                case ")", "]": depth -= 1
                case ";", "}": return false
                case "?" where depth <= 0 && !(tokens.at(j + 1) != nil && tokens.token(j + 1).text == "."):
                    return ternaryMapsToNil(&tokens, question: j, negated: negated)
                case "{":
                    guard (opener == "if" && !negated) || (opener == "guard" && negated) else { return false }
                    return body(&tokens, from: j + 1, untilCase: false)
                case ":" where depth <= 0 && opener == "case":
                    return !negated && body(&tokens, from: j + 1, untilCase: true)
                default: break
                }
                if depth < 0 { return false }
            }
            j += 1
        }
        return false
    }

    /// `cond ? nil : other` (or, negated, `cond ? other : nil`).
    private static func ternaryMapsToNil(_ tokens: inout TokenWindow, question: Int, negated: Bool) -> Bool {
        let first = question + 1
        guard tokens.at(first) != nil else { return false }
        if !negated {
            return tokens.token(first).text == "nil" && tokens.at(first + 1) != nil && tokens.token(first + 1).text == ":"
        }
        // The false branch: after the `:` that closes the true branch at the same depth.
        var depth = 0
        var k = first
        while tokens.at(k) != nil && k < first + bodyReach {
            let text = tokens.token(k).kind == .punctuation ? tokens.token(k).text : ""
            if text == "(" || text == "[" { depth += 1 }
            if text == ")" || text == "]" { depth -= 1 }
            if text == ";" || text == "{" || text == "}" || depth < 0 { return false }
            if text == ":" && depth == 0 {
                return tokens.at(k + 1) != nil && tokens.token(k + 1).kind == .identifier && tokens.token(k + 1).text == "nil"
            }
            k += 1
        }
        return false
    }

    /// Whether `nil` appears in the block (or `switch` case body) starting at `from`, before it ends.
    private static func body(_ tokens: inout TokenWindow, from: Int, untilCase: Bool) -> Bool {
        var depth = 0
        var k = from
        while tokens.at(k) != nil && k < from + bodyReach {
            let t = tokens.token(k)
            if t.kind == .punctuation && t.text == "{" { depth += 1 }
            if t.kind == .punctuation && t.text == "}" {
                if depth == 0 { return false }
                depth -= 1
            }
            if untilCase && depth == 0 && t.kind == .identifier && (t.text == "case" || t.text == "default") { return false }
            if t.kind == .identifier && t.text == "nil" { return true }
            k += 1
        }
        return false
    }

    /// `if`, `guard` or `case` when the statement holding the token at `index` starts with one (looking back a
    /// few tokens, not past a brace or semicolon).
    private static func statementKeyword(_ tokens: inout TokenWindow, before index: Int) -> String? {
        var k = index - 1
        while k >= 0 && k >= index - conditionReach {
            let t = tokens.token(k)
            if t.kind == .punctuation && (t.text == "{" || t.text == "}" || t.text == ";") { return nil }
            if t.kind == .identifier && (t.text == "if" || t.text == "guard") { return t.text }
            if t.kind == .identifier && t.text == "case" {
                // `if case .primary = icon {` is an `if`.
                if k > 0, tokens.token(k - 1).kind == .identifier, tokens.token(k - 1).text == "if" || tokens.token(k - 1).text == "guard" {
                    return tokens.token(k - 1).text
                }
                return "case"
            }
            k -= 1
        }
        return nil
    }
}

private extension TokenWindow {
    /// Token `n`, or an empty punctuation token past the end or before what was released: it matches no keyword,
    /// identifier or punctuation the patterns look for.
    mutating func token(_ n: Int) -> SourceToken {
        at(n) ?? SourceToken(kind: .punctuation, text: "", line: 0, column: 0)
    }
}
