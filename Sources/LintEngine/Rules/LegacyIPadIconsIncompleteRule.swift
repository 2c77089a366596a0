/// `legacy-ipad-icons-incomplete`: `CFBundleIcons~ipad` lacks alternates that `CFBundleIcons` declares.
struct LegacyIPadIconsIncompleteRule: TargetRule {
    static let description = RuleDescription(
        id: "legacy-ipad-icons-incomplete",
        name: "iPad icon dictionary incomplete",
        defaultLevel: .error,
        summary: "CFBundleIcons~ipad lacks alternates that CFBundleIcons declares (on iPad it replaces it wholesale)",
        description: """
            On iPad, `CFBundleIcons~ipad` replaces `CFBundleIcons` entirely — there is no merge and no fallback \
            (CoreFoundation's device-specific key handling). An alternate declared only in `CFBundleIcons` \
            therefore fails on iPad with "iconName not found in CFBundleAlternateIcons entry", while it works on \
            every iPhone you test. Checked when the target supports iPad (`TARGETED_DEVICE_FAMILY` contains 2).

            **Fix:** repeat every alternate of `CFBundleIcons` in `CFBundleIcons~ipad` (with iPad-sized files).
            """,
        tags: ["icons", "legacy", "info-plist", "ipad"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The iPad dictionary forgets Light",
            snippet: "CFBundleIcons: Dark, Light   CFBundleIcons~ipad: Dark   TARGETED_DEVICE_FAMILY = \"1,2\"",
            files: ExampleProject(configurations: ["Release"], targets: [
                ExampleTarget(settings: ["Release": ["INFOPLIST_FILE = Client/Info.plist", #"TARGETED_DEVICE_FAMILY = "1,2""#]],
                              resources: ["Client/Dark@2x.png", "Client/Light@2x.png", "Client/Dark-iPad@2x.png"]),
            ], files: ["Client/Info.plist": LegacyExamples.plist(alternates: ["Dark": ["Dark"], "Light": ["Light"]],
                                                                iPad: ["Dark": ["Dark-iPad"]])]).render(),
            expectedMessages: [#"CFBundleIcons~ipad of target "Client" lacks the alternate icon "Light""#]),
        RuleExample(
            title: "iPhone-only app without an iPad dictionary",
            snippet: "CFBundleIcons: Dark   TARGETED_DEVICE_FAMILY = 1",
            files: ExampleProject(configurations: ["Release"], targets: [
                ExampleTarget(settings: ["Release": ["INFOPLIST_FILE = Client/Info.plist", "TARGETED_DEVICE_FAMILY = 1"]],
                              resources: ["Client/Dark@2x.png"]),
            ], files: ["Client/Info.plist": LegacyExamples.plist(alternates: ["Dark": ["Dark"]])]).render()),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        for plist in target.legacy where plist.supportsIPad {
            guard let base = plist.base, let iPad = plist.iPad else { continue }
            let iPadNames = Set(iPad.alternates.compactMap(\.name))
            for alt in base.alternates {
                guard let name = alt.name, !iPadNames.contains(name) else { continue }
                report.report(self, "\(iPad.key) of target \"\(target.name)\" lacks the alternate icon \"\(name)\" that "
                              + "CFBundleIcons declares; on iPad \(iPad.key) replaces CFBundleIcons, so "
                              + "setAlternateIconName(\"\(name)\") fails there",
                              at: iPad.location, target: target.name,
                              configuration: plist.configurations.joined(separator: ","), name: name,
                              related: [RelatedLocation(location: alt.location, message: "\"\(name)\" is declared here")])
            }
            let baseNames = Set(base.alternates.compactMap(\.name))
            for alt in iPad.alternates {
                guard let name = alt.name, !baseNames.contains(name) else { continue }
                report.report(self, "CFBundleIcons of target \"\(target.name)\" lacks the alternate icon \"\(name)\" that "
                              + "\(iPad.key) declares, so it exists on iPad only",
                              at: alt.location, target: target.name,
                              configuration: plist.configurations.joined(separator: ","), name: name + "~iphone")
            }
        }
    }
}
