import Foundation
import Testing

/// One project's bad `.pbxlint.json` stops only that project (issue 21, "Silent or wrong outcomes").
@Suite(.enabled(if: CLITestSupport.binary != nil, "needs the built pbxlint binary"))
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
    }

    @Test func aBaselineIsNotWrittenWithoutTheSkippedProjects() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CLITestSupport.execute(["--write-baseline", "b.json", "."], in: root)
        #expect(result.status == 2)
        #expect(!FileManager.default.fileExists(atPath: root + "/b.json"))
        #expect(result.err.contains("the baseline b.json was not written"))
    }
}
