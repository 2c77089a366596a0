/// Every rule, in documentation order. Adding a rule = adding its file and one line here.
enum RuleRegistry {
    static let all: [any Rule.Type] = [
        AlternateIconsConsistentRule.self,
        AlternateIconMissingRule.self,
        PrimaryIconMissingRule.self,
        AlternateIconIsPrimaryRule.self,
        AlternateIconDuplicateRule.self,
        AlternateIconUnusedRule.self,
        IncludeAllIconsConsistentRule.self,
        IconSetInvalidRule.self,
        LegacyIconFileMissingRule.self,
        LegacyIPadIconsIncompleteRule.self,
        LegacyIconsMalformedRule.self,
        LegacyIconAssetMissingRule.self,
        LegacyIconsUncheckedRule.self,
        LegacyIconsMixedRule.self,
        ConfigurationMissingRule.self,
        XCConfigMissingRule.self,
        XCConfigIncludeCycleRule.self,
        ParseErrorRule.self,
        DuplicateKeyRule.self,
        DanglingReferenceRule.self,
        CatalogPathRule.self,
        UnusedSuppressionRule.self,
        SettingConsistentRule.self,
    ]

    /// The rules that check targets, in the same order. Listed rather than filtered from `all` with `as?`: each
    /// dynamic cast to a protocol scans the binary's conformance records, which cost a statically linked
    /// pbxlint 4 ms of start-up (a test checks the two lists agree).
    static let targetRules: [any TargetRule.Type] = [
        AlternateIconsConsistentRule.self,
        AlternateIconMissingRule.self,
        PrimaryIconMissingRule.self,
        AlternateIconIsPrimaryRule.self,
        AlternateIconDuplicateRule.self,
        AlternateIconUnusedRule.self,
        IncludeAllIconsConsistentRule.self,
        IconSetInvalidRule.self,
        LegacyIconFileMissingRule.self,
        LegacyIPadIconsIncompleteRule.self,
        LegacyIconsMalformedRule.self,
        LegacyIconAssetMissingRule.self,
        LegacyIconsUncheckedRule.self,
        LegacyIconsMixedRule.self,
        ConfigurationMissingRule.self,
        SettingConsistentRule.self,
    ]

    static func rule(id: String) -> (any Rule.Type)? { all.first { $0.description.id == id } }
}
