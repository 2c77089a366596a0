import Foundation
import Testing
@testable import LintEngine

/// Two items of `../shared/corpus/README.md` checked by name, beside the golden file of every finding
/// (`CorpusGoldenTests`): a finding that must never appear, and a limit that is not a finding. Skipped when the
/// corpus is absent.
@Suite(.enabled(if: TestSupport.hasCorpus, "needs ../shared/corpus"))
struct CorpusExpectationTests {
    /// Awful's alternates exist only as Icon Composer bundles (§7): accepting `.icon` is what keeps it clean.
    @Test func awfulIconBundlesSatisfyTheNames() throws {
        let corpus = try CorpusCheckouts.declaredCorpus()
        let result = Linter(options: LintOptions(baseDirectory: corpus))
            .lint(projectAt: corpus + "/Awful__Awful.app/Awful.xcodeproj")
        #expect(!result.diagnostics.contains { $0.ruleID == "alternate-icon-missing" || $0.ruleID == "primary-icon-missing" })
    }

    /// iSH declares its icons through Info.plist preprocessing (§15): not an error, and not a finding at all
    /// but pbxlint's limit (issue 27), which `--explain` lists.
    @Test func ishPreprocessedPlistIsALimit() throws {
        let corpus = try CorpusCheckouts.declaredCorpus()
        let result = Linter(options: LintOptions(baseDirectory: corpus))
            .lint(projectAt: corpus + "/ish-app__ish/iSH.xcodeproj")
        #expect(!result.diagnostics.contains { $0.ruleID == "legacy-icons-unchecked" })
        #expect(result.limits.contains { $0.ruleID == "legacy-icons-unchecked" && $0.kind == .fileNotChecked })
    }
}
