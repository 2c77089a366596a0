/// The typed build settings pbxlint knows, each declared once, here, with its type and built-in default
/// (docs/reference/xcode-semantics.md §4.5, §4.7; types and defaults from swift-build's xcspecs and
/// `Sources/SWBCore/Settings/BuiltinMacros.swift`).
///
/// Declaring a setting registers it: making a `Setting` here records its declaration, so a typed setting cannot
/// be left out of the table (it would parse as a user-defined list and lose its default). Only this file can make
/// a `Setting` (`Registration`). To use a new setting in a rule, add a property below and its accessor in
/// `Setting+Declarations.swift` (`configuration[.appIconName]`); the compiler asks for the accessor, the table
/// needs nothing. (The table used to be read back from the stored properties by reflection, which cost every run
/// the runtime's metadata lookups; `SettingDeclarationRegistryTests` checks the source against the table.)
struct SettingCatalog: Sendable {
    /// Proof that a `Setting` is made here.
    struct Registration: Sendable { fileprivate init() {} }

    // Strings (and paths, which parse as strings).
    let appIconName = string("ASSETCATALOG_COMPILER_APPICON_NAME")
    let infoPlistFile = string("INFOPLIST_FILE")
    let productName = string("PRODUCT_NAME", default: "$(TARGET_NAME)")
    let sdkRoot = string("SDKROOT")
    let targetedDeviceFamily = string("TARGETED_DEVICE_FAMILY", default: "1")
    let productBundleIdentifier = string("PRODUCT_BUNDLE_IDENTIFIER")
    // Signing (`embedded-signing`).
    let developmentTeam = string("DEVELOPMENT_TEAM")
    let codeSignStyle = string("CODE_SIGN_STYLE")
    let codeSignIdentity = string("CODE_SIGN_IDENTITY")
    // Deployment targets, one a platform (`Platform.deploymentTarget`).
    let iOSDeploymentTarget = string("IPHONEOS_DEPLOYMENT_TARGET")
    let macOSDeploymentTarget = string("MACOSX_DEPLOYMENT_TARGET")
    let tvOSDeploymentTarget = string("TVOS_DEPLOYMENT_TARGET")
    let watchOSDeploymentTarget = string("WATCHOS_DEPLOYMENT_TARGET")
    let visionOSDeploymentTarget = string("XROS_DEPLOYMENT_TARGET")
    let driverKitDeploymentTarget = string("DRIVERKIT_DEPLOYMENT_TARGET")
    // Compilers.
    let swiftOptimizationLevel = string("SWIFT_OPTIMIZATION_LEVEL")
    let gccOptimizationLevel = string("GCC_OPTIMIZATION_LEVEL")
    let bitcodeGenerationMode = string("BITCODE_GENERATION_MODE")
    /// The Swift language mode (`-swift-version`); no default in the spec, Xcode's templates write it.
    let swiftVersion = string("SWIFT_VERSION")

    // Booleans.
    let includeAllAppIcons = boolean("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", default: "NO")
    // Info.plist processing (`embedded-version-mismatch`, the legacy-icon rules).
    let generateInfoPlistFile = boolean("GENERATE_INFOPLIST_FILE")
    let infoPlistPreprocess = boolean("INFOPLIST_PREPROCESS")
    let infoPlistExpandBuildSettings = boolean("INFOPLIST_EXPAND_BUILD_SETTINGS", default: "YES")
    let infoPlistMergesIcons = boolean("INFOPLIST_ENABLE_CFBUNDLEICONS_MERGE", default: "YES")
    // Build behaviour (`debug-settings-shipped`, `setting-removed`, `script-sandbox-inputs`).
    let deploymentPostprocessing = boolean("DEPLOYMENT_POSTPROCESSING")
    let enableTestability = boolean("ENABLE_TESTABILITY")
    let onlyActiveArch = boolean("ONLY_ACTIVE_ARCH")
    let enableBitcode = boolean("ENABLE_BITCODE")
    /// Off unless set: swift-build declares it with no default (`BuiltinMacros.swift`); Xcode's templates and its
    /// "recommended settings" write YES.
    let enableUserScriptSandboxing = boolean("ENABLE_USER_SCRIPT_SANDBOXING", default: "NO")

    // String lists (and path lists). `accumulates`: each level is meant to add to the levels below.
    let alternateAppIconNames = list("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES")
    let assetCatalogOtherFlags = list("ASSETCATALOG_OTHER_FLAGS", accumulates: true)
    let supportedPlatforms = list("SUPPORTED_PLATFORMS")
    let otherLinkerFlags = list("OTHER_LDFLAGS", accumulates: true)
    let otherCFlags = list("OTHER_CFLAGS", accumulates: true)
    let otherSwiftFlags = list("OTHER_SWIFT_FLAGS", accumulates: true)
    let preprocessorDefinitions = list("GCC_PREPROCESSOR_DEFINITIONS", accumulates: true)
    let swiftActiveCompilationConditions = list("SWIFT_ACTIVE_COMPILATION_CONDITIONS", accumulates: true)
    let validArchs = list("VALID_ARCHS")

    /// The one catalog: its stored properties are initialised once, in declaration order, each recording its
    /// declaration (`registered`).
    static let shared = SettingCatalog()

    private init() {}

    /// Every declaration above, in order, as `shared`'s initialisation recorded them.
    static let declarations: [SettingDeclaration] = {
        _ = shared
        return registered
    }()
}

/// What the making of `SettingCatalog.shared` records: written only while that one instance is initialised (its
/// initialiser is private, and a `static let` runs it once, before anyone can read this), read only after.
nonisolated(unsafe) private var registered: [SettingDeclaration] = []

private func register<Value>(_ setting: Setting<Value>) -> Setting<Value> {
    registered.append(setting.declaration)
    return setting
}

private func string(_ name: String, default value: String? = nil) -> Setting<String> {
    register(Setting(name, default: value, SettingCatalog.Registration()))
}

private func boolean(_ name: String, default value: String? = nil) -> Setting<Bool> {
    register(Setting(name, default: value, SettingCatalog.Registration()))
}

private func list(_ name: String, accumulates: Bool = false) -> Setting<[String]> {
    register(Setting(name, accumulates: accumulates, SettingCatalog.Registration()))
}
