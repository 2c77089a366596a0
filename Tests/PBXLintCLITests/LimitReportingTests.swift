import Foundation
import Testing
@testable import PBXLintCLI

/// What pbxlint could not check is not a finding (issue 27): the summary counts it, `--explain` lists it, JSON
/// keeps it under `limits`, SARIF never makes it a result. `TestProjects/IconNamesInCode` passes a variable to
/// `setAlternateIconName` once.
@Suite struct LimitReportingTests {
    static let root = CLITestSupport.testProjects + "/IconNamesInCode"

    static func run(_ extra: [String]) -> (status: ExitCode, out: String, err: String) {
        CLITestSupport.run(["--base-dir", root] + extra + [root + "/IconNamesInCode.xcodeproj"])
    }

    @Test func theSummaryCountsLimitsAndTheTextReportLeavesThemOut() {
        let result = Self.run([])
        #expect(result.err.hasSuffix("; 1 call not followed (--explain lists them)\n"), "\(result.err)")
        #expect(!result.out.contains("cannot follow"), "\(result.out)")
    }

    @Test func explainListsThemAfterTheFindings() throws {
        let plain = Self.run([])
        let explained = Self.run(["--explain"])
        #expect(explained.status == plain.status)
        #expect(explained.out.hasPrefix(plain.out))
        let extra = explained.out.dropFirst(plain.out.count)
        #expect(extra.hasPrefix("App/Synced/IconPicker.swift:24:"), "\(extra)")
        #expect(extra.contains("note: setAlternateIconName in target \"App\" is called with a name pbxlint cannot follow"),
                "\(extra)")
        #expect(extra.hasSuffix("[alternate-icon-name-in-code]\n"))
    }

    @Test func jsonKeepsThemUnderTheirOwnKey() throws {
        let result = Self.run(["--reporter", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let limits = try #require(json["limits"] as? [[String: Any]])
        #expect(limits.count == 1)
        #expect(limits.first?["kind"] as? String == "call-not-followed")
        #expect(limits.first?["rule"] as? String == "alternate-icon-name-in-code")
        #expect((json["summary"] as? [String: Any])?["limits"] as? Int == 1)
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(!diagnostics.contains { ($0["message"] as? String ?? "").contains("cannot follow") })
    }

    @Test func sarifHasThemOnlyAsNotificationsWithExplain() throws {
        for explain in [false, true] {
            let result = Self.run(["--reporter", "sarif"] + (explain ? ["--explain"] : []))
            #expect(!result.out.contains("\"level\" : \"note\"") || explain)
            let sarif = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
            let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
            let results = try #require(run["results"] as? [[String: Any]])
            #expect(!results.contains { (($0["message"] as? [String: Any])?["text"] as? String ?? "").contains("cannot follow") })
            let notifications = (run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]] ?? []
            let limits = notifications.filter { (($0["message"] as? [String: Any])?["text"] as? String ?? "").contains("cannot follow") }
            #expect(limits.count == (explain ? 1 : 0), "explain: \(explain)")
        }
    }
}
