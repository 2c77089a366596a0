/// Which of a target's app icon sets ship: since Xcode 13 actool copies only the primary icon and the listed
/// alternates unless `ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS` is on.
extension TargetFacts {
    /// The app icon sets (and Icon Composer documents) that are neither the primary nor an alternate icon in any
    /// configuration while include-all is off, one per name, in the order the target's providers list them. Empty
    /// when that cannot be known: no configuration, include-all on in one, or a file that may set the names
    /// unreadable (saying "never ships" would be a guess).
    ///
    /// A set whose name differs from a used name only in case is not listed: it is that name's finding
    /// (`alternate-icon-missing`, `primary-icon-missing`: "rename to match exactly").
    public var iconSetsThatNeverShip: [IconProviderFact] {
        guard !configurations.isEmpty, !configurations.contains(where: \.includesAllIcons) else { return [] }
        guard !configurations.contains(where: {
            $0[.alternateAppIconNames].unknowable != nil || $0[.appIconName].unknowable != nil
                || $0[.includeAllAppIcons].unknowable != nil
        }) else { return [] }
        var used = Set<String>()
        for config in configurations {
            used.insert(config[.appIconName].string)
            used.formUnion(config.explicitAlternates)
        }
        let usedFolded = Set(used.map { $0.lowercased() })
        var listed = Set<String>()
        return providers.filter { provider in
            (provider.kind == .appIconSet || provider.kind == .iconComposer)
                && !used.contains(provider.name) && !used.contains(provider.namespacedName ?? "\u{0}")
                && !usedFolded.contains(provider.name.lowercased())
                && listed.insert(provider.name).inserted
        }
    }
}
