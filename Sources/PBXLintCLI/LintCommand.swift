import Foundation
import LintEngine
import Reporters

/// `pbxlint [lint] [options] [PATH ...]`.
enum LintCommand {
    static func run(_ arguments: [String], console: Console) -> ExitCode {
        let options: LintCommandOptions
        do {
            options = try LintCommandOptions.parse(arguments)
        } catch {
            console.error("pbxlint: \(error.message)\n")
            return .usage
        }
        let baseDirectory = PathUtilities.standardize(options.baseDirectory ?? FileManager.default.currentDirectoryPath)
        let absolutePaths = options.absolutePaths
            || options.baseDirectory == nil && XcodeEnvironment.isScriptPhase(ProcessInfo.processInfo.environment)
        // Configuration errors name their file the way the report does.
        let errorBase: String? = absolutePaths ? nil : baseDirectory
        // Paths are written relative to it, so a folder that does not exist is a mistake, not a place.
        var isDirectory: ObjCBool = false
        if let typed = options.baseDirectory,
           !FileManager.default.fileExists(atPath: baseDirectory, isDirectory: &isDirectory) || !isDirectory.boolValue {
            console.error("pbxlint: --base-dir \(typed): no such directory\n")
            return .usage
        }
        if let config = options.configPath, case .failure(let error) = LintConfiguration.load(path: PathUtilities.standardize(config)) {
            console.error(error.rendered(relativeTo: errorBase) + "\n")
            return .usage
        }
        var baseline: Baseline?
        if let path = options.baseline {
            switch Baseline.load(path: PathUtilities.standardize(path)) {
            case .success(let b): baseline = b
            case .failure(let error):
                console.error(error.rendered(relativeTo: errorBase) + "\n")
                return .usage
            }
        }

        let discovery = ProjectDiscovery(paths: options.paths, configPath: options.configPath)
        if !discovery.usageErrors.isEmpty {
            for error in discovery.usageErrors { console.error(error + "\n") }
            return .usage
        }
        let linter = Linter(options: LintOptions(configPath: options.configPath, targets: options.targets,
                                                 configurations: options.configurations, baseDirectory: baseDirectory,
                                                 keepModelsUntilExit: discovery.projects.count == 1))
        let results = ParallelLinter.lint(discovery.projects, with: linter,
                                          jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)

        var diagnostics: [Diagnostic] = []
        var failures = discovery.failures
        var configurationErrors = discovery.configurationErrors
        for result in results {
            diagnostics.append(contentsOf: result.diagnostics)
            if let failure = result.failure { failures.append(failure) }
            if let error = result.configurationError, !configurationErrors.contains(error) { configurationErrors.append(error) }
        }
        // A typo in --target or --configuration would lint nothing: a usage error before anything is reported.
        let unmatched = UnmatchedNames.commandLineErrors(results, options: linter.options)
        for error in unmatched { console.error(error + "\n") }
        if !unmatched.isEmpty { return .usage }
        // Names in a .pbxlint.json that no project it governs defines (also projects outside this run).
        let lintedPaths = Set(results.map(\.projectPath))
        let otherProjects = { (path: String) -> [ProjectNames]? in
            ProjectDiscovery.namesOfProjects(governedBy: path, explicit: options.configPath != nil, except: lintedPaths)
        }
        for error in UnmatchedNames.configurationErrors(results, otherProjects: otherProjects)
        where !configurationErrors.contains(error) {
            configurationErrors.append(error)
        }
        // A bad configuration stops only the projects it applies to: the others are linted and reported, and the
        // run still ends with exit 2.
        for error in configurationErrors { console.error(error.rendered(relativeTo: errorBase) + "\n") }
        let configurationStatus: ExitCode? = configurationErrors.isEmpty ? nil : .usage

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
        if let baseline { diagnostics = baseline.newFindings(in: diagnostics) }

        let skipped = results.filter { $0.configurationError != nil }.count
        let linted = results.filter { $0.configurationError == nil && $0.failure == nil }.count
        let report = LintReport(diagnostics: diagnostics, rules: Linter.allRules, projectCount: linted,
                                inputFailures: failures, skippedForConfiguration: skipped,
                                configurationErrors: configurationErrors)
        let color = options.output == nil && options.reporter == .text && console.isTerminal && !options.noColor
            && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        let text = Reporters.render(report, as: options.reporter,
                                    options: ReportOptions(baseDirectory: baseDirectory, color: color,
                                                           toolVersion: PBXLintVersion.current,
                                                           absolutePaths: absolutePaths))
        if let output = options.output {
            if let status = write(text, to: output, what: "the report", console: console) {
                return configurationStatus ?? status
            }
        } else {
            console.write(text)
        }
        if !options.quiet { console.error(Reporters.summary(report) + "\n") }

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

/// Lints projects on several threads; results come back in the input order, so output is deterministic.
enum ParallelLinter {
    static func lint(_ projects: [String], with linter: Linter, jobs: Int) -> [ProjectLintResult] {
        let box = ResultBox(count: projects.count)
        let workers = max(1, min(jobs, projects.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = box.next() {
                box.store(linter.lint(projectAt: projects[index]), at: index)
            }
        }
        return box.results()
    }

    /// A work queue and result slots shared by the workers.
    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
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
