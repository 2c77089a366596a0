/// Every setting pbxlint knows the type of, in one place (xcode-semantics §4.5, §4.7; types and defaults from
/// swift-build's xcspecs). A setting declared here is parsed as its type; any other name is user-defined and parses
/// as a StringList, as swift-build does. To use a new setting in a rule: declare it below and add it to `all`.
extension Setting where Value == String {
    public static var appIconName: Setting<String> { Setting("ASSETCATALOG_COMPILER_APPICON_NAME") }
    public static var infoPlistFile: Setting<String> { Setting("INFOPLIST_FILE") }
    public static var productName: Setting<String> { Setting("PRODUCT_NAME", default: "$(TARGET_NAME)") }
    public static var sdkRoot: Setting<String> { Setting("SDKROOT") }
    public static var targetedDeviceFamily: Setting<String> { Setting("TARGETED_DEVICE_FAMILY", default: "1") }
    public static var productBundleIdentifier: Setting<String> { Setting("PRODUCT_BUNDLE_IDENTIFIER") }
    public static var developmentTeam: Setting<String> { Setting("DEVELOPMENT_TEAM") }
    public static var codeSignStyle: Setting<String> { Setting("CODE_SIGN_STYLE") }
    public static var codeSignIdentity: Setting<String> { Setting("CODE_SIGN_IDENTITY") }
    public static var iOSDeploymentTarget: Setting<String> { Setting("IPHONEOS_DEPLOYMENT_TARGET") }
    public static var macOSDeploymentTarget: Setting<String> { Setting("MACOSX_DEPLOYMENT_TARGET") }
    public static var tvOSDeploymentTarget: Setting<String> { Setting("TVOS_DEPLOYMENT_TARGET") }
    public static var watchOSDeploymentTarget: Setting<String> { Setting("WATCHOS_DEPLOYMENT_TARGET") }
    public static var visionOSDeploymentTarget: Setting<String> { Setting("XROS_DEPLOYMENT_TARGET") }
    public static var swiftOptimizationLevel: Setting<String> { Setting("SWIFT_OPTIMIZATION_LEVEL") }
    public static var gccOptimizationLevel: Setting<String> { Setting("GCC_OPTIMIZATION_LEVEL") }
    public static var bitcodeGenerationMode: Setting<String> { Setting("BITCODE_GENERATION_MODE") }
}

extension Setting where Value == Bool {
    public static var includeAllAppIcons: Setting<Bool> {
        Setting("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", default: "NO")
    }
    public static var generateInfoPlistFile: Setting<Bool> { Setting("GENERATE_INFOPLIST_FILE") }
    public static var infoPlistPreprocess: Setting<Bool> { Setting("INFOPLIST_PREPROCESS") }
    public static var infoPlistExpandBuildSettings: Setting<Bool> { Setting("INFOPLIST_EXPAND_BUILD_SETTINGS", default: "YES") }
    public static var infoPlistMergesIcons: Setting<Bool> { Setting("INFOPLIST_ENABLE_CFBUNDLEICONS_MERGE", default: "YES") }
    public static var deploymentPostprocessing: Setting<Bool> { Setting("DEPLOYMENT_POSTPROCESSING") }
    public static var enableTestability: Setting<Bool> { Setting("ENABLE_TESTABILITY") }
    public static var onlyActiveArch: Setting<Bool> { Setting("ONLY_ACTIVE_ARCH") }
    public static var enableBitcode: Setting<Bool> { Setting("ENABLE_BITCODE") }
    /// Off unless set: swift-build declares it with no default (`BuiltinMacros.swift`); Xcode's templates and its
    /// "recommended settings" write YES.
    public static var enableUserScriptSandboxing: Setting<Bool> { Setting("ENABLE_USER_SCRIPT_SANDBOXING", default: "NO") }
}

extension Setting where Value == [String] {
    public static var alternateAppIconNames: Setting<[String]> { Setting("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES") }
    public static var assetCatalogOtherFlags: Setting<[String]> { Setting("ASSETCATALOG_OTHER_FLAGS", accumulates: true) }
    public static var supportedPlatforms: Setting<[String]> { Setting("SUPPORTED_PLATFORMS") }
    public static var otherLinkerFlags: Setting<[String]> { Setting("OTHER_LDFLAGS", accumulates: true) }
    public static var otherCFlags: Setting<[String]> { Setting("OTHER_CFLAGS", accumulates: true) }
    public static var otherSwiftFlags: Setting<[String]> { Setting("OTHER_SWIFT_FLAGS", accumulates: true) }
    public static var preprocessorDefinitions: Setting<[String]> { Setting("GCC_PREPROCESSOR_DEFINITIONS", accumulates: true) }
    public static var swiftActiveCompilationConditions: Setting<[String]> { Setting("SWIFT_ACTIVE_COMPILATION_CONDITIONS", accumulates: true) }
    public static var validArchs: Setting<[String]> { Setting("VALID_ARCHS") }
}

/// The declarations as a table, for the resolver (types, built-in defaults) and for rules that look at every
/// setting of a kind (the list-typed ones whose `$(inherited)` matters).
public enum DeclaredSettings {
    public static let all: [SettingDeclaration] = [
        // Strings (and paths, which parse as strings).
        Setting.appIconName.declaration, Setting.infoPlistFile.declaration, Setting.productName.declaration,
        Setting.sdkRoot.declaration, Setting.targetedDeviceFamily.declaration,
        Setting.productBundleIdentifier.declaration, Setting.developmentTeam.declaration,
        Setting.codeSignStyle.declaration, Setting.codeSignIdentity.declaration,
        Setting.iOSDeploymentTarget.declaration, Setting.macOSDeploymentTarget.declaration,
        Setting.tvOSDeploymentTarget.declaration, Setting.watchOSDeploymentTarget.declaration,
        Setting.visionOSDeploymentTarget.declaration, Setting.swiftOptimizationLevel.declaration,
        Setting.gccOptimizationLevel.declaration, Setting.bitcodeGenerationMode.declaration,
        string("TARGET_NAME"), string("PROJECT_NAME"), string("CONFIGURATION"), string("SRCROOT"),
        string("PROJECT_DIR"), string("SOURCE_ROOT"), string("PROJECT_FILE_PATH"), string("INFOPLIST_PREFIX_HEADER"),
        string("SWIFT_VERSION"), string("CODE_SIGN_ENTITLEMENTS"), string("PRODUCT_MODULE_NAME"),
        string("MARKETING_VERSION"), string("CURRENT_PROJECT_VERSION"),
        string("ASSETCATALOG_COMPILER_INFOPLIST_CONTENT_FILE"), string("DEVELOPER_DIR"), string("BUILT_PRODUCTS_DIR"),
        string("PROVISIONING_PROFILE_SPECIFIER"), string("PROVISIONING_PROFILE"), string("DEBUG_INFORMATION_FORMAT"),
        string("SWIFT_COMPILATION_MODE"),
        // Booleans.
        Setting.includeAllAppIcons.declaration, Setting.generateInfoPlistFile.declaration,
        Setting.infoPlistPreprocess.declaration, Setting.infoPlistExpandBuildSettings.declaration,
        Setting.infoPlistMergesIcons.declaration, Setting.deploymentPostprocessing.declaration,
        Setting.enableTestability.declaration, Setting.onlyActiveArch.declaration, Setting.enableBitcode.declaration,
        Setting.enableUserScriptSandboxing.declaration,
        boolean("SWIFT_WHOLE_MODULE_OPTIMIZATION"), boolean("ENABLE_NS_ASSERTIONS"), boolean("VALIDATE_PRODUCT"),
        boolean("SKIP_INSTALL"), boolean("EMBEDDED_CONTENT_CONTAINS_SWIFT"),
        boolean("ALWAYS_EMBED_SWIFT_STANDARD_LIBRARIES"),
        // String lists (and path lists): `$(inherited)` splices the lower levels' elements in. Those marked
        // `accumulates` are built up level by level.
        Setting.alternateAppIconNames.declaration, Setting.assetCatalogOtherFlags.declaration,
        Setting.supportedPlatforms.declaration, Setting.otherLinkerFlags.declaration, Setting.otherCFlags.declaration,
        Setting.otherSwiftFlags.declaration, Setting.preprocessorDefinitions.declaration,
        Setting.swiftActiveCompilationConditions.declaration, Setting.validArchs.declaration,
        adding("OTHER_CPLUSPLUSFLAGS"), adding("WARNING_CFLAGS"), adding("OTHER_LIBTOOLFLAGS"),
        adding("OTHER_CODE_SIGN_FLAGS"), adding("INFOPLIST_PREPROCESSOR_DEFINITIONS"),
        adding("GCC_PREPROCESSOR_DEFINITIONS_NOT_USED_IN_PRECOMPS"), adding("HEADER_SEARCH_PATHS"),
        adding("USER_HEADER_SEARCH_PATHS"), adding("SYSTEM_HEADER_SEARCH_PATHS"), adding("FRAMEWORK_SEARCH_PATHS"),
        adding("SYSTEM_FRAMEWORK_SEARCH_PATHS"), adding("LIBRARY_SEARCH_PATHS"), adding("SWIFT_INCLUDE_PATHS"),
        adding("LD_RUNPATH_SEARCH_PATHS"), list("ARCHS"), list("EXCLUDED_ARCHS"), list("EXCLUDED_SOURCE_FILE_NAMES"),
        list("INCLUDED_SOURCE_FILE_NAMES"),
    ]

    /// By name. A name declared twice keeps its first declaration (a test checks there is none).
    public static let byName: [String: SettingDeclaration] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    /// Declarations with a built-in default, in table order.
    public static let defaults: [SettingDeclaration] = all.filter { $0.defaultValue != nil }

    /// The type `name` parses as: its declaration's, else StringList (user-defined, §4.5).
    public static func type(of name: String) -> SettingType { byName[name]?.type ?? .stringList }

    /// Whether `name` is declared as a list (not merely undeclared, which also parses as one).
    public static func isDeclaredList(_ name: String) -> Bool { byName[name]?.type == .stringList }

    /// Whether `name` is a list each level is meant to add to (flags, search paths, definitions).
    public static func accumulates(_ name: String) -> Bool { byName[name]?.accumulates ?? false }

    /// The names of those lists, sorted: a rule about them looks these up rather than filtering every name.
    public static let accumulating: [String] = all.filter(\.accumulates).map(\.name).sorted()

    private static func string(_ name: String) -> SettingDeclaration {
        SettingDeclaration(name: name, type: .string, defaultValue: nil)
    }

    private static func boolean(_ name: String) -> SettingDeclaration {
        SettingDeclaration(name: name, type: .boolean, defaultValue: nil)
    }

    private static func list(_ name: String) -> SettingDeclaration {
        SettingDeclaration(name: name, type: .stringList, defaultValue: nil)
    }

    private static func adding(_ name: String) -> SettingDeclaration {
        SettingDeclaration(name: name, type: .stringList, accumulates: true)
    }
}
