import Testing
@testable import PBXLintCLI

@Suite struct CommandTests {
    @Test func versionPrintsTheVersion() {
        let console = Console.capturing()
        #expect(PBXLintCommand.run(["--version"], console: console) == .success)
        #expect(console.capturedOutput == PBXLintVersion.current + "\n")
    }

    @Test func helpListsExitCodes() {
        let console = Console.capturing()
        #expect(PBXLintCommand.run(["--help"], console: console) == .success)
        #expect(console.capturedOutput.contains("EXIT STATUS"))
    }
}

@Suite struct UnknownRuleTests {
    /// Before: `pbxlint rules ID` echoed a 1 MB id whole.
    @Test func aLongUnknownRuleIsEchoedCut() {
        let result = CLITestSupport.run(["rules", String(repeating: "z", count: 1_000_000)])
        #expect(result.status == .usage)
        #expect(result.err.count < 250)
        #expect(result.err.contains("… (1000000 characters)'"))
        #expect(CLITestSupport.run(["rules", "duplicate-keys"]).err.contains("did you mean 'duplicate-key'?"))
    }
}
