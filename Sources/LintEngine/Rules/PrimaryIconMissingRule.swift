/// `primary-icon-missing`: `ASSETCATALOG_COMPILER_APPICON_NAME` names an icon set the target compiles.
struct PrimaryIconMissingRule: TargetRule {
    static let description = RuleDescription(
        id: "primary-icon-missing",
        name: "Primary icon has no icon set",
        defaultLevel: .error,
        summary: "ASSETCATALOG_COMPILER_APPICON_NAME names an existing icon set of the target",
        description: """
            The primary icon name must match an icon set (or Icon Composer `.icon`) in the target's catalogs, or \
            actool fails with "None of the input catalogs contained a matching stickers icon set or app icon set \
            named …" — and with some configurations only in the one you did not try. pbxlint resolves the name per \
            configuration, including names built from variables such as `AppIcon$(BUNDLE_ID_SUFFIX)`.

            **Fix:** correct the setting or add the icon set to one of the target's catalogs.
            """,
        tags: ["icons"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "Release names a set that does not exist",
            snippet: "Release: ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon-Release;",
            files: ExampleProject.client(settings: [
                "Debug": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"],
                "Release": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon-Release"],
            ]),
            expectedMessages: [#"primary app icon "AppIcon-Release" of target "Client" (Release) has no icon set"#]),
        RuleExample(
            title: "The primary set exists",
            snippet: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;",
            files: ExampleProject.client(settings: [:])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        // Without a catalog or .icon document actool never runs, and the setting has no effect.
        guard target.hasIconInputs else { return }
        struct Key: Hashable {
            let name: String
            let location: Location?
        }
        var groups = FindingGroups<Key>()
        var facts: [Key: SettingFact] = [:]
        for config in target.configurations {
            let name = config[.appIconName].string
            guard config[.appIconName].isSet, !name.isEmpty, target.isMissing(name) else { continue }
            let key = Key(name: name, location: config[.appIconName].location)
            groups.add(key, configuration: config.name, sdk: config.sdk)
            if facts[key] == nil { facts[key] = config[.appIconName] }
        }
        let all = Wording.unique(target.configurations.map(\.name))
        for key in groups.order {
            let configs = groups.configurations[key] ?? []
            let message = "primary app icon \"\(key.name)\" of target \"\(target.name)\""
                + Wording.configurations(configs, of: all) + groups.sdkNote(key, allSDKs: target.sdks)
                + " has no icon set" + IconLookup.explain(key.name, in: target)
                + Wording.unknowable(facts[key] ?? SettingFact(key: ""))
            report.report(self, message, at: key.location ?? target.location, target: target.name,
                          configuration: configs.joined(separator: ","),
                          setting: "ASSETCATALOG_COMPILER_APPICON_NAME", name: key.name,
                          related: IconLookup.related(key.name, in: target), cappedAt: IconLookup.cap(key.name, in: target))
        }
    }
}
