import XcodeModel

/// `xcconfig-include-cycle`: an `#include` that would create a cycle (skipped, as Xcode does).
struct XCConfigIncludeCycleRule: ModelIssueRule {
    static let description = RuleDescription(
        id: "xcconfig-include-cycle",
        name: "xcconfig include cycle",
        defaultLevel: .warning,
        summary: "An xcconfig #include would create a cycle and is skipped",
        description: """
            Xcode skips an `#include` that would include a file already being read ("Skipping the inclusion of … \
            as it would create a cycle"). Whatever the author expected that include to set is not set.

            **Fix:** remove the include, or move the shared settings into a third file both include.
            """,
        tags: ["xcconfig"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "An include that would include itself again",
            snippet: "A.xcconfig: #include \"B.xcconfig\"   B.xcconfig: #include \"A.xcconfig\"",
            files: ExampleProject.client(configurations: ["Release"], settings: [:], xcconfig: ["Release": "A.xcconfig"])
                .adding(["A.xcconfig": "#include \"B.xcconfig\"\n", "B.xcconfig": "#include \"A.xcconfig\"\n"]),
            expectedMessages: ["would create a cycle (A.xcconfig → B.xcconfig → A.xcconfig)"]),
        RuleExample(
            title: "Includes without a cycle",
            snippet: "A.xcconfig: #include \"B.xcconfig\"",
            files: ExampleProject.client(configurations: ["Release"], settings: [:], xcconfig: ["Release": "A.xcconfig"])
                .adding(["A.xcconfig": "#include \"B.xcconfig\"\n", "B.xcconfig": "X = 1\n"])),
    ]

    static let modelIssueKinds: [ModelIssue.Kind] = [.includeCycle]

    static func message(for issue: ModelIssue) -> String? {
        guard case .includeCycle(let path, let chain) = issue.detail else { return nil }
        return "#include \"\(path)\" would create a cycle (\(chain.joined(separator: " → "))); Xcode skips it"
    }
}
