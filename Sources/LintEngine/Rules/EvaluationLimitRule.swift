import XcodeModel

/// `evaluation-limit`: pbxlint stopped following xcconfig includes, or evaluating a setting a rule needs, at one of
/// its limits (a warning), or did not read an xcconfig outside the project's repository (a `Limit`, not a finding:
/// the project is not wrong, pbxlint may not look). Either way what lies beyond is unknown, and a rule that needed
/// it could not check: that is reported, never passed in silence.
struct EvaluationLimitRule: ModelIssueRule {
    static let description = RuleDescription(
        id: "evaluation-limit",
        name: "Includes or settings beyond pbxlint's limits",
        defaultLevel: .warning,
        summary: "xcconfig includes or a setting's references go deeper or further than pbxlint follows; what lies beyond is unknown",
        description: """
            Xcode reads an xcconfig file again at every `#include` of it, so a handful of files that include each \
            other repeatedly can make one base configuration read millions of files. pbxlint follows includes up \
            to 64 levels deep and up to 10,000 includes per base configuration, and stops there instead of \
            hanging. Settings the unfollowed includes would set are treated as unknowable, never as empty, so no \
            rule reports a false problem from them; `pbxlint settings` marks such values.

            Evaluating a setting has limits too: references nested more than 64 deep, or a value that grows \
            past 1 MiB (`M1 = $(M2)$(M2)` over many levels, or chained `:quote` operators). When a setting a \
            rule needs, such as the app icon's name, reaches one, the rule cannot check it, and pbxlint says so \
            once per setting and deciding line, instead of reporting nothing.

            pbxlint also reads nothing outside the project's repository (the git top level, else the project's \
            folder; symbolic links resolved): a project from a pull request must not make it publish a file of the \
            machine it runs on (`docs/security.md`). An xcconfig there — an absolute `#include`, a \
            symlink out of the checkout — is not read, and what it sets is unknowable too. That is pbxlint's own \
            limit, not a mistake in the project, so it is not a finding and never fails a run: the summary line \
            counts it (`1 file outside the repository not read`), `--explain` lists it, and JSON keeps it under \
            `limits`.

            **Fix:** include each shared file once, from one place (a chain, not a tree that includes the same \
            file again at every level); keep the xcconfigs a project uses inside its repository; write a setting's \
            value directly, or through a short chain of references.
            """,
        tags: ["xcconfig"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "Includes nested 70 deep",
            snippet: "// Level0.xcconfig\n#include \"Level1.xcconfig\"   // … and so on, to Level70.xcconfig",
            files: ExampleProject.client(configurations: ["Release"], settings: [:],
                                         xcconfig: ["Release": "Config/Level0.xcconfig"])
                .merging((0..<70).map { ("Config/Level\($0).xcconfig", "#include \"Level\($0 + 1).xcconfig\"\n") },
                         uniquingKeysWith: { $1 }),
            expectedMessages: ["was not followed: includes nest more than 64 deep"]),
        RuleExample(
            title: "An include outside the repository (not a finding: counted on the summary line, listed with "
                + "`--explain`)",
            snippet: "// Release.xcconfig\n#include \"/etc/hosts\"",
            files: ExampleProject.client(configurations: ["Release"], settings: [:],
                                         xcconfig: ["Release": "Config/Release.xcconfig"])
                .merging(["Config/Release.xcconfig": "#include \"/etc/hosts\"\n"], uniquingKeysWith: { $1 }),
            expectedMessages: ["\"/etc/hosts\" was not read: it lies outside the project's repository"]),
        RuleExample(
            title: "The app icon's name through 70 references",
            snippet: "ASSETCATALOG_COMPILER_APPICON_NAME = $(R1)\nR1 = $(R2)   // … and so on, to R70 = AppIcon",
            files: ExampleProject.client(configurations: ["Release"], settings: [
                "Release": (1..<70).map { "R\($0) = \"$(R\($0 + 1))\"" }
                    + ["R70 = AppIcon", "ASSETCATALOG_COMPILER_APPICON_NAME = \"$(R1)\""],
            ]),
            expectedMessages: ["ASSETCATALOG_COMPILER_APPICON_NAME of target \"Client\" could not be evaluated (Release): its "
                                + "references nest more than 64 deep; the rules that need it could not check it"]),
        RuleExample(
            title: "A short include chain",
            snippet: "// Release.xcconfig\n#include \"Shared.xcconfig\"",
            files: ExampleProject.client(configurations: ["Release"], settings: [:],
                                         xcconfig: ["Release": "Config/Release.xcconfig"])
                .merging(["Config/Release.xcconfig": "#include \"Shared.xcconfig\"\n",
                          "Config/Shared.xcconfig": "SWIFT_VERSION = 5.0\n"], uniquingKeysWith: { $1 })),
    ]

    /// Settings the rules asked for in `target`'s configurations that stopped at a limit: one finding per setting,
    /// deciding line and limit, naming the configurations.
    static func checkSettingsAsked(_ target: TargetFacts, report: inout DiagnosticCollector) {
        struct Cause: Hashable { var setting: String; var location: Location?; var limit: EvaluationLimit }
        var order: [Cause] = []
        var places: [Cause: (location: Location, configurations: [String])] = [:]
        for configuration in target.configurations {
            for fact in configuration.settings.limitsReached {
                guard case .evaluationLimit(let limit)? = fact.unknowable else { continue }
                let cause = Cause(setting: fact.key, location: fact.location, limit: limit)
                if places[cause] == nil {
                    order.append(cause)
                    places[cause] = (fact.location ?? configuration.location, [])
                }
                if places[cause]?.configurations.contains(configuration.label) == false {
                    places[cause]?.configurations.append(configuration.label)
                }
            }
        }
        let all = Wording.unique(target.configurations.map(\.label))
        for cause in order {
            guard let found = places[cause] else { continue }
            report.report(self, "\(cause.setting) of target \"\(target.name)\" could not be evaluated"
                            + Wording.configurations(found.configurations, of: all) + ": "
                            + cause.limit.explanation + "; the rules that need it could not check it",
                          at: found.location, target: target.name, configuration: found.configurations.first,
                          setting: cause.setting)
        }
    }

    static let modelIssueKinds: [ModelIssue.Kind] = [.limitReached]

    static func message(for issue: ModelIssue) -> String? {
        guard case .limitReached(let path, let limit) = issue.detail else { return nil }
        if limit == .outsideRepository {
            return "\"\(path)\" was not read: it lies outside the project's repository (symbolic links resolved), "
                + "where pbxlint reads nothing; what it would set is treated as unknown"
        }
        return "#include \"\(path)\" was not followed: \(limit.explanation); pbxlint treats what it would set as "
            + "unknown"
    }

    /// An xcconfig outside the repository is pbxlint's own limit, not the project's mistake: a `Limit`. The include
    /// limits (depth, count) stay warnings: includes that deep or that many are worth changing.
    static func limitKind(for issue: ModelIssue) -> Limit.Kind? {
        guard case .limitReached(_, .outsideRepository) = issue.detail else { return nil }
        return .fileOutsideRepository
    }
}
