/// Globs for `excludedPaths`: `*` and `?` within a path segment, `**` for any number of whole segments; a pattern
/// also matches everything below what it matches (`Vendor` excludes `Vendor/Lib/Lib.xcodeproj`).
///
/// Iterative on purpose: the patterns come from a configuration file, which may come from a stranger. The first
/// matcher recursed per character (a 70,000-character pattern overflowed the stack) and per `**` (eight of them
/// over 25 nested folders took a minute). Here a pattern is matched segment by segment over the path's segments
/// (a table of "pattern prefix matches path prefix", one row per pattern segment), and each segment with the
/// two-pointer wildcard scan: time is about pattern segments × path segments × segment length, never exponential.
/// Only the standard library, so that `Fuzz/run.sh glob` can compile this file alone.
public enum Glob {
    /// Longer `excludedPaths` patterns are a configuration error; real ones are a few dozen characters.
    public static let maximumPatternLength = 1024

    /// Whether `pattern` matches `path` (relative, `/`-separated) or one of its ancestors.
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        var p = Substring(pattern)
        while p.hasSuffix("/") { p.removeLast() }
        if p.hasSuffix("/**") { p.removeLast(3) }
        let segments = p.split(separator: "/").map { Array($0) }
        let components = path.split(separator: "/").map { Array($0) }
        // reach[j]: the pattern segments so far match the first j path components.
        var reach = [Bool](repeating: false, count: components.count + 1)
        reach[0] = true
        for segment in segments {
            var next = [Bool](repeating: false, count: components.count + 1)
            if segment.count == 2 && segment[0] == "*" && segment[1] == "*" {
                // `**` takes any number of whole components: reachable from any earlier position.
                var any = false
                for j in 0...components.count {
                    any = any || reach[j]
                    next[j] = any
                }
            } else {
                for j in 0..<components.count where reach[j] && Glob.segment(segment, components[j]) {
                    next[j + 1] = true
                }
            }
            reach = next
            if !reach.contains(true) { return false }
        }
        // The path itself or an ancestor (at least one component, unless the path has none).
        return components.isEmpty ? reach[0] : reach[1...].contains(true)
    }

    /// One segment: `*` is any run of characters, `?` any one character, anything else itself. The classic
    /// two-pointer scan: on a mismatch, the last `*` takes one more character.
    static func segment(_ pattern: [Character], _ text: [Character]) -> Bool {
        var i = 0, j = 0
        var star = -1, resume = 0
        while j < text.count {
            if i < pattern.count && pattern[i] == "*" {
                star = i
                resume = j
                i += 1
            } else if i < pattern.count && (pattern[i] == "?" || pattern[i] == text[j]) {
                i += 1
                j += 1
            } else if star >= 0 {
                i = star + 1
                resume += 1
                j = resume
            } else {
                return false
            }
        }
        while i < pattern.count && pattern[i] == "*" { i += 1 }
        return i == pattern.count
    }
}
