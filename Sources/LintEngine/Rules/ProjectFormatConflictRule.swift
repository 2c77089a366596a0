import XcodeModel

/// `project-format-conflict`: an `.xcodeproj` holds both `project.xcproj` and `project.pbxproj`
/// (docs/reference/xcproj-notes.md §1; docs/reference/xcode-semantics.md §1.1 L-FMT-1).
struct ProjectFormatConflictRule: ModelIssueRule {
    static let description = RuleDescription(
        id: "project-format-conflict",
        name: "Both project file formats",
        defaultLevel: .warning,
        summary: "The .xcodeproj holds both project.xcproj and project.pbxproj, which Xcode is reported not to open",
        description: """
            Xcode 27 can save a project as `project.xcproj` (JSON5) instead of `project.pbxproj`. A bundle that \
            holds both — typically after a generator such as XcodeGen wrote a pbxproj next to a converted \
            project — is reported not to open in Xcode at all (third-party report; not verified against Xcode \
            itself). pbxlint lints the `project.xcproj` and ignores the `project.pbxproj`, so the two can also \
            disagree without anyone noticing.

            **Fix:** delete the file you no longer use (`xcodebuild -convert-project` converts between them), \
            and stop the tool that writes the other one.
            """,
        tags: ["syntax", "xcproj"])

    /// A minimal `project.xcproj` for the examples: the `App` target of `ExampleProject.client`.
    static let exampleXcproj = """
        {
          "default-configuration": "Release",
          "configurations": ["Debug", "Release"],
          "files": [],
          "targets": [{ "name": "App", "id": "A1", "product-type": "application", "build-phases": ["resources"] }],
        }
        """

    static let examples: [RuleExample] = [
        RuleExample(
            title: "A pbxproj written next to the xcproj",
            snippet: "App.xcodeproj/project.pbxproj   App.xcodeproj/project.xcproj",
            files: ExampleProject.client(settings: [:]).merging(["App.xcodeproj/project.xcproj": exampleXcproj]) { a, _ in a },
            expectedMessages: ["holds both project.xcproj and project.pbxproj"]),
        RuleExample(
            title: "Only the xcproj",
            snippet: "App.xcodeproj/project.xcproj",
            files: ExampleProject.client(settings: [:]).filter { !$0.key.hasSuffix("project.pbxproj") }
                .merging(["App.xcodeproj/project.xcproj": exampleXcproj]) { a, _ in a }),
    ]

    static let modelIssueKinds: [ModelIssue.Kind] = [.bothProjectFormats]

    static func message(for issue: ModelIssue) -> String? {
        guard case .bothProjectFormats(let ignored) = issue.detail else { return nil }
        return "the project bundle holds both project.xcproj and project.pbxproj, which Xcode is reported not to "
            + "open. pbxlint read project.xcproj and ignored \(ignored)"
    }
}
