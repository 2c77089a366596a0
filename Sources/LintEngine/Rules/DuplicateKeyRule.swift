import XcodeModel

/// `duplicate-key`: a dictionary repeats a key; CoreFoundation silently keeps the last one.
struct DuplicateKeyRule: ModelIssueRule {
    static let description = RuleDescription(
        id: "duplicate-key",
        name: "Duplicate key",
        defaultLevel: .warning,
        summary: "A dictionary in the project file repeats a key; only the last value counts",
        description: """
            Xcode reads property lists with CoreFoundation, which keeps the last of two equal keys without a \
            word. A repeated object id or build setting usually comes from a bad merge: the first value is dead \
            and whoever edits it sees no effect.

            **Fix:** delete the entry that should not be there (the message says where the first one is).
            """,
        tags: ["syntax", "merge"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "A build setting written twice",
            snippet: "SWIFT_VERSION = 5.0;\nSWIFT_VERSION = 6.0;",
            files: ExampleProject.client(configurations: ["Release"], settings: ["Release": ["SWIFT_VERSION = 5.0", "SWIFT_VERSION = 6.0"]]),
            expectedMessages: ["duplicate key \"SWIFT_VERSION\""]),
        RuleExample(
            title: "Every key once",
            snippet: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;",
            files: ExampleProject.client(configurations: ["Release"], settings: [:])),
    ]

    static let modelIssueKinds: [ModelIssue.Kind] = [.duplicateKey]

    static func message(for issue: ModelIssue) -> String? {
        guard case .duplicateKey(let key, let first) = issue.detail else { return nil }
        return "duplicate key \"\(key)\"" + (first.map { " (first at line \($0.start.line))" } ?? "") + "; the last one wins"
    }

    static func related(for issue: ModelIssue) -> [RelatedLocation] {
        guard case .duplicateKey(_, let first?) = issue.detail else { return [] }
        return [RelatedLocation(location: Location(file: issue.file, range: first), message: "first occurrence")]
    }
}
