/// The typed settings by name, for rules: `configuration[.appIconName]`. Each is declared (name, type, default) in
/// `SettingCatalog`, which registers it; an accessor only hands out the catalog's declaration.
extension Setting where Value == String {
    public static var appIconName: Self { SettingCatalog.shared.appIconName }
    public static var infoPlistFile: Self { SettingCatalog.shared.infoPlistFile }
    public static var productName: Self { SettingCatalog.shared.productName }
    public static var sdkRoot: Self { SettingCatalog.shared.sdkRoot }
    public static var targetedDeviceFamily: Self { SettingCatalog.shared.targetedDeviceFamily }
    public static var productBundleIdentifier: Self { SettingCatalog.shared.productBundleIdentifier }
    public static var developmentTeam: Self { SettingCatalog.shared.developmentTeam }
    public static var codeSignStyle: Self { SettingCatalog.shared.codeSignStyle }
    public static var codeSignIdentity: Self { SettingCatalog.shared.codeSignIdentity }
    public static var iOSDeploymentTarget: Self { SettingCatalog.shared.iOSDeploymentTarget }
    public static var macOSDeploymentTarget: Self { SettingCatalog.shared.macOSDeploymentTarget }
    public static var tvOSDeploymentTarget: Self { SettingCatalog.shared.tvOSDeploymentTarget }
    public static var watchOSDeploymentTarget: Self { SettingCatalog.shared.watchOSDeploymentTarget }
    public static var visionOSDeploymentTarget: Self { SettingCatalog.shared.visionOSDeploymentTarget }
    public static var driverKitDeploymentTarget: Self { SettingCatalog.shared.driverKitDeploymentTarget }
    public static var swiftOptimizationLevel: Self { SettingCatalog.shared.swiftOptimizationLevel }
    public static var gccOptimizationLevel: Self { SettingCatalog.shared.gccOptimizationLevel }
    public static var bitcodeGenerationMode: Self { SettingCatalog.shared.bitcodeGenerationMode }
    public static var swiftVersion: Self { SettingCatalog.shared.swiftVersion }
}

extension Setting where Value == Bool {
    public static var includeAllAppIcons: Self { SettingCatalog.shared.includeAllAppIcons }
    public static var generateInfoPlistFile: Self { SettingCatalog.shared.generateInfoPlistFile }
    public static var infoPlistPreprocess: Self { SettingCatalog.shared.infoPlistPreprocess }
    public static var infoPlistExpandBuildSettings: Self { SettingCatalog.shared.infoPlistExpandBuildSettings }
    public static var infoPlistMergesIcons: Self { SettingCatalog.shared.infoPlistMergesIcons }
    public static var deploymentPostprocessing: Self { SettingCatalog.shared.deploymentPostprocessing }
    public static var enableTestability: Self { SettingCatalog.shared.enableTestability }
    public static var onlyActiveArch: Self { SettingCatalog.shared.onlyActiveArch }
    public static var enableBitcode: Self { SettingCatalog.shared.enableBitcode }
    public static var enableUserScriptSandboxing: Self { SettingCatalog.shared.enableUserScriptSandboxing }
}

extension Setting where Value == [String] {
    public static var alternateAppIconNames: Self { SettingCatalog.shared.alternateAppIconNames }
    public static var assetCatalogOtherFlags: Self { SettingCatalog.shared.assetCatalogOtherFlags }
    public static var supportedPlatforms: Self { SettingCatalog.shared.supportedPlatforms }
    public static var otherLinkerFlags: Self { SettingCatalog.shared.otherLinkerFlags }
    public static var otherCFlags: Self { SettingCatalog.shared.otherCFlags }
    public static var otherSwiftFlags: Self { SettingCatalog.shared.otherSwiftFlags }
    public static var preprocessorDefinitions: Self { SettingCatalog.shared.preprocessorDefinitions }
    public static var swiftActiveCompilationConditions: Self { SettingCatalog.shared.swiftActiveCompilationConditions }
    public static var validArchs: Self { SettingCatalog.shared.validArchs }
}

/// Every setting pbxlint knows the type of, in one place (docs/reference/xcode-semantics.md §4.5, §4.7; types and
/// defaults from swift-build's xcspecs). A setting declared here is parsed as its type; any other name is
/// user-defined and parses as a StringList, as swift-build does. Settings rules ask for are declared with their
/// Swift type in `SettingCatalog`; the names below are the others a value may reference.
/// As a table, for the resolver (types, built-in defaults) and for rules that look at every setting of a kind
/// (the list-typed ones whose `$(inherited)` matters).
public enum DeclaredSettings {
    public static let all: [SettingDeclaration] = SettingCatalog.declarations + [
        // Strings (and paths, which parse as strings).
        string("TARGET_NAME"), string("PROJECT_NAME"), string("CONFIGURATION"), string("SRCROOT"),
        string("PROJECT_DIR"), string("SOURCE_ROOT"), string("PROJECT_FILE_PATH"), string("INFOPLIST_PREFIX_HEADER"),
        string("CODE_SIGN_ENTITLEMENTS"), string("PRODUCT_MODULE_NAME"),
        string("MARKETING_VERSION"), string("CURRENT_PROJECT_VERSION"),
        string("ASSETCATALOG_COMPILER_INFOPLIST_CONTENT_FILE"), string("DEVELOPER_DIR"), string("BUILT_PRODUCTS_DIR"),
        string("PROVISIONING_PROFILE_SPECIFIER"), string("PROVISIONING_PROFILE"), string("DEBUG_INFORMATION_FORMAT"),
        string("SWIFT_COMPILATION_MODE"),
        // Booleans.
        boolean("SWIFT_WHOLE_MODULE_OPTIMIZATION"), boolean("ENABLE_NS_ASSERTIONS"), boolean("VALIDATE_PRODUCT"),
        boolean("SKIP_INSTALL"), boolean("EMBEDDED_CONTENT_CONTAINS_SWIFT"),
        boolean("ALWAYS_EMBED_SWIFT_STANDARD_LIBRARIES"),
        // String lists (and path lists): `$(inherited)` splices the lower levels' elements in. Those marked
        // `accumulates` are built up level by level.
        adding("OTHER_CPLUSPLUSFLAGS"), adding("WARNING_CFLAGS"), adding("OTHER_LIBTOOLFLAGS"),
        adding("OTHER_CODE_SIGN_FLAGS"), adding("INFOPLIST_PREPROCESSOR_DEFINITIONS"),
        adding("GCC_PREPROCESSOR_DEFINITIONS_NOT_USED_IN_PRECOMPS"), adding("HEADER_SEARCH_PATHS"),
        adding("USER_HEADER_SEARCH_PATHS"), adding("SYSTEM_HEADER_SEARCH_PATHS"), adding("FRAMEWORK_SEARCH_PATHS"),
        adding("SYSTEM_FRAMEWORK_SEARCH_PATHS"), adding("LIBRARY_SEARCH_PATHS"), adding("SWIFT_INCLUDE_PATHS"),
        adding("LD_RUNPATH_SEARCH_PATHS"), list("ARCHS"), list("EXCLUDED_ARCHS"), list("EXCLUDED_SOURCE_FILE_NAMES"),
        list("INCLUDED_SOURCE_FILE_NAMES"),
        // More of what swift-build declares as lists (`declareStringListMacro`/`declarePathListMacro` in
        // `Sources/SWBCore/Settings/BuiltinMacros.swift`) and the plural settings CocoaPods writes
        // (`PLURAL_SETTINGS` in CocoaPods' `lib/cocoapods/target/build_settings.rb`), so that `settings --json`
        // prints them as lists.
        list("BUILD_VARIANTS"), list("BUILD_COMPONENTS"), list("ARCHS_STANDARD"), list("ARCHS_STANDARD_64_BIT"),
        list("ARCHS_STANDARD_INCLUDING_64_BIT"), list("SUPPORTED_DEVICE_FAMILIES"), list("TOOLCHAINS"),
        list("ADDITIONAL_SDKS"), list("SDK_NAMES"), list("STRIPFLAGS"), list("ALTERNATE_PERMISSIONS_FILES"),
        list("EXCLUDED_RECURSIVE_SEARCH_PATH_SUBDIRECTORIES"), list("INCLUDED_RECURSIVE_SEARCH_PATH_SUBDIRECTORIES"),
        list("EXCLUDED_EXPLICIT_TARGET_DEPENDENCIES"), list("INCLUDED_EXPLICIT_TARGET_DEPENDENCIES"),
        list("EXCLUDED_USER_SCRIPT_SANDBOXING_PHASE_NAMES"), list("EMBED_PACKAGE_RESOURCE_BUNDLE_NAMES"),
        list("DEPLOYMENT_TARGET_SUGGESTED_VALUES"), list("INSTALLLOC_LANGUAGE"), list("HEADER_DEPENDENCIES"),
        list("IBC_REGIONS_AND_STRINGS_FILES"), list("ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOL_FRAMEWORKS"),
        list("COMPILATION_CACHE_REMOTE_SUPPORTED_LANGUAGES"), list("CLANG_TARGET_TRIPLE_VARIANTS"),
        adding("WARNING_LDFLAGS"), adding("SECTORDER_FLAGS"), adding("REZ_SEARCH_PATHS"),
        adding("GCC_OTHER_CFLAGS_NOT_USED_IN_PRECOMPS"), adding("GCC_PRODUCT_TYPE_PREPROCESSOR_DEFINITIONS"),
        adding("GLOBAL_CFLAGS"), adding("CPP_OTHER_PREPROCESSOR_FLAGS"), adding("CPP_PREPROCESSOR_DEFINITIONS"),
        adding("COPY_HEADERS_UNIFDEF_FLAGS"), adding("CLANG_OTHER_PREFIX_MAPPINGS"), adding("KASAN_DEFAULT_CFLAGS"),
        adding("INFOPLIST_OTHER_PREPROCESSOR_FLAGS"), adding("LEXFLAGS"), adding("OTHER_TAPI_FLAGS"),
        adding("TEST_LIBRARY_SEARCH_PATHS"), adding("TEST_FRAMEWORK_SEARCH_PATHS"),
        adding("TEST_PRIVATE_FRAMEWORK_SEARCH_PATHS"), adding("DSYMUTIL_DSYM_SEARCH_PATHS"),
        list("ASSETCATALOG_COMPILER_INPUTS"), list("ASSETCATALOG_COMPILER_STICKER_PACK_STRINGS"),
        // Paths (strings).
        string("SYMROOT"), string("OBJROOT"), string("DSTROOT"), string("INSTALL_PATH"),
        string("DYLIB_CURRENT_VERSION"), string("DYLIB_COMPATIBILITY_VERSION"), string("CURRENT_VERSION"),
        string("GCC_PREFIX_HEADER"), string("EXECUTABLE_NAME"), string("FULL_PRODUCT_NAME"),
        // Built-ins Xcode computes (see `computedByXcode`).
        string("PLATFORM_NAME"), string("EFFECTIVE_PLATFORM_NAME"), string("SDK_NAME"), string("SDK_VERSION"),
        string("SDK_DIR"), string("PLATFORM_DIR"), string("CONFIGURATION_BUILD_DIR"), string("TARGET_BUILD_DIR"),
        string("CONFIGURATION_TEMP_DIR"), string("TARGET_TEMP_DIR"), string("PROJECT_TEMP_DIR"),
        string("DERIVED_FILE_DIR"), string("BUILD_DIR"), string("BUILD_ROOT"), string("CURRENT_ARCH"),
        string("NATIVE_ARCH"), string("XCODE_VERSION_ACTUAL"), string("XCODE_VERSION_MAJOR"), string("TOOLCHAIN_DIR"),
    ]

    /// The lists swift-build declares as path lists (`declarePathListMacro` in `BuiltinMacros.swift`): evaluated,
    /// each element is normalized and later duplicates are dropped (`MacroEvaluationScope.evaluate(_:)` for a
    /// `PathListMacroDeclaration`, `Sources/SWBMacro/MacroEvaluationScope.swift`).
    public static let pathLists: Set<String> = [
        "FRAMEWORK_SEARCH_PATHS", "HEADER_SEARCH_PATHS", "LIBRARY_SEARCH_PATHS", "TEST_FRAMEWORK_SEARCH_PATHS",
        "TEST_PRIVATE_FRAMEWORK_SEARCH_PATHS", "DSYMUTIL_DSYM_SEARCH_PATHS", "ASSETCATALOG_COMPILER_INPUTS",
        "ASSETCATALOG_COMPILER_STICKER_PACK_STRINGS",
    ]

    /// Whether `name` is a path list (see `pathLists`).
    public static func isPathList(_ name: String) -> Bool { pathLists.contains(name) }

    /// The build roots that Xcode makes absolute against the project folder when written relative.
    public static let rootDirectories: Set<String> = ["SYMROOT", "OBJROOT", "DSTROOT"]

    /// Settings Xcode computes from the SDK, the toolchain, the build location or the product, which pbxlint does
    /// not provide offline (`SDKNames.builtins` provides a few when the SDK is known): a value that references one
    /// that no level assigns is unknowable, not empty.
    public static let computedByXcode: Set<String> = [
        "PLATFORM_NAME", "EFFECTIVE_PLATFORM_NAME", "SDK_NAME", "SDK_VERSION", "SDK_DIR", "PLATFORM_DIR",
        "PLATFORM_DISPLAY_NAME", "PLATFORM_FAMILY_NAME", "CORRESPONDING_DEVICE_PLATFORM_NAME",
        "CORRESPONDING_SIMULATOR_PLATFORM_NAME", "BUILT_PRODUCTS_DIR", "CONFIGURATION_BUILD_DIR", "TARGET_BUILD_DIR",
        "CONFIGURATION_TEMP_DIR", "TARGET_TEMP_DIR", "PROJECT_TEMP_DIR", "DERIVED_FILE_DIR", "DERIVED_FILES_DIR",
        "DERIVED_SOURCES_DIR", "DERIVED_DATA_DIR", "BUILD_DIR", "BUILD_ROOT", "SYMROOT", "OBJROOT", "DSTROOT",
        "TEMP_DIR", "DEVELOPER_DIR", "TOOLCHAIN_DIR", "DT_TOOLCHAIN_DIR", "CURRENT_ARCH", "NATIVE_ARCH", "arch",
        "XCODE_VERSION_ACTUAL", "XCODE_VERSION_MAJOR", "XCODE_VERSION_MINOR", "XCODE_PRODUCT_BUILD_VERSION",
        "HOME", "USER", "FULL_PRODUCT_NAME", "EXECUTABLE_NAME", "EXECUTABLE_PATH", "WRAPPER_NAME",
        "WRAPPER_EXTENSION", "CONTENTS_FOLDER_PATH", "INFOPLIST_PATH", "UNLOCALIZED_RESOURCES_FOLDER_PATH",
    ]

    /// Whether a reference to `name` when no level assigns it makes a value unknowable: Xcode computes it, or
    /// nobody declares it (Xcode may define it itself). A declared setting pbxlint knows has its default, or is
    /// empty, in Xcode as here.
    public static func isUnknowableWhenUnset(_ name: String) -> Bool {
        byName[name] == nil || computedByXcode.contains(name)
    }

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
