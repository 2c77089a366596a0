#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import XcodeModel
import LintEngine

/// The part of a run that `pbxlint lint` and `pbxlint fix` share: options checked, configuration and baseline
/// loaded, projects found and linted in parallel, names the user typed checked against what exists.
struct LintRun {
    /// The run ended early with this status (a usage error, already explained on standard error).
    struct Stop: Error {
        let code: ExitCode
    }

    var options: LintCommandOptions
    var baseDirectory: String
    var absolutePaths: Bool
    var linter: Linter
    var results: [ProjectLintResult]
    /// Every finding, before a baseline is applied.
    var diagnostics: [Diagnostic]
    /// What pbxlint could not check, in every project (not findings; a baseline does not apply to them).
    var limits: [Limit] = []
    var failures: [InputFailure]
    var configurationErrors: [ConfigurationError]
    var configurationStatus: ExitCode?
    var baseline: Baseline?
    /// Deleted files no existing project reads (see `ProjectDiscovery.skippedDeletions`).
    var skippedDeletions: Int

    static func perform(_ options: LintCommandOptions, console: Console) -> Result<LintRun, Stop> {
        let baseDirectory = PathUtilities.standardize(options.baseDirectory ?? ProcessEnvironment.currentDirectory)
        let absolutePaths = options.absolutePaths
            || options.baseDirectory == nil && XcodeEnvironment.isScriptPhase(ProcessEnvironment.value)
        // Configuration errors name their file the way the report does.
        let errorBase: String? = absolutePaths ? nil : baseDirectory
        // Paths are written relative to it, so a folder that does not exist is a mistake, not a place.
        if let typed = options.baseDirectory, !FileSystem.isDirectory(baseDirectory) {
            console.error("pbxlint: --base-dir \(typed): no such directory\n")
            return .failure(Stop(code: .usage))
        }
        if let config = options.configPath, case .failure(let error) = LintConfiguration.load(path: PathUtilities.standardize(config)) {
            console.error(error.rendered(relativeTo: errorBase) + "\n")
            return .failure(Stop(code: .usage))
        }
        var baseline: Baseline?
        if let path = options.baseline {
            switch Baseline.load(path: PathUtilities.standardize(path)) {
            case .success(let b): baseline = b
            case .failure(let error):
                console.error(error.rendered(relativeTo: errorBase) + "\n")
                return .failure(Stop(code: .usage))
            }
        }

        let discovery = ProjectDiscovery(paths: options.paths, deleted: options.deleted, configPath: options.configPath)
        if !discovery.usageErrors.isEmpty {
            for error in discovery.usageErrors { console.error(error + "\n") }
            return .failure(Stop(code: .usage))
        }
        let linter = Linter(options: LintOptions(configPath: options.configPath, targets: options.targets,
                                                 configurations: options.configurations, baseDirectory: baseDirectory))
        // The run-level rules (a suppression shared by several projects is unused only if none of them used it)
        // once every project is linted.
        let projects = ParallelLinter.lint(discovery.projects, with: linter,
                                           jobs: options.jobs ?? ProcessEnvironment.processorCount,
                                           keepingModelsUntilExit: ModelsKeptUntilExit.applies(toRunOf: discovery.projects.count))
        let results = linter.finishRun(projects)
        let diagnostics = results.flatMap(\.diagnostics)
        var failures = discovery.failures
        var configurationErrors = discovery.configurationErrors
        for result in results {
            if let failure = result.failure { failures.append(failure) }
            if let error = result.configurationError, !configurationErrors.contains(error) { configurationErrors.append(error) }
        }
        // A typo in --target or --configuration would lint nothing: a usage error before anything is reported.
        let unmatched = UnmatchedNames.onCommandLine(results, options: linter.options)
        for name in unmatched { console.error(name.commandLineError + "\n") }
        if !unmatched.isEmpty { return .failure(Stop(code: .usage)) }
        // Names in a .pbxlint.json that no project it governs defines (also projects outside this run).
        let lintedPaths = Set(results.map(\.projectPath))
        let otherProjects = { (path: String) -> [ProjectNames]? in
            ProjectDiscovery.namesOfProjects(governedBy: path, explicit: options.configPath != nil, except: lintedPaths)
        }
        for name in UnmatchedNames.inConfigurationFiles(results, otherProjects: otherProjects)
        where !configurationErrors.contains(name.configurationError) {
            configurationErrors.append(name.configurationError)
        }
        // A bad configuration stops only the projects it applies to: the others are linted and reported, and the
        // run still ends with exit 2.
        for error in configurationErrors { console.error(error.rendered(relativeTo: errorBase) + "\n") }
        let configurationStatus: ExitCode? = configurationErrors.isEmpty ? nil : .usage

        var run = LintRun(options: options, baseDirectory: baseDirectory, absolutePaths: absolutePaths,
                          linter: linter, results: results, diagnostics: diagnostics, failures: failures,
                          configurationErrors: configurationErrors, configurationStatus: configurationStatus,
                          baseline: baseline, skippedDeletions: discovery.skippedDeletions)
        run.limits = results.flatMap(\.limits)
        return .success(run)
    }
}
