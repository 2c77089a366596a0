/// POSIX `fnmatch` without flags: `*`, `?`, `[…]` (with `!`/`^` negation and ranges), case-sensitive, `/` not special.
/// swift-build matches condition patterns this way (docs/reference/xcode-semantics.md §4.3).
package enum Fnmatch {
    package static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern.unicodeScalars), t = Array(text.unicodeScalars)
        // Iterative with backtracking to the last '*': linear in practice, no recursion.
        var pi = 0, ti = 0
        var starP = -1, starT = 0
        while ti < t.count {
            if pi < p.count {
                switch p[pi] {
                case "*":
                    starP = pi
                    starT = ti
                    pi += 1
                    continue
                case "?":
                    pi += 1
                    ti += 1
                    continue
                case "[":
                    if let (matched, next) = bracket(p, pi, t[ti]) {
                        if matched { pi = next; ti += 1; continue }
                    } else if p[pi] == t[ti] {
                        pi += 1; ti += 1; continue
                    }
                default:
                    if p[pi] == t[ti] { pi += 1; ti += 1; continue }
                }
            }
            guard starP >= 0 else { return false }
            pi = starP + 1
            starT += 1
            ti = starT
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// Matches `c` against the bracket expression at `p[start]`; nil if the bracket is not closed.
    private static func bracket(_ p: [Unicode.Scalar], _ start: Int, _ c: Unicode.Scalar) -> (Bool, Int)? {
        var i = start + 1
        var negate = false
        if i < p.count && (p[i] == "!" || p[i] == "^") { negate = true; i += 1 }
        var matched = false
        var first = true
        while i < p.count && (p[i] != "]" || first) {
            first = false
            if i + 2 < p.count && p[i + 1] == "-" && p[i + 2] != "]" {
                if p[i].value <= c.value && c.value <= p[i + 2].value { matched = true }
                i += 3
            } else {
                if p[i] == c { matched = true }
                i += 1
            }
        }
        guard i < p.count else { return nil }
        return (matched != negate, i + 1)
    }
}
