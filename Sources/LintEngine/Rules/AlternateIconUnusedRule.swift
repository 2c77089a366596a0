import PlistKit

/// `alternate-icon-unused`: an app icon set that never ships.
struct AlternateIconUnusedRule: TargetRule {
    static let description = RuleDescription(
        id: "alternate-icon-unused",
        name: "Icon set never ships",
        defaultLevel: .warning,
        summary: "An app icon set in the target's catalogs is neither primary nor alternate in any configuration while include-all is off",
        description: """
            Since Xcode 13, actool copies only the primary icon and the listed alternates, unless \
            `ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS` is on. An icon set that nothing names is dead \
            weight — or, more often, an alternate someone forgot to list, which `setAlternateIconName(_:)` will \
            not find.

            **Fix:** add the name to `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`, or delete the icon set (on \
            watchOS, which has no alternate app icons, delete it).
            """,
        tags: ["icons"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "AppIcon-Green exists but is never listed",
            snippet: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue;   // catalog also has AppIcon-Green",
            files: ExampleProject.client(configurations: ["Release"], settings: [
                "Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue"],
            ]),
            expectedMessages: [#"icon set "AppIcon-Green" of target "Client" is neither the primary nor an alternate icon"#]),
        RuleExample(
            title: "A watch app's leftover icon set",
            snippet: "Watch: ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;   // catalog also has OldIcon; .pbxlint.json includes Watch",
            files: ExampleProject(configurations: ["Release"], targets: [
                ExampleTarget(name: "Watch", productType: "com.apple.product-type.application.watchapp2",
                              settings: ["Release": ["SDKROOT = watchos", "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"]],
                              catalogs: [ExampleCatalog(path: "Watch/Assets.xcassets", iconSets: ["AppIcon", "OldIcon"])]),
            ]).render().adding([".pbxlint.json": #"{ "targets": { "include": ["Watch"] } }"#]),
            expectedMessages: [#"icon set "OldIcon" of target "Watch" is neither the primary nor an alternate icon in any configuration, and ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS is off, so it never ships; watchOS has no alternate app icons, so delete it"#]),
        RuleExample(
            title: "Xcode's empty AppIcon template left beside the icon the target uses",
            snippet: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon-Blue;   // AppIcon.appiconset has no images",
            files: ExampleProject.client(configurations: ["Release"], settings: [
                "Release": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon-Blue"],
            ], iconSets: ["AppIcon-Blue"]).adding([
                "Client/Assets.xcassets/AppIcon.appiconset/Contents.json":
                    #"{ "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ] }"#,
            ]),
            expectedMessages: [#"icon set "AppIcon" of target "Client" is neither the primary nor an alternate icon in any configuration, and ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS is off, so it never ships; it has no images, so delete it"#]),
        RuleExample(
            title: "Include-all ships every set",
            snippet: "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES;",
            files: ExampleProject.client(configurations: ["Release"], settings: [
                "Release": ["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES"],
            ])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        let isWatchApp = target.productType.hasPrefix("com.apple.product-type.application.watchapp")
            || target.configurations.contains { $0.sdk.hasPrefix("watch") }
        let empty = Set(target.iconSetProblems.filter(\.hasNoImages).map { IconSetInvalidRule.folder(of: $0.location.file) })
        for provider in target.iconSetsThatNeverShip {
            let file = provider.path + (provider.kind == .iconComposer ? "/icon.json" : "/Contents.json")
            let listed = target.configurations.first { $0[.alternateAppIconNames].location != nil }
            // watchOS has no alternate app icons: the only remedy there is to delete the set (or make it primary).
            // A set without images (Xcode's empty template) would ship an empty icon if listed: delete it.
            let remedy = empty.contains(provider.path) ? "it has no images, so delete it"
                : isWatchApp ? "watchOS has no alternate app icons, so delete it"
                : "list it in ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES or delete it"
            report.report(self, "icon set \"\(provider.name)\" of target \"\(target.name)\" is neither the primary nor "
                          + "an alternate icon in any configuration, and ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS "
                          + "is off, so it never ships; " + remedy,
                          at: Location(file: file, range: Self.firstLine), target: target.name, name: provider.name,
                          related: listed.flatMap { c in
                              c[.alternateAppIconNames].location.map { [RelatedLocation(location: $0, message: "alternate icons of \(c.name) are set here")] }
                          } ?? [])
        }
    }

    /// Line 1, column 1: where to point in a Contents.json that is fine but unused.
    static let firstLine = SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1),
                                       startOffset: 0, endOffset: 0)
}
