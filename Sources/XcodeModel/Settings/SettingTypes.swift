/// The types of the settings pbxlint evaluates (xcode-semantics §4.5, §4.7). Unknown and user-defined settings
/// are StringLists, as swift-build parses them.
enum SettingTypes {
    static let strings: Set<String> = [
        "ASSETCATALOG_COMPILER_APPICON_NAME", "INFOPLIST_FILE", "PRODUCT_NAME", "TARGET_NAME", "PROJECT_NAME",
        "CONFIGURATION", "SRCROOT", "PROJECT_DIR", "SOURCE_ROOT", "PROJECT_FILE_PATH", "SDKROOT",
        "TARGETED_DEVICE_FAMILY", "PRODUCT_BUNDLE_IDENTIFIER", "INFOPLIST_PREFIX_HEADER", "DEVELOPMENT_TEAM",
        "IPHONEOS_DEPLOYMENT_TARGET", "MACOSX_DEPLOYMENT_TARGET", "TVOS_DEPLOYMENT_TARGET",
        "WATCHOS_DEPLOYMENT_TARGET", "XROS_DEPLOYMENT_TARGET", "SWIFT_VERSION", "CODE_SIGN_IDENTITY",
        "CODE_SIGN_ENTITLEMENTS", "PRODUCT_MODULE_NAME", "MARKETING_VERSION", "CURRENT_PROJECT_VERSION",
        "ASSETCATALOG_COMPILER_INFOPLIST_CONTENT_FILE", "DEVELOPER_DIR", "BUILT_PRODUCTS_DIR",
    ]

    static let booleans: Set<String> = [
        "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", "GENERATE_INFOPLIST_FILE", "INFOPLIST_PREPROCESS",
        "INFOPLIST_EXPAND_BUILD_SETTINGS", "INFOPLIST_ENABLE_CFBUNDLEICONS_MERGE", "DEPLOYMENT_POSTPROCESSING",
    ]

    /// String-typed (and Boolean, which evaluate as strings) settings are single values; everything else is a list.
    static func isList(_ name: String) -> Bool { !strings.contains(name) && !booleans.contains(name) }

    /// swift-build's `boolValue`: true iff the first byte is one of `yYtT1-9` (§4.5).
    static func bool(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        return "yYtT123456789".utf8.contains(first)
    }
}

/// Setting types for callers outside the model (the `settings` command prints lists as lists).
public enum SettingTypesPublic {
    public static func isList(_ name: String) -> Bool { SettingTypes.isList(name) }
}
