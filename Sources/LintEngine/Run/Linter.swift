#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import XcodeModel

/// What the command line passes to the engine.
public struct LintOptions: Sendable {
    /// `--config FILE`; when nil each project looks for `.pbxlint.json` next to it or in a parent directory.
    public var configPath: String?
    /// `--target NAME` (repeatable): only findings about these targets (the full run's targets are still evaluated,
    /// so a finding shared with them reads the same). Empty = the configuration's choice / what ships.
    public var targets: [String]
    /// `--configuration NAME` (repeatable): only these build configurations.
    public var configurations: [String]
    /// Paths in subjects (and so fingerprints and baselines) are relative to this directory.
    public var baseDirectory: String

    public init(configPath: String? = nil, targets: [String] = [], configurations: [String] = [],
                baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.configPath = configPath
        self.targets = targets
        self.configurations = configurations
        self.baseDirectory = baseDirectory
    }
}

/// The outcome of linting one project.
public struct ProjectLintResult: Sendable {
    /// The project as given (absolute, standardized).
    public var projectPath: String
    /// Findings after severities, suppressions and filters were applied, in a deterministic order.
    public var diagnostics: [Diagnostic]
    /// What pbxlint could not check in this project (not findings), in a deterministic order.
    public var limits: [Limit] = []
    /// Set when the project could not be read at all (exit status 3).
    public var failure: InputFailure?
    /// Set when the configuration file that applies is invalid (exit status 2).
    public var configurationError: ConfigurationError?
    /// The targets and configurations the project defines; nil when it could not be read (names unknown).
    public var names: ProjectNames?
    /// The configuration that applied (its `targets`/`configurations` names are checked against `names`).
    public var configuration: LintConfiguration?
    /// Positions in `configuration.suppressions` of the suppressions that silenced a finding (`unused-suppression`).
    var usedSuppressions = Set<Int>()

    public init(projectPath: String, diagnostics: [Diagnostic] = [], failure: InputFailure? = nil,
                configurationError: ConfigurationError? = nil) {
        self.projectPath = projectPath
        self.diagnostics = diagnostics
        self.failure = failure
        self.configurationError = configurationError
    }
}

/// Lints projects. Stateless and `Sendable`: the command line runs one `lintProject(at:)` per project in parallel,
/// then `finishRun`.
public struct Linter: Sendable {
    public let options: LintOptions

    public init(options: LintOptions) {
        self.options = options
    }

    /// Every rule pbxlint knows, in documentation order.
    public static var allRules: [RuleDescription] { RuleRegistry.all.map { $0.description } }

    /// What the rule that covers `issue`'s kind says about it; nil for a kind no rule reports.
    public static func message(for issue: ModelIssue) -> String? { ModelIssueRouting.message(for: issue) }

    /// Whether `issue` is pbxlint's own limit (a `Limit`, such as an xcconfig outside the repository), not a finding.
    public static func isLimit(_ issue: ModelIssue) -> Bool {
        ModelIssueRouting.rules[issue.kind]?.limitKind(for: issue) != nil
    }

    /// Lints the project at `path` (an `.xcodeproj` directory, a `project.pbxproj` or a `project.xcproj` file) as a
    /// run of its own: `lintProject(at:)`, then `finishRun`.
    public func lint(projectAt path: String, modelOwner: (LintedModel) -> Void = { _ in }) -> ProjectLintResult {
        finishRun([lintProject(at: path, modelOwner: modelOwner)])[0]
    }

    /// The results of one run with the findings of the run-level rules (`RunRule`: `unused-suppression`) added,
    /// each to the result of its project, in order. Call it once, with every project of the run.
    public func finishRun(_ results: [ProjectLintResult]) -> [ProjectLintResult] {
        var findings = RunFindings(facts: RunFacts(results, baseDirectory: options.baseDirectory,
                                                   configPath: options.configPath))
        for rule in RuleRegistry.runRules { rule.check(findings.facts, report: &findings) }
        guard !findings.findings.isEmpty else { return results }
        var results = results
        for (project, diagnostic) in findings.findings { results[project].diagnostics.append(diagnostic) }
        for index in Set(findings.findings.map(\.project)) {
            results[index].diagnostics.sort(by: DiagnosticOrder.precedes)
        }
        return results
    }

    /// Lints one project of a run of several, without the run-level rules: `finishRun` adds their findings once
    /// every project of the run is linted (the command line lints the projects in parallel). `modelOwner` is handed
    /// the model the lint built, when it built one: the model is freed when the lint returns unless the owner keeps
    /// a reference (see `LintedModel`).
    public func lintProject(at path: String, modelOwner: (LintedModel) -> Void = { _ in }) -> ProjectLintResult {
        let projectPath = PathUtilities.standardize(path)
        let configuration: LintConfiguration
        switch LintConfiguration.resolve(explicitPath: options.configPath, projectPath: projectPath) {
        case .success(let loaded): configuration = loaded
        case .failure(let error): return ProjectLintResult(projectPath: projectPath, configurationError: error)
        }
        let context = LintContext(options: options, configuration: configuration, projectPath: projectPath)
        var collector = DiagnosticCollector(context: context)
        var names: ProjectNames?
        switch XcodeProject.load(path: projectPath) {
        case .failure(.unreadable(let path, let error)):
            return ProjectLintResult(projectPath: projectPath,
                                     failure: InputFailure(path: path, message: "cannot read the project file: \(error.reason)"))
        case .failure(.parse(let error)):
            ModelIssueRouting.report([ReaderIssues.unparsable(error)], into: &collector)
        case .failure(.notAProject(let issue)):
            ModelIssueRouting.report([ReaderIssues.notAProject(issue)], into: &collector)
        case .success(let project):
            names = ProjectNames(project)
            ModelIssueRouting.report(ReaderIssues.issues(of: project, baseDirectory: options.baseDirectory),
                                     into: &collector)
            let settings = ModelSettings(project: project)
            let facts = FactsBuilder(project: project, settings: settings, context: context).build()
            ModelIssueRouting.report(facts.issues, into: &collector)
            // A rule the configuration turns off is not run at all: its findings would be dropped anyway, and
            // some rules read files only they need (alternate-icon-name-in-code reads the targets' sources).
            let enabled = RuleRegistry.targetRules.filter { context.configuration.severity(of: $0.description) != nil }
            for target in facts.targets {
                for rule in enabled where !target.isCheckedOnlyAsEmbedded || rule.checksEmbeddedTargets {
                    rule.check(target, in: facts, report: &collector)
                }
                // After the rules: a setting one of them needed that pbxlint stopped evaluating is not a pass.
                if context.configuration.severity(of: EvaluationLimitRule.description) != nil {
                    EvaluationLimitRule.checkSettingsAsked(target, report: &collector)
                }
                // Memory for one target's evaluations at a time, not for every target's.
                for configuration in target.configurations { configuration.settings.forgetEvaluations() }
            }
            for rule in RuleRegistry.projectRules where context.configuration.severity(of: rule.description) != nil {
                rule.check(facts, report: &collector)
            }
            modelOwner(LintedModel(project: project, settings: settings, facts: facts))
        }
        var result = ProjectLintResult(projectPath: projectPath, diagnostics: collector.finish())
        result.limits = collector.limits.sorted(by: Limit.precedes)
        result.names = names
        result.configuration = configuration
        result.usedSuppressions = collector.usedSuppressions
        return result
    }
}
