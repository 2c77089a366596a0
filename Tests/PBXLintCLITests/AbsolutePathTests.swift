import Foundation
import Testing
@testable import PBXLintCLI

/// In an Xcode Run Script phase issues are clickable only with absolute paths (issue 15): pbxlint prints them when
/// Xcode's environment says it runs there, or with `--absolute-paths`; relative paths otherwise.
@Suite
struct AbsolutePathTests {
    static let project = CLITestSupport.packageRoot + "/TestProjects/MissingInRelease"
    static let file = project + "/MissingInRelease.xcodeproj/project.pbxproj"
    static var shell: [String: String] {
        ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
    }
    static var xcode: [String: String] {
        shell.merging(["XCODE_VERSION_ACTUAL": "1620", "SRCROOT": project, "ACTION": "build",
                       "PROJECT_FILE_PATH": project + "/MissingInRelease.xcodeproj"]) { $1 }
    }

    @Test func aScriptPhaseIsTwoNonEmptyVariables() {
        let xcode = Self.xcode
        #expect(XcodeEnvironment.isScriptPhase { xcode[$0] })
        #expect(!XcodeEnvironment.isScriptPhase { Self.shell[$0] })
        #expect(!XcodeEnvironment.isScriptPhase { $0 == "SRCROOT" ? "" : xcode[$0] })
        #expect(!XcodeEnvironment.isScriptPhase { $0 == "XCODE_VERSION_ACTUAL" ? nil : xcode[$0] })
    }

    @Test func anXcodeScriptPhaseGetsAbsolutePaths() throws {
        let result = try CLITestSupport.execute(["--quiet", "MissingInRelease.xcodeproj"], in: Self.project,
                                                environment: Self.xcode)
        #expect(result.status == 1)
        #expect(result.out.hasPrefix(Self.file + ":169:5: error: "), "\(result.out)")
        for line in result.out.split(separator: "\n") { #expect(line.hasPrefix("/"), "\(line)") }
    }

    @Test func theFlagGivesAbsolutePathsAnywhere() throws {
        let result = try CLITestSupport.execute(["--quiet", "--absolute-paths", "TestProjects/MissingInRelease"],
                                                environment: Self.shell)
        #expect(result.out.hasPrefix(Self.file + ":169:5: error: "), "\(result.out)")
        let github = try CLITestSupport.execute(["-r", "github", "--absolute-paths", "TestProjects/MissingInRelease"],
                                                environment: Self.shell)
        #expect(github.out.hasPrefix("::error file=" + Self.file.replacingOccurrences(of: ":", with: "%3A") + ","))
        // SARIF URIs stay relative to %SRCROOT%.
        let sarif = try CLITestSupport.execute(["-r", "sarif", "--absolute-paths", "TestProjects/MissingInRelease"],
                                               environment: Self.xcode)
        #expect(sarif.out.contains("\"uri\": \"TestProjects/MissingInRelease/MissingInRelease.xcodeproj/project.pbxproj\""))
    }

    @Test func elsewhereAndWithBaseDirPathsStayRelative() throws {
        let plain = try CLITestSupport.execute(["--quiet", "TestProjects/MissingInRelease"], environment: Self.shell)
        #expect(plain.out.hasPrefix("TestProjects/MissingInRelease/MissingInRelease.xcodeproj/project.pbxproj:169:5:"))
        let based = try CLITestSupport.execute(["--quiet", "--base-dir", ".", "MissingInRelease.xcodeproj"],
                                               in: Self.project, environment: Self.xcode)
        #expect(based.out.hasPrefix("MissingInRelease.xcodeproj/project.pbxproj:169:5:"), "\(based.out)")
    }
}
