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

    /// The bundled example of the mistake this project exists for: Beta.xcconfig forgot the
    /// `#include "Icons.xcconfig"` that Debug's and Release's have. The dry run shows the one added line and exits
    /// as the fix does; the fix writes exactly that; the result lints clean; fixing again changes nothing.
    @Test func theForgottenIncludeIsAddedAsTheDryRunShows() throws {
        let root = try CLITestSupport.scratch(copying: ["XCConfigNames"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let beta = root + "/XCConfigNames/Beta.xcconfig"
        let before = try String(contentsOfFile: beta, encoding: .utf8)
        let dry = CLITestSupport.run(["fix", "--dry-run", "--base-dir", root, root + "/XCConfigNames"])
        #expect(dry.out == """
            --- a/XCConfigNames/Beta.xcconfig
            +++ b/XCConfigNames/Beta.xcconfig
            @@ -1,2 +1,3 @@
             // Beta forgot to include Icons.xcconfig.
            +#include "Icons.xcconfig"
             BUNDLE_SUFFIX = .beta

            """, "\(dry.out)\(dry.err)")
        #expect(try String(contentsOfFile: beta, encoding: .utf8) == before)
        let fixed = CLITestSupport.run(["fix", "--base-dir", root, root + "/XCConfigNames"])
        #expect(fixed.status == .success, "\(fixed.err)")
        #expect(dry.status == fixed.status)
        #expect(try String(contentsOfFile: beta, encoding: .utf8)
                == before.replacingOccurrences(of: "BUNDLE_SUFFIX", with: "#include \"Icons.xcconfig\"\nBUNDLE_SUFFIX"))
        #expect(CLITestSupport.run(["-q", root + "/XCConfigNames"]).status == .success)
        let again = CLITestSupport.run(["fix", "--dry-run", "--base-dir", root, root + "/XCConfigNames"])
        #expect(again.out.isEmpty && again.status == .success)
    }
}
