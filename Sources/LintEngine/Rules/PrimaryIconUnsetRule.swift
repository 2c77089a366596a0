import XcodeModel

/// `primary-icon-unset`: one configuration of an app names no primary icon while all the others name the same one.
struct PrimaryIconUnsetRule: TargetRule {
    static let description = RuleDescription(
        id: "primary-icon-unset",
        name: "Primary icon forgotten in a configuration",
        defaultLevel: .warning,
        summary: "A configuration of an app sets ASSETCATALOG_COMPILER_APPICON_NAME when all the others set the same name",
        description: """
            Without `ASSETCATALOG_COMPILER_APPICON_NAME` actool compiles no primary icon: builds of that \
            configuration show a blank icon, and an upload of one is rejected for a missing icon. A configuration \
            created by duplicating the wrong one, or an xcconfig that forgot the `#include` the others have, loses \
            it while the configuration you run every day still shows the icon. pbxlint reports a configuration of \
            an app that does not set it when every other configuration sets the same name and the app compiles \
            that icon set. It is a warning: the build itself does not fail.

            **Fix:** set the name once for all configurations (target level or a shared xcconfig), or where the \
            other configurations set it.
            """,
        tags: ["icons", "configuration"],
        fix: """
            gives the configuration the name where all the others have it: the `#include` line their xcconfigs \
            have, the line their own xcconfigs have, or the key in the project file at the same level, in Xcode's \
            key order (a `[config=Name]` key in a project.xcproj). It says why it adds nothing when an assignment \
            of that configuration under a condition would shadow the addition or be shadowed by it, or when the \
            xcconfig is the base of other configurations too.
            """)

    static let examples: [RuleExample] = [
        RuleExample(
            title: "Beta, duplicated from the wrong configuration, has no primary icon",
            snippet: """
                Debug, Release: ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
                Beta:           (not set)
                """,
            files: ExampleProject(configurations: ["Debug", "Release", "Beta"], targets: [
                ExampleTarget(settings: ["Debug": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"],
                                         "Release": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"]],
                              catalogs: [ExampleCatalog(iconSets: ["AppIcon"])]),
            ]).render(),
            expectedMessages: [#"Beta of target "Client" names no primary app icon (ASSETCATALOG_COMPILER_APPICON_NAME), which Debug and Release set to "AppIcon""#]),
        RuleExample(
            title: "A primary per configuration is a choice, not a slip",
            snippet: """
                Debug:   ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon-Dev;
                Release: ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
                """,
            files: ExampleProject.client(settings: ["Debug": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon-Dev"]],
                                         iconSets: ["AppIcon", "AppIcon-Dev"])),
        RuleExample(
            title: "No configuration names one (an app whose icon comes from elsewhere)",
            snippet: "(not set in any configuration)",
            files: ExampleProject(targets: [ExampleTarget(catalogs: [ExampleCatalog(iconSets: ["AppIcon"])])]).render()),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        guard target.hasIconInputs, PrimaryIconNotBuiltRule.productTypes.contains(target.productType) else { return }
        var seen = Set<String>()
        for sdk in target.sdks {
            let configs = target.configurations.filter { $0.sdk == sdk }
            guard configs.allSatisfy({ $0[.appIconName].unknowable == nil }) else { continue }
            let lacking = configs.filter { !$0[.appIconName].isSet }
            let others = configs.filter { $0[.appIconName].isSet }
            guard !lacking.isEmpty, let name = others.first?[.appIconName].string, !name.isEmpty,
                  others.allSatisfy({ $0[.appIconName].string == name }), target.provider(named: name) != nil
            else { continue }
            let labels = Wording.list(others.map(\.label))
            for config in lacking where seen.insert(config.label).inserted {
                report.report(self, "\(config.label) of target \"\(target.name)\" names no primary app icon "
                              + "(\(Setting.appIconName.name)), which \(labels) "
                              + "\(others.count == 1 ? "sets" : "set") to \"\(name)\"; its builds have no icon",
                              at: config.location, target: target.name, configuration: config.name,
                              setting: Setting.appIconName.name, name: name,
                              related: others.prefix(1).compactMap { other in
                                  other[.appIconName].location.map {
                                      RelatedLocation(location: $0, message: "\(other.label) sets it here")
                                  }
                              },
                              fix: MissingSettingFix.fix(Setting.appIconName.name, for: config, like: others,
                                                         names: [name]))
            }
        }
    }
}
