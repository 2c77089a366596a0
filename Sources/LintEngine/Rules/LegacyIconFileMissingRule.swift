
/// `legacy-icon-file-missing`: an Info.plist `CFBundleIconFiles` entry resolves to no file at the bundle root.
struct LegacyIconFileMissingRule: TargetRule {
    static let description = RuleDescription(
        id: "legacy-icon-file-missing",
        name: "Info.plist icon file missing",
        defaultLevel: .error,
        summary: "An Info.plist CFBundleIconFiles entry resolves to no file among the target's bundle-root resources",
        description: """
            Before asset catalogs, icons — alternates included — were loose PNGs at the root of the app bundle, \
            named in the Info.plist (`CFBundleIcons` → `CFBundleAlternateIcons` → `CFBundleIconFiles`). A name \
            without extension matches `NAME.png`, `NAME@2x.png`, `NAME@3x.png` and the `~ipad`/`~iphone` \
            variants; a name with `.png` matches that file only. If none is copied to the bundle root, \
            `setAlternateIconName(_:)` fails at runtime and the home screen shows a blank icon. pbxlint expands \
            build settings in the names (`${PRODUCT_NAME}_icon.png`), accepts names that an asset catalog of \
            the target provides, and the per-size names actool writes for such a set (`AppIcon60x60` for the set \
            `AppIcon`), and says where it looked and what it found nearby: \
            files that exist on disk but are not in the target, or are listed in the target but missing on disk. \
            When the same primary icon also names, with `CFBundleIconName`, an icon set the target's catalogs \
            provide, actool supplies the icon and the stale file name is only a warning.

            **Fix:** add the PNGs to the target's Copy Bundle Resources (not inside a folder reference or asset \
            catalog), or correct the names.
            """,
        tags: ["icons", "legacy", "info-plist"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "An alternate's file is not in the target",
            snippet: "CFBundleAlternateIcons → Dark → CFBundleIconFiles = (Dark);   // no Dark@2x.png in Resources",
            files: LegacyExamples.project(plist: LegacyExamples.plist(alternates: ["Dark": ["Dark"], "Light": ["Light"]]),
                resources: ["Client/Light@2x.png"]),
            expectedMessages: [#"icon file "Dark" of alternate icon "Dark""#]),
        RuleExample(
            title: "The file is on disk but not in the target",
            snippet: "CFBundleAlternateIcons → Dark → CFBundleIconFiles = (Dark);   // Client/Dark@2x.png exists, not in Resources",
            files: LegacyExamples.project(plist: LegacyExamples.plist(alternates: ["Dark": ["Dark"]]),
                files: ["Client/Dark@2x.png": ""]),
            expectedMessages: ["Client/Dark@2x.png exists on disk but is not copied to the bundle root of this target"]),
        RuleExample(
            title: "A build setting in the file name",
            snippet: "CFBundleIconFiles = (${PRODUCT_NAME}_icon.png);   // PRODUCT_NAME = wolf3d; wolf3d_icon.png in Resources",
            files: LegacyExamples.project(plist: LegacyExamples.plist(alternates: ["Classic": ["${PRODUCT_NAME}_icon.png"]]),
                settings: ["PRODUCT_NAME = wolf3d"], resources: ["Client/wolf3d_icon.png"])),
        RuleExample(
            title: "Every file is a bundle-root resource",
            snippet: "CFBundleAlternateIcons → Dark → CFBundleIconFiles = (Dark);   // Dark@2x.png, Dark@3x.png in Resources",
            files: LegacyExamples.project(plist: LegacyExamples.plist(alternates: ["Dark": ["Dark"]]),
                resources: ["Client/Dark@2x.png", "Client/Dark@3x.png"])),
        RuleExample(
            title: "Per-size names actool writes for a catalog's icon set",
            snippet: "CFBundleAlternateIcons → Dark → CFBundleIconFiles = (Dark60x60, \"Dark83.5x83.5@2x~ipad\");   // Dark.appiconset in the catalog",
            files: LegacyExamples.project(plist: LegacyExamples.plist(alternates: ["Dark": ["Dark60x60", "Dark83.5x83.5@2x~ipad"]]),
                settings: ["TARGETED_DEVICE_FAMILY = 1", "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = Dark"],
                catalogs: [ExampleCatalog(iconSets: ["AppIcon", "Dark"])])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        let root = Dictionary(target.bundleRoot.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let lowercased = Dictionary(target.bundleRoot.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { f, _ in f })
        let macOS = target.sdks.contains { $0.hasPrefix("macosx") }
        var missing: [(entry: Entry, candidates: [String], present: [BundleRootFile])] = []
        for entry in Self.entries(of: target) {
            let name = entry.file.expanded
            if Self.isProvided(name, in: target, root: root, macOS: macOS) { continue }
            let candidates = LegacyNames.candidates(name, macOS: macOS)
            missing.append((entry, candidates, candidates.compactMap { root[$0] }))
        }
        // An alternate entry none of whose files exists is one mistake (a dead entry), reported once at its first file.
        var reportedEntries = Set<Location>()
        for (entry, candidates, present) in missing {
            let file = entry.file
            let name = file.expanded
            var alsoMissing: [String] = []
            if let alternate = entry.alternate {
                guard reportedEntries.insert(alternate).inserted else { continue }
                alsoMissing = missing.filter { $0.entry.alternate == alternate && $0.entry.file != file }
                    .map { "\"\($0.entry.file.raw)\"" }
            }
            var message = "icon file \"\(file.raw)\" of \(entry.what)"
            if file.raw != name { message += " (\"\(name)\" after expanding build settings)" }
            message += " resolves to no file at the root of target \"\(target.name)\"'s bundle"
            if !alsoMissing.isEmpty { message += " (nor do its other files, \(Wording.list(alsoMissing)))" }
            var related: [RelatedLocation] = []
            var foundSomewhere = false
            if let listed = present.first {
                foundSomewhere = true
                message += "; the target's resources list \(listed.name) but the file does not exist at "
                    + PathUtilities.relative(listed.path, to: report.context.options.baseDirectory)
                related.append(RelatedLocation(location: listed.location, message: "\(listed.name) is added to the target here"))
            } else if let caseOnly = candidates.lazy.compactMap({ lowercased[$0.lowercased()] }).first(where: \.exists) {
                foundSomewhere = true
                message += "; \(caseOnly.name) differs only in case (the file system of a device is case-sensitive)"
            } else {
                let onDisk = target.legacyFileSearch.files(named: candidates, near: entry.plistPath)
                message += "; looked for \(Wording.list(LegacyNames.shown(candidates, for: name))) among its "
                    + "\(target.bundleRoot.count) bundle-root resources"
                if let found = onDisk.first {
                    foundSomewhere = true
                    message += "; \(PathUtilities.relative(found, to: report.context.options.baseDirectory)) exists on "
                        + "disk but is not copied to the bundle root of this target"
                }
            }
            var cap: Severity?
            if let asset = entry.catalogIcon {
                // The same entry names a catalog icon the target has, or the build setting makes actool write the
                // primary icon: actool supplies the icon, the stale file name beside it breaks nothing.
                message += "; the icon itself comes from the asset catalog (\(asset)), so this entry is unused: remove it"
                cap = .warning
            } else if entry.alternate != nil, !foundSomewhere, let how = Self.catalogAlternates(of: target) {
                // The files exist nowhere and the target ships its alternates from the catalog: a dead entry.
                message += "; the target ships its alternate icons from the asset catalog (\(how)), so this "
                    + "CFBundleAlternateIcons entry is dead: delete it, or ship the icon from the catalog too"
            }
            report.report(self, message, at: file.location, target: target.name,
                          configuration: entry.configurations.joined(separator: ","), name: name, related: related,
                          cappedAt: cap)
        }
    }

    /// Whether the icon file `name` reaches the bundle root of `target`: an icon set of that name (actool writes
    /// NAME*.png), a per-size name actool writes for a set (`AppIcon60x60@2x.png`), or a resource that exists.
    static func isProvided(_ name: String, in target: TargetFacts, root: [String: BundleRootFile], macOS: Bool) -> Bool {
        if target.provider(named: name) != nil || target.provider(named: LegacyNames.stem(name)) != nil { return true }
        if let set = LegacyNames.actoolSizedFileSet(name), target.provider(named: set) != nil { return true }
        return LegacyNames.candidates(name, macOS: macOS).contains { root[$0]?.exists ?? false }
    }

    /// An alternate entry whose every file is known and reaches the bundle root nowhere (nor names a catalog
    /// icon the target has): `legacy-icon-file-missing` reports it, other rules leave it alone.
    static func isDead(_ entry: LegacyIconEntry, in target: TargetFacts) -> Bool {
        guard !entry.files.isEmpty,
              entry.asset.map({ $0.unknowable != nil || target.provider(named: $0.expanded) != nil }) != true
        else { return false }
        let root = Dictionary(target.bundleRoot.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let macOS = target.sdks.contains { $0.hasPrefix("macosx") }
        return entry.files.allSatisfy { file in
            file.unknowable == nil && !file.expanded.isEmpty
                && !isProvided(file.expanded, in: target, root: root, macOS: macOS)
        }
    }

    /// How the target ships alternates from its asset catalog, for the advice to delete a dead Info.plist entry;
    /// nil when it does not.
    static func catalogAlternates(of target: TargetFacts) -> String? {
        let names = Wording.unique(target.configurations.flatMap(\.explicitAlternates)).filter { target.provider(named: $0) != nil }
        if !names.isEmpty { return "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: \(Wording.list(names, limit: 5))" }
        if target.configurations.contains(where: \.includesAllIcons), target.providers.count > 1 {
            return "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"
        }
        return nil
    }

    /// One icon file name to look up: where it is declared, for which configurations.
    struct Entry {
        var what: String
        var file: LegacyIconFile
        var plistPath: String?
        var configurations: [String]
        /// Where the icon comes from instead, when an asset catalog of the target supplies it: the entry's
        /// `CFBundleIconName`, or, for the primary icon, the build setting that makes actool write it.
        var catalogIcon: String?
        /// The alternate entry (its key's place) the file belongs to; nil for the primary and top-level icons.
        var alternate: Location?
    }

    /// The file names of every Info.plist reading, each place and expansion once (a plist read for several
    /// configurations with different expansions yields each distinct name once, naming its configurations).
    /// Values that cannot be known offline are left to `legacy-icons-unchecked`. A file named by both top-level
    /// keys is one entry naming both.
    static func entries(of target: TargetFacts) -> [Entry] {
        target.legacyOnce { plist in
            var entries: [(key: String, item: Entry)] = []
            func add(_ what: String, _ file: LegacyIconFile, catalogIcon: String? = nil, key: String? = nil,
                     alternate: Location? = nil) {
                guard !file.expanded.isEmpty, file.unknowable == nil else { return }
                entries.append(((key ?? file.location.place) + "\u{0}" + file.expanded,
                                Entry(what: what, file: file, plistPath: plist.plistPath, configurations: [],
                                      catalogIcon: catalogIcon, alternate: alternate)))
            }
            for dictionary in plist.dictionaries {
                if let primary = dictionary.primary {
                    let asset = primary.asset.flatMap { asset in
                        asset.unknowable == nil && target.provider(named: asset.expanded) != nil
                            ? "CFBundleIconName \"\(asset.expanded)\"" : nil
                    } ?? catalogPrimary(of: target, for: plist)
                    for file in primary.files { add("the primary icon (\(dictionary.key))", file, catalogIcon: asset) }
                }
                for alt in dictionary.alternates {
                    for file in alt.files {
                        add("alternate icon \"\(alt.name ?? "")\" (\(dictionary.key))", file, alternate: alt.location)
                    }
                }
            }
            // CFBundleIconFile and CFBundleIconFiles both name the app icon: a file under both is one finding.
            let keysByName = Dictionary(grouping: plist.topLevelFiles, by: \.file.expanded)
                .mapValues { Wording.unique($0.map(\.key)) }
            for top in plist.topLevelFiles {
                let keys = keysByName[top.file.expanded] ?? [top.key]
                add("the app icon (top-level \(Wording.list(keys)))", top.file, key: "\(top.file.location.file):top-level")
            }
            return entries
        }.map { found in
            var entry = found.item
            entry.configurations = found.configurations
            return entry
        }
    }

    /// `ASSETCATALOG_COMPILER_APPICON_NAME "AppIcon"` when every configuration reading `plist` sets the primary
    /// icon to an icon set the target's catalogs have: actool then writes the primary entry of CFBundleIcons
    /// itself, and its values win over the Info.plist's when the build merges them (docs/reference/xcode-semantics.md §6.3), so a
    /// stale CFBundleIconFiles beside it breaks nothing.
    static func catalogPrimary(of target: TargetFacts, for plist: LegacyPlistFacts) -> String? {
        let configurations = target.configurations.filter { plist.configurations.contains($0.name) }
        let names = Set(configurations.map { $0[.appIconName].string })
        guard !configurations.isEmpty, names.count == 1, let name = names.first, !name.isEmpty,
              configurations.allSatisfy({ $0[.appIconName].unknowable == nil }), target.provider(named: name) != nil
        else { return nil }
        return "ASSETCATALOG_COMPILER_APPICON_NAME \"\(name)\""
    }
}

/// Candidate file names for legacy icon names (docs/reference/xcode-semantics.md §7.3).
enum LegacyNames {
    /// `B` → B.png, B@2x.png, B@3x.png and device variants; `B.png` → that file only. For a macOS target also
    /// `B.icns`: `CFBundleIconFile` names an icon file whose extension may be omitted (Apple's Information
    /// Property List reference, CFBundleIconFile).
    static func candidates(_ name: String, macOS: Bool = false) -> [String] {
        let lower = name.lowercased()
        if lower.hasSuffix(".png") || lower.hasSuffix(".icns") { return [name] }
        var out: [String] = []
        for scale in ["", "@2x", "@3x"] {
            for device in ["", "~ipad", "~iphone"] { out.append(name + scale + device + ".png") }
        }
        // A name that already carries a scale (`Icon@2x`) is matched as written too.
        out.append(name)
        if macOS { out.append(name + ".icns") }
        return out
    }

    /// The candidates worth showing in a message.
    static func shown(_ candidates: [String], for name: String) -> [String] {
        name.lowercased().hasSuffix(".png") ? candidates : [name + ".png", name + "@2x.png", name + "@3x.png", name + "~ipad.png"]
    }

    static func stem(_ name: String) -> String {
        name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
    }

    /// The icon set of a name actool writes for one size of it, `SET<W>x<H>` with an optional scale, device and
    /// `.png` (`AppIcon60x60`, `AppIcon83.5x83.5@2x~ipad.png` → `AppIcon`); nil for other names.
    static func actoolSizedFileSet(_ name: String) -> String? {
        var rest = Substring(stem(name))
        for device in ["~ipad", "~iphone"] where rest.hasSuffix(device) { rest = rest.dropLast(device.count) }
        for scale in ["@2x", "@3x"] where rest.hasSuffix(scale) { rest = rest.dropLast(scale.count) }
        // <W>x<H>, each digits with an optional fractional part, read from the end.
        func dropNumber(_ text: inout Substring) -> Bool {
            let before = text.count
            while let last = text.last, last.isASCII, last.isNumber { text = text.dropLast() }
            if text.last == ".", text.count < before {
                text = text.dropLast()
                let whole = text.count
                while let last = text.last, last.isASCII, last.isNumber { text = text.dropLast() }
                return text.count < whole
            }
            return text.count < before
        }
        guard dropNumber(&rest), rest.last == "x" else { return nil }
        rest = rest.dropLast()
        guard dropNumber(&rest), !rest.isEmpty else { return nil }
        return String(rest)
    }
}

/// Info.plist text for examples.
enum LegacyExamples {
    /// A project with one app target (configuration Release) whose Info.plist, `Client/Info.plist`, is `plist`:
    /// `settings` besides `INFOPLIST_FILE`, its `catalogs`, the bundle-root `resources` and other `files`.
    static func project(plist: String, settings: [String] = ["TARGETED_DEVICE_FAMILY = 1"], catalogs: [ExampleCatalog] = [],
                        resources: [String] = [], files: [String: String] = [:]) -> [String: String] {
        ExampleProject(configurations: ["Release"], targets: [
            ExampleTarget(settings: ["Release": ["INFOPLIST_FILE = Client/Info.plist"] + settings], catalogs: catalogs,
                          resources: resources),
        ], files: files.merging(["Client/Info.plist": plist]) { _, plist in plist }).render()
    }

    /// An Info.plist whose one alternate, `alternate`, names the catalog icon `iconName` (`CFBundleIconName`).
    static func plist(alternate: String, iconName: String) -> String {
        plist(alternates: [alternate: []]).replacing("<key>CFBundleIconFiles</key>\n\t\t\t\t<array>\n\t\t\t\t</array>",
                                                     with: "<key>CFBundleIconName</key>\n\t\t\t\t<string>\(iconName)</string>")
    }

    static func plist(alternates: [String: [String]], iPad: [String: [String]]? = nil) -> String {
        func dict(_ key: String, _ alts: [String: [String]]) -> String {
            var s = "\t<key>\(key)</key>\n\t<dict>\n\t\t<key>CFBundleAlternateIcons</key>\n\t\t<dict>\n"
            for (name, files) in alts.sorted(by: { $0.key < $1.key }) {
                s += "\t\t\t<key>\(name)</key>\n\t\t\t<dict>\n\t\t\t\t<key>CFBundleIconFiles</key>\n\t\t\t\t<array>\n"
                for f in files { s += "\t\t\t\t\t<string>\(f)</string>\n" }
                s += "\t\t\t\t</array>\n\t\t\t</dict>\n"
            }
            return s + "\t\t</dict>\n\t</dict>\n"
        }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
            + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n"
            + "\t<key>CFBundleName</key>\n\t<string>Client</string>\n"
        text += dict("CFBundleIcons", alternates)
        if let iPad { text += dict("CFBundleIcons~ipad", iPad) }
        return text + "</dict>\n</plist>\n"
    }
}
