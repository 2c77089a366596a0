/// Every rule, in documentation order. Adding a rule = adding its file and one line here.
enum RuleRegistry {
    /// A rule, marked when it checks targets. The mark is written here rather than found with `as?`: each dynamic
    /// cast to a protocol scans the binary's conformance records, which cost a statically linked pbxlint 4 ms of
    /// start-up (a test checks the marks agree with the casts).
    private enum Entry {
        case target(any TargetRule.Type)
        case project(any Rule.Type)
    }

    private static let entries: [Entry] = [
        .target(AlternateIconsConsistentRule.self),
        .target(AlternateIconMissingRule.self),
        .target(PrimaryIconMissingRule.self),
        .target(AlternateIconIsPrimaryRule.self),
        .target(AlternateIconDuplicateRule.self),
        .target(AlternateIconNameInCodeRule.self),
        .target(AlternateIconUnusedRule.self),
        .target(IncludeAllIconsConsistentRule.self),
        .target(IconSetInvalidRule.self),
        .target(LegacyIconFileMissingRule.self),
        .target(LegacyIPadIconsIncompleteRule.self),
        .target(LegacyIconsMalformedRule.self),
        .target(LegacyIconAssetMissingRule.self),
        .target(LegacyIconsUncheckedRule.self),
        .target(LegacyIconsMixedRule.self),
        .target(ConfigurationMissingRule.self),
        .project(ConfigurationDuplicateRule.self),
        .project(XCConfigMissingRule.self),
        .project(XCConfigIncludeCycleRule.self),
        .project(EvaluationLimitRule.self),
        .project(ParseErrorRule.self),
        .project(DuplicateKeyRule.self),
        .project(ProjectEncodingRule.self),
        .project(ProjectFormatConflictRule.self),
        .project(DanglingReferenceRule.self),
        .project(CatalogPathRule.self),
        .project(UnusedSuppressionRule.self),
        .target(SettingConsistentRule.self),
    ]

    static let all: [any Rule.Type] = entries.map {
        switch $0 {
        case .target(let rule): return rule
        case .project(let rule): return rule
        }
    }

    /// The rules that check targets, in the same order.
    static let targetRules: [any TargetRule.Type] = entries.compactMap {
        if case .target(let rule) = $0 { return rule }
        return nil
    }

    static func rule(id: String) -> (any Rule.Type)? { all.first { $0.description.id == id } }
}
