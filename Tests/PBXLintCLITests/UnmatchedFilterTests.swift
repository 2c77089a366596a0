import Foundation
import LintEngine
import Testing
@testable import PBXLintCLI

/// Filters and options that match nothing are usage errors (exit 2) naming what exists: a typo in a CI gate's
/// `--target` or `.pbxlint.json` must not switch the gate off.
@Suite struct UnmatchedFilterTests {
    /// `App/App.xcodeproj` (target Client; Debug, Release) and `Tools/Tools.xcodeproj` (target Tool; Debug,
    /// Release, Profile), plus `files` at the root.
    static func tree(_ files: [String: String] = [:]) throws -> String {
        var all = files
        for (path, text) in ExampleProject.client(settings: [:], iconSets: ["AppIcon"]) { all["App/" + path] = text }
        let tools = ExampleProject(name: "Tools", configurations: ["Debug", "Release", "Profile"],
                                   targets: [ExampleTarget(name: "Tool")]).render()
        for (path, text) in tools { all["Tools/" + path] = text }
        return try TestSupport.materialize(all)
    }

    @Test func unknownTargetIsAUsageErrorWithSuggestion() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["--target", "Clinet", root + "/App/App.xcodeproj"])
        #expect(result.status == .usage)
        #expect(result.err.contains(#"--target "Clinet" names no target of the linted project; did you mean "Client"? (targets: "Client")"#),
                "\(result.err)")
    }

    @Test func targetOfAnyLintedProjectIsFine() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Tool exists only in Tools.xcodeproj: fine in a run over both projects.
        #expect(CLITestSupport.run(["--target", "Tool", root]).status == .success)
        #expect(CLITestSupport.run(["--configuration", "Profile", root]).status == .success)
    }

    @Test func unknownConfigurationIsAUsageError() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["--configuration", "Relase", root])
        #expect(result.status == .usage)
        #expect(result.err.contains(#"--configuration "Relase" names no build configuration of the linted 2 projects; did you mean "Release"?"#),
                "\(result.err)")
    }

    @Test func includedTargetNamingNothingIsAConfigurationError() throws {
        let root = try Self.tree([".pbxlint.json": "{\n  \"targets\": {\"include\": [\"Widgit\"]}\n}\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run([root])
        #expect(result.status == .usage)
        #expect(result.err.contains(".pbxlint.json:2:27: error: targets.include names \"Widgit\", which is no target of the 2 projects this file applies to"),
                "\(result.err)")
    }

    @Test func includedTargetOfAProjectNotInThisRunIsFine() throws {
        // A hook lints App only; the root file's `Tool` belongs to Tools.xcodeproj, which the file also governs.
        let root = try Self.tree([".pbxlint.json": #"{"targets": {"include": ["Tool"]}}"#])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(CLITestSupport.run([root + "/App/App.xcodeproj"]).status == .success)
    }

    @Test func unknownRuleOptionIsAConfigurationError() throws {
        let root = try Self.tree([".pbxlint.json": """
            {"rules": {"setting-consistent": {"severity": "warning",
                                              "options": {"keyz": ["IPHONEOS_DEPLOYMENT_TARGET"]}}}}
            """])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run([root])
        #expect(result.status == .usage)
        #expect(result.err.contains(#".pbxlint.json:2:47: error: unknown option "keyz" in rules.setting-consistent.options (did you mean "keys"?); accepted: keys"#),
                "\(result.err)")
        let none = try Self.tree([".pbxlint.json": #"{"rules": {"duplicate-key": {"options": {"keys": []}}}}"#])
        defer { try? FileManager.default.removeItem(atPath: none) }
        #expect(CLITestSupport.run([none]).err.contains("duplicate-key takes no options"))
    }

    @Test func onlyAndDisabledNamingTheSameRuleIsAConfigurationError() throws {
        let root = try Self.tree([".pbxlint.json": "{\"only\": [\"duplicate-key\"],\n \"disabled\": [\"duplicate-key\"]}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run([root])
        #expect(result.status == .usage)
        #expect(result.err.contains(#".pbxlint.json:2:15: error: rule "duplicate-key" is both in "only" and in "disabled""#),
                "\(result.err)")
    }
}

/// An unknown option of `lint` names the option meant: `--format` is what SwiftLint and `pbxlint dump` call
/// `--reporter` (a field check typed `pbxlint lint --format json` and got only "unknown option").
@Suite struct UnknownOptionTests {
    @Test(arguments: [
        (["--format", "json", "."], "unknown option '--format'; did you mean '--reporter'?"),
        (["--format=json", "."], "unknown option '--format'; did you mean '--reporter'? See 'pbxlint --help'"),
        (["--reportr", "json", "."], "unknown option '--reportr'; did you mean '--reporter'?"),
        (["--strcit", "."], "unknown option '--strcit'; did you mean '--strict'?"),
        (["--frobnicate", "."], "unknown option '--frobnicate'; see 'pbxlint --help'"),
    ])
    func unknownOptionsNameTheOneMeant(arguments: [String], expected: String) {
        let result = CLITestSupport.run(arguments)
        #expect(result.status == .usage)
        #expect(result.err.contains(expected), "\(result.err)")
    }
}
