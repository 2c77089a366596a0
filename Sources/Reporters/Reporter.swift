import LintEngine

/// The output formats. Each is a versioned contract (see docs/).
public enum ReporterKind: String, Sendable, CaseIterable {
    case text
    case json
    case sarif
    case github
}

/// What every reporter needs besides the findings.
public struct ReportOptions: Sendable {
    /// Paths are written relative to this directory (the current directory or `--base-dir`).
    public var baseDirectory: String
    /// ANSI colour (text reporter only; on a terminal and without NO_COLOR).
    public var color: Bool
    public var toolVersion: String
    /// Absolute paths instead of relative ones (text, JSON and GitHub output; SARIF stays relative to
    /// `%SRCROOT%`): Xcode makes issues from a Run Script phase clickable only with absolute paths.
    public var absolutePaths: Bool
    /// `--explain`: list what pbxlint could not check (text, SARIF notifications); JSON always carries it.
    public var explain: Bool

    public init(baseDirectory: String, color: Bool = false, toolVersion: String, absolutePaths: Bool = false,
                explain: Bool = false) {
        self.baseDirectory = baseDirectory
        self.explain = explain
        self.color = color
        self.toolVersion = toolVersion
        self.absolutePaths = absolutePaths
    }

    /// `path` relative to the base directory (absolute only when asked for).
    func display(_ path: String) -> String {
        absolutePaths ? PathUtilities.standardize(path) : PathUtilities.relative(path, to: baseDirectory)
    }

    /// A message with absolute paths under the base directory made relative (reports never leak local paths
    /// unless absolute paths were asked for).
    func displayMessage(_ message: String) -> String {
        let prefix = PathUtilities.standardize(baseDirectory) + "/"
        return prefix == "//" || absolutePaths ? message : message.replacing(prefix, with: "")
    }
}

/// Renders a report in one format.
public enum Reporters {
    /// Every format, to a file or a terminal, leaves through `WorkflowCommands`: a report printed in a CI log
    /// (or a file later printed there) cannot carry a workflow command from the project.
    public static func render(_ report: LintReport, as kind: ReporterKind, options: ReportOptions) -> String {
        let text = switch kind {
        case .text: TextReporter.render(report, options: options)
        case .json: JSONReporter.render(report, options: options)
        case .sarif: SARIFReporter.render(report, options: options)
        case .github: GitHubReporter.render(report, options: options)
        }
        return WorkflowCommands.neutralized(text, keepingOwnCommands: kind == .github)
    }

    /// `Linted 3 projects: 2 errors, 1 warning` (for stderr). What was not linted is counted apart from what was:
    /// `Linted 2 projects, 1 could not be read: 1 error` (a workspace's missing member is not a linted project).
    public static func summary(_ report: LintReport) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var parts: [String] = []
        let errors = report.count(.error), warnings = report.count(.warning), notes = report.count(.note)
        if errors > 0 { parts.append(count(errors, "error")) }
        if warnings > 0 { parts.append(count(warnings, "warning")) }
        if notes > 0 { parts.append(count(notes, "note")) }
        var head = "Linted \(count(report.projectCount, "project"))"
        if !report.inputFailures.isEmpty { head += ", \(report.inputFailures.count) could not be read" }
        if report.skippedForConfiguration > 0 {
            head += ", \(report.skippedForConfiguration) skipped for an invalid configuration"
        }
        // "No problems" only when everything was looked at.
        let complete = report.inputFailures.isEmpty && report.skippedForConfiguration == 0
        return head + ": " + (parts.isEmpty ? (complete ? "no problems" : "no findings") : parts.joined(separator: ", "))
            + LimitSummary.clause(report)
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
