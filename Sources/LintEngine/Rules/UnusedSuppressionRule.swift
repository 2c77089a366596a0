/// `unused-suppression`: a suppression in `.pbxlint.json` that matched no finding.
struct UnusedSuppressionRule: Rule {
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
}
