#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import Dispatch
import LintEngine
import Reporters
import XcodeModel

/// `pbxlint [lint] [options] [PATH ...]`.
enum LintCommand {
    static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard let options = LintCommandOptions.parse(arguments, for: "pbxlint", console: console) else { return .usage }
        if options.dryRun || !options.fixRules.isEmpty {
            console.error("pbxlint: \(options.dryRun ? "--dry-run" : "--rule") is an option of pbxlint fix\n")
            return .usage
        }
        let run: LintRun
        switch LintRun.perform(options, console: console) {
        case .success(let done): run = done
        case .failure(let status): return status.code
        }
        var diagnostics = run.diagnostics
        let failures = run.failures
        let configurationErrors = run.configurationErrors
        let configurationStatus = run.configurationStatus
        let baseDirectory = run.baseDirectory
        let absolutePaths = run.absolutePaths
        let results = run.results
        let baseline = run.baseline

        if let path = options.writeBaseline {
            // A baseline without the skipped projects' findings would report them all as new once fixed.
            guard configurationErrors.isEmpty else {
                console.error("pbxlint: the baseline \(path) was not written: fix the configuration first\n")
                return .usage
            }
            let text = Baseline.render(diagnostics, to: PathUtilities.standardize(path))
            if let status = write(text, to: path, what: "the baseline", console: console) { return status }
            if !options.quiet {
                console.error("Wrote \(diagnostics.count) finding\(diagnostics.count == 1 ? "" : "s") to the baseline \(path)\n")
            }
            return failures.isEmpty ? .success : .unreadableInput
        }
        var hiddenByBaseline = 0
        if let baseline {
            let all = diagnostics.count
            diagnostics = baseline.newFindings(in: diagnostics)
            hiddenByBaseline = all - diagnostics.count
        }

        let skipped = results.filter { $0.configurationError != nil }.count
        let linted = results.filter { $0.configurationError == nil && $0.failure == nil }.count
        let report = LintReport(diagnostics: diagnostics, rules: Linter.allRules, projectCount: linted,
                                inputFailures: failures, skippedForConfiguration: skipped,
                                configurationErrors: configurationErrors, limits: run.limits)
        let color = options.output == nil && options.reporter == .text && console.isTerminal && !options.noColor
            && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        var reportBase = baseDirectory
        if options.reporter == .sarif {
            reportBase = SARIFBase.directory(typed: options.baseDirectory, current: baseDirectory)
            if let warning = SARIFBase.warning(report, base: reportBase) { console.error(warning + "\n") }
        }
        let text = Reporters.render(report, as: options.reporter,
                                    options: ReportOptions(baseDirectory: reportBase, color: color,
                                                           toolVersion: PBXLintVersion.current,
                                                           absolutePaths: absolutePaths, explain: options.explain))
        if let output = options.output {
            if let status = write(text, to: output, what: "the report", console: console) {
                return configurationStatus ?? status
            }
        } else {
            console.write(text, ownCommands: options.reporter == .github)
        }
        if !options.quiet && options.reporter == .text,
           let table = ProjectTable.render(results, reported: diagnostics, baseDirectory: baseDirectory) {
            console.error("\n" + table)
        }
        if !options.quiet {
            console.error(RunSummary.line(report, skippedDeletions: run.skippedDeletions,
                                          hiddenByBaseline: hiddenByBaseline) + "\n")
        }

        if let configurationStatus { return configurationStatus }
        if !failures.isEmpty { return .unreadableInput }
        if report.count(.error) > 0 || (options.strict && report.count(.warning) > 0) { return .findings }
        return .success
    }

    /// Writes a report or baseline to `path` (as the user typed it); on failure says why in one line and returns
    /// the exit status: a usage error for a destination that is an input of this run, else a write failure.
    private static func write(_ text: String, to path: String, what: String, console: Console) -> ExitCode? {
        do {
            try OutputFile.write(text, to: PathUtilities.standardize(path))
            return nil
        } catch {
            switch error {
            case .isInput:
                console.error("pbxlint: not writing \(what) to \(path): it is one of the files this run reads\n")
                return .usage
            case .failed(let reason):
                console.error("pbxlint: cannot write \(what) to \(path): \(reason)\n")
                return .writeFailed
            }
        }
    }
}

/// Lints projects on several threads, without the run-level rules (`Linter.finishRun` adds them); results come
/// back in the input order, so output is deterministic.
enum ParallelLinter {
    /// `keepingModelsUntilExit`: each project's model is left allocated (`ModelsKeptUntilExit`), else freed as its
    /// lint returns.
    static func lint(_ projects: [String], with linter: Linter, jobs: Int,
                     keepingModelsUntilExit: Bool = false) -> [ProjectLintResult] {
        let box = ResultBox(count: projects.count)
        let workers = max(1, min(jobs, projects.count))
        // Task-local values do not reach the worker threads: the dry run's stand-in files are bound again there.
        let overlay = FileSystem.overlay
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            FileSystem.$overlay.withValue(overlay) {
                while let index = box.next() {
                    box.store(linter.lintProject(at: projects[index]) { model in
                        if keepingModelsUntilExit { ModelsKeptUntilExit.keep(model) }
                    }, at: index)
                }
            }
        }
        return box.results()
    }

    /// A work queue and result slots shared by the workers.
    private final class ResultBox: @unchecked Sendable {
        private let lock = Lock()
        private var cursor = 0
        private var slots: [ProjectLintResult?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard cursor < slots.count else { return nil }
            cursor += 1
            return cursor - 1
        }

        func store(_ result: ProjectLintResult, at index: Int) {
            lock.lock()
            slots[index] = result
            lock.unlock()
        }

        func results() -> [ProjectLintResult] {
            lock.lock()
            defer { lock.unlock() }
            return slots.compactMap { $0 }
        }
    }
}
