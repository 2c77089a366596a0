/// The command-line front: dispatches to subcommands. Kept thin; the work happens in the library modules.
public enum PBXLintCommand {
    public static let help = """
        pbxlint \(PBXLintVersion.current) — a build-settings linter for Xcode projects

        USAGE
          pbxlint [lint] [options] [PATH ...]   lint projects (default command; default PATH is .)
          pbxlint dump [--format json] FILE     print a parsed project file as JSON
          pbxlint --version                     print the version
          pbxlint --help                        print this help

        EXIT STATUS
          0  no error-level findings (warnings allowed unless --strict)
          1  error-level findings, including files that do not parse
          2  usage or configuration error
          3  an input could not be read at all

        EXAMPLE
          pbxlint TestProjects/Clean/Clean.xcodeproj

        """

    /// Runs pbxlint with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard let first = arguments.first else {
            return LintCommandEntry.run([], console: console)
        }
        switch first {
        case "-h", "--help", "help":
            console.write(help)
            return .success
        case "--version", "version":
            console.write(PBXLintVersion.current + "\n")
            return .success
        case "dump":
            return DumpCommand.run(Array(arguments.dropFirst()), console: console)
        case "lint":
            return LintCommandEntry.run(Array(arguments.dropFirst()), console: console)
        default:
            return LintCommandEntry.run(arguments, console: console)
        }
    }
}

/// Placeholder for the lint command until the engine lands; it refuses clearly rather than pretending.
enum LintCommandEntry {
    static func run(_ arguments: [String], console: Console) -> ExitCode {
        console.error("pbxlint: the lint command is not available in this build yet; see 'pbxlint --help'\n")
        return .usage
    }
}
