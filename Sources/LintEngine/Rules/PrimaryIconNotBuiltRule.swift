import XcodeModel

/// `primary-icon-not-built`: an app names a primary icon but compiles nothing it could come from.
struct PrimaryIconNotBuiltRule: TargetRule {
    static let description = RuleDescription(
        id: "primary-icon-not-built",
        name: "Primary icon named but no asset catalog compiled",
        defaultLevel: .warning,
        summary: "An app that sets ASSETCATALOG_COMPILER_APPICON_NAME compiles an asset catalog or .icon document",
        description: """
            `ASSETCATALOG_COMPILER_APPICON_NAME` only tells actool which icon set to compile, and actool runs only \
            for a target whose Copy Bundle Resources phase (or synchronized folder) includes an asset catalog or an \
            Icon Composer `.icon` document. When none does, the build succeeds without a word and the app has no \
            icon: the Home Screen shows a blank one and App Store Connect rejects the upload.

            pbxlint reports it when the mistake is visible in the project: the named icon set is in a catalog of \
            another target, or the app's own synchronized folder holds a catalog or `.icon` document that its \
            exceptions exclude from the app. An app that sets the name but has no catalog anywhere (a developer \
            tool, a test host, a setting left over from the template) is not reported, nor is an app whose \
            Info.plist names icon files (`CFBundleIconFiles`, `CFBundleIconFile`, files under `CFBundleIcons`) or \
            cannot be read. It is a warning: the build itself does not fail.

            **Fix:** add the catalog that holds the icon set to the target (target membership, or remove it from \
            the synchronized folder's exceptions), or remove the setting if the app has no icon on purpose.
            """,
        tags: ["icons"])

    /// Apps that show an icon of their own (iMessage apps take theirs from a sticker pack; a watch app's iOS
    /// container has none).
    static let productTypes: Set<String> = [
        "com.apple.product-type.application",
        "com.apple.product-type.application.on-demand-install-capable",
        "com.apple.product-type.application.watchapp2",
        "com.apple.product-type.application.watchapp",
    ]

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The icon set is in another target's catalog only",
            snippet: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;   // AppIcon.appiconset is in Widget/Icons.xcassets",
            files: ExampleProject(configurations: ["Release"], targets: [
                ExampleTarget(settings: ["Release": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"]]),
                widget(iconSets: ["AppIcon"]),
            ]).render(),
            expectedMessages: [#"target "Client" (Release) names the primary app icon "AppIcon" but compiles no asset catalog or .icon document, so the app is built without an icon; AppIcon.appiconset is in a catalog of target "Widget""#]),
        RuleExample(
            title: "The catalog is compiled",
            snippet: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;   // Client/Assets.xcassets in Copy Bundle Resources",
            files: ExampleProject.client(settings: [:])),
        RuleExample(
            title: "The icon comes from files the Info.plist names",
            snippet: "CFBundleIconFiles = (Icon.png);   // no catalog in the app",
            files: ExampleProject(configurations: ["Release"], targets: [
                ExampleTarget(settings: ["Release": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon",
                                                     "INFOPLIST_FILE = Client/Info.plist"]],
                              resources: ["Client/Icon.png"]),
                widget(iconSets: ["AppIcon"]),
            ], files: ["Client/Info.plist": iconFilesPlist]).render()),
        RuleExample(
            title: "No catalog anywhere has the set (a tool app, a leftover setting)",
            snippet: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;   // no catalog in the app, none elsewhere has AppIcon",
            files: ExampleProject(configurations: ["Release"], targets: [
                ExampleTarget(settings: ["Release": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"]]),
                widget(iconSets: ["WidgetIcon"]),
            ]).render()),
    ]

    static func widget(iconSets: [String]) -> ExampleTarget {
        ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension",
                      catalogs: [ExampleCatalog(path: "Widget/Icons.xcassets", iconSets: iconSets)])
    }

    static let iconFilesPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIconFiles</key>
        \t<array>
        \t\t<string>Icon.png</string>
        \t</array>
        </dict>
        </plist>

        """

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        guard !target.hasIconInputs, productTypes.contains(target.productType) else { return }
        struct Key: Hashable {
            let name: String
            let location: Location?
        }
        var groups = FindingGroups<Key>()
        for config in target.configurations {
            let fact = config[.appIconName]
            guard fact.isSet, fact.unknowable == nil, !fact.string.isEmpty,
                  !iconMayComeFromInfoPlist(target, configuration: config.name),
                  evidence(for: fact.string, in: target) != nil else { continue }
            groups.add(Key(name: fact.string, location: fact.location), configuration: config.name, sdk: config.sdk)
        }
        let all = Wording.unique(target.configurations.map(\.name))
        for key in groups.order {
            let configs = groups.configurations[key] ?? []
            let message = "target \"\(target.name)\"" + Wording.configurations(configs, of: all)
                + " names the primary app icon \"\(key.name)\" but compiles no asset catalog or .icon document, "
                + "so the app is built without an icon; " + (evidence(for: key.name, in: target) ?? "")
            report.report(self, message, at: key.location ?? target.location, target: target.name,
                          configuration: configs.joined(separator: ","),
                          setting: Setting.appIconName.name, name: key.name)
        }
    }

    /// What shows the app was meant to compile a catalog (nil: nothing does, the setting may be a leftover).
    static func evidence(for name: String, in target: TargetFacts) -> String? {
        if let excluded = target.excludedIconInputs.first {
            let more = target.excludedIconInputs.count > 1 ? " (and \(target.excludedIconInputs.count - 1) more)" : ""
            return "\(ProjectPath.lastComponent(excluded))\(more) is in its synchronized folder but excluded from it"
        }
        let owners = Wording.unique(target.providersElsewhere.filter { $0.provider.name == name }.map(\.target))
        guard let first = target.providersElsewhere.first(where: { $0.provider.name == name }) else { return nil }
        return "\(name).\(first.provider.kind.rawValue) is in a catalog of "
            + (owners.count == 1 ? "target \"\(owners[0])\"" : "targets " + Wording.list(owners.map { "\"\($0)\"" }))
    }

    /// True when the configuration's Info.plist names icon files, or cannot be read (then it might).
    static func iconMayComeFromInfoPlist(_ target: TargetFacts, configuration: String) -> Bool {
        guard let plist = target.legacy.first(where: { $0.configurations.contains(configuration) }) else {
            return false  // generated from build settings only, or none
        }
        return plist.couldNotBeRead || plist.namesIconFiles
    }
}
