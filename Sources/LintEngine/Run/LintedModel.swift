import XcodeModel

/// The model one lint built: the project graph, its evaluated settings and the facts the rules read, the bulk of a
/// lint's memory and of the work of freeing it. The engine frees it when a lint returns; whoever is handed it by
/// `Linter.lint(projectAt:modelOwner:)` may keep it longer. A process that exits right after reporting can keep it
/// until exit instead of freeing it object by object, as compilers skip freeing at exit (clang's `-disable-free`);
/// an audit of many projects must not, so that memory stays bounded by the largest projects linted at a time.
public final class LintedModel: Sendable {
    let project: XcodeProject
    let settings: ModelSettings
    let facts: ProjectFacts

    init(project: XcodeProject, settings: ModelSettings, facts: ProjectFacts) {
        self.project = project
        self.settings = settings
        self.facts = facts
    }
}
