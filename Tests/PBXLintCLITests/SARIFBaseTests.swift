import Foundation
import Testing
@testable import PBXLintCLI

/// SARIF URIs are relative to the repository root (`%SRCROOT%`), wherever pbxlint runs inside it, and a file
/// outside that root is warned about instead of being written as `../…` silently (GitHub cannot place it).
@Suite struct SARIFBaseTests {
    static func layout() throws -> String {
        let root = try CLITestSupport.scratch()
        try FileManager.default.createDirectory(atPath: root + "/repo/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLITestSupport.testProjects + "/MissingInRelease", toPath: root + "/repo/ios")
        try FileManager.default.copyItem(atPath: CLITestSupport.testProjects + "/MissingInRelease",
                                         toPath: root + "/outside/MissingInRelease")
        return root
    }

    @Test func urisAreRelativeToTheRepositoryRootWhenRunFromASubfolder() throws {
        guard CLITestSupport.binary != nil else { return }
        let root = try Self.layout()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CLITestSupport.execute(["-r", "sarif", "."], in: root + "/repo/ios")
        #expect(result.status == 1, "\(result.err)")
        #expect(result.out.contains(#""uri": "ios/MissingInRelease.xcodeproj/project.pbxproj""#), "\(result.out)")
        #expect(!result.err.contains("outside %SRCROOT%"))
        // --base-dir still decides when given.
        let based = try CLITestSupport.execute(["-r", "sarif", "--base-dir", ".", "."], in: root + "/repo/ios")
        #expect(based.out.contains(#""uri": "MissingInRelease.xcodeproj/project.pbxproj""#))
    }

    @Test func aFileOutsideTheRootIsWarnedAbout() throws {
        guard CLITestSupport.binary != nil else { return }
        let root = try Self.layout()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CLITestSupport.execute(["-r", "sarif", "../../outside"], in: root + "/repo/ios")
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("pbxlint: warning: 1 file of the SARIF report lies outside %SRCROOT% (\(root)/repo)"),
                "\(result.err)")
        #expect(result.err.contains("pass --base-dir"))
        // The text reporter has no such root: nothing to warn about.
        let text = try CLITestSupport.execute(["../../outside"], in: root + "/repo/ios")
        #expect(!text.err.contains("%SRCROOT%"))
    }
}
