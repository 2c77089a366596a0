import XcodeModel

/// `evaluation-limit`: pbxlint stopped following xcconfig includes at one of its limits.
struct EvaluationLimitRule: ModelIssueRule {
    static let description = RuleDescription(
        id: "evaluation-limit",
        name: "Includes beyond pbxlint's limits",
        defaultLevel: .warning,
        summary: "xcconfig includes nest deeper, or pull in more files, than pbxlint follows; what lies beyond is unknown",
        description: """
            Xcode reads an xcconfig file again at every `#include` of it, so a handful of files that include each \
            other repeatedly can make one base configuration read millions of files. pbxlint follows includes up \
            to 64 levels deep and up to 10,000 includes per base configuration, and stops there instead of \
            hanging. Settings the unfollowed includes would set are treated as unknowable, never as empty, so no \
            rule reports a false problem from them; `pbxlint settings` marks such values.

            **Fix:** include each shared file once, from one place (a chain, not a tree that includes the same \
            file again at every level).
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
        return "#include \"\(path)\" was not followed: \(limit.explanation); pbxlint treats what it would set as "
            + "unknown"
    }
}
