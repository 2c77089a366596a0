import Foundation
import Testing

/// Baseline keys are relative to the baseline file's folder (issue 15, "Output and exit status"): written at the
/// repository root, it still matches when an Xcode build phase runs pbxlint in the project folder.
@Suite
struct BaselineLocationTests {
    @Test func aBaselineWrittenAtTheRootMatchesFromTheProjectFolder() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease", "Syntax"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let write = try CLITestSupport.execute(["--write-baseline", ".pbxlint-baseline.json", "."], in: root)
        #expect(write.status == 0, "\(write.err)")
        let text = try String(contentsOfFile: root + "/.pbxlint-baseline.json", encoding: .utf8)
        #expect(text.contains("\"version\": 2"))
        #expect(text.contains("\"project\": \"MissingInRelease/MissingInRelease.xcodeproj\""))

        for (directory, baseline, paths) in [(root + "/MissingInRelease", "../.pbxlint-baseline.json", ["."]),
                                             (root + "/Syntax", "../.pbxlint-baseline.json", ["."]),
                                             (root, ".pbxlint-baseline.json", ["."]),
                                             ("/", root + "/.pbxlint-baseline.json", [root])] {
            let run = try CLITestSupport.execute(["--baseline", baseline] + paths, in: directory)
            #expect(run.status == 0, "from \(directory): \(run.out)")
            #expect(run.out.isEmpty, "from \(directory): \(run.out)")
        }
    }

    /// Version 1 files (keys relative to the directory pbxlint ran in) are still read as before.
    @Test func aVersion1BaselineStillMatchesFromWhereItWasWritten() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let json = try CLITestSupport.execute(["-r", "json", "."], in: root)
        let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        let fingerprints = ((object?["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["fingerprint"] as? String }
        #expect(!fingerprints.isEmpty)
        let entries = fingerprints.map { "{\"fingerprint\": \"\($0)\"}" }.joined(separator: ", ")
        try Data("{\"version\": 1, \"findings\": [\(entries)]}".utf8).write(to: URL(fileURLWithPath: root + "/v1.json"))
        let run = try CLITestSupport.execute(["--baseline", "v1.json", "."], in: root)
        #expect(run.status == 0)
        #expect(run.out.isEmpty)
    }

    @Test func anUnknownVersionIsAnError() throws {
        let root = try CLITestSupport.scratch(copying: ["Clean"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("{\"version\": 3, \"findings\": []}".utf8).write(to: URL(fileURLWithPath: root + "/b.json"))
        let run = try CLITestSupport.execute(["--baseline", "b.json", "Clean"], in: root)
        #expect(run.status == 2)
        #expect(run.err == "b.json:1:13: error: unknown baseline version 3; this pbxlint reads versions 1 and 2\n")
    }
}
