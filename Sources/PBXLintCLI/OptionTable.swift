import LintEngine
import Reporters
import XcodeModel

/// One option of the command line. `OptionTable` is the one list the OPTIONS section of `--help` (and so the man
/// page, which is made from `--help`), `pbxlint fix --help` and the shell completions (`pbxlint completion`) are
/// generated from, so none of them can name an option the others do not know.
struct OptionSpec {
    /// What follows the option, for the help text and the completions.
    enum Value {
        case none
        /// A word from a fixed list (`--reporter text`).
        case choice(String, [String])
        case file(String)
        case directory(String)
        /// Free text or a number: nothing to complete.
        case text(String)
        /// A rule id.
        case rule(String)

        var placeholder: String? {
            switch self {
            case .none: nil
            case .choice(let name, _), .file(let name), .directory(let name), .text(let name), .rule(let name): name
            }
        }
    }

    /// The commands an option belongs to.
    enum Command: String, CaseIterable {
        case lint, fix, settings, dump
    }

    var short: String?
    var long: String
    var value: Value = .none
    /// The help text, one string per line (continuation lines are indented under the first).
    var help: [String]
    var commands: Set<Command> = [.lint, .fix]

    /// `-r, --reporter NAME` or `--base-dir DIR`.
    var label: String {
        let names = [short, long].compactMap { $0 }.joined(separator: ", ")
        return value.placeholder.map { names + " " + $0 } ?? names
    }
}

enum OptionTable {
    static let options: [OptionSpec] = [
        OptionSpec(short: "-r", long: "--reporter", value: .choice("NAME", ReporterKind.allCases.map(\.rawValue)),
                   help: ["text (default), json, sarif or github"], commands: [.lint]),
        OptionSpec(short: "-o", long: "--output", value: .file("FILE"),
                   help: ["write the report to FILE (like a shell redirect, never half-written; one",
                          "of this run's inputs is refused); the summary still goes to stderr"], commands: [.lint]),
        OptionSpec(long: "--base-dir", value: .directory("DIR"),
                   help: ["write paths relative to DIR (default: the current directory; for SARIF,",
                          "the repository root)"]),
        OptionSpec(long: "--absolute-paths",
                   help: ["absolute paths in the report (the default inside an Xcode build, where",
                          "only they are clickable; SARIF stays relative to %SRCROOT%)"]),
        OptionSpec(long: "--strict", help: ["warnings fail the run too"]),
        OptionSpec(long: "--explain",
                   help: ["also list what pbxlint could not check (calls it cannot follow,",
                          "preprocessed Info.plists); never findings, counted in the summary"]),
        OptionSpec(short: "-q", long: "--quiet", help: ["no summary line or project table on stderr"]),
        OptionSpec(long: "--config", value: .file("FILE"), help: ["use this .pbxlint.json for every project"]),
        OptionSpec(long: "--target", value: .text("NAME"), help: ["only this target (repeatable)"],
                   commands: [.lint, .fix, .settings]),
        OptionSpec(long: "--configuration", value: .text("NAME"), help: ["only this build configuration (repeatable)"],
                   commands: [.lint, .fix, .settings]),
        OptionSpec(long: "--deleted", value: .file("FILE"),
                   help: ["a file the change deletes (repeatable; what the hooks pass): lints the",
                          "projects that still exist and read it, skipped when none does"]),
        OptionSpec(long: "--baseline", value: .file("FILE"), help: ["report only findings not recorded in FILE"]),
        OptionSpec(long: "--write-baseline", value: .file("FILE"),
                   help: ["record the current findings in FILE and exit 0"], commands: [.lint]),
        OptionSpec(short: "-j", long: "--jobs", value: .text("N"),
                   help: ["lint N projects in parallel (default: all cores)"]),
        OptionSpec(long: "--no-color",
                   help: ["no ANSI colour (also when NO_COLOR is set or output is not a terminal)"]),
        OptionSpec(long: "--dry-run", help: ["fix: print the edits as a unified diff, write nothing"], commands: [.fix]),
        OptionSpec(long: "--rule", value: .rule("ID"), help: ["fix: only findings of this rule (repeatable)"],
                   commands: [.fix]),
        OptionSpec(short: "-h", long: "--help", help: ["this help"], commands: Set(OptionSpec.Command.allCases)),
        // Options of `settings` and `dump`, which their usage lines show; listed here for the completions.
        OptionSpec(long: "--sdk", value: .choice("NAME", SettingCondition.sdkNames),
                   help: ["settings: resolve for this SDK"], commands: [.settings]),
        OptionSpec(long: "--json", help: ["settings: print JSON"], commands: [.settings]),
        OptionSpec(long: "--format", value: .choice("FORMAT", ["json"]), help: ["dump: the output format"],
                   commands: [.dump]),
    ]

    /// The short options that take a value, which may be attached (`-j1`, `-rjson`), as getopt allows.
    static var shortOptionsWithValues: Set<String> {
        Set(options.compactMap { option in
            if case .none = option.value { return nil }
            return option.short
        })
    }

    /// The OPTIONS section of a help text: each option's label, then its help in a column.
    static func helpSection(for command: OptionSpec.Command? = nil) -> String {
        let column = 24
        var out = ""
        let shown: Set<OptionSpec.Command> = command.map { [$0] } ?? [.lint, .fix]
        for option in options where !option.commands.isDisjoint(with: shown) {
            let label = option.label
            let pad = String(repeating: " ", count: max(2, column - label.count))
            for (index, line) in option.help.enumerated() {
                out += index == 0 ? "  " + label + pad + line + "\n"
                    : "  " + String(repeating: " ", count: max(label.count + pad.count, column)) + line + "\n"
            }
        }
        return out
    }
}
