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
        // Where every byte is a whole character (ASCII without "\r", which "\r\n" joins into one character), bytes
        // give the same answers as characters without breaking both texts into grapheme clusters, which was most
        // of the cost of a match (each build configuration's name is matched against `debugConfigurations`).
        if isOneByteCharacters(p.utf8), isOneByteCharacters(path.utf8) {
            let slash = UInt8(ascii: "/")
            return matches(segments: p.utf8.split(separator: slash).map { Array($0) },
                           components: path.utf8.split(separator: slash).map { Array($0) },
                           star: UInt8(ascii: "*"), any: UInt8(ascii: "?"))
        }
        return matches(segments: p.split(separator: "/").map { Array($0) },
                       components: path.split(separator: "/").map { Array($0) }, star: "*", any: "?")
    }

    private static func isOneByteCharacters(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }

    private static func matches<Element: Equatable>(segments: [[Element]], components: [[Element]],
                                                    star: Element, any: Element) -> Bool {
        // reach[j]: the pattern segments so far match the first j path components.
        var reach = [Bool](repeating: false, count: components.count + 1)
        reach[0] = true
        for segment in segments {
            var next = [Bool](repeating: false, count: components.count + 1)
            if segment.count == 2 && segment[0] == star && segment[1] == star {
                // `**` takes any number of whole components: reachable from any earlier position.
                var reachable = false
                for j in 0...components.count {
                    reachable = reachable || reach[j]
                    next[j] = reachable
                }
            } else {
                for j in 0..<components.count
                where reach[j] && Glob.segment(segment, components[j], star: star, any: any) {
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
    static func segment<Element: Equatable>(_ pattern: [Element], _ text: [Element], star: Element, any: Element) -> Bool {
        var i = 0, j = 0
        var lastStar = -1, resume = 0
        while j < text.count {
            if i < pattern.count && pattern[i] == star {
                lastStar = i
                resume = j
                i += 1
            } else if i < pattern.count && (pattern[i] == any || pattern[i] == text[j]) {
                i += 1
                j += 1
            } else if lastStar >= 0 {
                i = lastStar + 1
                resume += 1
                j = resume
            } else {
                return false
            }
        }
        while i < pattern.count && pattern[i] == star { i += 1 }
        return i == pattern.count
    }
}
