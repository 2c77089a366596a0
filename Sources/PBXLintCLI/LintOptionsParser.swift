import LintEngine
import Reporters

/// The lint command's options, parsed strictly: an unknown flag or a bad value is a usage error (exit 2).
struct LintCommandOptions {
    var paths: [String] = []
    /// Files the change being committed deletes (`--deleted FILE`, what the hooks pass).
    var deleted: [String] = []
    var reporter: ReporterKind = .text
    var output: String?
    var baseDirectory: String?
    var strict = false
    /// `--explain`: list what pbxlint could not check (`Limit`s), which are otherwise only counted.
    var explain = false
    var quiet = false
    var configPath: String?
    var targets: [String] = []
    var configurations: [String] = []
    var baseline: String?
    var writeBaseline: String?
    var jobs: Int?
    var noColor = false
    var absolutePaths = false
    /// `pbxlint fix` only: print the diff, write nothing.
    var dryRun = false
    /// `pbxlint fix` only: the rules whose findings to fix (all fixable ones when empty).
    var fixRules: [String] = []

    struct UsageError: Error {
        let message: String
    }

    /// The options, or nil once the usage error is written to standard error after `command: `.
    static func parse(_ arguments: [String], for command: String, console: Console) -> LintCommandOptions? {
        do {
            return try parse(arguments)
        } catch {
            console.error("\(command): \(error.message)\n")
            return nil
        }
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> LintCommandOptions {
        var options = LintCommandOptions()
        var i = 0
        func value(_ flag: String) throws(UsageError) -> String {
            i += 1
            guard i < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            var argument = arguments[i]
            var inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                inline = String(argument[argument.index(after: eq)...])
                argument = String(argument[..<eq])
            } else if argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 2,
                      OptionTable.shortOptionsWithValues.contains(String(argument.prefix(2))) {
                // (Only a word starting with "-" can be one: a path must not build the option table, whose
                // `--sdk` choices alone are most of a small project's start-up.)
                // `-j1`, `-rjson`, `-oreport.sarif`: a short option's value attached, as getopt allows.
                inline = String(argument.dropFirst(2))
                argument = String(argument.prefix(2))
            }
            func next() throws(UsageError) -> String {
                if let inline { return inline }
                return try value(argument)
            }
            switch argument {
            case "--reporter", "-r":
                let name = try next()
                guard let kind = ReporterKind(rawValue: name) else {
                    throw UsageError(message: "unknown reporter '\(name)'; choose one of: "
                                     + ReporterKind.allCases.map(\.rawValue).joined(separator: ", "))
                }
                options.reporter = kind
            case "--output", "-o": options.output = try next()
            case "--base-dir": options.baseDirectory = try next()
            case "--config": options.configPath = try next()
            case "--target": options.targets.append(try next())
            case "--configuration": options.configurations.append(try next())
            case "--deleted": options.deleted.append(try next())
            case "--baseline": options.baseline = try next()
            case "--write-baseline": options.writeBaseline = try next()
            case "--jobs", "-j":
                let text = try next()
                guard let n = Int(text), n >= 1 else { throw UsageError(message: "--jobs takes a whole number ≥ 1, not '\(text)'") }
                options.jobs = n
            case "--strict": options.strict = true
            case "--explain": options.explain = true
            case "--quiet", "-q": options.quiet = true
            case "--no-color": options.noColor = true
            case "--absolute-paths": options.absolutePaths = true
            case "--dry-run": options.dryRun = true
            case "--rule": options.fixRules.append(try next())
            case "--":
                options.paths.append(contentsOf: arguments[(i + 1)...])
                i = arguments.count
                continue
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    let hint = Self.suggestion(for: argument).map { "; did you mean '\($0)'? See" } ?? "; see"
                    throw UsageError(message: "unknown option '\(EchoedText.bounded(argument))'\(hint) 'pbxlint --help'")
                }
                options.paths.append(argument)
            }
            i += 1
        }
        // Only deletions: lint what reads them, not the whole current folder.
        if options.paths.isEmpty && options.deleted.isEmpty { options.paths = ["."] }
        return options
    }
}

extension LintCommandOptions {
    /// The options `lint` and `fix` take (what an unknown one is compared with).
    static let knownOptions = ["--reporter", "--output", "--base-dir", "--config", "--target", "--configuration",
                               "--deleted", "--baseline", "--write-baseline", "--jobs", "--strict", "--explain",
                               "--quiet", "--no-color", "--absolute-paths", "--dry-run", "--rule"]

    /// What other linters and pbxlint's own `dump` call an option that `lint` spells differently.
    static let otherNames = ["--format": "--reporter", "-f": "--reporter", "--out": "--output"]

    /// The option a user most likely meant by `argument`: its other name, or the known option within two edits.
    static func suggestion(for argument: String) -> String? {
        let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        if let other = otherNames[name] { return other }
        return Suggest.closest(to: name, among: knownOptions, maximumDistance: 2)
    }
}
