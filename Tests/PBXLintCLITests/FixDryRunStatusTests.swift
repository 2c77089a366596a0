import Foundation
import Testing
@testable import LintEngine
@testable import PBXLintCLI
import TestSupport

/// `fix --dry-run` exits as `fix` would (issue 31): it lints what the fix would write, not what it read minus the
/// findings it fixes, so a finding that a fix clears in passing does not fail the dry run.
@Suite struct FixDryRunStatusTests {
    /// Release writes `AppIcon-Blue,` (a stray comma): its duplicate fix also ends the error that `AppIcon-Blue,`
    /// has no icon set, which has no fix of its own.
    static let strayComma = ExampleProject.client(configurations: ["Debug", "Release", "Beta"], settings: [
        "Debug": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
        "Release": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue, AppIcon-Green""#],
        "Beta": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
    ])

    @Test func aDryRunExitsWithTheStatusOfTheRealFix() throws {
        let root = try TestSupport.materialize(Self.strayComma)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let lint = CLITestSupport.run(["-q", root])
        #expect(lint.status == .findings, "\(lint.out)")
        let dry = CLITestSupport.run(["fix", "--dry-run", "--base-dir", root, root])
        #expect(dry.out.contains("+\t\t\t\tASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \"AppIcon-Blue AppIcon-Green\";"),
                "\(dry.out)\(dry.err)")
        let fixed = CLITestSupport.run(["fix", "--base-dir", root, root])
        #expect(fixed.status == .success, "\(fixed.out)\(fixed.err)")
        #expect(dry.status == fixed.status, "\(dry.err)")
    }
}
