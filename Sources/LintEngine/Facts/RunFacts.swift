/// What a run-level rule (`RunRule`) sees: every project of the run, with the configuration that governed it and
/// which of its suppressions silenced a finding.
struct RunFacts {
    struct Project {
        /// Position in the run's results: the project a finding is reported with.
        let index: Int
        /// The project path as subjects name it (relative to the base directory).
        let subject: String
        let configuration: LintConfiguration
        /// Positions in `configuration.suppressions` of the suppressions that silenced a finding; nil when the
        /// project could not be read, so that any suppression that applies to it may have been used.
        let usedSuppressions: Set<Int>?
    }

    let baseDirectory: String
    let projects: [Project]

    /// The projects of `results`. A project that could not be read has no configuration of its own: it is the one
    /// `configPath` (`--config`) or its folder gives. A project whose configuration is invalid is left out.
    init(_ results: [ProjectLintResult], baseDirectory: String, configPath: String?) {
        self.baseDirectory = baseDirectory
        projects = results.enumerated().compactMap { index, result in
            var configuration = result.configuration
            if configuration == nil, result.failure != nil,
               case .success(let resolved) = LintConfiguration.resolve(explicitPath: configPath,
                                                                       projectPath: result.projectPath) {
                configuration = resolved
            }
            guard let configuration else { return nil }
            return Project(index: index, subject: PathUtilities.relative(result.projectPath, to: baseDirectory),
                           configuration: configuration,
                           usedSuppressions: result.failure == nil ? result.usedSuppressions : nil)
        }
    }
}

/// Receives a run-level rule's findings, each reported with one project of the run at the level that project's
/// configuration gives the rule (`off` reports nothing).
struct RunFindings {
    let facts: RunFacts
    /// The findings, with the position of their project in the run's results.
    private(set) var findings: [(project: Int, diagnostic: Diagnostic)] = []

    init(facts: RunFacts) {
        self.facts = facts
    }

    mutating func report(_ rule: any RunRule.Type, _ message: String, at location: Location,
                         with project: RunFacts.Project, name: String, fix: Fix? = nil) {
        guard let severity = project.configuration.severity(of: rule.description) else { return }
        let subject = Subject(project: project.subject, name: name, root: facts.baseDirectory)
        findings.append((project.index, Diagnostic(ruleID: rule.description.id, severity: severity, message: message,
                                                   location: location, subject: subject, fix: fix)))
    }
}
