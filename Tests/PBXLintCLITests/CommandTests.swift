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
