import Foundation
import Testing
@testable import LintEngine
@testable import PBXLintCLI

/// An icon setting past an evaluation limit made the run say "no problems" (issue 29): it is a warning now, in the
/// report and the summary, and fails a `--strict` run like any warning.
@Suite struct SettingLimitExitTests {
    @Test func iconNamePastTheNestingLimitIsNotAPass() throws {
        let chain = (1..<80).map { "C\($0) = \"$(C\($0 + 1))\"" } + ["C80 = \"AppIcon-Red\""]
        let files = ExampleProject.client(configurations: ["Release"],
                                          settings: ["Release": chain + ["ASSETCATALOG_COMPILER_APPICON_NAME = \"$(C1)\""]])
        let root = try TestSupport.materialize(files)
        let plain = CLITestSupport.run([root + "/App.xcodeproj"])
        #expect(plain.out.contains("evaluation-limit"))
        #expect(plain.out.contains("ASSETCATALOG_COMPILER_APPICON_NAME of target \"Client\" could not be evaluated"))
        #expect(!plain.err.contains("no problems"))
        let strict = CLITestSupport.run(["--strict", root + "/App.xcodeproj"])
        #expect(strict.status == .findings)
    }
}
