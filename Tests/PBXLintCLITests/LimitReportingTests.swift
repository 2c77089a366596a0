import Foundation
import Testing
@testable import PBXLintCLI
@testable import LintEngine

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

/// An xcconfig outside the repository is not read (docs/security.md): pbxlint's own limit, not the user's mistake.
/// It used to be an `evaluation-limit` warning, which failed a pre-commit hook over a file nobody could change here.
@Suite struct OutsideRepositoryLimitTests {
    /// `repo/` (a git checkout) whose Release.xcconfig includes `outside/Shared.xcconfig`, which sets `ICON_PART`
    /// and nothing the project otherwise needs; `extra` adds lines to Release.xcconfig.
    static func layout(extra: String = "") throws -> HostileRepositoryTests.Layout {
        let layout = try HostileRepositoryTests.Layout()
        let files = ExampleProject.client(configurations: ["Release"], settings: [:],
                                          xcconfig: ["Release": "Config/Release.xcconfig"])
        for (path, text) in files { try layout.write(text, to: layout.repo + "/" + path) }
        try layout.write("ICON_PART = Icon-Secret\n", to: layout.outside + "/Shared.xcconfig")
        try layout.write("#include \"../../outside/Shared.xcconfig\"\n" + extra, to: layout.repo + "/Config/Release.xcconfig")
        return layout
    }

    static func run(_ layout: HostileRepositoryTests.Layout, _ extra: [String]) -> (status: ExitCode, out: String, err: String) {
        CLITestSupport.run(["--base-dir", layout.repo] + extra + [layout.repo + "/App.xcodeproj"])
    }

    @Test("an #include outside the repository: exit 0, no finding, counted, listed with --explain and in JSON")
    func outsideIncludeIsALimit() throws {
        let layout = try Self.layout()
        defer { layout.remove() }
        let plain = Self.run(layout, [])
        #expect(plain.status == .success, "\(plain.out)\(plain.err)")
        #expect(plain.out.isEmpty, "\(plain.out)")
        #expect(plain.err.hasSuffix("; 1 file outside the repository not read (--explain lists them)\n"), "\(plain.err)")
        let strict = Self.run(layout, ["--strict"])
        #expect(strict.status == .success, "\(strict.out)\(strict.err)")

        let explained = Self.run(layout, ["--explain"])
        #expect(explained.status == .success)
        #expect(explained.out == "Config/Release.xcconfig:1:1: note: \"../../outside/Shared.xcconfig\" was not read: it "
                + "lies outside the project's repository (symbolic links resolved), where pbxlint reads nothing; what "
                + "it would set is treated as unknown [evaluation-limit]\n", "\(explained.out)")

        let result = Self.run(layout, ["--reporter", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect((json["diagnostics"] as? [Any])?.isEmpty == true, "\(result.out)")
        let limits = try #require(json["limits"] as? [[String: Any]])
        #expect(limits.count == 1)
        #expect(limits.first?["kind"] as? String == "file-outside-repository")
        #expect(limits.first?["rule"] as? String == "evaluation-limit")
        #expect(limits.first?["file"] as? String == "Config/Release.xcconfig")
        #expect((json["summary"] as? [String: Any])?["limits"] as? Int == 1)
    }

    /// A setting built from what only the outside file sets is unknowable: `pbxlint settings` says so and prints
    /// neither the file's value nor an empty one.
    @Test("what the outside file would set stays unknowable, never its value, never empty")
    func outsideValueStaysUnknowable() throws {
        let layout = try Self.layout(extra: "PRODUCT_MODULE_NAME = App$(ICON_PART)\n")
        defer { layout.remove() }
        let settings = CLITestSupport.run(["settings", layout.repo + "/App.xcodeproj", "--target", "Client",
                                           "--configuration", "Release", "PRODUCT_MODULE_NAME"])
        let all = settings.out + settings.err
        #expect(!all.contains("Icon-Secret"), "\(all)")
        #expect(all.contains("note: the include \"../../outside/Shared.xcconfig\" (Release.xcconfig:1)"), "\(all)")
        #expect(all.contains("note: \"../../outside/Shared.xcconfig\" was not read"), "\(all)")
        #expect(!all.contains("warning:"), "\(all)")
    }
}
