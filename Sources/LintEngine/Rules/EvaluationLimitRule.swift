import XcodeModel

/// `evaluation-limit`: pbxlint stopped following xcconfig includes at one of its limits, or did not read an
/// xcconfig outside the project's repository.
struct EvaluationLimitRule: ModelIssueRule {
    static let description = RuleDescription(
        id: "evaluation-limit",
        name: "Includes beyond pbxlint's limits",
        defaultLevel: .warning,
        summary: "xcconfig includes nest deeper, pull in more files than pbxlint follows, or lie outside the repository; what they set is unknown",
        description: """
            Xcode reads an xcconfig file again at every `#include` of it, so a handful of files that include each \
            other repeatedly can make one base configuration read millions of files. pbxlint follows includes up \
            to 64 levels deep and up to 10,000 includes per base configuration, and stops there instead of \
            hanging. Settings the unfollowed includes would set are treated as unknowable, never as empty, so no \
            rule reports a false problem from them; `pbxlint settings` marks such values.

            pbxlint also reads nothing outside the project's repository (the git top level, else the project's \
            folder; symbolic links resolved): a project from a pull request must not make it publish a file of the \
            machine it runs on (`docs/security.md`). An xcconfig there — an absolute `#include`, a \
            symlink out of the checkout — is not read, and what it sets is unknowable too.

            **Fix:** include each shared file once, from one place (a chain, not a tree that includes the same \
            file again at every level); keep the xcconfigs a project uses inside its repository.
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
            title: "An include outside the repository",
            snippet: "// Release.xcconfig\n#include \"/etc/hosts\"",
            files: ExampleProject.client(configurations: ["Release"], settings: [:],
                                         xcconfig: ["Release": "Config/Release.xcconfig"])
                .merging(["Config/Release.xcconfig": "#include \"/etc/hosts\"\n"], uniquingKeysWith: { $1 }),
            expectedMessages: ["\"/etc/hosts\" was not read: it is outside the project's repository"]),
        RuleExample(
            title: "A short include chain",
            snippet: "// Release.xcconfig\n#include \"Shared.xcconfig\"",
            files: ExampleProject.client(configurations: ["Release"], settings: [:],
                                         xcconfig: ["Release": "Config/Release.xcconfig"])
                .merging(["Config/Release.xcconfig": "#include \"Shared.xcconfig\"\n",
                          "Config/Shared.xcconfig": "SWIFT_VERSION = 5.0\n"], uniquingKeysWith: { $1 })),
    ]

    static let modelIssueKinds: [ModelIssue.Kind] = [.limitReached]

    static func message(for issue: ModelIssue) -> String? {
        guard case .limitReached(let path, let limit) = issue.detail else { return nil }
        if limit == .outsideRepository {
            return "\"\(path)\" was not read: \(limit.explanation) (symbolic links resolved); pbxlint treats what it "
                + "would set as unknown"
        }
        return "#include \"\(path)\" was not followed: \(limit.explanation); pbxlint treats what it would set as "
            + "unknown"
    }
}
