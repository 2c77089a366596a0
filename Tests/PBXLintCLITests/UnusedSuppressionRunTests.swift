import Foundation
import LintEngine
import Testing
@testable import PBXLintCLI

/// `unused-suppression` when one `.pbxlint.json` governs several projects of a run: a suppression is unused only if
/// no project used it, it is reported once, and its level follows the configuration.
@Suite struct UnusedSuppressionRunTests {
    static let suppressOld = #"{ "rule": "alternate-icon-missing", "name": "Old", "reason": "shipped by a script" }"#
    static let suppressGone = #"{ "rule": "alternate-icon-missing", "name": "Gone", "reason": "legacy" }"#

    /// `A/` lists the missing alternate Old (suppressed), `B/` does not; `.pbxlint.json` at the root governs both.
    static func repository(configuration: String) throws -> String {
        var files: [String: String] = [".pbxlint.json": configuration]
        let a = ExampleProject.client(configurations: ["Release"],
                                      settings: ["Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = Old"]])
        let b = ExampleProject.client(configurations: ["Release"], settings: [:])
        for (path, text) in a { files["A/" + path] = text }
        for (path, text) in b { files["B/" + path] = text }
        return try TestSupport.materialize(files)
    }

    static func unusedFindings(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains("[unused-suppression]") }
    }

    @Test func aSuppressionOneProjectUsesIsNotUnusedForTheOthers() throws {
        let root = try Self.repository(configuration: #"{ "suppressions": [ \#(Self.suppressOld) ] }"#)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["--base-dir", root, root])
        #expect(result.err.contains("Linted 2 projects"), "\(result.err)")
        #expect(Self.unusedFindings(result.out).isEmpty, "\(result.out)")
        #expect(result.status == .success)
    }

    @Test func aSuppressionNothingMatchesIsReportedOnce() throws {
        let root = try Self.repository(configuration: #"{ "suppressions": [ \#(Self.suppressOld), \#(Self.suppressGone) ] }"#)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["--base-dir", root, root])
        let unused = Self.unusedFindings(result.out)
        #expect(unused.count == 1, "\(result.out)")
        #expect(unused.first?.contains("suppression of alternate-icon-missing (legacy) matched no finding") == true)
        #expect(unused.first?.contains(": warning:") == true)
    }

    @Test func itsLevelFollowsTheConfiguration() throws {
        let error = try Self.repository(configuration:
            #"{ "rules": { "unused-suppression": "error" }, "suppressions": [ \#(Self.suppressOld), \#(Self.suppressGone) ] }"#)
        defer { try? FileManager.default.removeItem(atPath: error) }
        let raised = CLITestSupport.run(["--base-dir", error, error])
        #expect(Self.unusedFindings(raised.out).first?.contains(": error:") == true, "\(raised.out)")
        #expect(raised.status == .findings)

        let off = try Self.repository(configuration:
            #"{ "rules": { "unused-suppression": "off" }, "suppressions": [ \#(Self.suppressOld), \#(Self.suppressGone) ] }"#)
        defer { try? FileManager.default.removeItem(atPath: off) }
        let silenced = CLITestSupport.run(["--base-dir", off, off])
        #expect(Self.unusedFindings(silenced.out).isEmpty, "\(silenced.out)")
        #expect(silenced.status == .success)
    }
}
