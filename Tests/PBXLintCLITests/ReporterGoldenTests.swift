import Foundation
import Testing
@testable import PBXLintCLI
import LintEngine

/// Every reporter's exact output on fixtures; only the version string is normalised. Regenerate after an
/// intended change with `PBXLINT_UPDATE_GOLDEN=1 swift test --filter ReporterGoldenTests`.
@Suite struct ReporterGoldenTests {
    static let cases: [(reporter: String, project: String, golden: String)] = [
        ("text", "MissingInRelease", "MissingInRelease.txt"),
        ("json", "MissingInRelease", "MissingInRelease.json"),
        ("sarif", "MissingInRelease", "MissingInRelease.sarif"),
        ("github", "MissingInRelease", "MissingInRelease.github"),
        ("text", "Typo", "Typo.txt"),
        ("text", "Syntax", "Syntax.txt"),
        ("github", "Syntax", "Syntax.github"),
        ("json", "DuplicateKey", "DuplicateKey.json"),
    ]

    @Test("golden output", arguments: cases)
    func golden(reporter: String, project: String, golden: String) throws {
        let result = CLITestSupport.run(["--reporter", reporter, "--quiet", "--base-dir", CLITestSupport.testProjects,
                                         CLITestSupport.testProjects + "/" + project])
        #expect(result.err.isEmpty)
        var output = result.out
        if reporter == "sarif" {
            // Every rule's metadata is in the SARIF; the golden keeps only the rules of its results, so adding a
            // rule does not change it. The full list is checked against the registry instead.
            let sarif = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            let runs = try #require(sarif["runs"] as? [[String: Any]])
            let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
            let ids = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
            #expect(ids == Linter.allRules.map(\.id))
            let used = Set(try #require(runs.first?["results"] as? [[String: Any]]).compactMap { $0["ruleId"] as? String })
            output = Self.keepingRules(used, in: output)
        }
        #expect(try CLITestSupport.matchesGolden(output, golden), "\(golden) differs:\n\(output)")
    }

    /// The SARIF text with only the `tool.driver.rules` entries whose id is in `ids` (entries are the objects
    /// indented by 12 spaces inside the `rules` array; `ruleIndex` values still refer to the full list).
    static func keepingRules(_ ids: Set<String>, in sarif: String) -> String {
        var lines = sarif.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "          \"rules\": ["),
              let end = lines[start...].firstIndex(where: { $0 == "          ]," || $0 == "          ]" }) else { return sarif }
        var kept: [[String]] = []
        var entry: [String] = []
        for line in lines[(start + 1)..<end] {
            entry.append(line)
            if line == "            }," || line == "            }" {
                if entry.contains(where: { line in ids.contains { line == "              \"id\": \"\($0)\"," } }) {
                    kept.append(entry)
                }
                entry = []
            }
        }
        var body: [String] = []
        for (i, entry) in kept.enumerated() {
            var entry = entry
            if let last = entry.indices.last { entry[last] = i == kept.count - 1 ? "            }" : "            }," }
            body.append(contentsOf: entry)
        }
        lines.replaceSubrange((start + 1)..<end, with: body)
        return lines.joined(separator: "\n")
    }

    @Test func textLinesAreClickable() {
        let result = CLITestSupport.run(["--base-dir", CLITestSupport.testProjects, CLITestSupport.testProjects + "/Typo"])
        for line in result.out.split(separator: "\n") {
            #expect(line.wholeMatch(of: /[^:]+:\d+:\d+: (error|warning|note): .+/) != nil, "not clickable: \(line)")
        }
        #expect(result.err == "Linted 1 project: 3 errors, 1 warning\n")
    }

    @Test func summaryWordsAreRight() {
        #expect(CLITestSupport.run([CLITestSupport.testProjects + "/Clean"]).err == "Linted 1 project: no problems\n")
        #expect(CLITestSupport.run([CLITestSupport.testProjects + "/DuplicateKey"]).err == "Linted 1 project: 1 warning\n")
    }

    static let validator = CLITestSupport.packageRoot + "/../shared/tools/sarif/validate-sarif"

    /// Skipped (and shown as skipped) where ../shared is absent; CI has it.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: validator), "the SARIF validator in ../shared is absent"))
    func sarifPassesTheValidatorWhenAvailable() throws {
        let validator = Self.validator
        let result = CLITestSupport.run(["--reporter", "sarif", "--quiet", "--base-dir", CLITestSupport.testProjects,
                                         CLITestSupport.testProjects])
        let file = NSTemporaryDirectory() + "pbxlint-\(UUID().uuidString).sarif"
        try Data(result.out.utf8).write(to: URL(fileURLWithPath: file))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", validator, "--strict", file]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        // Exit 2 means the validator itself is missing jsonschema; anything else is its verdict.
        if process.terminationStatus != 2 { #expect(process.terminationStatus == 0) }
    }
}

/// Exit codes of the real binary (README, "Exit status").
@Suite
struct ExitCodeTests {
    @Test func clean() throws { #expect(try CLITestSupport.spawn(["TestProjects/Clean"]).status == 0) }
    @Test func failing() throws { #expect(try CLITestSupport.spawn(["TestProjects/MissingInRelease"]).status == 1) }
    @Test func parseErrorFails() throws { #expect(try CLITestSupport.spawn(["TestProjects/Syntax"]).status == 1) }
    @Test func warningsPassUnlessStrict() throws {
        #expect(try CLITestSupport.spawn(["TestProjects/DuplicateKey"]).status == 0)
        #expect(try CLITestSupport.spawn(["--strict", "TestProjects/DuplicateKey"]).status == 1)
    }
    @Test func badFlag() throws { #expect(try CLITestSupport.spawn(["--frobnicate"]).status == 2) }
    @Test func badReporter() throws { #expect(try CLITestSupport.spawn(["--reporter", "xml", "TestProjects/Clean"]).status == 2) }
    @Test func missingPathStillLintsTheOthers() throws {
        let result = try CLITestSupport.spawn(["TestProjects/Nope", "TestProjects/MissingInRelease"])
        #expect(result.status == 3)
        #expect(result.out.contains("[alternate-icons-consistent]"))
    }
    @Test func badConfigurationFile() throws {
        let dir = NSTemporaryDirectory() + "pbxlint-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data(#"{"rulez": {}}"#.utf8).write(to: URL(fileURLWithPath: dir + "/bad.json"))
        #expect(try CLITestSupport.spawn(["--config", dir + "/bad.json", "TestProjects/Clean"]).status == 2)
    }
    @Test func outputIsIdenticalRunToRun() throws {
        let a = try CLITestSupport.spawn(["--reporter", "json", "TestProjects"])
        let b = try CLITestSupport.spawn(["--reporter", "json", "TestProjects"])
        #expect(a.out == b.out && !a.out.isEmpty)
    }
}
