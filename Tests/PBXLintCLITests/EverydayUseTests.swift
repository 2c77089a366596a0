import Foundation
import Testing
@testable import PBXLintCLI

/// Small things a daily user meets: attached short-option values, did-you-mean for a mistyped command and SDK,
/// `(not set)`, fix's own help, and the table an audit of several projects ends with.
@Suite struct EverydayUseTests {
    @Test func shortOptionsTakeAttachedValues() throws {
        let options = try LintCommandOptions.parse(["-j1", "-rjson", "-oreport.json", "App.xcodeproj"])
        #expect(options.jobs == 1)
        #expect(options.reporter == .json)
        #expect(options.output == "report.json")
        #expect(options.paths == ["App.xcodeproj"])
        // Only a word starting with "-" is looked up in the option table: a path is a path.
        #expect(try LintCommandOptions.parse(["-ojson/App.xcodeproj", "rjson/App.xcodeproj"]).paths == ["rjson/App.xcodeproj"])
        // Flags without values are not split (`-q` is the whole option), and `-jx` is still checked.
        #expect(throws: LintCommandOptions.UsageError.self) { try LintCommandOptions.parse(["-jx"]) }
        #expect(throws: LintCommandOptions.UsageError.self) { try LintCommandOptions.parse(["-qq"]) }
        let result = CLITestSupport.run(["-j1", "-rjson", CLITestSupport.testProjects + "/Clean"])
        #expect(result.status == .success, "\(result.err)")
        #expect(result.out.hasPrefix("{"))
    }

    @Test func mistypedCommandIsAnsweredWithDidYouMean() {
        let result = CLITestSupport.run(["rule", "alternate-icon-missing"])
        #expect(result.status == .usage)
        #expect(result.err.contains("unknown command 'rule'; did you mean 'pbxlint rules alternate-icon-missing'?"),
                "\(result.err)")
        #expect(CLITestSupport.run(["setings"]).err.contains("did you mean 'pbxlint settings'?"))
        // A path that exists is linted, whatever its name.
        #expect(PBXLintCommand.mistypedCommand("Sources") == nil)
    }

    @Test func unknownSDKIsRejectedWithDidYouMean() {
        let clean = CLITestSupport.testProjects + "/Clean"
        let result = CLITestSupport.run(["settings", clean, "--target", "Client", "--sdk", "iphone"])
        #expect(result.status == .usage)
        #expect(result.err.contains(#"--sdk "iphone" is not an SDK name; did you mean "iphoneos"?"#), "\(result.err)")
        let versioned = CLITestSupport.run(["settings", clean, "--target", "Client", "--sdk", "iphonesimulator26.0",
                                            "--configuration", "Debug", "ASSETCATALOG_COMPILER_APPICON_NAME"])
        #expect(versioned.status == .success, "\(versioned.err)")
    }

    @Test func unsetSettingSaysNotSet() {
        let result = CLITestSupport.run(["settings", CLITestSupport.testProjects + "/Clean", "--target", "Client",
                                         "--configuration", "Debug", "SWIFT_VERSION", "ASSETCATALOG_COMPILER_APPICON_NAME"])
        #expect(result.status == .success, "\(result.err)")
        #expect(result.out.contains("    SWIFT_VERSION = (not set)\n"), "\(result.out)")
        #expect(result.out.contains("    ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon\n"))
    }

    @Test func fixHelpIsFixsOwn() {
        for flag in ["--help", "-h"] {
            let result = CLITestSupport.run(["fix", flag])
            #expect(result.status == .success)
            #expect(result.out.hasPrefix("usage: pbxlint fix"), "\(result.out)")
            #expect(result.out.contains("--dry-run") && result.out.contains("--rule ID"))
            // Lint-only options are not fix's.
            #expect(!result.out.contains("--reporter") && !result.out.contains("--write-baseline"))
        }
    }

    @Test func auditOfSeveralProjectsEndsWithATableWorstFirst() throws {
        let root = try CLITestSupport.scratch(copying: ["Clean", "MissingInRelease", "Typo"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["--base-dir", root, root])
        let lines = result.err.split(separator: "\n").map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("project ") }) else {
            Issue.record("no table: \(result.err)")
            return
        }
        #expect(lines[header].hasSuffix("errors  warnings  notes"))
        #expect(lines[header + 1].hasPrefix("Typo/Typo.xcodeproj "), "\(result.err)")
        #expect(lines[header + 2].hasPrefix("MissingInRelease/MissingInRelease.xcodeproj "))
        #expect(lines[header + 3] == "(1 more project with no findings)")
        #expect(lines.last?.hasPrefix("Linted 3 projects") == true)
        // --quiet, and reporters other than text, leave it out.
        #expect(!CLITestSupport.run(["--quiet", "--base-dir", root, root]).err.contains("errors  warnings"))
        #expect(!CLITestSupport.run(["-r", "json", "--base-dir", root, root]).err.contains("errors  warnings"))
        // One project: no table.
        #expect(!CLITestSupport.run([root + "/Typo"]).err.contains("errors  warnings"))
    }
}
