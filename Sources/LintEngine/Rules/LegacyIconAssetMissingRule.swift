/// `legacy-icon-asset-missing`: an Info.plist entry names an asset (`CFBundleIconName`) the target lacks.
struct LegacyIconAssetMissingRule: TargetRule {
    static let description = RuleDescription(
        id: "legacy-icon-asset-missing",
        name: "Info.plist icon asset missing",
        defaultLevel: .error,
        summary: "An Info.plist CFBundleIconName names an icon set that the target's catalogs do not provide",
        description: """
            An icon entry may name an asset-catalog icon with `CFBundleIconName` instead of listing files. App \
            Store validation checks it (ITMS-90895 "references asset … No such asset is present in the asset \
            catalog"); the device shows a blank icon. pbxlint checks the name against the target's catalogs like \
            the build-setting names, after expanding build settings in it per configuration as Xcode does \
            (`$(ASSETCATALOG_COMPILER_APPICON_NAME)` is the configuration's primary icon); a name built from \
            settings pbxlint cannot see is left to `legacy-icons-unchecked`.

            **Fix:** correct the name or add the icon set to a catalog of the target.
            """,
        tags: ["icons", "legacy", "info-plist"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "An alternate names an asset the catalogs lack",
            snippet: "<key>Dark</key><dict><key>CFBundleIconName</key><string>AppIcon-Dark</string></dict>",
            files: LegacyExamples.project(plist: LegacyExamples.plist(alternate: "Dark", iconName: "AppIcon-Dark"),
                settings: ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"],
                catalogs: [ExampleCatalog(iconSets: ["AppIcon", "AppIcon-Blue"])]),
            expectedMessages: [#"CFBundleIconName "AppIcon-Dark" of alternate icon "Dark""#]),
        RuleExample(
            title: "The asset exists",
            snippet: "<key>Blue</key><dict><key>CFBundleIconName</key><string>AppIcon-Blue</string></dict>",
            files: LegacyExamples.project(plist: LegacyExamples.plist(alternate: "Blue", iconName: "AppIcon-Blue"),
                settings: ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"],
                catalogs: [ExampleCatalog(iconSets: ["AppIcon", "AppIcon-Blue"])])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        // Each place and expanded name once, naming every configuration that reads it so.
        let findings = target.legacyOnce { plist in
            var missing: [(key: String, item: (entry: LegacyIconEntry, key: String, asset: LegacyIconFile))] = []
            for dictionary in plist.dictionaries {
                for entry in [dictionary.primary].compactMap({ $0 }) + dictionary.alternates {
                    // A value built from settings pbxlint cannot see is unknowable, not missing (legacy-icons-unchecked).
                    guard let asset = entry.asset, !asset.expanded.isEmpty, asset.unknowable == nil,
                          target.isMissing(asset.expanded) else { continue }
                    missing.append((asset.location.place + "\u{0}" + asset.expanded, (entry, dictionary.key, asset)))
                }
            }
            return missing
        }
        for ((entry, key, asset), configurations) in findings {
            var message = "CFBundleIconName \"\(asset.raw)\" of "
                + (entry.name.map { "alternate icon \"\($0)\"" } ?? "the primary icon")
                + " in \(key) of target \"\(target.name)\""
            if asset.raw != asset.expanded { message += " (\"\(asset.expanded)\" after expanding build settings)" }
            report.report(self, message + " has no icon set" + IconLookup.explain(asset.expanded, in: target),
                          at: asset.location, target: target.name,
                          configuration: configurations.joined(separator: ","), name: asset.expanded,
                          cappedAt: IconLookup.cap(asset.expanded, in: target))
        }
    }
}

/// `legacy-icons-mixed` (note): alternates declared both in Info.plist and with the build setting.
struct LegacyIconsMixedRule: TargetRule {
    static let description = RuleDescription(
        id: "legacy-icons-mixed",
        name: "Info.plist and build-setting alternates mixed",
        defaultLevel: .note,
        summary: "A target declares alternate icons both in its Info.plist and with ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES",
        description: """
            Xcode merges actool's generated `CFBundleIcons` into the Info.plist's own (actool wins for names both \
            declare). Two places to keep in sync is how one of them goes stale; Apple recommends the build \
            setting only.

            **Fix:** move every alternate to the asset catalog and the build setting, and delete the \
            Info.plist's `CFBundleAlternateIcons`.
            """,
        tags: ["icons", "legacy", "info-plist"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "Alternates in the Info.plist and in the build setting",
            snippet: "CFBundleAlternateIcons → Dark   and   ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue",
            files: LegacyExamples.project(plist: LegacyExamples.plist(alternates: ["Dark": ["Dark"]]),
                settings: ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue"],
                catalogs: [ExampleCatalog(iconSets: ["AppIcon", "AppIcon-Blue"])], resources: ["Client/Dark@2x.png"]),
            expectedMessages: [#"target "Client" declares alternate icons both in CFBundleIcons"#]),
        RuleExample(
            title: "Build-setting alternates only",
            snippet: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue",
            files: ExampleProject.client(configurations: ["Release"], settings: ["Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \"AppIcon-Blue AppIcon-Green\""]])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        guard target.configurations.contains(where: { !$0.explicitAlternates.isEmpty }) else { return }
        for plist in target.legacy {
            // Entries none of whose files exist are dead: legacy-icon-file-missing already says to delete them.
            guard let dictionary = plist.dictionaries.first(where: { dictionary in
                dictionary.alternates.contains { !LegacyIconFileMissingRule.isDead($0, in: target) }
            }) else { continue }
            report.report(self, "target \"\(target.name)\" declares alternate icons both in \(dictionary.key) of its "
                          + "Info.plist and in ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES; keep one place",
                          at: dictionary.location, target: target.name,
                          configuration: plist.configurations.joined(separator: ","), name: dictionary.key)
        }
    }
}
