import XcodeModel

/// `include-all-icons-consistent`: include-all is on in some configurations and off in others.
struct IncludeAllIconsConsistentRule: TargetRule {
    static let description = RuleDescription(
        id: "include-all-icons-consistent",
        name: "Include-all consistent across configurations",
        defaultLevel: .warning,
        summary: "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS differs between configurations",
        description: """
            With `ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES` every icon set ships as an alternate; \
            with `NO` only the listed ones do. When Debug has it on and Release off, every alternate works while \
            you test and all but the listed ones vanish from the App Store build.

            **Fix:** set it once for all configurations (target level or a shared xcconfig).
            """,
        tags: ["icons", "configuration"],
        fix: """
            gives a configuration that does not set it at all the setting every other configuration has, where \
            they have it: the `#include` line their xcconfigs have, the line their own xcconfigs have, or the key \
            in the project file at the same level (not on a tie, and not where an assignment of this \
            configuration under a condition would shadow it or be shadowed).
            """)

    static let examples: [RuleExample] = [
        RuleExample(
            title: "On in Debug only",
            snippet: "Debug: ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES;   Release: (not set)",
            files: ExampleProject.client(settings: [
                "Debug": ["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES"],
                "Release": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
            ]),
            expectedMessages: [#"Release of target "Client" has ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS off but Debug has it on"#]),
        RuleExample(
            title: "Release alone does not set it (fixed by adding it where Debug and Beta have it)",
            snippet: "Debug, Beta: ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES;   Release: (not set)",
            files: ExampleProject.client(configurations: ["Debug", "Release", "Beta"], settings: [
                "Debug": ["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES"],
                "Beta": ["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES"],
            ]),
            expectedMessages: [#"Release of target "Client" has ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS off but Debug and Beta have it on"#]),
        RuleExample(
            title: "On everywhere",
            snippet: "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES;   // both configurations",
            files: ExampleProject.client(settings: [
                "Debug": ["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES"],
                "Release": ["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES"],
            ])),
    ]

    /// The setting added to `config`, which does not set it (neither the setting nor the flag), as `majority`
    /// sets it; nil when it sets it somewhere (a value to change, not a setting to add) or the others use the flag.
    static func fix(_ config: ConfigurationFacts, like majority: [ConfigurationFacts]) -> Fix? {
        let name = Setting.includeAllAppIcons.name
        guard !config[.includeAllAppIcons].isSet, config[.includeAllAppIcons].unknowable == nil,
              !config[.assetCatalogOtherFlags].list.contains("--include-all-app-icons"),
              let value = majority.first?[.includeAllAppIcons].string,
              majority.allSatisfy({ $0[.includeAllAppIcons].isSet && $0[.includeAllAppIcons].string == value
                                    && $0[.includeAllAppIcons].unknowable == nil })
        else { return nil }
        return MissingSettingFix.fix(name, for: config, like: majority, names: [value])
    }

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        var seen = Set<String>()
        for sdk in target.sdks {
            let configs = target.configurations.filter { $0.sdk == sdk }
            let on = configs.filter(\.includesAllIcons)
            let off = configs.filter { !$0.includesAllIcons }
            guard !on.isEmpty, !off.isEmpty else { continue }
            // Report the minority; with a tie, the configurations that have it off (they ship fewer icons).
            let (minority, majority, state) = on.count < off.count ? (on, off, "on") : (off, on, "off")
            let other = state == "on" ? "off" : "on"
            // A fix when one configuration alone lacks the setting and all the others agree (not on a tie).
            let fix: Fix? = minority.count == 1 && majority.count > 1 ? Self.fix(minority[0], like: majority) : nil
            for config in minority where seen.insert(config.label).inserted {
                report.report(self, "\(config.label) of target \"\(target.name)\" has "
                              + "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS \(state) but "
                              + "\(Wording.list(majority.map(\.label))) \(Wording.plural(majority.count, "has", "have")) "
                              + "it \(other)" + Wording.origin(config[.includeAllAppIcons]),
                              at: config[.includeAllAppIcons].location ?? config.location, target: target.name,
                              configuration: config.name, setting: "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS",
                              related: majority.prefix(1).map {
                                  RelatedLocation(location: $0[.includeAllAppIcons].location ?? $0.location,
                                                  message: "\($0.label) has it \(other)")
                              }, fix: fix)
            }
        }
    }
}
