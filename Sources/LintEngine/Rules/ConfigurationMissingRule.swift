/// `configuration-missing`: a target lacks a configuration the project defines.
struct ConfigurationMissingRule: TargetRule {
    static let description = RuleDescription(
        id: "configuration-missing",
        name: "Target lacks a project configuration",
        defaultLevel: .warning,
        summary: "A target lacks a build configuration that the project defines",
        description: """
            When you build configuration *Beta* and a target has no configuration of that name, Xcode silently \
            uses the project's default configuration for that target (docs/reference/xcode-semantics.md §3.3) — usually Release, \
            sometimes Debug — with whatever icon settings it has.

            **Fix:** add the configuration to the target (Project → Info → Configurations duplicates it for all \
            targets at once).
            """,
        tags: ["configuration"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The project has Beta, the target does not",
            snippet: "project: Debug, Release, Beta   target Client: Debug, Release",
            files: ExampleProject(configurations: ["Debug", "Release", "Beta"], targets: [
                ExampleTarget(configurations: ["Debug", "Release"],
                              settings: ["Debug": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"],
                                         "Release": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"]],
                              catalogs: [ExampleCatalog(iconSets: ["AppIcon"])]),
            ]).render(),
            expectedMessages: [#"target "Client" has no "Beta" configuration"#]).pbxprojOnly("a target configuration list of its own; an xcproj target has the project's configurations"),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        for name in target.missingConfigurations {
            report.report(self, "target \"\(target.name)\" has no \"\(name)\" configuration, which the project "
                          + "defines; building \(name) uses another configuration of this target instead",
                          at: target.configurationListLocation ?? target.location, target: target.name,
                          configuration: name)
        }
    }
}
