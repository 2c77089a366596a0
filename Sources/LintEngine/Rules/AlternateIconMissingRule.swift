/// `alternate-icon-missing`: every alternate icon name has an icon set the target really compiles.
struct AlternateIconMissingRule: TargetRule {
    static let description = RuleDescription(
        id: "alternate-icon-missing",
        name: "Alternate icon has no icon set",
        defaultLevel: .error,
        summary: "Every alternate icon name has an icon set (.appiconset or .icon) in that target's asset catalogs",
        description: """
            actool turns each name in `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES` into an entry of \
            `CFBundleAlternateIcons`. If no icon set of that name is in one of the target's own asset catalogs, \
            the build still succeeds; the app then fails at runtime (`setAlternateIconName(_:)`: "The file doesn't \
            exist") or App Store upload rejects it (ITMS-90895 Missing Icon). pbxlint looks in every catalog the \
            target compiles (Resources phase, synchronized folders, also in subfolders) and accepts \
            `NAME.appiconset`, Icon Composer `NAME.icon` (Xcode 26) and tvOS image stacks. The message lists what \
            is available, suggests the closest name, calls out names that differ only in case (a warning: whether \
            such a name works depends on the file system and actool version, and no primary source settles it), \
            and says when the set exists only in another target's catalog.

            **Fix:** correct the name, rename the icon set, or add the catalog that holds it to the target \
            (File inspector → Target Membership).
            """,
        tags: ["icons"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "A typo in one name",
            snippet: #"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Gren";"#,
            files: ExampleProject.client(settings: [
                "Debug": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Gren""#],
                "Release": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Gren""#],
            ]),
            expectedMessages: [#"alternate icon "AppIcon-Gren" of target "Client" (Debug) has no icon set; did you mean "AppIcon-Green"?"#,
                               #"alternate icon "AppIcon-Gren" of target "Client" (Release) has no icon set; did you mean "AppIcon-Green"?"#]),
        RuleExample(
            title: "The name differs only in case",
            snippet: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-blue;   // set is AppIcon-Blue.appiconset",
            files: ExampleProject.client(configurations: ["Release"], settings: [
                "Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-blue"],
            ]),
            expectedMessages: ["differs only in case from AppIcon-Blue"]),
        RuleExample(
            title: "The set exists only in another target's catalog",
            snippet: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Red;   // AppIcon-Red.appiconset is in Widget/Icons.xcassets",
            files: ExampleProject.client(configurations: ["Release"], settings: ["Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Red"]],
                                         otherTargets: [ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension",
                                                                      catalogs: [ExampleCatalog(path: "Widget/Icons.xcassets", iconSets: ["AppIcon-Red"])])]),
            expectedMessages: [#"AppIcon-Red.appiconset exists only in a catalog of target "Widget"; add that catalog to target "Client""#]),
        RuleExample(
            title: "Every name has a set",
            snippet: #"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green";"#,
            files: ExampleProject.client(configurations: ["Release"], settings: [
                "Release": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
            ])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        let allSDKs = target.sdks
        struct Key: Hashable {
            let name: String
            let location: Location?
        }
        var groups = FindingGroups<Key>()
        var facts: [Key: SettingFact] = [:]
        for config in target.configurations {
            for name in Wording.unique(config.explicitAlternates) where !name.isEmpty && target.isMissing(name) {
                let key = Key(name: name, location: config[.alternateAppIconNames].location ?? config.location)
                groups.add(key, configuration: config.name, sdk: config.sdk)
                if facts[key] == nil { facts[key] = config[.alternateAppIconNames] }
            }
        }
        let allConfigurations = Wording.unique(target.configurations.map(\.name))
        var lookup = IconLookup(target)
        for key in groups.order {
            let configs = groups.configurations[key] ?? []
            let fact = facts[key] ?? SettingFact(key: "")
            let message = "alternate icon \"\(key.name)\" of target \"\(target.name)\""
                + Wording.configurations(configs, of: allConfigurations) + groups.sdkNote(key, allSDKs: allSDKs)
                + " has no icon set" + lookup.explain(key.name) + Wording.unknowable(fact)
            report.report(self, message, at: key.location ?? target.location, target: target.name,
                          configuration: configs.joined(separator: ","),
                          setting: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", name: key.name,
                          related: IconLookup.related(key.name, in: target),
                          cappedAt: lookup.caseOnlyMatch(key.name) == nil ? nil : .warning)
        }
    }
}
