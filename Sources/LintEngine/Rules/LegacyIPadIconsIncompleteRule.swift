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

            Without a `CFBundleIcons~ipad` of its own the trap is the same when the primary icon comes from an \
            asset catalog (`ASSETCATALOG_COMPILER_APPICON_NAME`): for an iPad target actool writes a \
            `CFBundleIcons~ipad` holding the catalog's icons only, the build merges it into the Info.plist, and \
            the alternates declared only in `CFBundleIcons` fail on iPad.

            **Fix:** repeat every alternate of `CFBundleIcons` in `CFBundleIcons~ipad` (with iPad-sized files), \
            or move the alternates to the asset catalog and `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`.
            """,
        tags: ["icons", "legacy", "info-plist", "ipad"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The iPad dictionary forgets Light",
            snippet: "CFBundleIcons: Dark, Light   CFBundleIcons~ipad: Dark   TARGETED_DEVICE_FAMILY = \"1,2\"",
            files: LegacyExamples.project(plist: LegacyExamples.plist(alternates: ["Dark": ["Dark"], "Light": ["Light"]], iPad: ["Dark": ["Dark-iPad"]]),
                settings: [#"TARGETED_DEVICE_FAMILY = "1,2""#],
                resources: ["Client/Dark@2x.png", "Client/Light@2x.png", "Client/Dark-iPad@2x.png"]),
            expectedMessages: [#"CFBundleIcons~ipad of target "Client" lacks the alternate icon "Light""#]),
        RuleExample(
            title: "Primary icon from the catalog, alternates only in CFBundleIcons, on iPad",
            snippet: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon   CFBundleIcons: Dark   TARGETED_DEVICE_FAMILY = \"1,2\"",
            files: LegacyExamples.project(plist: LegacyExamples.plist(alternates: ["Dark": ["Dark"]]),
                settings: [#"TARGETED_DEVICE_FAMILY = "1,2""#, "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"],
                catalogs: [ExampleCatalog(iconSets: ["AppIcon"])], resources: ["Client/Dark@2x.png"]),
            expectedMessages: [#"so the alternate icon "Dark" declared only in the Info.plist's CFBundleIcons fails there"#]),
        RuleExample(
            title: "iPhone-only app without an iPad dictionary",
            snippet: "CFBundleIcons: Dark   TARGETED_DEVICE_FAMILY = 1",
            files: LegacyExamples.project(plist: LegacyExamples.plist(alternates: ["Dark": ["Dark"]]),
                resources: ["Client/Dark@2x.png"])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        for plist in target.legacy where plist.supportsIPad {
            guard let base = plist.base else { continue }
            // A dead entry (no file of it exists) is legacy-icon-file-missing's finding: copying it into the iPad
            // dictionary would copy the mistake.
            let live = base.alternates.filter { !LegacyIconFileMissingRule.isDead($0, in: target) }
            guard let iPad = plist.iPad else {
                generatedIPadDictionary(target, plist: plist, alternates: live, report: &report)
                continue
            }
            let iPadNames = Set(iPad.alternates.compactMap(\.name))
            let lacking = live.filter { $0.name.map { !iPadNames.contains($0) } ?? false }
            let names = lacking.compactMap(\.name)
            if !names.isEmpty {
                let quoted = Wording.quoted(names)
                report.report(self, "\(iPad.key) of target \"\(target.name)\" lacks the alternate "
                              + "\(Wording.plural(names.count, "icon", "icons")) \(quoted) that CFBundleIcons declares; "
                              + "on iPad \(iPad.key) replaces CFBundleIcons, so setAlternateIconName fails there for "
                              + "\(Wording.plural(names.count, "it", "each of them"))",
                              at: iPad.location, target: target.name,
                              configuration: plist.configurations.joined(separator: ","), name: iPad.key,
                              related: lacking.prefix(Wording.listLimit).map {
                                  RelatedLocation(location: $0.location, message: "\"\($0.name ?? "")\" is declared here")
                              })
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

    /// No `CFBundleIcons~ipad` in the Info.plist, but the primary icon comes from an asset catalog: for an iPad
    /// target actool writes a `CFBundleIcons~ipad` of its own, holding the primary and the build-setting
    /// alternates only, and the build merges it in (docs/reference/xcode-semantics.md §6.3). On iPad it then replaces
    /// `CFBundleIcons` (§7.2), so alternates declared only in the Info.plist fail there (isowords #78, Raivo #161).
    /// One cause, one finding naming every such alternate.
    private static func generatedIPadDictionary(_ target: TargetFacts, plist: LegacyPlistFacts,
                                                alternates: [LegacyIconEntry], report: inout DiagnosticCollector) {
        guard target.hasIconInputs, !alternates.isEmpty else { return }
        let configurations = target.configurations.filter { plist.configurations.contains($0.name) }
        // The configurations whose primary is a catalog icon the target has: actool writes the iPad dictionary.
        let withCatalogPrimary = configurations.filter { config in
            !config[.appIconName].string.isEmpty && config[.appIconName].unknowable == nil
                && target.provider(named: config[.appIconName].string) != nil
        }
        guard let first = withCatalogPrimary.first else { return }
        // Alternates actool also knows (build setting or include-all) are in its iPad dictionary.
        let fromActool = Set(withCatalogPrimary.flatMap(\.explicitAlternates))
        let includeAll = withCatalogPrimary.contains(where: \.includesAllIcons)
        let affected = Wording.unique(withCatalogPrimary.map(\.name))
        let lacking = alternates.filter { alt in
            guard let name = alt.name else { return false }
            return !fromActool.contains(name) && !(includeAll && target.provider(named: name) != nil)
        }
        guard let head = lacking.first else { return }
        let names = lacking.compactMap(\.name)
        let quoted = Wording.quoted(names)
        var related = lacking.dropFirst().prefix(Wording.listLimit).map {
            RelatedLocation(location: $0.location, message: "\"\($0.name ?? "")\" is declared here")
        }
        if let location = first[.appIconName].location {
            related.append(RelatedLocation(location: location, message: "the catalog primary icon is set here"))
        }
        report.report(self, "target \"\(target.name)\" supports iPad and its primary icon \"\(first[.appIconName].string)\" "
                      + "comes from the asset catalog, so actool adds a CFBundleIcons~ipad holding only the "
                      + "catalog's icons; on iPad it replaces CFBundleIcons, so the alternate "
                      + "\(Wording.plural(names.count, "icon", "icons")) \(quoted) declared only in the Info.plist's "
                      + "CFBundleIcons \(names.count == 1 ? "fails" : "fail") there (setAlternateIconName); declare "
                      + "\(names.count == 1 ? "it" : "them") in CFBundleIcons~ipad too, or move "
                      + "\(names.count == 1 ? "it" : "them") to the asset catalog",
                      at: head.location, target: target.name, configuration: affected.joined(separator: ","),
                      name: "CFBundleIcons~ipad", related: related)
    }
}
