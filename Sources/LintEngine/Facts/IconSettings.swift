import XcodeModel

/// The alternate-icon settings as actool reads them (docs/reference/xcode-semantics.md §6.1, §6.2), derived from the setting query.
extension ConfigurationFacts {
    /// Names passed with `--alternate-app-icon` in `ASSETCATALOG_OTHER_FLAGS`.
    public var alternatesFromFlags: [String] {
        var names: [String] = []
        let flags = self[.assetCatalogOtherFlags].list
        for (i, flag) in flags.enumerated() where flag == "--alternate-app-icon" && i + 1 < flags.count {
            names.append(flags[i + 1])
        }
        return names
    }

    /// The explicit alternate names: the setting plus any given as flags (docs/reference/xcode-semantics.md §6.2).
    public var explicitAlternates: [String] { self[.alternateAppIconNames].list + alternatesFromFlags }

    /// Whether every icon set ships as an alternate: the setting, or `--include-all-app-icons` as a flag.
    public var includesAllIcons: Bool {
        self[.includeAllAppIcons].bool || self[.assetCatalogOtherFlags].list.contains("--include-all-app-icons")
    }
}
