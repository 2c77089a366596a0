import XcodeModel

/// `xcconfig-missing`: a base configuration file or a non-optional `#include` does not exist.
struct XCConfigMissingRule: ModelIssueRule {
    static let description = RuleDescription(
        id: "xcconfig-missing",
        name: "xcconfig file missing",
        defaultLevel: .error,
        summary: "A base configuration file or a non-optional #include does not exist",
        description: """
            Xcode fails the build with "Unable to open base configuration reference file" when a configuration's \
            xcconfig is missing, and skips a missing `#include` with an error — and every setting that file \
            would have set (alternate icon names included) silently falls back. Optional includes \
            (`#include?`) are not reported; pbxlint marks values that depend on them as unknowable instead.

            **Fix:** commit the file, correct the path, or make the include optional with `#include?`.
            """,
        tags: ["xcconfig"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The target's base configuration is not committed",
            snippet: "baseConfigurationReference = … /* Config/Release.xcconfig */;   // file absent",
            files: ExampleProject.client(configurations: ["Release"], settings: [:],
                                         xcconfig: ["Release": "Config/Release.xcconfig"]).filter {
                !$0.key.hasSuffix(".xcconfig")
            },
            expectedMessages: ["Release.xcconfig"]),
    ]

    static let modelIssueKinds: [ModelIssue.Kind] = [.missingBaseConfiguration, .missingInclude]

    static func message(for issue: ModelIssue) -> String? {
        switch issue.detail {
        case .missingBaseConfiguration(let file, let configuration, let owner):
            "base configuration \(file) of configuration \"\(configuration)\""
                + (owner.map { " of target \"\($0)\"" } ?? " of the project")
                + " does not exist; Xcode fails with \"Unable to open base configuration reference file\""
        case .missingInclude(let path, let includingFile):
            "included file \"\(path)\" does not exist (looked next to \(includingFile) and in the project folder); "
                + "the settings it would set are missing"
        default: nil
        }
    }
}
