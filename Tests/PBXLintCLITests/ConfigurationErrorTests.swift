import Foundation
import Testing

/// One project's bad `.pbxlint.json` stops only that project (issue 21, "Silent or wrong outcomes").
@Suite
struct ConfigurationErrorTests {
    /// `Bad/` (a clean project under an invalid configuration) and `Good/` (MissingInRelease, one error).
    static func tree() throws -> String {
        let root = try CLITestSupport.scratch()
        try FileManager.default.copyItem(atPath: CLITestSupport.testProjects + "/Clean", toPath: root + "/Bad")
        try FileManager.default.copyItem(atPath: CLITestSupport.testProjects + "/MissingInRelease", toPath: root + "/Good")
        try Data("{\n  \"rulez\": {}\n}\n".utf8).write(to: URL(fileURLWithPath: root + "/Bad/.pbxlint.json"))
        return root
    }

    @Test func theOtherProjectsAreStillReportedAndTheRunEndsWith2() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let text = try CLITestSupport.execute(["--no-color", "Bad", "Good"], in: root)
        #expect(text.status == 2)
        #expect(text.err.hasPrefix("Bad/.pbxlint.json:2:3: error: "), "\(text.err)")
        #expect(text.out.contains("Good/MissingInRelease.xcodeproj/project.pbxproj:169:5: error:"))

        let sarif = try CLITestSupport.execute(["-r", "sarif", "-o", "out.sarif", "."], in: root)
        #expect(sarif.status == 2)
        let written = try String(contentsOfFile: root + "/out.sarif", encoding: .utf8)
        #expect(written.contains("\"ruleId\": \"alternate-icons-consistent\""))
        // The upload says why a project is missing: a notification at the configuration's line, and no success.
        let sarifObject = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any]
        let invocation = ((sarifObject?["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first
        #expect(invocation?["executionSuccessful"] as? Bool == false)
        let notification = (invocation?["toolExecutionNotifications"] as? [[String: Any]])?.first
        #expect((notification?["message"] as? [String: Any])?["text"] as? String
                == "unknown key \"rulez\"; accepted: rules, only, disabled, targets, configurations, excludedPaths, suppressions.")

        let json = try CLITestSupport.execute(["-r", "json", "."], in: root)
        #expect(json.status == 2)
        let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        let errors = object?["configurationErrors"] as? [[String: Any]] ?? []
        #expect(errors.count == 1)
        #expect(errors.first?["file"] as? String == "Bad/.pbxlint.json")
        #expect(errors.first?["line"] as? Int == 2 && errors.first?["column"] as? Int == 3)

        let github = try CLITestSupport.execute(["-r", "github", "."], in: root)
        #expect(github.out.hasPrefix("::error file=Bad/.pbxlint.json,line=2,col=3,title=pbxlint::unknown key"), "\(github.out)")
    }

    @Test func aBaselineIsNotWrittenWithoutTheSkippedProjects() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CLITestSupport.execute(["--write-baseline", "b.json", "."], in: root)
        #expect(result.status == 2)
        #expect(!FileManager.default.fileExists(atPath: root + "/b.json"))
        #expect(result.err.contains("the baseline b.json was not written"))
    }

    /// A searched folder whose configuration is invalid fails even when it holds no project (before: "Linted 0
    /// projects: no problems"), and the error is printed once when projects also report it.
    @Test func anInvalidConfigurationOfASearchedFolderIsReportedOnce() throws {
        let root = try CLITestSupport.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pattern = String(repeating: "*", count: 70_000)
        try Data("{\"excludedPaths\": [\"\(pattern)\"]}".utf8).write(to: URL(fileURLWithPath: root + "/.pbxlint.json"))
        let empty = try CLITestSupport.execute(["."], in: root)
        #expect(empty.status == 2)
        #expect(empty.err.hasPrefix(".pbxlint.json:1:20: error: an \"excludedPaths\" pattern has 70000 characters"), "\(empty.err)")

        try FileManager.default.copyItem(atPath: CLITestSupport.testProjects + "/Clean", toPath: root + "/Clean")
        let withProject = try CLITestSupport.execute(["."], in: root)
        #expect(withProject.status == 2)
        #expect(withProject.err.components(separatedBy: "error: an \"excludedPaths\" pattern").count == 2, "\(withProject.err)")
    }
}
