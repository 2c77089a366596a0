import Testing
import TestSupport
@testable import PlistKit

/// Duplicate keys are found by pairwise signatures in small dictionaries and by a shared hash table in larger
/// ones; both must report, for every repeated key, the later occurrence against the first one, in dictionaries of
/// every size and nesting, with keys written raw, quoted or with escapes.
@Suite struct DuplicateKeyTests {
    /// A random dictionary text: keys drawn from a small pool so they repeat, each written one of three ways;
    /// some values are dictionaries themselves (the table is shared by dictionaries closing in turn).
    static func dictionary(_ random: inout SplitMix64, depth: Int) -> String {
        let entries = random.int(0...(random.chance(0.5) ? 12 : 70))
        let pool = max(1, entries * 2 / 3)
        var text = "{"
        for _ in 0..<entries {
            let k = random.int(0...pool)
            let key: String
            switch random.int(0...2) {
            case 0: key = "key\(k)"
            case 1: key = "\"key\(k)\""
            default: key = "\"ke\\171\(k)\""  // \171 is octal for "y"
            }
            let value = depth < 2 && random.chance(0.15) ? dictionary(&random, depth: depth + 1) : "v\(k)"
            text += "\n\(key) = \(value);"
        }
        return text + "\n}"
    }

    /// (line of the first occurrence, line of the repeat) for every repeated key, found by comparing decoded keys.
    static func expected(_ value: PlistValue) -> [[Int]] {
        guard value.kind == .dictionary else { return [] }
        var pairs: [[Int]] = []
        var first: [String: Int] = [:]
        value.forEachEntry { key, entry in
            let line = key.range.start.line
            if let earlier = first[key.string ?? ""] { pairs.append([earlier, line]) } else { first[key.string ?? ""] = line }
            pairs += expected(entry)
        }
        return pairs
    }

    @Test("Every repeat reported once, against the first occurrence", arguments: 0..<150)
    func matchesBruteForce(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let text = Self.dictionary(&random, depth: 0)
        let document = try PlistReader.read(text)
        let reported = document.warnings.filter { $0.kind == .duplicateKey }
            .map { [$0.firstRange?.start.line ?? -1, $0.range.start.line] }
        #expect(reported.sorted { $0.lexicographicallyPrecedes($1) }
                == Self.expected(document.root).sorted { $0.lexicographicallyPrecedes($1) }, "seed \(seed)")
    }
}
