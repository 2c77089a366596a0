import XcodeModel

/// `alternate-icon-is-primary`: a name is both the primary icon and an alternate.
struct AlternateIconIsPrimaryRule: TargetRule {
    static let description = RuleDescription(
        id: "alternate-icon-is-primary",
        name: "Primary icon listed as alternate",
        defaultLevel: .warning,
        summary: "A name is both the primary app icon and an alternate icon",
        description: """
            Listing the primary icon among the alternates is at best redundant — `setAlternateIconName(nil)` \
            already restores the primary — and some toolchains reject it ("The image resource is specified as \
            both 'AppIcon' and 'AlternateAppIcon'").

            **Fix:** remove the primary icon's name from `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`.
            """,
        tags: ["icons"],
        fix: """
            removes the primary's name from the list, keeping the value's style; not when the assignment also \
            decides a configuration with another primary icon, or uses a macro such as `$(inherited)`.
            """)

    static let examples: [RuleExample] = [
        RuleExample(
            title: "AppIcon is primary and alternate",
            snippet: #"ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon; ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon AppIcon-Blue";"#,
            files: ExampleProject.client(configurations: ["Release"], settings: [
                "Release": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon AppIcon-Blue""#],
            ]),
            expectedMessages: [#""AppIcon" is both the primary and an alternate app icon of target "Client""#]),
        RuleExample(
            title: "Only other names are alternates",
            snippet: #"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue";"#,
            files: ExampleProject.client(configurations: ["Release"], settings: [
                "Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue"],
            ])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        struct Key: Hashable {
            let name: String
            let location: Location?
        }
        var groups = FindingGroups<Key>()
        // The primaries of the configurations each assignment decides: removing a name is safe only when it is
        // the primary of all of them.
        var primariesDecidedAt: [Location: Set<String>] = [:]
        var listAt: [Location: [String]] = [:]
        for config in target.configurations {
            if let location = config[.alternateAppIconNames].location {
                primariesDecidedAt[location, default: []].insert(config[.appIconName].string)
                if config[.alternateAppIconNames].unknowable == nil { listAt[location] = config[.alternateAppIconNames].list }
            }
        }
        var origins: [Key: [RelatedLocation]] = [:]
        for config in target.configurations {
            let primary = config[.appIconName].string
            guard !primary.isEmpty, config.explicitAlternates.contains(primary) else { continue }
            let key = Key(name: primary, location: config[.alternateAppIconNames].location ?? config.location)
            groups.add(key, configuration: config.name, sdk: config.sdk)
            if origins[key] == nil { origins[key] = Self.primaryOrigin(config) }
        }
        let all = Wording.unique(target.configurations.map(\.name))
        for key in groups.order {
            let configs = groups.configurations[key] ?? []
            report.report(self, "\"\(key.name)\" is both the primary and an alternate app icon of target "
                          + "\"\(target.name)\"" + Wording.configurations(configs, of: all)
                          + "; remove it from ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES",
                          at: key.location ?? target.location, target: target.name,
                          configuration: configs.joined(separator: ","),
                          setting: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", name: key.name,
                          related: origins[key] ?? [],
                          fix: key.location.flatMap { location -> Fix? in
                              guard primariesDecidedAt[location] == [key.name], let list = listAt[location] else {
                                  return nil
                              }
                              return .setNames(assignment: location, current: list,
                                               names: list.filter { $0 != key.name })
                          })
        }
    }
    /// Where the primary's name came from when `ASSETCATALOG_COMPILER_APPICON_NAME` takes it from another
    /// setting (`= ${PRIMARY_APP_ICON}`, set in an xcconfig): the lines that set those settings, as `pbxlint
    /// settings` shows them. Empty when the name is written in the assignment itself.
    static func primaryOrigin(_ config: ConfigurationFacts) -> [RelatedLocation] {
        let name = Setting.appIconName.name
        let value = config[.appIconName].string
        var seen = Set<String>()
        return config.provenance(.appIconName).contributors.compactMap { assignment -> RelatedLocation? in
            guard assignment.name != name, assignment.level != .builtin,
                  seen.insert("\(assignment.file):\(assignment.range?.startOffset ?? -1)").inserted else { return nil }
            return RelatedLocation(location: Location(file: assignment.file, range: assignment.range),
                                   message: "the primary icon's name \"\(value)\" comes from \(assignment.name), set here")
        }.prefix(3).map { $0 }
    }
}
