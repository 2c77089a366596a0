import XcodeModel

/// `configuration-duplicate`: a configuration list defines one name twice (emitted from the model's issues).
struct ConfigurationDuplicateRule: ModelIssueRule {
    static let description = RuleDescription(
        id: "configuration-duplicate",
        name: "Configuration defined twice",
        defaultLevel: .warning,
        summary: "A configuration list defines one build configuration name more than once",
        description: """
            Xcode finds a target's (or the project's) build configuration by name. When a list names two \
            `XCBuildConfiguration` objects the same — usually a bad merge or a duplicated configuration that was \
            never renamed — which of the two a build of that name uses is not defined, and editing the other one \
            has no visible effect, or the opposite one after the next Xcode rewrite. pbxlint checks both (the \
            later one appears as `Name #2` in other findings), so a difference between them is reported too.

            **Fix:** delete the extra configuration from the list (and its object), or rename it to the \
            configuration it was meant to be.
            """,
        tags: ["configuration", "merge"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "Beta defined twice, with different alternate icons",
            snippet: "buildConfigurations = (… /* Debug */, … /* Beta */, … /* Beta */);",
            files: ExampleProject(configurations: ["Debug", "Beta"], targets: [
                ExampleTarget(configurations: ["Debug", "Beta", "BetaCopy"], settings: [
                    "Debug": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"],
                    "Beta": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"],
                    "BetaCopy": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"],
                ], catalogs: [ExampleCatalog(iconSets: ["AppIcon"])]),
            ]).render().editingProject("BetaCopy", "Beta"),
            expectedMessages: [#"the configuration list of target "Client" defines "Beta" twice"#]).pbxprojOnly("a target configuration list of its own; an xcproj target has the project's configurations"),
        RuleExample(
            title: "Every name once",
            snippet: "buildConfigurations = (… /* Debug */, … /* Release */);",
            files: ExampleProject.client(settings: [:], iconSets: ["AppIcon"])),
    ]

    static let modelIssueKinds: [ModelIssue.Kind] = [.duplicateConfiguration]

    static func message(for issue: ModelIssue) -> String? {
        guard case .duplicateConfiguration(let owner, let name, let lines) = issue.detail, lines.count > 1 else {
            return nil
        }
        let list = switch owner {
        case .project: "the project"
        case .target(let target): "target \"\(target)\""
        }
        let count = lines.count == 2 ? "twice" : "\(lines.count) times"
        let others = (2...lines.count).map { "\"\(name) #\($0)\"" }
        return "the configuration list of \(list) defines \"\(name)\" \(count) (lines "
            + lines.map(String.init).joined(separator: ", ") + "); which of them Xcode uses for a \(name) build is "
            + "ambiguous, so pbxlint checks each, the later as \(others.joined(separator: ", ")); "
            + "delete or rename the extra one"
    }
}
