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

    /// One generated project per place a forgotten setting is added (issue 31): an `#include` line, an xcconfig
    /// line, a key in the target's and in the project's settings, a `[config=Name]` key in a project.xcproj.
    static func placements() throws -> [(name: String, files: [String: String])] {
        let key = "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"
        let names = "\(key) = \"AppIcon-Blue AppIcon-Green\""
        let configurations = ["Debug", "Release", "Beta"]
        let xcconfigs = ["Debug": "Config/Debug.xcconfig", "Release": "Config/Release.xcconfig", "Beta": "Config/Beta.xcconfig"]
        let primary = "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"
        func project(settings: [String: [String]] = [:], projectSettings: [String: [String]] = [:],
                     xcconfig: [String: String] = [:], files: [String: String] = [:]) -> [String: String] {
            var all = settings
            for name in configurations { all[name, default: []].append(primary) }
            return ExampleProject(configurations: configurations, projectSettings: projectSettings, targets: [
                ExampleTarget(settings: all.mapValues { $0.sorted() }, xcconfig: xcconfig,
                              catalogs: [ExampleCatalog(iconSets: ["AppIcon", "AppIcon-Blue", "AppIcon-Green"])]),
            ], files: files).render()
        }
        var xcproj = try String(contentsOfFile: CLITestSupport.testProjects
                                + "/Xcproj/MissingInRelease/MissingInRelease.xcodeproj/project.xcproj", encoding: .utf8)
        xcproj = xcproj.replacingOccurrences(of: "        \"\(key)[config=Release]\": \"AppIcon-Green\",\n", with: "")
        var xcprojFiles: [String: String] = ["App.xcodeproj/project.xcproj": xcproj]
        let fixture = CLITestSupport.testProjects + "/Xcproj/MissingInRelease"
        for relative in FileManager.default.subpaths(atPath: fixture + "/Client") ?? [] where relative.hasSuffix(".json") {
            xcprojFiles["Client/" + relative] = try String(contentsOfFile: fixture + "/Client/" + relative, encoding: .utf8)
        }
        return [
            ("include", project(xcconfig: xcconfigs, files: [
                "Config/Icons.xcconfig": "\(key) = AppIcon-Blue AppIcon-Green\n",
                "Config/Debug.xcconfig": "#include \"Icons.xcconfig\"\n\nVALIDATE_PRODUCT = NO\n",
                "Config/Beta.xcconfig": "#include \"Icons.xcconfig\"\n\nVALIDATE_PRODUCT = YES\n",
                "Config/Release.xcconfig": "VALIDATE_PRODUCT = YES\n",
            ])),
            ("xcconfig line", project(xcconfig: xcconfigs, files: [
                "Config/Debug.xcconfig": "\(key) = AppIcon-Blue AppIcon-Green\n",
                "Config/Beta.xcconfig": "\(key) = AppIcon-Blue AppIcon-Green\n",
                "Config/Release.xcconfig": "VALIDATE_PRODUCT = YES\n",
            ])),
            ("target settings", project(settings: ["Debug": [names], "Beta": [names]])),
            ("project settings", project(projectSettings: ["Debug": [names], "Beta": [names]])),
            ("project.xcproj", xcprojFiles),
        ]
    }

    @Test func everyPlacementIsOneAddedLineTheDryRunShowsWithTheStatusOfTheFix() throws {
        for (name, files) in try Self.placements() {
            let root = try TestSupport.materialize(files)
            defer { try? FileManager.default.removeItem(atPath: root) }
            #expect(CLITestSupport.run(["-q", root]).status == .findings, "\(name)")
            let dry = CLITestSupport.run(["fix", "--dry-run", "--base-dir", root, root])
            let lines = dry.out.split(separator: "\n").filter { !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
            #expect(lines.filter { $0.hasPrefix("+") }.count == 1 && !lines.contains { $0.hasPrefix("-") },
                    "\(name):\n\(dry.out)\(dry.err)")
            let fixed = CLITestSupport.run(["fix", "--base-dir", root, root])
            #expect(fixed.status == .success && dry.status == fixed.status, "\(name): \(fixed.err)")
            #expect(CLITestSupport.run(["fix", "--dry-run", "--base-dir", root, root]).out.isEmpty, "\(name)")
        }
    }
}

