import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// Messages stay readable and the work behind them bounded, however many names a project lists (issue 21: 1,000
/// missing names against 1,000 icon sets took 13 s and wrote 85 MB, the whole "available" list in every finding).
@Suite struct MessageBoundTests {
    /// 300 rather than 1,000 of each keeps the debug-build test quick; before, each message here listed all 301
    /// names (over 4,000 characters).
    @Test func manyMissingNamesAgainstManyIconSets() throws {
        let sets = ["AppIcon"] + (1...300).map { "Icon-Set-\($0)" }
        // A close name first and last: suggestions stop after the first 100 names of a target.
        let missing = ["Icon-Set-1x"] + (1...300).map { "Missing-Name-\($0)" } + ["Icon-Set-2x"]
        let files = ExampleProject.client(configurations: ["Debug"], settings: [
            "Debug": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \"\(missing.joined(separator: " "))\""],
        ], iconSets: sets)
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        let findings = result.diagnostics.filter { $0.ruleID == "alternate-icon-missing" }
        #expect(findings.count == 302)
        let longest = findings.map(\.message.count).max() ?? 0
        #expect(longest < 600, "longest message: \(longest) characters")
        let first = try #require(findings.first { $0.subject.name == "Missing-Name-1" })
        #expect(first.message.contains("(available: AppIcon, Icon-Set-1, Icon-Set-10, Icon-Set-100, "))
        #expect(first.message.contains(" and 291 more)"), "\(first.message)")
        // A close name is still suggested among a thousand.
        let close = try #require(findings.first { $0.subject.name == "Icon-Set-1x" })
        #expect(close.message.contains("did you mean \"Icon-Set-1\"?"), "\(close.message)")
        let late = try #require(findings.first { $0.subject.name == "Icon-Set-2x" })
        #expect(!late.message.contains("did you mean"), "\(late.message)")
        #expect(findings.filter { $0.message.contains("did you mean") }.count <= IconLookup.suggestionLimit)
    }

    @Test func closestNameIsTheOneWithTheSmallestDistance() {
        #expect(Suggest.closest(to: "AppIcon-Gren", among: ["AppIcon", "AppIcon-Blue", "AppIcon-Green"],
                                maximumDistance: 2) == "AppIcon-Green")
        #expect(Suggest.closest(to: "Zzzzzz", among: ["AppIcon"], maximumDistance: 2) == nil)
        #expect(Suggest.closest(to: "ab", among: ["abc", "xb"], maximumDistance: 1) == "abc", "ties: the first listed")
        for (a, b) in [("kitten", "sitting"), ("", "abc"), ("flaw", "lawn"), ("same", "same")] {
            #expect(Suggest.distance(a, b, limit: 10) == Suggest.distance(a, b))
            #expect(Suggest.distance(a, b, limit: 1) == min(Suggest.distance(a, b), 2), "over the limit: limit + 1")
        }
    }

    /// The banded, capped distance against the full table on random strings.
    @Test func boundedDistanceAgreesWithTheFullTable() {
        func full(_ a: [Character], _ b: [Character]) -> Int {
            var row = Array(0...b.count)
            for i in 1...max(1, a.count) where !a.isEmpty {
                var next = [i] + Array(repeating: 0, count: b.count)
                for j in 1...max(1, b.count) where !b.isEmpty {
                    next[j] = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                }
                row = next
            }
            return row[b.count]
        }
        var random = SplitMix64(seed: 7)
        for _ in 0..<3_000 {
            let a = String((0..<random.int(0...9)).map { _ in random.pick(["a", "b", "c"]) as Character })
            let b = String((0..<random.int(0...9)).map { _ in random.pick(["a", "b", "c"]) as Character })
            let limit = random.int(0...6)
            let expected = full(Array(a), Array(b))
            #expect(Suggest.distance(a, b) == expected, "\(a) \(b)")
            #expect(Suggest.distance(a, b, limit: limit) == min(expected, limit + 1), "\(a) \(b) limit \(limit)")
        }
    }

    /// Before: a 1 MB unknown rule id was echoed whole (and its distance to every rule id computed in full).
    @Test func anUnknownRuleIdIsEchoedCut() {
        let id = "x" + String(repeating: "\u{1B}y", count: 500_000)
        let result = LintConfiguration.parse(bytes: Array("{\"disabled\": [\"\(id.replacingOccurrences(of: "\u{1B}", with: "\\u001b"))\"]}".utf8),
                                             path: "/p/.pbxlint.json")
        guard case .failure(let error) = result else { Issue.record("accepted"); return }
        #expect(error.description.count < 400, "\(error.description.prefix(300))")
        #expect(error.message.hasPrefix(#"unknown rule "x\x1By\x1By"#))
        #expect(error.message.contains("… (1000001 characters)\" in disabled"))
        guard case .failure(let near) = LintConfiguration.parse(bytes: Array(#"{"only": ["duplicate-keys"]}"#.utf8),
                                                                 path: "/p/.pbxlint.json") else { return }
        #expect(near.message.contains("(did you mean \"duplicate-key\"?)"))
    }

    @Test func listsAreCut() {
        #expect(Wording.list(["a", "b", "c"], limit: 3) == "a, b and c")
        #expect(Wording.list((1...12).map(String.init), limit: 3) == "1, 2, 3 and 9 more")
        #expect(Wording.list((1...20).map(String.init)).hasSuffix("19 and 20"))
        #expect(Wording.quoted((1...25).map(String.init)).hasSuffix("\"20\" and 5 more"))
    }
}
