/// `unused-suppression`: a suppression in `.pbxlint.json` that matched no finding. A run-level rule: when one file
/// governs several projects of the run, a suppression is unused only if none of them used it, and it is reported
/// once, with the first project it applies to.
struct UnusedSuppressionRule: RunRule {
    static let description = RuleDescription(
        id: "unused-suppression",
        name: "Unused suppression",
        defaultLevel: .warning,
        summary: "A suppression in the configuration file matched no finding",
        description: """
            Suppressions silence one known finding. When the finding is fixed (or the project renamed), the \
            suppression would silently hide the next, different problem that happens to match it. pbxlint \
            reports every suppression that matched nothing in a run, once: when one configuration file governs \
            several projects of the run, a suppression any of them uses is not unused.

            **Fix:** delete the suppression from `.pbxlint.json`.
            """,
        tags: ["configuration"],
        fix: """
            deletes the suppression from the configuration file, with the comma and line break around it, when \
            every project the file governs was linted in the same run and none used it.
            """)

    static let examples: [RuleExample] = [
        RuleExample(
            title: "A suppression of a finding that no longer exists",
            snippet: #"{ "suppressions": [ { "rule": "alternate-icon-missing", "name": "Old", "reason": "legacy" } ] }"#,
            files: ExampleProject.client(configurations: ["Release"], settings: [:]).adding([
                ".pbxlint.json": #"{ "suppressions": [ { "rule": "alternate-icon-missing", "name": "Old", "reason": "legacy" } ] }"#,
            ]),
            expectedMessages: ["suppression of alternate-icon-missing (legacy) matched no finding"]),
        RuleExample(
            title: "A suppression that silences a finding",
            snippet: #"{ "suppressions": [ { "rule": "alternate-icon-missing", "name": "Old", "reason": "shipped by a script" } ] }"#,
            files: ExampleProject.client(configurations: ["Release"], settings: ["Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = Old"]]).adding([
                ".pbxlint.json": #"{ "suppressions": [ { "rule": "alternate-icon-missing", "name": "Old", "reason": "shipped by a script" } ] }"#,
            ])),
    ]

    static func check(_ run: RunFacts, report: inout RunFindings) {
        struct Key: Hashable {
            var file: String
            var index: Int
        }
        func applying(_ project: RunFacts.Project) -> [(key: Key, suppression: Suppression)] {
            guard let file = project.configuration.path else { return [] }
            return project.configuration.suppressions.enumerated().compactMap { index, suppression in
                suppression.applies(toProject: project.subject) ? (Key(file: file, index: index), suppression) : nil
            }
        }
        // Used by a project it applies to; a project that could not be read may have used any of them.
        var used = Set<Key>()
        for project in run.projects {
            for (key, _) in applying(project) where project.usedSuppressions?.contains(key.index) ?? true {
                used.insert(key)
            }
        }
        var reported = Set<Key>()
        for project in run.projects {
            for (key, suppression) in applying(project) where !used.contains(key) && reported.insert(key).inserted {
                report.report(self, "suppression of \(suppression.rule) (\(suppression.reason)) matched no finding; remove it",
                              at: Location(file: key.file, range: suppression.range), with: project,
                              name: suppression.identity, fix: .removeSuppression(file: key.file, index: key.index))
            }
        }
    }
}
