#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

import LintEngine
import XcodeModel

/// The command-line front: dispatches to subcommands. Kept thin; the work happens in the library modules.
public enum PBXLintCommand {
    public static let help = """
        pbxlint \(PBXLintVersion.current) — a build-settings linter for Xcode projects

        USAGE
          pbxlint [lint] [options] [PATH ...]   lint projects (default command; default PATH is .)
          pbxlint fix [options] [PATH ...] [--dry-run] [--rule ID ...]
                                                fix what can be fixed safely, then lint again
          pbxlint rules [ID]                    list the rules, or explain one
          pbxlint settings [PATH] --target NAME [--configuration NAME] [--sdk NAME] [--json] [KEY ...]
                                                resolved build settings with where each came from
          pbxlint dump [--format json] FILE     print a parsed project file as JSON
          pbxlint completion bash|zsh|fish      print a shell completion script
          pbxlint --version | --help

        PATH
          an .xcodeproj, a project.pbxproj or project.xcproj, an .xcworkspace, a directory (searched
          for projects), or any changed or deleted file (selects the projects that contain it or read it,
          as a pre-commit hook passes them)

        OPTIONS
        \(OptionTable.helpSection())
        EXIT STATUS
          0  no error-level findings (warnings allowed unless --strict)
          1  error-level findings, including files that do not parse
          2  usage or configuration error
          3  an input could not be read at all
          4  the report or baseline could not be written (standard output, -o, --write-baseline)
          (when several apply: 2, then 4, then 3, then 1)

        EXAMPLES
          pbxlint                                     lint every project in and below this folder
          pbxlint App.xcodeproj --target App          one project, one target
          pbxlint --reporter sarif --output pbxlint.sarif .
          pbxlint fix --dry-run App.xcodeproj         show what fix would change

        """

    /// Runs pbxlint with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: Console) -> ExitCode {
        let status = dispatch(arguments, console: console)
        // A report nobody can read is not a pass (`> /dev/full`): a failed write to standard output has its own
        // status. A closed pipe (`| head`) is the reader's choice, so it gets the status without a message.
        guard console.outputFailure != 0, status != .usage else { return status }
        if console.outputFailure != EPIPE {
            console.error("pbxlint: cannot write to standard output: \(OutputFile.reason(console.outputFailure))\n")
        }
        return .writeFailed
    }

    /// `-h` or `--help` anywhere among the options (before a `--`, after which everything is a path).
    static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }

    static let commands = ["lint", "fix", "rules", "settings", "dump", "completion", "help", "version"]

    /// The command `word` was probably meant to be (`rule` → `rules`), when it is not a path that exists: a
    /// mistyped command would otherwise be linted as a path and fail with "no such file or directory".
    static func mistypedCommand(_ word: String) -> String? {
        guard !word.hasPrefix("-"), !word.contains("/"), !FileSystem.exists(PathUtilities.standardize(word)) else {
            return nil
        }
        return Suggest.closest(to: word.lowercased(), among: commands, maximumDistance: word.count <= 4 ? 1 : 2)
    }

    private static func dispatch(_ arguments: [String], console: Console) -> ExitCode {
        guard let first = arguments.first else {
            return LintCommand.run([], console: console)
        }
        switch first {
        case "-h", "--help", "help":
            console.write(help)
            return .success
        case "--version", "version":
            console.write(PBXLintVersion.current + "\n")
            return .success
        case "settings":
            return SettingsCommand.run(Array(arguments.dropFirst()), console: console)
        case "rules":
            return RulesCommand.run(Array(arguments.dropFirst()), console: console)
        case "dump":
            return DumpCommand.run(Array(arguments.dropFirst()), console: console)
        case "fix":
            let rest = Array(arguments.dropFirst())
            if asksForHelp(rest) { console.write(FixCommand.usage); return .success }
            return FixCommand.run(rest, console: console)
        case "lint":
            let rest = Array(arguments.dropFirst())
            if asksForHelp(rest) { console.write(help); return .success }
            return LintCommand.run(rest, console: console)
        case "completion":
            return CompletionCommand.run(Array(arguments.dropFirst()), console: console)
        default:
            if asksForHelp(arguments) { console.write(help); return .success }
            if let mistyped = mistypedCommand(first) {
                let rest = arguments.dropFirst().map { EchoedText.bounded($0) }.joined(separator: " ")
                console.error("pbxlint: unknown command '\(EchoedText.bounded(first))'; did you mean "
                              + "'pbxlint \(mistyped)\(rest.isEmpty ? "" : " " + rest)'? (and no file or folder "
                              + "'\(EchoedText.bounded(first))' exists to lint)\n")
                return .usage
            }
            return LintCommand.run(arguments, console: console)
        }
    }
}

