/// "Did you mean" suggestions: the closest of a list of names by edit distance, with bounded work. Names come from
/// projects and configuration files, so a list can hold thousands and a name can be a megabyte: candidates whose
/// length alone puts them out of reach are skipped, and each distance stops once it exceeds the best so far.
public enum Suggest {
    /// The candidate closest to `name` within `maximumDistance` edits, the first listed on a tie; nil if none is.
    public static func closest(to name: String, among candidates: [String], maximumDistance: Int) -> String? {
        let target = Array(name.unicodeScalars)
        var best: String?
        var bestDistance = maximumDistance + 1
        for candidate in candidates {
            let scalars = Array(candidate.unicodeScalars)
            guard abs(scalars.count - target.count) < bestDistance else { continue }
            // Only a strictly smaller distance matters, so the limit is one less than the best so far.
            let d = distance(scalars, target, limit: bestDistance - 1)
            if d < bestDistance {
                best = candidate
                bestDistance = d
                if d == 0 { break }
            }
        }
        return best
    }

    /// The one candidate that starts or ends with `name`, ignoring case (`Green` → `GreenIcon`, `Blue` →
    /// `AppIcon-Blue`): a name typed without its prefix or suffix is too far for an edit distance. Nil when no
    /// candidate or several do, or when `name` is shorter than three characters.
    public static func extending(_ name: String, among candidates: [String]) -> String? {
        guard name.count >= 3 else { return nil }
        let folded = name.lowercased()
        var found: String?
        for candidate in candidates where candidate.count > name.count {
            let other = candidate.lowercased()
            guard other.hasPrefix(folded) || other.hasSuffix(folded) else { continue }
            if found != nil { return nil }
            found = candidate
        }
        return found
    }

    /// Levenshtein distance over Unicode scalars.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        return distance(x, y, limit: max(x.count, y.count))
    }

    /// The distance when it is at most `limit`, otherwise `limit + 1` (computed without finishing the table).
    public static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    /// Levenshtein distance capped at `limit + 1`, computed only in the band of cells within `limit` of the
    /// diagonal (a cell outside it is already more than `limit` edits away), and stopped once a whole row is over.
    static func distance(_ x: [Unicode.Scalar], _ y: [Unicode.Scalar], limit: Int) -> Int {
        let m = x.count, n = y.count
        let over = limit + 1
        if abs(m - n) > limit { return over }
        if m == 0 { return n }
        if n == 0 { return m }
        // Row i − 1 and row i of the table; cells outside the band hold `over`.
        var previous = [Int](repeating: over, count: n + 1)
        var current = [Int](repeating: over, count: n + 1)
        for j in 0...min(n, limit) { previous[j] = j }
        for i in 1...m {
            let low = max(1, i - limit), high = min(n, i + min(limit, n))
            guard low <= high else { return over }
            current[low - 1] = low == 1 ? min(i, over) : over
            var rowMinimum = current[low - 1]
            for j in low...high {
                let substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                let value = min(substitution, current[j - 1] + 1, previous[j] + 1, over)
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if high < n { current[high + 1] = over }
            // Every later row is at least this row's minimum.
            if rowMinimum >= over { return over }
            swap(&previous, &current)
        }
        return min(previous[n], over)
    }
}
