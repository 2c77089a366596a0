import PlistKit

/// One resource a target copies or compiles into its bundle (docs/reference/xcode-semantics.md §6.5, §7.3).
public struct TargetResource: Sendable {
    public enum Kind: Sendable, Hashable {
        /// A plain file (PNG, storyboard, plist…).
        case file
        /// A folder reference (`lastKnownFileType = folder`) or an `explicitFolders` entry: copied as a directory.
        case folderReference
        /// A child of a variant group, or a file in an `.lproj` folder: lands in `<region>.lproj/`.
        case localized(region: String?)
        /// An asset catalog (`.xcassets`, `.imagecatalog`): compiled by actool into `Assets.car`.
        case assetCatalog
        /// An Icon Composer document (`NAME.icon`, Xcode 26+): compiled by actool.
        case iconComposer

        public var isActoolInput: Bool { self == .assetCatalog || self == .iconComposer }
    }

    /// Where the resource was declared.
    public enum Origin: Sendable, Hashable {
        /// A `PBXBuildFile` in a build phase; `range` is the build file's `fileRef` value (or its key).
        case buildPhase(phaseID: String, phaseKind: BuildPhaseKind, buildFileID: String, range: SourceRange)
        /// Discovered in a synchronized folder; `range` is where the membership is decided: the exception entry
        /// for an inclusion, else the folder's object key.
        case synchronizedFolder(folderID: String, relativePath: String, range: SourceRange)

        public var range: SourceRange {
            switch self {
            case .buildPhase(_, _, _, let range): return range
            case .synchronizedFolder(_, _, let range): return range
            }
        }
    }

    public let kind: Kind
    public let path: ResolvedPath
    /// The file name as it appears in the bundle (last path component).
    public let name: String
    /// Platform filters (`ios`, `maccatalyst`, …); empty means every platform.
    public let platformFilters: [String]
    /// True if the item itself is copied to `<bundle>/<name>` (plain files, and folder references as a whole).
    /// False for catalogs and `.icon` documents (compiled) and localized files (inside `.lproj`).
    public let isAtBundleRoot: Bool
    public let origin: Origin
    /// The file reference or variant group id for build-phase resources.
    public let elementID: String?

    /// True for catalogs and Icon Composer documents, the inputs of actool.
    public var isActoolInput: Bool { kind.isActoolInput }
}

/// Whether a synchronized-folder item belongs to a target, and which exception entry decided it (nil when the
/// default applied: member of an owning target, not a member of any other).
public struct SynchronizedMembership: Sendable, Hashable {
    public let isMember: Bool
    public let decidedAt: SourceRange?
    /// `platformFiltersByRelativePath` for the item in the target's exception set.
    public let platformFilters: [String]
}

/// How a discovered item in a synchronized folder is built, by extension (the default file-type → phase mapping).
enum DiscoveredRole {
    case resource, compiled, none

    static let compiledExtensions: Set<String> = [
        "swift", "m", "mm", "c", "cc", "cpp", "cxx", "metal", "s", "intentdefinition", "xcdatamodeld",
        "xcdatamodel", "xcmappingmodel", "mlmodel", "mlpackage", "docc", "iig", "defs", "l", "y", "r",
    ]
    static let unbuiltExtensions: Set<String> = [
        "h", "hh", "hpp", "pch", "xcconfig", "entitlements", "modulemap", "md", "xctestplan",
        "xcscheme", "a", "dylib", "tbd",
    ]

    init(_ name: String) {
        let ext = ProjectPath.pathExtension(name)
        if DiscoveredRole.compiledExtensions.contains(ext) {
            self = .compiled
        } else if DiscoveredRole.unbuiltExtensions.contains(ext) {
            self = .none
        } else {
            self = .resource
        }
    }
}

extension XcodeProject {
    /// The absolute on-disk path of a file element through its group chain and `sourceTree` (§3.5).
    public func resolvedPath(of elementID: String) -> ResolvedPath {
        var resolver = pathResolver()
        return resolver.resolve(elementID)
    }

    /// A resolver that remembers group paths; use one per batch of lookups.
    func pathResolver() -> PathResolver {
        PathResolver(elements: elements, sourceRoot: sourceRoot)
    }

    /// Like `resolvedPath(of:)`, then looked up on disk with the case/normalization-insensitive fallback (L-PATH-3).
    /// Returns nil for unresolvable paths (never checked on disk).
    public func locate(_ path: ResolvedPath) -> FileLocation? {
        path.path.map(FileSystem.locate)
    }

    /// The items of a synchronized folder on disk (walked once, cached). Empty if the folder cannot be resolved
    /// or read, or resolves to `/` (a hand edit or bad merge must not make linting crawl the file system).
    public func discoveredItems(in folder: SynchronizedFolder) -> [DiscoveredItem] {
        guard let root = resolvedPath(of: folder.id).path, root != "/", FileSystem.realPath(root) != "/" else {
            return []
        }
        return disk.folderItems(root, explicitFolders: Set(folder.explicitFolders))
    }

    /// Whether a discovered item is a member of `target` (§3.6): for an owning target every item except those its
    /// exception set lists (exclusions); for any other target only the items its exception set lists (inclusions).
    /// A build-phase membership set naming one of the target's Resources phases also includes the item.
    public func membership(of item: DiscoveredItem, in folder: SynchronizedFolder,
                           for target: Target) -> SynchronizedMembership {
        let owning = target.synchronizedFolderIDs.contains(folder.id)
        var excludedAt: SourceRange?
        var includedAt: SourceRange?
        var filters: [String] = []
        for set in folder.exceptionSets {
            switch set.scope {
            case .target(let id) where id == target.id:
                if let index = set.membershipExceptions.firstIndex(where: { Self.matches($0, item) }) {
                    let range = set.membershipExceptionRanges[safe: index] ?? set.range
                    if owning { excludedAt = range } else { includedAt = range }
                }
                if let f = set.platformFiltersByRelativePath[item.relativePath] { filters = f }
            case .buildPhase(let id)
                where target.buildPhases.contains(where: { $0.id == id && $0.kind == .resources }):
                if let index = set.membershipExceptions.firstIndex(where: { Self.matches($0, item) }) {
                    includedAt = set.membershipExceptionRanges[safe: index] ?? set.range
                }
            default:
                continue
            }
        }
        if owning && includedAt == nil {
            return SynchronizedMembership(isMember: excludedAt == nil, decidedAt: excludedAt, platformFilters: filters)
        }
        return SynchronizedMembership(isMember: includedAt != nil, decidedAt: includedAt, platformFilters: filters)
    }

    /// An exception path matches the item itself (or, for `/Localized/…`, its localized form). A directory entry
    /// matches nothing unless it is an `explicitFolders` entry (then it is a single item): Xcode ignores exceptions
    /// for plain directories (§3.6, L-SYNC-6; see `ignoredDirectoryExceptions(in:)`).
    static func matches(_ exception: String, _ item: DiscoveredItem) -> Bool {
        if exception.hasPrefix("/Localized/") { return item.localizedPath == exception }
        return item.relativePath == exception
    }

    /// Exception entries naming a directory of the folder that is not in `explicitFolders`: Xcode does not honour
    /// them (L-SYNC-6). Each with its exception set and range.
    public func ignoredDirectoryExceptions(in folder: SynchronizedFolder)
        -> [(set: SynchronizedExceptionSet, path: String, range: SourceRange)] {
        guard let root = resolvedPath(of: folder.id).path else { return [] }
        let explicit = Set(folder.explicitFolders)
        var result: [(SynchronizedExceptionSet, String, SourceRange)] = []
        for set in folder.exceptionSets {
            for (index, entry) in set.membershipExceptions.enumerated()
            where !entry.hasPrefix("/") && !explicit.contains(entry) {
                let absolute = ProjectPath.join(root, entry)
                guard FileSystem.resolvedKind(absolute) == .directory,
                      !SynchronizedDiscovery.wrapperExtensions.contains(ProjectPath.pathExtension(entry)) else { continue }
                result.append((set, entry, set.membershipExceptionRanges[safe: index] ?? set.range))
            }
        }
        return result
    }

    /// Every resource of `target` (§6.5, §7.3): Resources-phase files, catalogs and `.icon` documents from the
    /// Sources phase, and (only if the target has a Resources phase) resource items discovered in synchronized
    /// folders the target owns or is included in. Discovered items that compile (Swift…) or are never built
    /// (xcconfig, headers) are left out. Order: build phases first, then folders.
    public func resources(of target: Target) -> [TargetResource] {
        // Legacy icon checks ask for the same targets' resources per plist; compute once.
        disk.resources(target.id) { computeResources(of: target, actoolInputsOnly: false) }
    }

    /// The resources of `target` that actool compiles: asset catalogs and Icon Composer documents, in the order
    /// of `resources(of:)`. Everything about app icons needs only these, and finding them costs a byte test per
    /// file, where the full list builds a path and a name for each of thousands of files in big targets.
    public func actoolInputs(of target: Target) -> [TargetResource] {
        disk.actoolInputs(target.id) { computeResources(of: target, actoolInputsOnly: true) }
    }

    private func computeResources(of target: Target, actoolInputsOnly: Bool) -> [TargetResource] {
        var result: [TargetResource] = []
        var resolver = pathResolver()
        for phase in target.buildPhases where phase.kind == .resources || phase.kind == .sources {
            for file in phase.files {
                guard let handle = file.file else { continue }
                // Variant groups hold localized files, never catalogs.
                if actoolInputsOnly && (elements.kind(handle) == .variantGroup
                    || !ActoolHint.mayBeActoolInput(key: elements.key(handle), object: elements.object(handle))) {
                    continue
                }
                let element = elements.element(handle)
                let refID = element.id
                // Sources phases are mostly code: only catalogs and `.icon` documents there are resources. Decide
                // that before computing ranges and paths, which big projects would otherwise pay for every file.
                let displayPath = element.path ?? element.displayName
                let kind = Self.resourceKind(name: displayPath, fileType: element.fileType)
                if (phase.kind == .sources || actoolInputsOnly) && !kind.isActoolInput { continue }
                let range = file.fileRefRange ?? file.range
                let origin = TargetResource.Origin.buildPhase(phaseID: phase.id, phaseKind: phase.kind,
                                                              buildFileID: file.id, range: range)
                if element.kind == .variantGroup {
                    guard phase.kind == .resources else { continue }
                    for entry in elements.children(handle) where entry.child >= 0 {
                        let childHandle = ElementHandle(index: entry.child)
                        let child = elements.element(childHandle)
                        let childID = child.id
                        let region = child.name ?? child.path.map { ProjectPath.stem(ProjectPath.directory(of: $0)) }
                        result.append(TargetResource(
                            kind: .localized(region: region), path: resolver.resolve(childHandle),
                            name: ProjectPath.lastComponent(child.path ?? element.displayName),
                            platformFilters: file.platformFilters, isAtBundleRoot: false, origin: origin,
                            elementID: childID))
                    }
                    continue
                }
                result.append(TargetResource(
                    kind: kind, path: resolver.resolve(handle),
                    name: ProjectPath.lastComponent(displayPath),
                    platformFilters: file.platformFilters, isAtBundleRoot: kind == .file || kind == .folderReference,
                    origin: origin, elementID: refID))
            }
        }
        guard target.hasResourcesPhase else { return result }
        for folder in synchronizedFolders.values.sorted(by: { $0.id < $1.id }) {
            let owning = target.synchronizedFolderIDs.contains(folder.id)
            // An exception set naming the target or one of its phases can add items to a target that does not own it.
            let mentioned = folder.exceptionSets.contains {
                if case .target(let id) = $0.scope { return id == target.id }
                if case .buildPhase(let id) = $0.scope { return target.buildPhases.contains { $0.id == id } }
                return false
            }
            guard owning || mentioned else { continue }
            for item in discoveredItems(in: folder) {
                let fileType = folder.explicitFileTypes[item.relativePath]
                let kind: TargetResource.Kind
                if item.isExplicitFolder {
                    kind = .folderReference
                } else {
                    let k = Self.resourceKind(name: item.relativePath, fileType: fileType)
                    if k == .file && DiscoveredRole(item.relativePath) != .resource && fileType == nil { continue }
                    kind = k == .file && item.region != nil ? .localized(region: item.region) : k
                }
                if actoolInputsOnly && !kind.isActoolInput { continue }
                let decision = membership(of: item, in: folder, for: target)
                guard decision.isMember else { continue }
                let range = owning ? folder.element.range : (decision.decidedAt ?? folder.element.range)
                result.append(TargetResource(
                    kind: kind, path: .absolute(item.absolutePath), name: ProjectPath.lastComponent(item.relativePath),
                    platformFilters: decision.platformFilters,
                    isAtBundleRoot: kind == .file || kind == .folderReference,
                    origin: .synchronizedFolder(folderID: folder.id, relativePath: item.relativePath, range: range),
                    elementID: nil))
            }
        }
        return result
    }

    /// Asset catalogs and `.icon` documents inside synchronized folders `target` owns that its exceptions keep
    /// out of it (absolute paths). A target that compiles no catalog usually meant to compile one of these.
    public func excludedActoolInputs(of target: Target) -> [String] {
        var result: [String] = []
        for folder in synchronizedFolders.values.sorted(by: { $0.id < $1.id })
        where target.synchronizedFolderIDs.contains(folder.id) {
            for item in discoveredItems(in: folder) where !item.isExplicitFolder {
                let kind = Self.resourceKind(name: item.relativePath, fileType: folder.explicitFileTypes[item.relativePath])
                guard kind.isActoolInput, !membership(of: item, in: folder, for: target).isMember else { continue }
                result.append(item.absolutePath)
            }
        }
        return result
    }

    /// Kind by file type (§3.4), falling back to the extension.
    static func resourceKind(name: String, fileType: String?) -> TargetResource.Kind {
        switch fileType {
        case "folder.assetcatalog", "folder.imagecatalog": return .assetCatalog
        case "folder.iconcomposer.icon": return .iconComposer
        case "folder": return .folderReference
        default: break
        }
        switch ProjectPath.pathExtension(name) {
        case "xcassets", "imagecatalog": return .assetCatalog
        case "icon": return .iconComposer
        default: return .file
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
