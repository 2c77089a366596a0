import XcodeModel

/// The resolved view of a project that rules read: per app target and configuration × SDK, the icon settings
/// with where they were decided; the icon providers the target really compiles; its icon sets.
///
/// Rules see only these facts, never the raw object graph, so they stay small and are testable without files.
/// `FactsBuilder` derives them from `XcodeModel`.
public struct ProjectFacts: Sendable {
    /// Absolute path of the `project.pbxproj`.
    public var projectFile: String
    public var targets: [TargetFacts]
    /// Problems the model found while loading (dangling references, missing xcconfigs…).
    public var issues: [ModelIssue]
    /// `objectVersion` of a pbxproj as written, and where (nil for a project.xcproj or when absent).
    public var objectVersion: (value: String, location: Location)?
    /// The settings of every native target of the project, checked or not (test bundles too), per configuration
    /// (all of them, whatever `--configuration` selects) and SDK: who else uses a shared xcconfig line. Resolved
    /// only when a rule asks.
    public var everyTargetSettings: [(target: String, configurations: [ConfigurationFacts])] {
        everyTargetSource?.value ?? targets.map { ($0.name, $0.configurations) }
    }
    var everyTargetSource: Lazy<[(target: String, configurations: [ConfigurationFacts])]>?
    /// True for a `project.xcproj` (the JSON format, which has no objectVersion).
    public var isXcproj = false
    /// `compatibilityVersion` and `preferredProjectObjectVersion` of the project object, where written.
    public var formatSettings: [ProjectFormatSetting] = []
    /// The oldest Xcode the repository pins (`.xcode-version`, workflows), read when first asked for.
    public var xcodePin: XcodePin? {
        get { xcodePinSource?.value ?? nil }
        set { xcodePinSource = Lazy { newValue } }
    }
    private var xcodePinSource: Lazy<XcodePin?>?

    /// Makes `xcodePin` come from `source`, computed when first asked for.
    public mutating func setXcodePin(_ source: Lazy<XcodePin?>) { xcodePinSource = source }
    /// Every target's build phases and the group tree, gathered when first asked for (`project-integrity`).
    public var integrity: ProjectIntegrityFacts {
        get { integritySource?.value ?? ProjectIntegrityFacts() }
        set { integritySource = Lazy { newValue } }
    }
    private var integritySource: Lazy<ProjectIntegrityFacts>?

    /// Makes `integrity` come from `source`, computed when first asked for.
    public mutating func setIntegrity(_ source: Lazy<ProjectIntegrityFacts>) { integritySource = source }

    public init(projectFile: String, targets: [TargetFacts], issues: [ModelIssue] = []) {
        self.projectFile = projectFile
        self.targets = targets
        self.issues = issues
    }
}

/// One resolved build setting for one configuration and SDK.
public struct SettingFact: Sendable, Hashable {
    public var key: String
    /// False when no level sets it (the value is the built-in default).
    public var isSet: Bool = false
    /// The value split as a StringList (docs/reference/xcode-semantics.md §4.5).
    public var list: [String] = []
    /// The value as a String.
    public var string: String = ""
    /// The value as a Boolean (first byte in `yYtT1-9`).
    public var bool: Bool = false
    /// Where the deciding assignment is written (its key), or nil when unset.
    public var location: Location?
    /// Human description of that level, e.g. `target "Client" build settings` or `App.xcconfig`.
    public var origin: String?
    /// Set when the value cannot be known offline (an optional include that is missing, an environment variable).
    public var unknowable: Unknowable?
}

/// Settings of one target configuration for one SDK family. Rules ask for any setting by its declaration,
/// `configuration[.appIconName]`, and get its value with where it was decided; values are resolved on first
/// request (see `SettingSource`), so the facts know no rule.
public struct ConfigurationFacts: Sendable {
    public var name: String
    /// How messages name it: the name, or `BetaDebug #2` for the second configuration of one list with the same
    /// name (configuration-duplicate), so both are checked and told apart.
    public var label: String
    /// SDK family the values were evaluated for, e.g. `iphoneos`.
    public var sdk: String
    /// The configuration's `buildSettings` in the project file (where to point when nothing sets a value).
    public var location: Location
    /// Where the values come from.
    public let settings: SettingSource
    /// Where a setting could be added to this configuration (for fixes that add what the others have).
    public var places = ConfigurationPlaces()

    /// Whether the values are for a simulator SDK: such builds never ship, and sign without a team.
    public var isSimulator: Bool { Self.isSimulator(sdk: sdk) }

    public static func isSimulator(sdk: String) -> Bool { Platform.isSimulator(sdk: sdk) }

    public init(name: String, sdk: String, location: Location, settings: SettingSource, label: String? = nil) {
        self.name = name
        self.label = label ?? name
        self.sdk = sdk
        self.location = location
        self.settings = settings
    }

    /// The resolved value of a declared setting, with where it was decided.
    public subscript<Value>(_ setting: Setting<Value>) -> SettingFact { settings.fact(setting.name) }

    /// The resolved value of a setting named at run time (a rule option), parsed as its declared type.
    public subscript(name name: String) -> SettingFact { settings.fact(name) }

    /// The value of a declared setting as its Swift type.
    public func value<Value>(_ setting: Setting<Value>) -> Value { Value(fact: settings.fact(setting.name)) }

    /// Every assignment involved in the setting's value, for rules about the levels themselves.
    public func provenance<Value>(_ setting: Setting<Value>) -> SettingProvenance { settings.provenance(setting.name) }

    /// Every assignment involved in the value of a setting named at run time.
    public func provenance(name: String) -> SettingProvenance { settings.provenance(name) }

    /// `CFBundleShortVersionString` and `CFBundleVersion` of the built Info.plist, worked out when first asked
    /// for (`BundleVersionFactsBuilder`); unknown when the facts were not built from a project.
    public var bundleVersions: BundleVersions {
        get { bundleVersionsSource?.value ?? .unknown("its versions were not worked out") }
        set { bundleVersionsSource = Lazy { newValue } }
    }
    private var bundleVersionsSource: Lazy<BundleVersions>?

    /// Makes `bundleVersions` come from `source`, computed when first asked for.
    public mutating func setBundleVersions(_ source: Lazy<BundleVersions>) { bundleVersionsSource = source }
}

/// Something that can serve as an app icon by name: an `.appiconset`, an Icon Composer `.icon`, a tvOS stack.
public struct IconProviderFact: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case appIconSet = "appiconset"
        case iconComposer = "icon"
        case imageStack = "imagestack"
        case brandAssets = "brandassets"
        case solidImageStack = "solidimagestack"
    }

    /// The name actool matches: the folder name without its extension.
    public var name: String
    /// With the namespace prefix of a `provides-namespace` group, when different from `name`.
    public var namespacedName: String?
    public var kind: Kind
    /// Absolute path of the provider on disk.
    public var path: String
}

/// An icon set's `Contents.json` that is broken.
public struct IconSetProblem: Sendable, Hashable {
    /// The icon set's name.
    public var name: String
    public var message: String
    public var location: Location
    /// The set is readable but names no image (Xcode's empty template): harmless unless the set ships.
    public var hasNoImages = false
}

/// Everything rules need about one target.
public struct TargetFacts: Sendable {
    public var name: String
    public var productType: String
    public var isApplication: Bool
    /// Checked only because an app embeds it (an extension, a watch app, a framework), not named by the user nor
    /// an app itself: only the rules that check what ships inside an app (`checksEmbeddedTargets`) look at it.
    public var isCheckedOnlyAsEmbedded = false
    /// False for a target that compiles nothing (no file in a Sources phase, no synchronized folder): a watchOS 2
    /// watch app stub, a bundle of resources. Its compiler settings (`SWIFT_VERSION`) reach no compiler.
    public var compilesSources = true
    /// The target's `name` in the project file.
    public var location: Location
    /// Per configuration (in the target's order) and SDK family.
    public var configurations: [ConfigurationFacts]
    /// Icon providers the target compiles (its catalogs and `.icon` resources).
    public var providers: [IconProviderFact]
    /// Providers that belong to other targets of the project only, by target name. Computed on first use when
    /// the facts come from a project (see `Lazy`).
    public var providersElsewhere: [(target: String, provider: IconProviderFact)] {
        get { elsewhereSource?.value ?? elsewhere }
        set { elsewhere = newValue; elsewhereSource = nil }
    }
    private var elsewhere: [(target: String, provider: IconProviderFact)]
    private var elsewhereSource: Lazy<[(target: String, provider: IconProviderFact)]>?
    public var iconSetProblems: [IconSetProblem]
    /// Project configuration names the target does not define (Xcode silently builds them with the default).
    public var missingConfigurations: [String]
    /// Where the target's configuration list is written.
    public var configurationListLocation: Location?
    /// Info.plist icon declarations, one entry per distinct Info.plist the configurations use.
    public var legacy: [LegacyPlistFacts] = []
    /// Files copied to the root of the bundle (where loose icons must be).
    public var bundleRoot: [BundleRootFile] = []
    /// Run Script phases, in build order.
    public var scriptPhases: [ScriptPhaseFact] = []
    /// Images the code loads by name and the catalogs' image sets (app targets), read when first asked for.
    public var imageLookups: ImageLookups {
        get { imageLookupsSource?.value ?? ImageLookups() }
        set { imageLookupsSource = Lazy { newValue } }
    }
    private var imageLookupsSource: Lazy<ImageLookups>?

    /// Makes `imageLookups` come from `source`, computed when first asked for.
    public mutating func setImageLookups(_ source: Lazy<ImageLookups>) { imageLookupsSource = source }
    /// Finds files on disk by name near an Info.plist (for a legacy icon file the bundle lacks).
    public var legacyFileSearch: LegacyFileSearch = .nothing
    /// True if the target compiles any asset catalog or Icon Composer document; without one actool never runs,
    /// so icon-name settings have no effect.
    public var hasIconInputs = true
    /// Catalogs and `.icon` documents in the target's own synchronized folders that its exceptions exclude
    /// (filled only for an app that compiles none).
    public var excludedIconInputs: [String] = []
    /// Icon names the target's Swift and Objective-C sources use (`setAlternateIconName` calls, icon enums), read
    /// on first use (only the rule about them asks).
    public var iconNamesInCode: IconNameUses {
        get { iconNamesInCodeSource?.value ?? IconNameUses() }
        set { iconNamesInCodeSource = Lazy { newValue } }
    }
    private var iconNamesInCodeSource: Lazy<IconNameUses>?

    /// Makes `iconNamesInCode` come from `source`, computed when first asked for.
    public mutating func setIconNamesInCode(_ source: Lazy<IconNameUses>) { iconNamesInCodeSource = source }
    /// Targets whose products this one embeds (app targets only; empty for others), found and resolved on first use.
    public var embedded: [EmbeddedTargetFacts] {
        get { embeddedSource?.value ?? [] }
        set { embeddedSource = Lazy { newValue } }
    }
    private var embeddedSource: Lazy<[EmbeddedTargetFacts]>?

    /// Makes `embedded` come from `source`, computed when first asked for.
    public mutating func setEmbedded(_ source: Lazy<[EmbeddedTargetFacts]>) { embeddedSource = source }
    /// Catalogs of the target (or folders in them) that could not be read: a name not found among the providers
    /// may still be there, so "missing" cannot be said (the unreadable folder is reported on its own).
    public var unreadableCatalogs: [String] = []

    /// Whether `name` is known to have no provider: false when a catalog could not be read.
    public func isMissing(_ name: String) -> Bool { provider(named: name) == nil && unreadableCatalogs.isEmpty }

    public init(name: String, productType: String, isApplication: Bool, location: Location,
                configurations: [ConfigurationFacts], providers: [IconProviderFact] = [],
                providersElsewhere: [(target: String, provider: IconProviderFact)] = [],
                iconSetProblems: [IconSetProblem] = [], missingConfigurations: [String] = [],
                configurationListLocation: Location? = nil) {
        self.name = name
        self.productType = productType
        self.isApplication = isApplication
        self.location = location
        self.configurations = configurations
        self.providers = providers
        self.elsewhere = providersElsewhere
        self.iconSetProblems = iconSetProblems
        self.missingConfigurations = missingConfigurations
        self.configurationListLocation = configurationListLocation
    }

    /// The SDK families the target was evaluated for, in first-seen order.
    public var sdks: [String] {
        var seen: [String] = []
        for c in configurations where !seen.contains(c.sdk) { seen.append(c.sdk) }
        return seen
    }

    /// Makes `providersElsewhere` come from `source`, computed when first asked for.
    public mutating func setProvidersElsewhere(_ source: Lazy<[(target: String, provider: IconProviderFact)]>) {
        elsewhere = []
        elsewhereSource = source
    }

    /// Provider names that resolve a name exactly.
    public func provider(named name: String) -> IconProviderFact? { providers.first { $0.name == name } }
}

/// The places a configuration's settings are written: its base xcconfigs and the project-level `buildSettings` of
/// the same name (the target-level one is `ConfigurationFacts.location`). A fix that adds a setting the other
/// configurations have writes it at the same kind of place.
public struct ConfigurationPlaces: Sendable, Hashable {
    /// The target configuration's base xcconfig (absolute), when it has one that can be read.
    public var targetXCConfig: String?
    /// The project configuration's base xcconfig.
    public var projectXCConfig: String?
    /// The project-level `buildSettings` of the configuration Xcode uses with this one.
    public var projectSettings: Location?
    /// The format of the project file those settings are in, as its reader found it (not guessed from the
    /// file's name): a project.xcproj has one settings object per level, so a configuration's own value is a
    /// `KEY[config=Name]` key there.
    public var projectFormat: ProjectFormat = .pbxproj
    /// Xcconfigs (absolute) that are the base of more than one configuration (of any target, or the project):
    /// a line added there would change the others too.
    public var sharedXCConfigs: Set<String> = []
}
