#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit

/// The two project file formats: `project.pbxproj` (an OpenStep property list with an `objects` table) and Xcode
/// 27's `project.xcproj` (JSON5, docs/reference/xcproj-notes.md).
public enum ProjectFormat: String, Sendable {
    case pbxproj
    case xcproj
}

/// Why a project could not be modelled at all. Everything less severe becomes a `ModelIssue` on the project.
public enum ProjectLoadError: Error, Sendable {
    /// The file is missing or cannot be read.
    case unreadable(path: String, error: FileReadError)
    /// The file is not a property list (syntax, encoding, merge-conflict markers). Carries file, line, column.
    case parse(PlistError)
    /// A property list, but not a project (no `objects`, no `rootObject`, root object not a `PBXProject`).
    case notAProject(ModelIssue)
}

/// A `project.pbxproj` as Xcode sees it: the root project, its targets, the group tree with on-disk paths, and
/// what was wrong along the way (`issues`). Immutable and `Sendable`; disk lookups it makes (synchronized folders,
/// asset catalogs) are cached inside and are safe to call from several threads.
public final class XcodeProject: Sendable {
    /// The parsed file (every model range points into it).
    public let document: PlistDocument
    /// Absolute, normalised path of the project file that was read: `project.pbxproj`, or Xcode 27's
    /// `project.xcproj` (then the model was composed from it by `XcprojConverter`, and every range points into it).
    public let projectFilePath: String
    /// Absolute path of the `.xcodeproj` directory.
    public let xcodeprojPath: String
    /// `PROJECT_NAME`: the `.xcodeproj` name without its extension.
    public let name: String
    /// SRCROOT = PROJECT_DIR = SOURCE_ROOT: the `.xcodeproj`'s folder moved by `projectDirPath` (§3.5).
    public let sourceRoot: String
    /// `objectVersion` as written (not used to gate anything, §3.1).
    public let objectVersion: String?
    public let project: ProjectObject
    public let targets: [Target]
    /// Problems noticed while building the model: dangling references, multiple parents, malformed objects.
    public let issues: [ModelIssue]
    /// Set when the `project.xcproj` that was read has a `project.pbxproj` next to it: Xcode is reported to open neither
    /// (docs/reference/xcproj-notes.md §1, REP; the rule `project-format-conflict` says so).
    public let conflictingPBXProjPath: String?
    /// The format the project file is written in, as the reader found it (not guessed from the file's name).
    public let format: ProjectFormat
    /// True when the project was read from a `project.xcproj`.
    public var isXcproj: Bool { format == .xcproj }

    /// The file elements and the group tree.
    let elements: ElementStore
    let synchronizedFolders: [String: SynchronizedFolder]
    let disk: DiskCache
    /// Positions in `targets` of the targets with each product reference (usually one), built once: looking for
    /// the targets a host embeds by scanning every target per host was quadratic in the target count.
    let targetsByProduct: [String: [Int]]

    init(document: PlistDocument, projectFilePath: String, graph: ObjectGraph, conflictingPBXProjPath: String?) {
        self.document = document
        self.projectFilePath = projectFilePath
        self.format = document.format == .json5 ? .xcproj : .pbxproj
        self.xcodeprojPath = ProjectPath.directory(of: projectFilePath)
        self.name = ProjectPath.stem(xcodeprojPath)
        self.sourceRoot = graph.sourceRoot
        self.objectVersion = graph.objectVersion
        self.project = graph.project
        self.targets = graph.targets
        self.issues = graph.issues
        self.elements = graph.elements
        self.synchronizedFolders = graph.synchronizedFolders
        self.conflictingPBXProjPath = conflictingPBXProjPath
        self.disk = DiskCache()
        var byProduct: [String: [Int]] = [:]
        for (position, target) in graph.targets.enumerated() {
            if let product = target.productReferenceID { byProduct[product, default: []].append(position) }
        }
        self.targetsByProduct = byProduct
    }

    /// The project file of a `.xcodeproj` directory: `project.xcproj` when there is one (Xcode 27's format; it
    /// is read even when a `project.pbxproj` sits next to it, §1.1 L-FMT-1), else `project.pbxproj`.
    public static func projectFile(inBundle directory: String) -> String {
        let xcproj = directory + "/project.xcproj"
        return FileSystem.exists(xcproj) ? xcproj : directory + "/project.pbxproj"
    }

    /// Loads a project from a `.xcodeproj` directory, a `project.pbxproj` or a `project.xcproj` path (relative
    /// paths are taken from the current directory). Never throws past the caller: failures come back as `.failure`.
    public static func load(path: String) -> Result<XcodeProject, ProjectLoadError> {
        let absolute = ProjectPath.join(ProcessEnvironment.currentDirectory, path)
        let pbxproj = FileSystem.resolvedKind(absolute) == .directory ? projectFile(inBundle: absolute) : absolute
        // Read, never mapped: a mapped file that another process truncates during the run kills the process with
        // SIGBUS (mapping only saves the kernel's copy into the array, not worth a crash).
        let bytes: SourceBytes
        // The project file is read only inside its tree: a symlinked `.xcodeproj` pointing elsewhere is not read.
        let folder = ProjectPath.directory(of: ProjectPath.directory(of: pbxproj))
        switch FileSystem.read(pbxproj, insideTreeOf: folder) {
        case .success(let b): bytes = SourceBytes(b)
        case .failure(let error): return .failure(.unreadable(path: pbxproj, error: error))
        }
        let other = ProjectPath.directory(of: pbxproj) + "/project.pbxproj"
        let conflict = pbxproj.hasSuffix("/project.xcproj") && FileSystem.exists(other) ? other : nil
        return load(bytes: bytes, projectFilePath: pbxproj, conflictingPBXProjPath: conflict)
    }

    /// Builds the model from bytes already in memory; `projectFilePath` (absolute) anchors every path. A path ending
    /// in `.xcproj` is read as JSON5 and composed into the pbxproj model by `XcprojConverter`.
    public static func load(bytes: [UInt8], projectFilePath: String,
                            conflictingPBXProjPath: String? = nil) -> Result<XcodeProject, ProjectLoadError> {
        load(bytes: SourceBytes(bytes), projectFilePath: projectFilePath, conflictingPBXProjPath: conflictingPBXProjPath)
    }

    /// `load(bytes:projectFilePath:conflictingPBXProjPath:)` for bytes that may be a mapped file.
    public static func load(bytes: SourceBytes, projectFilePath: String,
                            conflictingPBXProjPath: String? = nil) -> Result<XcodeProject, ProjectLoadError> {
        var document: PlistDocument
        do {
            document = try PlistReader.read(bytes, path: projectFilePath)
        } catch {
            return .failure(.parse(error))
        }
        var conversionIssues: [ModelIssue] = []
        var given: GivenParts?
        if document.format == .json5 {
            let converted = XcprojConverter.convert(document, file: projectFilePath)
            (document, given, conversionIssues) = (converted.document, converted.given, converted.issues)
        }
        switch PBXProjReader.build(document: document, file: projectFilePath, given: given) {
        case .success(var graph):
            graph.issues = conversionIssues + graph.issues
            return .success(XcodeProject(document: document, projectFilePath: projectFilePath, graph: graph,
                                         conflictingPBXProjPath: conflictingPBXProjPath))
        case .failure(let failure):
            return .failure(.notAProject(failure.issue))
        }
    }

    // MARK: Lookup

    /// The target with this name (first match).
    public func target(named name: String) -> Target? { targets.first { $0.name == name } }
    /// The target with this object id.
    public func target(id: String) -> Target? { targets.first { $0.id == id } }
    /// A file reference, group, variant/version group, synchronized folder or reference proxy by id.
    public func element(id: String) -> FileElement? {
        guard let handle = elements.handle(id: id) else { return nil }
        return elements.element(handle)
    }
    /// An element by handle.
    public func element(_ handle: ElementHandle) -> FileElement { elements.element(handle) }
    /// The group (or variant/version group) whose `children` lists `id` (the first, if several do).
    public func parentID(of id: String) -> String? {
        guard let handle = elements.handle(id: id), let parent = elements.parent(handle) else { return nil }
        return elements.id(parent)
    }
    /// A group's `children` entries in order: where each is written and the element it names (nil when it names
    /// none), with `namedID` equal for two entries exactly when they name the same defined object (negative when
    /// the entry names nothing defined).
    public func childEntries(of group: ElementHandle) -> ArraySlice<GroupChildEntry> { elements.children(group) }
    /// The number of `children` entries of all groups together (for sizing a table of them once).
    public var childEntryCount: Int { elements.childEntryCount }
    /// The entry as written in the group's `children`.
    public func value(of entry: GroupChildEntry) -> PlistValue { elements.value(entry.entry) }
    /// The name messages give a group's child: the element's display name, a package product's `productName`,
    /// else the id as written.
    public func displayName(of entry: GroupChildEntry) -> String {
        if let child = entry.childElement { return elements.displayName(child) }
        let written = value(of: entry).string ?? ""
        guard entry.namedID >= 0 else { return written }
        return document.value(id: entry.namedID)?["productName"]?.string ?? written
    }
    /// Whether the element's display name is `file` or ends in `/` + `file`, compared in place; nil when the
    /// name is not ASCII (compare `displayName` then).
    public func displayName(of handle: ElementHandle, isFile file: StaticString) -> Bool? {
        elements.displayName(handle, isFile: file)
    }
    /// The kind of an element.
    public func kind(of handle: ElementHandle) -> FileElementKind { elements.kind(handle) }
    /// Whether the element is a group, variant group or version group (has `children`).
    public func isGroup(_ handle: ElementHandle) -> Bool { elements.isGroup(handle) }
    /// The name messages give the object a reference names: a file element's display name, a package product's
    /// `productName`, else the id as written.
    public func displayName(ofBuilt buildFile: BuildFile) -> String {
        if let file = buildFile.file { return elements.displayName(file) }
        let written = buildFile.builtReference?.string ?? ""
        return buildFile.builtObject?["productName"]?.string ?? written
    }
    /// A synchronized folder by id.
    public func synchronizedFolder(id: String) -> SynchronizedFolder? { synchronizedFolders[id] }
    /// All synchronized folders, in no particular order.
    public var allSynchronizedFolders: [SynchronizedFolder] { Array(synchronizedFolders.values) }

    // MARK: Configurations (§3.3)

    /// The project's configuration names, in list order.
    public var configurationNames: [String] { project.configurationList?.configurations.map(\.name) ?? [] }
    /// The project's `defaultConfigurationName`.
    public var defaultConfigurationName: String? { project.configurationList?.defaultConfigurationName }

    /// The project-level configuration a build of `name` uses: `name`, else the project default, else the first.
    public func projectConfiguration(for name: String) -> BuildConfiguration? {
        project.configurationList?.select(name, fallbackName: defaultConfigurationName)
    }

    /// The target-level configuration a build of `name` uses: `name`, else the **project's** default name
    /// (the target list's own default is ignored, as swift-build does), else the first.
    public func configuration(for name: String, of target: Target) -> BuildConfiguration? {
        target.configurationList?.select(name, fallbackName: defaultConfigurationName)
    }

    /// Project configuration names the target does not define (L-CFG-2): builds of those use a fallback.
    public func configurationNamesMissing(in target: Target) -> [String] {
        let own = Set(target.configurationNames)
        return configurationNames.filter { !own.contains($0) }
    }
}
