import PlistKit
import XcodeModel

/// One entry of a build phase's `files` list: which build file, which file or package product it builds.
/// Its ids, name and position are looked up only when asked for: a clean project of 10,000 entries asks for none,
/// and a project of hundreds of thousands keeps small entries (two id strings each were a third of the run's peak
/// memory on the 100 MB synthetic).
public struct BuildFileEntry: Sendable {
    // Stored fields in this order (the two flags and six 32-bit numbers share 32 bytes, 40 with the project): a
    // project of hundreds of thousands of entries keeps them all at once.
    /// It names a file element or a package product (`file` is not empty).
    public var namesFile: Bool
    /// True when `file` is a plain file reference (not a group, variant group or package product).
    public var isFileReference: Bool
    /// Where its build file is in the model: target, phase, position among the phase's files (-1 when the entry
    /// names no object).
    let target: Int32, phase: Int32, buildFileIndex: Int32
    /// The id of the entry in the phase's list.
    let item: Int32
    /// `id` and `file` as `ObjectKeys`, kept in 32 bits (a key is a value id or a small negative number; `Int.min`
    /// as `Int32.min`): with the four numbers above they fit in 32 bytes beside the project.
    private let idKey32: Int32, fileKey32: Int32
    let project: XcodeProject

    /// `id` and `file` as `ObjectKeys`: equal exactly when the ids are (`fileKey` means nothing unless `namesFile`).
    public var idKey: Int { Int(idKey32) }
    public var fileKey: Int { fileKey32 == .min ? .min : Int(fileKey32) }

    init(namesFile: Bool, isFileReference: Bool, target: Int32, phase: Int32, buildFileIndex: Int32, item: Int32,
         idKey: Int, fileKey: Int, project: XcodeProject) {
        self.namesFile = namesFile
        self.isFileReference = isFileReference
        self.target = target
        self.phase = phase
        self.buildFileIndex = buildFileIndex
        self.item = item
        idKey32 = Int32(truncatingIfNeeded: idKey)
        fileKey32 = fileKey == .min ? .min : Int32(truncatingIfNeeded: fileKey)
        self.project = project
    }

    /// The build file it lists (nil when the entry names no object).
    var buildFile: BuildFile? {
        guard buildFileIndex >= 0 else { return nil }
        return project.targets[Int(target)].buildPhases[Int(phase)].files[Int(buildFileIndex)]
    }
    /// The entry in the phase's list.
    var itemValue: PlistValue { project.document.value(id: Int(item)) ?? project.document.root }

    /// The build file id as written (the entry in the phase's list).
    public var id: String { itemValue.string ?? "" }
    /// The build file id as the user finds it in the project file, or nil when the file has none: a
    /// project.xcproj lists a file's phases under its `target-membership`, and the ids the model uses for those
    /// entries are invented by the reader (`xcproj~5`), so a message naming one would send the user looking for
    /// something that is not there.
    public var writtenID: String? { project.format == .pbxproj ? id : nil }
    /// The file element (`fileRef`) or package product (`productRef`) it names; empty when it names neither.
    public var file: String { buildFile?.builtReference?.string ?? "" }

    /// How messages name it: the file's name or path, or the product's name.
    public var name: String {
        guard namesFile, let buildFile else { return id }
        return project.displayName(ofBuilt: buildFile)
    }
    /// The entry in the phase's list.
    public var location: Location { Location(file: project.projectFilePath, range: itemValue.range) }

    /// A plain file named `Info.plist`: copied to the bundle's root by a Resources phase.
    public var isInfoPlist: Bool {
        guard isFileReference else { return false }
        // Asked of every entry of a Resources phase: the file's name is compared in place when it can be.
        if namesFile, let file = buildFile?.file, let answer = project.displayName(of: file, isFile: "Info.plist") {
            return answer
        }
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
    public var child: String { project.value(of: entry).string ?? "" }
    /// `child` as an `ObjectKeys` key.
    public var childKey: Int
    /// The group whose `children` holds the entry.
    let groupElement: ElementHandle
    let entry: GroupChildEntry
    let project: XcodeProject

    /// The group's id.
    public var groupID: String { project.element(groupElement).id }
    public var childName: String { project.displayName(of: entry) }
    /// How messages name the group: "the main group" or its quoted name.
    public var group: String {
        groupElement == project.project.mainGroup ? "the main group" : "\"\(project.element(groupElement).displayName)\""
    }
    /// The entry in the group's `children` list.
    public var location: Location { Location(file: project.projectFilePath, range: project.value(of: entry).range) }
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

    /// Ids as small integers for the rule's duplicate checks, whose String-keyed dictionaries were most of its
    /// cost on big projects (24-character ids hashed tens of thousands of times): a defined object's key is its
    /// value's node in the document, found by the lookup the facts make anyway; an undefined id gets a negative
    /// key of its own.
    struct ObjectKeys {
        private var undefined: [String: Int] = [:]

        /// The key of the id string `ref`, whose object (when defined) has the value id `object` (negative when
        /// none): the string is made only for an id that names nothing.
        mutating func key(_ ref: PlistValue, object: Int) -> Int {
            if object >= 0 { return object }
            return key(ref.string ?? "", object: nil)
        }

        mutating func key(_ id: String, object: Int?) -> Int {
            if let object, object >= 0 { return object }
            if let known = undefined[id] { return known }
            let key = -1 - undefined.count
            undefined[id] = key
            return key
        }
    }

    static func build(from project: XcodeProject, settings: any SettingsLookup) -> ProjectIntegrityFacts {
        var facts = ProjectIntegrityFacts()
        var keys = ObjectKeys()
        for (targetIndex, target) in project.targets.enumerated() {
            for (phaseIndex, phase) in target.buildPhases.enumerated() {
                let t = Int32(truncatingIfNeeded: targetIndex), p = Int32(truncatingIfNeeded: phaseIndex)
                var entries: [BuildFileEntry] = []
                entries.reserveCapacity(phase.files.count + phase.undefinedEntries.count)
                // The entries in the order the phase lists them: its build files, with the few entries that name
                // no object put back where they were listed.
                var undefined = phase.undefinedEntries[...]
                func addUndefined(before filesBefore: Int) {
                    while let next = undefined.first, next.filesBefore <= filesBefore {
                        undefined = undefined.dropFirst()
                        entries.append(BuildFileEntry(namesFile: false, isFileReference: false, target: t, phase: p,
                                                      buildFileIndex: -1,
                                                      item: Int32(truncatingIfNeeded: next.entry.id),
                                                      idKey: keys.key(next.entry, object: -1), fileKey: Int.min,
                                                      project: project))
                    }
                }
                for (index, buildFile) in phase.files.enumerated() {
                    addUndefined(before: index)
                    // Keys from the value ids the model keeps: making a String of every id and hashing it was most
                    // of this walk's cost on big projects.
                    // The reference itself is read only when it names an undefined id (its string is the key).
                    let fileKey = !buildFile.namesBuilt ? Int.min
                        : buildFile.builtID >= 0 ? buildFile.builtID
                        : buildFile.builtReference.map { keys.key($0, object: -1) } ?? Int.min
                    entries.append(BuildFileEntry(
                        namesFile: buildFile.namesBuilt,
                        isFileReference: buildFile.file.map { project.kind(of: $0) == .fileReference } ?? false,
                        target: t, phase: p, buildFileIndex: Int32(truncatingIfNeeded: index),
                        item: buildFile.listingID, idKey: buildFile.value.id, fileKey: fileKey, project: project))
                }
                addUndefined(before: Int.max)
                facts.phases.append(BuildPhaseFact(
                    target: target.name, phase: phase.name ?? phase.kind.title, isResources: phase.kind == .resources,
                    // Settings are resolved only for a Resources phase that copies an Info.plist (rare), not for
                    // every target of a big project.
                    productHasInfoPlist: phase.kind == .resources && entries.contains(where: \.isInfoPlist)
                        && processesInfoPlist(target, settings: settings),
                    entries: entries))
            }
        }
        // The group tree from the main group; a group reached twice is walked once (and a cycle stops).
        var walked = Set<ElementHandle>()
        var pending = project.project.mainGroup.map { [$0] } ?? []
        // At most one membership per entry: sized once, not doubled (a big project has one per file).
        facts.memberships.reserveCapacity(project.childEntryCount)
        while let group = pending.popLast() {
            guard walked.insert(group).inserted else { continue }
            for entry in project.childEntries(of: group) {
                let childKey = entry.namedID >= 0 ? entry.namedID : keys.key(project.value(of: entry), object: -1)
                facts.memberships.append(GroupMembership(childKey: childKey,
                                                         groupElement: group, entry: entry, project: project))
                if let child = entry.childElement, project.isGroup(child) { pending.append(child) }
            }
        }
        return facts
    }
}
