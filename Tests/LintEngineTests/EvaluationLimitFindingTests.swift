import Foundation
import Testing
@testable import LintEngine

/// A setting a rule needs that pbxlint stopped evaluating at one of its limits is reported, never passed in
/// silence (issue 29: an icon name whose references nest past the limit evaluated to nothing, and the run said
/// "no problems"). The CLI side (exit status, summary) is in PBXLintCLITests' `SettingLimitExitTests`.
@Suite struct EvaluationLimitFindingTests {
    /// `C1 = $(C2)` … `C80 = AppIcon-Red`: a chain past the 64-level nesting limit.
    static let chain = (1..<80).map { "C\($0) = \"$(C\($0 + 1))\"" } + ["C80 = \"AppIcon-Red\""]

    func lint(_ settings: [String], configurations: [String] = ["Release"]) throws -> [Diagnostic] {
        let files = ExampleProject.client(configurations: configurations,
                                          settings: Dictionary(uniqueKeysWithValues: configurations.map { ($0, settings) }))
        let root = try TestSupport.materialize(files)
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj").diagnostics
    }

    @Test("every icon setting past a limit is a finding", arguments: [
        "ASSETCATALOG_COMPILER_APPICON_NAME", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES",
        "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS",
    ])
    func iconSettingPastTheNestingLimit(setting: String) throws {
        let limits = try lint(Self.chain + ["\(setting) = \"$(C1)\""]).filter { $0.ruleID == "evaluation-limit" }
        #expect(limits.count == 1)
        #expect(limits.first?.message == "\(setting) of target \"Client\" could not be evaluated (Release): its "
                    + "references nest more than 64 deep; the rules that need it could not check it")
        #expect(limits.first?.location.range?.start.line != nil, "points at the line that decided the value")
    }

    @Test func oneFindingPerDecidingLine() throws {
        // In an xcconfig both configurations use: one deciding line, so one finding for both.
        let lines = Self.chain + ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = $(C1)"]
        let files = ExampleProject.client(configurations: ["Debug", "Release"], settings: [:],
                                          files: ["Config/Shared.xcconfig": lines.joined(separator: "\n") + "\n"],
                                          xcconfig: ["Debug": "Config/Shared.xcconfig", "Release": "Config/Shared.xcconfig"])
        let root = try TestSupport.materialize(files)
        let diagnostics = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj").diagnostics
        let limits = diagnostics.filter { $0.ruleID == "evaluation-limit" }
        #expect(limits.count == 1)
        #expect(limits.first?.message.contains("could not be evaluated: its references") == true)
        #expect(limits.first?.location.file.hasSuffix("Shared.xcconfig") == true)
        #expect(limits.first?.location.range?.start.line == 81)
    }

    @Test func settingPastTheLengthLimit() throws {
        // `M1 = $(M2)$(M2)` … doubling 24 times: past 1 MiB.
        let doubling = (1..<24).map { "M\($0) = \"$(M\($0 + 1))$(M\($0 + 1))\"" } + ["M24 = \"abcdefgh\""]
        let diagnostics = try lint(doubling + ["ASSETCATALOG_COMPILER_APPICON_NAME = \"$(M1)\""])
        #expect(diagnostics.contains { $0.ruleID == "evaluation-limit" && $0.message.contains("longer than 1 MiB") })
    }

    @Test func settingsNoRuleNeedsAreNotReported() throws {
        // The same chain in a setting no rule reads is not pbxlint's business.
        let diagnostics = try lint(Self.chain + ["SOME_SCRIPT_INPUT = \"$(C1)\""])
        #expect(!diagnostics.contains { $0.ruleID == "evaluation-limit" })
    }
}
