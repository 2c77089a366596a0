import Foundation
import Testing
@testable import PBXLintCLI

/// `pbxlint settings` shows one project's settings: it asks which project when a folder holds several, and
/// rejects a target or configuration that does not exist instead of showing another one's values.
@Suite struct SettingsSelectionTests {
    @Test func folderWithSeveralProjectsAsksWhichOne() throws {
        let root = try UnmatchedFilterTests.tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["settings", root, "--target", "Client"])
        #expect(result.status == .usage)
        #expect(result.err.contains("holds 2 projects; name one:"), "\(result.err)")
        #expect(result.err.contains("App/App.xcodeproj") && result.err.contains("Tools/Tools.xcodeproj"))
        #expect(result.out.isEmpty)
    }

    @Test func unknownConfigurationIsRejected() throws {
        let root = try UnmatchedFilterTests.tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["settings", root + "/App/App.xcodeproj", "--target", "Client",
                                         "--configuration", "Relase", "ASSETCATALOG_COMPILER_APPICON_NAME"])
        #expect(result.status == .usage)
        #expect(result.err.contains(#"--configuration "Relase" names no build configuration of App; did you mean "Release"? (configurations: "Debug", "Release")"#),
                "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test func unknownTargetIsRejectedWithSuggestion() throws {
        let root = try UnmatchedFilterTests.tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["settings", root + "/App/App.xcodeproj", "--target", "client"])
        #expect(result.status == .usage)
        #expect(result.err.contains(#"--target "client" names no target of App; did you mean "Client"?"#), "\(result.err)")
    }

    @Test func oneProjectStillWorks() throws {
        let root = try UnmatchedFilterTests.tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["settings", root + "/App", "--target", "Client", "--configuration", "Release",
                                         "ASSETCATALOG_COMPILER_APPICON_NAME"])
        #expect(result.status == .success)
        #expect(result.out.contains("ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"))
    }
}
