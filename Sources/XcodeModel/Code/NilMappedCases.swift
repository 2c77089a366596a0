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

    static func names(_ tokens: [SourceToken]) -> Set<String> {
        var mapped = Set<String>()
        var i = 0
        while i + 1 < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .punctuation, tokens[i].text == ".", tokens[i + 1].kind == .identifier else { continue }
            // `.primary` (implicit member) or `Icon.primary` (a type name): not `icon.rawValue`.
            if i > 0 {
                let before = tokens[i - 1]
                if before.kind == .identifier && !(before.text.first?.isUppercase ?? false)
                    && !Self.keywordsBeforeAMember.contains(before.text) { continue }
                if before.text == ")" || before.text == "]" || before.text == "?" || before.text == "!" { continue }
            }
            let name = tokens[i + 1].text
            if mapsToNil(tokens, member: i) { mapped.insert(name) }
        }
        return mapped
    }

    /// Whether the `.case` whose dot is at `dot` is tested in a way that leads to `nil`.
    private static func mapsToNil(_ tokens: [SourceToken], member dot: Int) -> Bool {
        let typeQualified = dot > 0 && tokens[dot - 1].kind == .identifier
            && !keywordsBeforeAMember.contains(tokens[dot - 1].text)
        let start = typeQualified ? dot - 1 : dot
        let negated = (start >= 2 && tokens[start - 1].text == "=" && tokens[start - 2].text == "!")
            || (dot + 3 < tokens.count && tokens[dot + 2].text == "!" && tokens[dot + 3].text == "=")
        let opener = statementKeyword(tokens, before: start)
        var j = dot + 2
        var depth = 0
        while j < tokens.count && j < dot + 2 + conditionReach {
            let t = tokens[j]
            if t.kind == .punctuation {
                switch t.text {
                case "(", "[": depth += 1
                case ")", "]": depth -= 1
                case ";", "}": return false
                case "?" where depth <= 0 && !(j + 1 < tokens.count && tokens[j + 1].text == "."):
                    return ternaryMapsToNil(tokens, question: j, negated: negated)
                case "{":
                    guard (opener == "if" && !negated) || (opener == "guard" && negated) else { return false }
                    return body(tokens, from: j + 1, untilCase: false)
                case ":" where depth <= 0 && opener == "case":
                    return !negated && body(tokens, from: j + 1, untilCase: true)
                default: break
                }
                if depth < 0 { return false }
            }
            j += 1
        }
        return false
    }

    /// `cond ? nil : other` (or, negated, `cond ? other : nil`).
    private static func ternaryMapsToNil(_ tokens: [SourceToken], question: Int, negated: Bool) -> Bool {
        let first = question + 1
        guard first < tokens.count else { return false }
        if !negated {
            return tokens[first].text == "nil" && first + 1 < tokens.count && tokens[first + 1].text == ":"
        }
        // The false branch: after the `:` that closes the true branch at the same depth.
        var depth = 0
        var k = first
        while k < tokens.count && k < first + bodyReach {
            let text = tokens[k].kind == .punctuation ? tokens[k].text : ""
            if text == "(" || text == "[" { depth += 1 }
            if text == ")" || text == "]" { depth -= 1 }
            if text == ";" || text == "{" || text == "}" || depth < 0 { return false }
            if text == ":" && depth == 0 {
                return k + 1 < tokens.count && tokens[k + 1].kind == .identifier && tokens[k + 1].text == "nil"
            }
            k += 1
        }
        return false
    }

    /// Whether `nil` appears in the block (or `switch` case body) starting at `from`, before it ends.
    private static func body(_ tokens: [SourceToken], from: Int, untilCase: Bool) -> Bool {
        var depth = 0
        var k = from
        while k < tokens.count && k < from + bodyReach {
            let t = tokens[k]
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
    private static func statementKeyword(_ tokens: [SourceToken], before index: Int) -> String? {
        var k = index - 1
        while k >= 0 && k >= index - conditionReach {
            let t = tokens[k]
            if t.kind == .punctuation && (t.text == "{" || t.text == "}" || t.text == ";") { return nil }
            if t.kind == .identifier && (t.text == "if" || t.text == "guard") { return t.text }
            if t.kind == .identifier && t.text == "case" {
                // `if case .primary = icon {` is an `if`.
                if k > 0, tokens[k - 1].kind == .identifier, tokens[k - 1].text == "if" || tokens[k - 1].text == "guard" {
                    return tokens[k - 1].text
                }
                return "case"
            }
            k -= 1
        }
        return nil
    }
}
