import Foundation
import Testing
@testable import PBXLintCLI

/// `pbxlint completion SHELL`: scripts generated from the option table `--help` is made from, and the bash one
/// completing for real.
@Suite struct CompletionTests {
    /// The options `--help` lists (`-r, --reporter NAME` → `-r`, `--reporter`).
    static func helpOptions(_ help: String) -> [String] {
        guard let start = help.range(of: "\nOPTIONS\n"), let end = help.range(of: "\nEXIT STATUS\n") else { return [] }
        return help[start.upperBound..<end.lowerBound].split(separator: "\n").flatMap { line -> [String] in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("-"), line.hasPrefix("  -") else { return [] }
            let label = trimmed.components(separatedBy: "  ")[0]
            return label.split(separator: " ").map { String($0.trimmingCharacters(in: CharacterSet(charactersIn: ","))) }
                .filter { $0.hasPrefix("-") }
        }
    }

    @Test func everyShellGetsEveryOptionOfTheHelp() {
        let options = Self.helpOptions(PBXLintCommand.help)
        #expect(options.contains("--reporter") && options.contains("-j") && options.contains("--deleted"))
        for shell in CompletionCommand.shells {
            let result = CLITestSupport.run(["completion", shell])
            #expect(result.status == .success)
            for option in options {
                let bare = option.hasPrefix("--") ? String(option.dropFirst(2)) : String(option.dropFirst())
                #expect(result.out.contains(shell == "fish" ? bare : option), "\(shell) lacks \(option)")
            }
        }
        #expect(CLITestSupport.run(["completion", "tcsh"]).status == .usage)
        #expect(CLITestSupport.run(["completion", "zhs"]).err.contains("did you mean 'zsh'"))
    }

    /// What bash completes for `words` (the last one being completed).
    static func bashCompletes(_ words: [String], script: String) throws -> [String] {
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let file = NSTemporaryDirectory() + "/pbxlint-completion-\(UUID().uuidString).bash"
        try script.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "-c", "source '\(file)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); "
                             + "_pbxlint; printf '%s\\n' \"${COMPREPLY[@]}\""]
        process.currentDirectoryURL = URL(fileURLWithPath: CLITestSupport.packageRoot)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsOptionsAndTheirValues() throws {
        let script = CLITestSupport.run(["completion", "bash"]).out
        #expect(try Self.bashCompletes(["pbxlint", "--rep"], script: script) == ["--reporter"])
        #expect(try Self.bashCompletes(["pbxlint", "-r", "s"], script: script) == ["sarif"])
        #expect(try Self.bashCompletes(["pbxlint", "fix", "--dr"], script: script) == ["--dry-run"])
        #expect(try Self.bashCompletes(["pbxlint", "fix", "--rule", "unused-s"], script: script) == ["unused-suppression"])
        #expect(try Self.bashCompletes(["pbxlint", "rules", "alternate-icon-mis"], script: script) == ["alternate-icon-missing"])
        #expect(try Self.bashCompletes(["pbxlint", "settings", "--sdk", "iphones"], script: script) == ["iphonesimulator"])
        #expect(try Self.bashCompletes(["pbxlint", "sett"], script: script) == ["settings"])
        // fix has no --reporter; lint has no --dry-run.
        #expect(try Self.bashCompletes(["pbxlint", "fix", "--rep"], script: script).isEmpty)
        #expect(try Self.bashCompletes(["pbxlint", "--dry"], script: script).isEmpty)
        // Paths: a folder of the package.
        #expect(try Self.bashCompletes(["pbxlint", "TestProj"], script: script).contains("TestProjects"))
    }

    /// zsh and fish check their scripts' syntax when installed (`zsh -n`, `fish -n`).
    @Test(arguments: ["zsh", "fish"]) func scriptParsesInItsShell(shell: String) throws {
        guard let path = ["/usr/bin/\(shell)", "/bin/\(shell)", "/opt/homebrew/bin/\(shell)", "/usr/local/bin/\(shell)"]
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return }
        let file = NSTemporaryDirectory() + "/pbxlint-completion-\(UUID().uuidString).\(shell)"
        try CLITestSupport.run(["completion", shell]).out.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-n", file]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(shell) -n rejects the script")
    }
}
