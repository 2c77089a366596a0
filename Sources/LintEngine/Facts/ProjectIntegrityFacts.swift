import PlistKit
import XcodeModel

/// One entry of a build phase's `files` list: which build file, which file or package product it builds.
/// Its ids, name and position are looked up only when asked for: a clean project of 10,000 entries asks for none,
/// and a project of hundreds of thousands keeps small entries (two id strings each were a third of the run's peak
/// memory on the 100 MB synthetic).
public struct BuildFileEntry: Sendable {
    /// The `PBXBuildFile` id.
    public var id: String { item.string ?? "" }
    /// The build file id as the user finds it in the project file, or nil when the file has none: a
    /// project.xcproj lists a file's phases under its `target-membership`, and the ids the model uses for those
    /// entries are invented by the reader (`xcproj~5`), so a message naming one would send the user looking for
    /// something that is not there.
    public var writtenID: String? { project.format == .pbxproj ? id : nil }
    /// The file element (`fileRef`) or package product (`productRef`) it names; empty when it names neither.
    public var file: String {
        let object = project.rawObject(id: id)
        return object?["fileRef"]?.string ?? object?["productRef"]?.string ?? ""
    }
    /// It names a file element or a package product (`file` is not empty).
    public var namesFile: Bool
    /// True when `file` is a plain file reference (not a group, variant group or package product).
    public var isFileReference: Bool
    /// `id` and `file` as `ObjectKeys`: equal exactly when the ids are (`fileKey` means nothing unless `namesFile`).
    public var idKey: Int
    public var fileKey: Int
    /// The entry in the phase's `files` list.
    let item: PlistValue
    let project: XcodeProject

    /// How messages name it: the file's name or path, or the product's name.
    public var name: String { namesFile ? ProjectIntegrityFacts.name(of: file, in: project) : id }
    /// The entry in the phase's `files` list.
    public var location: Location { Location(file: project.projectFilePath, range: item.range) }

    /// A plain file named `Info.plist`: copied to the bundle's root by a Resources phase.
    public var isInfoPlist: Bool {
        guard isFileReference else { return false }
        let name = name
        return name == "Info.plist" || name.hasSuffix("/Info.plist")
    }
}

/// A build phase of any target of the project, with its entries in order.
public struct BuildPhaseFact: Sendable {
    public var target: String
    /// The phase's name, or Xcode's title for it (`Copy Bundle Resources`).
    public var phase: String
    public var isResources: Bool
    /// The target processes an Info.plist of its own into its product (`INFOPLIST_FILE` or
    /// `GENERATE_INFOPLIST_FILE = YES` in some configuration, and a bundle product).
    public var productHasInfoPlist: Bool
    public var entries: [BuildFileEntry]
}

/// One child entry of a group in the group tree (reached from the main group). Names and positions are looked
/// up only when asked for, as for `BuildFileEntry`.
public struct GroupMembership: Sendable {
    public var child: String { item.string ?? "" }
    /// `child` as an `ObjectKeys` key.
    public var childKey: Int
    /// The group's id.
    public var groupID: String
    /// The entry in the group's `children` list.
    let item: PlistValue
    let project: XcodeProject

    public var childName: String { ProjectIntegrityFacts.name(of: child, in: project) }
    /// How messages name the group: "the main group" or its quoted name.
    public var group: String {
        groupID == project.project.mainGroupID ? "the main group" : "\"\(ProjectIntegrityFacts.name(of: groupID, in: project))\""
    }
    /// The entry in the group's `children` list.
    public var location: Location { Location(file: project.projectFilePath, range: item.range) }
}

/// How the project's objects hang together, for `project-integrity`: every target's phases and the group tree.
public struct ProjectIntegrityFacts: Sendable {
    public var phases: [BuildPhaseFact] = []
    public var memberships: [GroupMembership] = []
}

extension ProjectIntegrityFacts {
    /// Products without an Info.plist of their own.
    static func productHasInfoPlist(_ productType: String?) -> Bool {
        guard let type = productType else { return false }
        return ProductKind(productType: type).hasInfoPlist
    }

    /// Group kinds whose `children` are walked.
    static let groupIsas: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]

    /// Whether the target writes a processed Info.plist into its product in any configuration.
    static func processesInfoPlist(_ target: Target, settings: any SettingsLookup) -> Bool {
        guard productHasInfoPlist(target.productType) else { return false }
        return (target.configurationList?.configurations ?? []).contains { configuration in
            let sdk = settings.sdks(target: target, configuration: configuration).first ?? Platform.iOS.deviceSDK
            let file = settings.fact(Setting.infoPlistFile.name, target: target, configuration: configuration, sdk: sdk)
            let generate = settings.fact(Setting.generateInfoPlistFile.name, target: target, configuration: configuration, sdk: sdk)
            return !file.string.isEmpty || generate.bool
        }
    }

    /// How messages name an object: a file element's display name, a package product's name, else its id.
    static func name(of id: String, in project: XcodeProject) -> String {
        if let element = project.element(id: id) { return element.displayName }
        if let product = project.rawObject(id: id)?["productName"]?.string { return product }
        return id
    }

    /// Ids as small integers for the rule's duplicate checks, whose String-keyed dictionaries were most of its
    /// cost on big projects (24-character ids hashed tens of thousands of times): a defined object's key is its
    /// value's node in the document, found by the lookup the facts make anyway; an undefined id gets a negative
    /// key of its own.
    struct ObjectKeys {
        private var undefined: [String: Int] = [:]

        /// The key of the id string `ref`, whose object (when defined) is `object`: the string is made only for
        /// an id that names nothing.
        mutating func key(_ ref: PlistValue, object: PlistValue?) -> Int {
            if let object { return object.id }
            return key(ref.string ?? "", object: nil)
        }

        mutating func key(_ id: String, object: PlistValue?) -> Int {
            if let object { return object.id }
            if let known = undefined[id] { return known }
            let key = -1 - undefined.count
            undefined[id] = key
            return key
        }
    }

    static func build(from project: XcodeProject, settings: any SettingsLookup) -> ProjectIntegrityFacts {
        var facts = ProjectIntegrityFacts()
        var keys = ObjectKeys()
        for target in project.targets {
            for phase in target.buildPhases {
                let list = project.rawObject(id: phase.id)?["files"]?.elements ?? []
                var entries: [BuildFileEntry] = []
                entries.reserveCapacity(list.count)
                for item in list where item.kind == .string {
                    // By reference, not by id strings: making a String of every id and hashing it was most of
                    // this walk's cost on big projects.
                    let object = project.rawObject(ref: item)?.object
                    let referenced = object.flatMap { $0["fileRef"] ?? $0["productRef"] }
                        .flatMap { $0.kind == .string && !$0.isString("") ? $0 : nil }
                    let target = referenced.flatMap { project.rawObject(ref: $0) }
                    entries.append(BuildFileEntry(
                        namesFile: referenced != nil,
                        isFileReference: target?.isa == "PBXFileReference",
                        idKey: keys.key(item, object: object),
                        fileKey: referenced.map { keys.key($0, object: target?.object) } ?? Int.min,
                        item: item, project: project))
                }
                facts.phases.append(BuildPhaseFact(
                    target: target.name, phase: phase.name ?? phase.kind.title, isResources: phase.kind == .resources,
                    // Settings are resolved only for a Resources phase that copies an Info.plist (rare), not for
                    // every target of a big project.
                    productHasInfoPlist: phase.kind == .resources && entries.contains(where: \.isInfoPlist)
                        && processesInfoPlist(target, settings: settings),
                    entries: entries))
            }
        }
        // The group tree from the main group; a group reached twice is walked once (and a cycle stops). Children
        // by reference, as the phases' entries.
        var walked = Set<String>()
        var pending = project.project.mainGroupID.map { [$0] } ?? []
        while let group = pending.popLast() {
            guard walked.insert(group).inserted, let object = project.rawObject(id: group) else { continue }
            for child in object["children"]?.elements ?? [] where child.kind == .string {
                let found = project.rawObject(ref: child)
                facts.memberships.append(GroupMembership(childKey: keys.key(child, object: found?.object),
                                                         groupID: group, item: child, project: project))
                if let found, groupIsas.contains(found.isa), let id = child.string { pending.append(id) }
            }
        }
        return facts
    }
}
