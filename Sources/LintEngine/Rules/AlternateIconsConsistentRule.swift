import XcodeModel

/// `alternate-icons-consistent`: every configuration of an app target ships the same alternate icons.
struct AlternateIconsConsistentRule: TargetRule {
    static let description = RuleDescription(
        id: "alternate-icons-consistent",
        name: "Alternate icons consistent across configurations",
        defaultLevel: .error,
        summary: "All configurations of an app target resolve the same set of alternate icon names",
        description: """
            `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES` is a per-configuration build setting. When Release (or \
            Beta) forgets a name that Debug lists, the app builds and runs fine in development, then \
            `setAlternateIconName(_:)` fails in the shipped build with "The file doesn't exist". pbxlint resolves \
            the setting for every configuration (xcconfig includes, `$(inherited)`, conditions, per SDK) and \
            compares the sets the build would really ship (with include-all, every icon set counts); order does \
            not matter. Each configuration that differs from the majority is reported at the line that decided \
            its value, naming what it lacks and what it adds.

            **Fix:** set the same names in every configuration — best once, at the target level for all \
            configurations or in a shared xcconfig — and delete per-configuration overrides.
            """,
        tags: ["icons", "configuration"],
        fix: """
            makes the configuration list the names the majority of configurations lists (not on a tie), in their \
            order, at the place that \
            decided its value (the project file's value for that configuration, or the xcconfig line), keeping the \
            value's style (a quoted string, a word, or a parenthesised list with its indentation). It leaves the \
            finding alone when that place also decides a configuration that is right, when the value uses a macro \
            such as `$(inherited)`, when include-all or `ASSETCATALOG_OTHER_FLAGS` differ, or when the value \
            cannot be known offline. A configuration that does not set the names at all, while every other \
            configuration lists the same ones, gets them where the others have them: the `#include` line their \
            xcconfigs have (the same path spelling), the line their own xcconfigs have, or the key in the project \
            file at the same level, in Xcode's key order (a `[config=Name]` key in a project.xcproj); without an \
            xcconfig of its own, in the project file. It says why it adds nothing when an assignment of that \
            configuration under a condition would shadow the addition or be shadowed by it, when the others set \
            the names in different places or with a macro, or when the xcconfig is the base of other \
            configurations too.
            """)

    static let examples: [RuleExample] = [
        RuleExample(
            title: "Release forgets a name that Debug and Beta list",
            snippet: """
                Debug:   ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green";
                Release: ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Green;
                Beta:    ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Green AppIcon-Blue";
                """,
            files: ExampleProject.client(configurations: ["Debug", "Release", "Beta"], settings: [
                "Debug": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
                "Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Green"],
                "Beta": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Green AppIcon-Blue""#],
            ]),
            expectedMessages: [#"Release of target "Client" lacks the alternate icon AppIcon-Blue, which Debug and Beta list; it lists AppIcon-Green"#]),
        RuleExample(
            title: "Release lists a name for the simulator only",
            snippet: """
                Debug:   ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green";
                Release: ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Green;
                         "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES[sdk=iphonesimulator*]" = "AppIcon-Blue AppIcon-Green";
                """,
            files: ExampleProject.client(settings: [
                "Debug": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
                "Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Green",
                            #""ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES[sdk=iphonesimulator*]" = "AppIcon-Blue AppIcon-Green""#],
            ]),
            expectedMessages: ["lacks the alternate icon AppIcon-Blue for iphoneos, which Debug lists; it lists AppIcon-Green"]),
        RuleExample(
            title: "The same names in every configuration, in any order",
            snippet: """
                Debug:   ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green";
                Release: ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = (AppIcon-Green, AppIcon-Blue);
                """,
            files: ExampleProject.client(settings: [
                "Debug": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
                "Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = (AppIcon-Green, AppIcon-Blue)"],
            ])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        let allSDKs = target.sdks
        // With include-all every provider ships except the primary; primaries that differ per configuration
        // (AppIcon.dev in Debug) are not alternates anywhere, so they are left out of every set.
        let primaries = Set(target.configurations.map { $0[.appIconName].string })
        let allProviderNames = target.providers.map(\.name).filter { !primaries.contains($0) }
        struct Finding: Hashable {
            let configuration: String
            let missing: [String]
            let extra: [String]
            let majority: [String]
        }
        var groups = FindingGroups<Finding>()
        var facts: [Finding: (ConfigurationFacts, ConfigurationFacts)] = [:]
        // The effective sets each assignment decides, across configurations and SDKs: a fix may edit it only when
        // every configuration it decides is wrong in the same way.
        // Keyed by "file:offset" and holding each set as its sorted names joined: dictionaries of types the rest of
        // the program already uses, so no generic metadata is built at run time for them.
        var setsDecidedAt: [String: Set<String>] = [:]
        var tied = Set<String>()
        // For a configuration that lacks the setting: the others, when they all agree (the siblings to copy from).
        var agreeing: [String: [ConfigurationFacts]] = [:]
        for sdk in allSDKs {
            let configs = target.configurations.filter { $0.sdk == sdk }
            guard configs.count > 1 else { continue }
            let sets = configs.map { effectiveSet($0, providers: allProviderNames) }
            for (config, set) in zip(configs, sets) {
                if let location = config[.alternateAppIconNames].location {
                    setsDecidedAt[decidingKey(location), default: []].insert(set.sorted().joined(separator: "\n"))
                }
            }
            // The majority set; ties go to the set of the earliest configuration.
            var tally: [Set<String>: Int] = [:]
            for s in sets { tally[s, default: 0] += 1 }
            guard tally.count > 1, let majority = sets.max(by: { tally[$0, default: 0] < tally[$1, default: 0] })
            else { continue }
            guard let exemplar = zip(configs, sets).first(where: { $0.1 == majority })?.0 else { continue }
            let majorityNames = configs.indices.filter { sets[$0] == majority }.map { configs[$0].label }
            // A fix needs a real majority: with a tie there is no telling which configuration is right.
            let strict = tally.allSatisfy { $0.key == majority || $0.value < tally[majority, default: 0] }
            for (config, set) in zip(configs, sets) where set != majority {
                if !strict { tied.insert(config.label) }
                let others = zip(configs, sets).filter { $0.0.label != config.label }
                if others.allSatisfy({ $0.1 == majority }) { agreeing[config.label] = others.map(\.0) }
                let finding = Finding(configuration: config.label, missing: majority.subtracting(set).sorted(),
                                      extra: set.subtracting(majority).sorted(), majority: majorityNames)
                groups.add(finding, configuration: config.label, sdk: sdk)
                if facts[finding] == nil { facts[finding] = (config, exemplar) }
            }
        }
        for finding in groups.order {
            guard let (config, exemplar) = facts[finding] else { continue }
            let others = Wording.list(finding.majority)
            let plural = finding.majority.count != 1
            let listed = config.explicitAlternates
            let sdkNote = groups.sdkNote(finding, allSDKs: allSDKs)
            // Lead with what this configuration lacks, then what it adds, then what it lists.
            var message = "\(config.label) of target \"\(target.name)\""
            if !finding.missing.isEmpty {
                message += " lacks the alternate \(Wording.plural(finding.missing.count, "icon", "icons")) "
                    + Wording.list(finding.missing) + sdkNote + ", which \(others) \(plural ? "list" : "lists")"
            }
            if !finding.extra.isEmpty {
                message += (finding.missing.isEmpty ? " adds the alternate \(Wording.plural(finding.extra.count, "icon", "icons")) " : "; it adds ")
                    + Wording.list(finding.extra) + (finding.missing.isEmpty ? sdkNote : "")
                    + ", which \(others) \(plural ? "do" : "does") not list"
            }
            message += listed.isEmpty ? "; it lists none"
                : "; it lists " + Wording.list(Wording.unique(listed))
            if config.includesAllIcons != exemplar.includesAllIcons {
                message += " (include-all is \(config.includesAllIcons ? "on" : "off") here, "
                    + "\(exemplar.includesAllIcons ? "on" : "off") in \(exemplar.label))"
            }
            message += (config[.alternateAppIconNames].isSet ? Wording.origin(config[.alternateAppIconNames]) : "")
                + Wording.unknowable(config[.alternateAppIconNames])
            var related: [RelatedLocation] = []
            if let there = exemplar[.alternateAppIconNames].location {
                related.append(RelatedLocation(location: there, message: "\(exemplar.label) sets it here"))
            }
            // A configuration that lists no names differs through include-all alone: its include-all line decided it.
            let includeAllDiffers = config.includesAllIcons != exemplar.includesAllIcons
            let decidedAt = config[.alternateAppIconNames].location
                ?? (includeAllDiffers ? config[.includeAllAppIcons].location : nil) ?? config.location
            if includeAllDiffers, let there = exemplar[.includeAllAppIcons].location {
                related.append(RelatedLocation(location: there, message: "\(exemplar.label) sets include-all here"))
            }
            report.report(self, message, at: decidedAt, target: target.name,
                          configuration: config.name, setting: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES",
                          name: (finding.missing + finding.extra.map { "+" + $0 }).joined(separator: ","),
                          related: related, fix: tied.contains(config.label) ? nil
                              : fix(config, toward: exemplar, providers: allProviderNames, setsDecidedAt: setsDecidedAt,
                                    agreeing: agreeing[config.label] ?? []))
        }
    }

    /// What the build would ship as alternates (docs/reference/xcode-semantics.md §6.2): the explicit names, plus every icon
    /// provider but the primary when include-all is on.
    /// Listing the exemplar's names at the assignment that decided `config`, when that is safe: the assignment
    /// decides no configuration that is right, both configurations name their alternates only in this setting,
    /// include-all agrees, and nothing is unknowable.
    /// A configuration that does not set the names at all gets them where the others, which all agree, set them
    /// (`MissingSettingFix`).
    static func fix(_ config: ConfigurationFacts, toward exemplar: ConfigurationFacts, providers: [String],
                    setsDecidedAt: [String: Set<String>], agreeing: [ConfigurationFacts]) -> Fix? {
        if !config[.alternateAppIconNames].isSet, config[.alternateAppIconNames].unknowable == nil, !agreeing.isEmpty,
           config.explicitAlternates.isEmpty,
           config.includesAllIcons == exemplar.includesAllIcons, exemplar[.alternateAppIconNames].unknowable == nil,
           exemplar.explicitAlternates == exemplar[.alternateAppIconNames].list {
            let names = Wording.unique(exemplar[.alternateAppIconNames].list.filter { !$0.isEmpty })
            guard Set(names).union(config.includesAllIcons ? Set(providers.filter { $0 != config[.appIconName].string }) : [])
                == effectiveSet(exemplar, providers: providers) else { return nil }
            return MissingSettingFix.fix(Setting.alternateAppIconNames.name, for: config, like: agreeing, names: names)
        }
        guard let location = config[.alternateAppIconNames].location, config[.alternateAppIconNames].unknowable == nil,
              exemplar[.alternateAppIconNames].unknowable == nil, config.includesAllIcons == exemplar.includesAllIcons,
              config.explicitAlternates == config[.alternateAppIconNames].list,
              exemplar.explicitAlternates == exemplar[.alternateAppIconNames].list,
              setsDecidedAt[decidingKey(location)]?.count == 1 else { return nil }
        let names = Wording.unique(exemplar[.alternateAppIconNames].list.filter { !$0.isEmpty })
        guard Set(names).union(config.includesAllIcons ? Set(providers.filter { $0 != config[.appIconName].string }) : [])
            == effectiveSet(exemplar, providers: providers) else { return nil }
        return .setNames(assignment: location, current: config[.alternateAppIconNames].list, names: names)
    }

    static func decidingKey(_ location: Location) -> String {
        location.file + ":" + String(location.range?.startOffset ?? -1)
    }

    static func effectiveSet(_ config: ConfigurationFacts, providers: [String]) -> Set<String> {
        var set = Set(config.explicitAlternates.filter { !$0.isEmpty })
        if config.includesAllIcons {
            set.formUnion(providers.filter { $0 != config[.appIconName].string })
        }
        return set
    }
}

