import PlistKit

/// The `PBXProject` root object: what the whole project shares.
public struct ProjectObject: Sendable {
    /// Object id of the root object, and the range of its key in `objects`.
    public let id: String
    public var range: SourceRange { key.range }
    /// The id key. Ranges are computed on use here and below: line numbers need the file's line table, which a
    /// run that reports nothing never has to build (a tenth of the model's time on a 100 MB project).
    let key: PlistValue
    /// `projectDirPath` as written (usually empty); it moves SRCROOT (docs/reference/xcode-semantics.md §3.5).
    public let projectDirPath: String
    public let mainGroupID: String?
    /// The main group, when it names an element.
    public let mainGroup: ElementHandle?
    /// The project-level configurations (nil when the list is missing or dangling).
    public let configurationList: ConfigurationList?
    /// `attributes` (e.g. `LastUpgradeCheck`, `TargetAttributes`), raw.
    public let attributes: PlistValue?
    /// `compatibilityVersion` and `preferredProjectObjectVersion` where a pbxproj writes them (an xcproj has
    /// neither), in that order.
    public let formatVersions: [ProjectFormatVersion]
}

/// A project-format key of the root object (`compatibilityVersion`, `preferredProjectObjectVersion`) and its value.
public struct ProjectFormatVersion: Sendable {
    public let key: String
    public let value: String
    let keyValue: PlistValue
    /// Where the key is written.
    public var keyRange: SourceRange { keyValue.range }
}

/// Which of the three target classes a target is (docs/reference/xcode-semantics.md §3.2).
public enum TargetKind: String, Sendable, Hashable {
    case native = "PBXNativeTarget"
    case aggregate = "PBXAggregateTarget"
    case legacy = "PBXLegacyTarget"
}

/// One target of the project, with its configurations and build phases resolved.
public struct Target: Sendable {
    /// Product types that build an application (docs/reference/xcode-semantics.md §3.2).
    public static let applicationProductTypes: Set<String> = [
        "com.apple.product-type.application",
        "com.apple.product-type.application.on-demand-install-capable",
        "com.apple.product-type.application.messages",
        "com.apple.product-type.application.watchapp2",
        "com.apple.product-type.application.watchapp2-container",
        "com.apple.product-type.application.watchapp",
    ]
    /// The linter's default scope for alternate icons: iOS/tvOS/macOS/visionOS apps and App Clips (§3.2).
    public static let defaultIconScopeProductTypes: Set<String> = [
        "com.apple.product-type.application",
        "com.apple.product-type.application.on-demand-install-capable",
    ]

    public let id: String
    /// Range of the target's id key in `objects`.
    public var range: SourceRange { key.range }
    let key: PlistValue
    public let kind: TargetKind
    /// `name`; falls back to the object id when missing (reported as `.malformedObject`).
    public let name: String
    public var nameRange: SourceRange? { nameValue?.range }
    let nameValue: PlistValue?
    public let productType: String?
    public internal(set) var configurationList: ConfigurationList?
    public internal(set) var buildPhases: [BuildPhase]
    /// Ids of the `PBXFileSystemSynchronizedRootGroup`s this target owns (`fileSystemSynchronizedGroups`).
    public internal(set) var synchronizedFolderIDs: [String]
    /// `productReference`: the file reference of the built product, which another target's copy-files phase
    /// names to embed it.
    public internal(set) var productReferenceID: String?

    /// Builds any kind of application (all product types of §3.2).
    public var isApplication: Bool { productType.map(Target.applicationProductTypes.contains) ?? false }
    /// In the default alternate-icon scope (plain apps and App Clips); callers can widen with `productType`.
    public var isInDefaultIconScope: Bool { productType.map(Target.defaultIconScopeProductTypes.contains) ?? false }
    /// Names of the target's own configurations, in list order.
    public var configurationNames: [String] { configurationList?.configurations.map(\.name) ?? [] }
    /// True if the target has a `PBXResourcesBuildPhase` (needed for synchronized-folder resources, §3.6 L-SYNC-1).
    public var hasResourcesPhase: Bool { buildPhases.contains { $0.kind == .resources } }
    /// Owns synchronized folders but has no Resources phase: their catalogs and images are never copied (L-SYNC-1).
    public var ownsSynchronizedFoldersWithoutResourcesPhase: Bool {
        !synchronizedFolderIDs.isEmpty && !hasResourcesPhase
    }
}

/// An `XCConfigurationList`.
public struct ConfigurationList: Sendable {
    public let id: String
    public var range: SourceRange { key.range }
    let key: PlistValue
    public let defaultConfigurationName: String?
    public internal(set) var configurations: [BuildConfiguration]

    /// The configuration named exactly `name`.
    public func configuration(named name: String) -> BuildConfiguration? {
        configurations.first { $0.name == name }
    }

    /// Which configuration a build of `name` uses (docs/reference/xcode-semantics.md §3.3): `name`, else `fallbackName` (for targets
    /// this must be the **project's** default name), else the first.
    public func select(_ name: String, fallbackName: String?) -> BuildConfiguration? {
        if let exact = configuration(named: name) { return exact }
        if let fallbackName, let fallback = configuration(named: fallbackName) { return fallback }
        return configurations.first
    }
}

/// An `XCBuildConfiguration`.
public struct BuildConfiguration: Sendable {
    public let id: String
    public var range: SourceRange { key.range }
    let key: PlistValue
    public let name: String
    public var nameRange: SourceRange? { nameValue?.range }
    let nameValue: PlistValue?
    /// The configuration's own build settings, parsed once (nil if absent or not a dictionary); its `range` is
    /// where the whole level is written.
    public let buildSettings: SettingsLevel?
    /// The xcconfig this configuration is based on, if any.
    public let baseConfiguration: BaseConfigurationReference?
}

/// Where a configuration's base xcconfig lives: a file reference (`baseConfigurationReference`) or, since Xcode 16,
/// a synchronized folder plus a path inside it (`baseConfigurationReferenceAnchor` + `…RelativePath`, §3.6).
public struct BaseConfigurationReference: Sendable {
    public enum Form: Sendable, Hashable {
        case fileReference(id: String)
        case anchored(folderID: String, relativePath: String)
    }

    public let form: Form
    /// The absolute path of the xcconfig, or why it cannot be known offline.
    public let path: ResolvedPath
    /// Range of the reference value (the id, or the relative path for the anchored form).
    public let range: SourceRange
}

/// The kind of a build phase, by `isa` (read once per object, see `ObjectClass.buildPhaseKind`).
public enum BuildPhaseKind: Sendable, Hashable {
    case resources, sources, frameworks, headers, copyFiles, shellScript, rez
    case other(String)

    /// What Xcode shows for a phase without a name of its own.
    public var title: String {
        switch self {
        case .resources: return "Copy Bundle Resources"
        case .sources: return "Compile Sources"
        case .frameworks: return "Link Binary With Libraries"
        case .headers: return "Headers"
        case .copyFiles: return "Copy Files"
        case .shellScript: return "Run Script"
        case .rez: return "Build Carbon Resources"
        case .other(let isa): return isa
        }
    }
}

/// A build phase of a target, with its build files.
public struct BuildPhase: Sendable {
    public let id: String
    public var range: SourceRange { key.range }
    let key: PlistValue
    public let kind: BuildPhaseKind
    /// `name` (copy-files and script phases are often named).
    public let name: String?
    public internal(set) var files: [BuildFile]
    /// Entries of the phase's list that name no object, each with the number of `files` listed before it (rare:
    /// kept apart so that a phase's entries in order are `files` with these merged in).
    public internal(set) var undefinedEntries: [(entry: PlistValue, filesBefore: Int)] = []
    /// A Run Script phase's script and declared files (nil for other phases).
    public internal(set) var script: ScriptPhaseFields?
    /// Copy-files phases: `dstSubfolderSpec` (the number; Xcode 26's `dstSubfolder` name is mapped to it, see
    /// `CopyDestination`) and `dstPath`.
    public let dstSubfolderSpec: String?
    public let dstPath: String?
}

/// What a Run Script phase runs and declares (`shellScript`, `inputPaths`, `inputFileListPaths`, `outputPaths`,
/// `outputFileListPaths`).
public struct ScriptPhaseFields: Sendable {
    /// The script (empty when none is written).
    public let script: String
    /// Where the script is written (nil when it is not).
    public let scriptValue: PlistValue?
    /// Input paths, then input file lists, as written.
    public let inputs: [String]
    /// Output paths, then output file lists, as written.
    public let outputs: [String]
}

/// A `PBXBuildFile`: one file (or package product) in one build phase. Big projects have tens of thousands, so
/// values are read from the document on access rather than decoded up front.
public struct BuildFile: Sendable {
    let key: PlistValue
    /// The object's dictionary.
    public let value: PlistValue

    /// The element `fileRef` names, looked up once while building the graph (-1: none or dangling), so
    /// resource and catalog scans do not hash the id again.
    let fileElement: Int32
    /// The value id of the entry that lists it in its phase (a pbxproj phase's `files` entry).
    let listing: Int32
    /// What it builds (`fileRef`, or `productRef` when there is no `fileRef`): the value id of the object that
    /// names, `BuildFile.namesNothing` when it names none, `BuildFile.namesUndefined` when the id is not defined.
    let built: Int32

    static let namesNothing: Int32 = -1
    static let namesUndefined: Int32 = -2

    /// `listing` is the id of the entry that lists it (nil: the key stands in).
    init(key: PlistValue, value: PlistValue, listing: Int32? = nil, fileElement: ElementHandle? = nil,
         built: Int32 = BuildFile.namesNothing) {
        self.key = key
        self.value = value
        self.listing = listing ?? Int32(truncatingIfNeeded: key.id)
        self.fileElement = fileElement?.index ?? -1
        self.built = built
    }

    /// The element `fileRef` names, if it names one.
    public var file: ElementHandle? { fileElement >= 0 ? ElementHandle(index: fileElement) : nil }
    /// The id (`PlistValue.id`) of the entry that lists it in its phase.
    public var listingID: Int32 { listing }
    /// The entry that lists it in its phase: where messages about the listing point.
    public var listingValue: PlistValue { key.document.value(id: Int(listing)) ?? key }
    /// The reference to what it builds (`fileRef`, else `productRef`) when that is a non-empty string (nil when
    /// it builds nothing).
    public var builtReference: PlistValue? {
        guard built != BuildFile.namesNothing else { return nil }
        return value["fileRef"] ?? value["productRef"]
    }
    /// It names something to build (`builtReference` is not nil), defined or not.
    public var namesBuilt: Bool { built != BuildFile.namesNothing }
    /// The object it builds (a file element, a package product), nil when it names none or an undefined id.
    public var builtObject: PlistValue? { built >= 0 ? key.document.value(id: Int(built)) : nil }
    /// The value id of what it builds, equal for two build files exactly when they build the same object (or
    /// name the same undefined id, compared by the caller); negative when it names nothing defined.
    public var builtID: Int { Int(built) }

    public var id: String { key.string ?? "" }
    /// Range of the object's id key.
    public var range: SourceRange { key.range }
    /// `fileRef` (a file reference, variant group, version group or reference proxy).
    public var fileRefID: String? { value["fileRef"]?.string }
    /// The `fileRef` value itself, for looking the reference up without decoding it.
    var fileRefValue: PlistValue? { value["fileRef"] }
    public var fileRefRange: SourceRange? { value["fileRef"]?.range }
    /// `productRef` (a Swift package product).
    public var productRefID: String? { value["productRef"]?.string }
    /// `platformFilter` and `platformFilters` merged (e.g. `ios`, `maccatalyst`); empty means all platforms.
    public var platformFilters: [String] {
        var filters: [String] = []
        if let one = value["platformFilter"]?.string { filters.append(one) }
        for f in value["platformFilters"]?.stringElements ?? [] where !filters.contains(f) { filters.append(f) }
        return filters
    }
    /// `settings` (ATTRIBUTES, COMPILER_FLAGS, ASSET_TAGS), raw.
    public var settings: PlistValue? { value["settings"] }
}

/// What a file element (anything that can sit in the group tree) is.
public enum FileElementKind: Sendable, Hashable {
    case fileReference
    case group
    case variantGroup
    case versionGroup
    case synchronizedFolder
    case referenceProxy
}

/// A file reference, group, variant/version group, synchronized folder or reference proxy. Values are read from
/// the document on access, so indexing a 20k-object project does not decode strings nobody asks for.
public struct FileElement: Sendable {
    public let id: String
    public let kind: FileElementKind
    let key: PlistValue
    /// The object's dictionary.
    public let value: PlistValue
    /// The element in the project's `ElementStore`.
    public let handle: ElementHandle

    init(id: String, kind: FileElementKind, key: PlistValue, value: PlistValue, handle: ElementHandle) {
        self.id = id
        self.kind = kind
        self.key = key
        self.value = value
        self.handle = handle
    }

    /// Range of the object's id key.
    public var range: SourceRange { key.range }
    public var path: String? { value["path"]?.string }
    public var pathRange: SourceRange? { value["path"]?.range }
    /// Display name (`name`), not used for path resolution.
    public var name: String? { value["name"]?.string }
    /// `sourceTree` as written; nil when absent.
    public var sourceTree: String? { value["sourceTree"]?.string }
    /// Effective file type: `explicitFileType` ?? `lastKnownFileType` (§3.4); nil when neither is set.
    public var fileType: String? { value["explicitFileType"]?.string ?? value["lastKnownFileType"]?.string }
    /// Ids of children (groups only).
    public var childIDs: [String] { value["children"]?.stringElements ?? [] }
    /// The name shown in Xcode: `name`, else the last component of `path`.
    public var displayName: String { name ?? path.map(ProjectPath.lastComponent) ?? id }
}
