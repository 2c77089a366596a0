import PlistKit

/// One entry of `objects`: its id key, its dictionary and its `isa`.
struct ObjectRecord: Sendable {
    let key: PlistValue
    let value: PlistValue
    let isa: String
    /// Position in the object table.
    let position: Int
}

/// The reason the builder gave up: the file is not a project at all.
struct GraphFailure: Error {
    let issue: ModelIssue
}

/// Everything a reader produces; `XcodeProject` wraps it.
struct ObjectGraph: Sendable {
    var objectVersion: String?
    var project: ProjectObject
    var sourceRoot: String
    var targets: [Target]
    var issues: [ModelIssue]
    var objects: ObjectTable
    var synchronizedFolders: [String: SynchronizedFolder]
}

/// Reads a `project.pbxproj`'s object graph into a `ProjectGraphBuilder`, in one pass over `objects` plus
/// targeted lookups. Tolerant: unknown keys and classes are ignored, missing objects become `.danglingReference`
/// issues, nothing traps.
struct PBXProjReader {
    let document: PlistDocument
    /// Absolute path of the pbxproj, for issues.
    let file: String
    private var builder: ProjectGraphBuilder
    private let objects: ObjectTable
    private var resolver: PathResolver
    /// Scratch for looking up a list's references in one go (reused by every phase).
    private var positions: [Int32] = []

    /// Indexes `objects`, links parents, finds the root object and SOURCE_ROOT, then builds the rest; fails only
    /// when the file is not a project at all.
    static func build(document: PlistDocument, file: String) -> Result<ObjectGraph, GraphFailure> {
        func fail(_ detail: ModelIssue.Detail, at value: PlistValue,
                  item: String? = nil) -> Result<ObjectGraph, GraphFailure> {
            .failure(GraphFailure(issue: ModelIssue(detail, file: file, range: value.range, item: item)))
        }
        let root = document.root
        guard root.kind == .dictionary else {
            return fail(.malformedObject(.topLevelNotDictionary), at: root)
        }
        guard let objectsValue = root["objects"], objectsValue.kind == .dictionary else {
            return fail(.malformedObject(.noObjects), at: root)
        }
        guard let rootObject = root["rootObject"], let rootID = rootObject.string else {
            return fail(.malformedObject(.noRootObject), at: root)
        }
        var objects = ObjectTable(objectsValue)
        var issues = notADictionaryIssues(objects, file: file)
        issues += linkParents(&objects, file: file, source: document.source)
        guard let rootPosition = objects.position(of: rootObject) else {
            return fail(.danglingReference(.rootObject(id: rootID)), at: rootObject, item: rootID)
        }
        let projectRecord = objects.record(at: rootPosition)
        guard objects.classes[rootPosition] == .project else {
            return fail(.malformedObject(.rootObjectNotProject(id: rootID, isa: projectRecord.isa)),
                        at: projectRecord.key, item: rootID)
        }
        let projectDirPath = projectRecord.value["projectDirPath"]?.string ?? ""
        let xcodeproj = ProjectPath.directory(of: file)
        let sourceRoot = ProjectPath.join(ProjectPath.directory(of: xcodeproj), projectDirPath)
        var reader = PBXProjReader(document: document, file: file, builder: ProjectGraphBuilder(issues: issues),
                                   objects: objects, resolver: PathResolver(objects: objects, sourceRoot: sourceRoot))
        return .success(reader.graph(projectRecord, rootID: rootID, projectDirPath: projectDirPath,
                                      sourceRoot: sourceRoot))
    }

    private mutating func graph(_ projectRecord: ObjectRecord, rootID: String, projectDirPath: String,
                                sourceRoot: String) -> ObjectGraph {
        let p = projectRecord.value
        var folders: [String: SynchronizedFolder] = [:]
        for i in 0..<objects.count where objects.classes[i] == .synchronizedFolder {
            guard let element = objects.element(at: i) else { continue }
            folders[element.id] = synchronizedFolder(element)
        }
        let mainGroup = p["mainGroup"]
        if let mainGroup, let id = mainGroup.string, objects.position(of: mainGroup).map(objects.isElement) != true {
            builder.issues.append(issue(.danglingReference(.mainGroup(id: id)), at: mainGroup, item: id))
        }
        let projectList = configurationList(p["buildConfigurationList"], owner: nil)
        for ref in p["targets"]?.elements ?? [] {
            guard let record = lookup(ref, by: .projectTargets) else { continue }
            target(record)
        }
        let (list, targets) = builder.finish(projectList: projectList)
        let project = ProjectObject(
            id: rootID, key: projectRecord.key, projectDirPath: projectDirPath,
            mainGroupID: mainGroup?.string, configurationList: list, attributes: p["attributes"])
        return ObjectGraph(
            objectVersion: document.root["objectVersion"]?.string, project: project, sourceRoot: sourceRoot,
            targets: targets, issues: builder.issues, objects: objects, synchronizedFolders: folders)
    }

    // MARK: Indexing

    /// The table classifies and indexes every entry of `objects` in one pass (tens of thousands in big projects);
    /// only values that are not dictionaries are reported here.
    private static func notADictionaryIssues(_ objects: ObjectTable, file: String) -> [ModelIssue] {
        var issues: [ModelIssue] = []
        for i in 0..<objects.count where objects.classes[i] == .notADictionary {
            let id = objects.id(at: i)
            issues.append(ModelIssue(.malformedObject(.objectNotDictionary(id: id)), file: file,
                                     range: objects.value(at: i).range, item: id))
        }
        return issues
    }

    /// Parent links from every group's `children`, in file order; a child listed twice keeps its first parent.
    private static func linkParents(_ objects: inout ObjectTable, file: String, source: SourceText) -> [ModelIssue] {
        var issues: [ModelIssue] = []
        func issue(_ detail: ModelIssue.Detail, at value: PlistValue, item: String) -> ModelIssue {
            ModelIssue(detail, file: file, range: value.range, item: item)
        }
        var positions: [Int32] = []
        for groupPosition in 0..<objects.count where objects.classes[groupPosition].isGroup {
            // All children looked up first, in one loop (see `positions(ofElementsOf:into:)`), then linked in order.
            guard let children = objects.value(at: groupPosition)["children"] else { continue }
            objects.index.positions(ofElementsOf: children, into: &positions)
            for (k, found) in positions.enumerated() where found != ObjectIDIndex.notAString {
                guard let child = children.element(at: k) else { continue }
                guard found >= 0, case let childPosition = Int(found), objects.isElement(childPosition) else {
                    let childID = child.string ?? ""
                    let name = objects.element(at: groupPosition)?.displayName ?? objects.id(at: groupPosition)
                    issues.append(issue(.danglingReference(.groupChild(
                                            group: name, child: ReferenceComment.reference(childID, child, in: source))),
                                        at: child, item: childID))
                    continue
                }
                if let first = objects.parent(of: childPosition) {
                    let childID = child.string ?? ""
                    let firstName = objects.element(at: first)?.displayName ?? objects.id(at: first)
                    let childName = objects.element(at: childPosition)?.displayName ?? childID
                    let name = objects.element(at: groupPosition)?.displayName ?? objects.id(at: groupPosition)
                    issues.append(issue(.multipleParents(child: childName, firstParent: firstName, secondParent: name),
                                        at: child, item: childID))
                    continue
                }
                objects.setParent(groupPosition, of: childPosition)
            }
        }
        return issues
    }

    // MARK: Objects

    /// The object a reference value names, or nil with a `.danglingReference` issue at the value.
    /// `referrer` is only built for the issue: a big project looks up every build file of every target here.
    private mutating func lookup(_ ref: PlistValue?,
                                 by referrer: @autoclosure () -> ModelIssue.DanglingReference.Referrer) -> ObjectRecord? {
        guard let ref, ref.kind == .string else { return nil }
        if let position = objects.position(of: ref) { return objects.record(at: position) }
        let id = ref.string ?? ""
        builder.issues.append(issue(.danglingReference(.listed(by: referrer(),
                                                       ReferenceComment.reference(id, ref, in: document.source))),
                            at: ref, item: id))
        return nil
    }

    private mutating func target(_ record: ObjectRecord) {
        guard let kind = objects.classes[record.position].targetKind else {
            builder.issues.append(issue(.malformedObject(.targetOfWrongClass(id: record.key.string ?? "",
                                                                             isa: record.isa)),
                                        at: record.key, item: record.key.string))
            return
        }
        let v = record.value
        let id = record.key.string ?? ""
        let nameValue = v["name"]
        let name: String
        if let n = nameValue?.string {
            name = n
        } else {
            name = id
            builder.issues.append(issue(.malformedObject(.targetWithoutName(id: id)), at: record.key, item: id))
        }
        let target = builder.addTarget(id: id, key: record.key, kind: kind, name: name, nameValue: nameValue,
                                       productType: v["productType"]?.string,
                                       productReferenceID: v["productReference"]?.string)
        for ref in v["buildPhases"]?.elements ?? [] {
            guard let phase = lookup(ref, by: .targetBuildPhases(target: name)) else { continue }
            buildPhase(phase, of: target, targetName: name)
        }
        for ref in v["fileSystemSynchronizedGroups"]?.elements ?? [] {
            guard let folder = lookup(ref, by: .targetSynchronizedFolders(target: name)),
                  let folderID = folder.key.string else { continue }
            builder.addSynchronizedFolder(id: folderID, to: target)
        }
        builder.setConfigurationList(configurationList(v["buildConfigurationList"], owner: name), of: target)
    }

    private mutating func configurationList(_ ref: PlistValue?, owner: String?) -> ConfigurationListHandle? {
        let listOwner: ModelIssue.ConfigurationOwner = owner.map { .target($0) } ?? .project
        guard let record = lookup(ref, by: .configurationListReference(owner: listOwner)) else { return nil }
        let list = builder.addConfigurationList(
            id: record.key.string ?? "", key: record.key,
            defaultConfigurationName: record.value["defaultConfigurationName"]?.string)
        for configRef in record.value["buildConfigurations"]?.elements ?? [] {
            guard let config = lookup(configRef, by: .configurationListEntries(owner: listOwner)) else { continue }
            buildConfiguration(config, of: list, owner: owner)
        }
        return list
    }

    private mutating func buildConfiguration(_ record: ObjectRecord, of list: ConfigurationListHandle,
                                             owner: String?) {
        let v = record.value
        let id = record.key.string ?? ""
        let nameValue = v["name"]
        if nameValue?.string == nil {
            builder.issues.append(issue(.malformedObject(.configurationWithoutName(id: id)), at: record.key,
                                        target: owner, item: id))
        }
        let settings = v["buildSettings"].flatMap(SettingsLevel.init(parsing:))
        var base: BaseConfigurationReference?
        if let ref = v["baseConfigurationReference"], let refID = ref.string {
            if let position = objects.position(of: ref), objects.isElement(position) {
                base = BaseConfigurationReference(form: .fileReference(id: refID), path: resolver.resolve(position),
                                                  range: ref.range)
            } else {
                builder.issues.append(issue(.danglingReference(.baseConfigurationReference(id: refID)),
                                            at: ref, target: owner, configuration: nameValue?.string, item: refID))
            }
        } else if let anchor = v["baseConfigurationReferenceAnchor"], let anchorID = anchor.string {
            let relative = v["baseConfigurationReferenceRelativePath"]
            let relativePath = relative?.string ?? ""
            let path: ResolvedPath
            if let position = objects.position(of: anchor), objects.isElement(position) {
                let anchorPath = resolver.resolve(position)
                path = anchorPath.path.map { .absolute(ProjectPath.join($0, relativePath)) } ?? anchorPath
            } else {
                builder.issues.append(issue(.danglingReference(.baseConfigurationAnchor(id: anchorID)),
                                            at: anchor, target: owner, configuration: nameValue?.string,
                                            item: anchorID))
                path = .unresolvable(.undefinedAnchor(id: anchorID))
            }
            base = BaseConfigurationReference(form: .anchored(folderID: anchorID, relativePath: relativePath),
                                              path: path, range: (relative ?? anchor).range)
        }
        builder.addConfiguration(to: list, id: id, key: record.key, name: nameValue?.string ?? id,
                                 nameValue: nameValue, settings: settings, baseConfiguration: base)
    }

    private mutating func buildPhase(_ record: ObjectRecord, of target: TargetHandle, targetName: String) {
        let v = record.value
        let kind = objects.classes[record.position].buildPhaseKind ?? .other(record.isa)
        let name = v["name"]?.string
        let phase = builder.addPhase(to: target, id: record.key.string ?? "", key: record.key, kind: kind, name: name,
                                     dstSubfolderSpec: CopyDestination.spec(number: v["dstSubfolderSpec"]?.string,
                                                                            name: v["dstSubfolder"]?.string),
                                     dstPath: v["dstPath"]?.string)
        if let list = v["files"] {
            // All files looked up first, in one loop (see `positions(ofElementsOf:into:)`), then added in order.
            objects.index.positions(ofElementsOf: list, into: &positions)
            builder.reserveBuildFiles(positions.count)
            for (k, found) in positions.enumerated() where found != ObjectIDIndex.notAString {
                guard found >= 0 else {
                    let ref = list.element(at: k)
                    let id = ref?.string ?? ""
                    let file = ref.map { ReferenceComment.reference(id, $0, in: document.source) }
                        ?? ModelIssue.ObjectReference(id: id)
                    builder.issues.append(issue(.danglingReference(.phaseBuildFile(phase: name ?? kind.title,
                                                                                   target: targetName, file: file)),
                                                at: ref ?? record.key, item: id))
                    continue
                }
                buildFile(objects.record(at: Int(found)), of: phase, targetName: targetName)
            }
        }
    }

    private mutating func buildFile(_ record: ObjectRecord, of phase: PhaseHandle, targetName: String) {
        var position: Int32 = -1
        // Build files had their fileRef resolved with the table; anything else listed in a phase is read here.
        let target = objects.fileRef(ofBuildFile: record.position) ?? unresolvedFileRef(record.value)
        switch target {
        case .found(let found):
            position = Int32(truncatingIfNeeded: found)
        case .dangling:
            let fileRef = record.value["fileRef"]
            let refID = fileRef?.string ?? ""
            let reference = fileRef.map { ReferenceComment.reference(refID, $0, in: document.source) }
                ?? ModelIssue.ObjectReference(id: refID)
            builder.issues.append(issue(.danglingReference(.buildFileReference(buildFile: record.key.string ?? "",
                                                                               target: targetName,
                                                                               reference: reference)),
                                        at: fileRef ?? record.key, target: targetName, item: refID))
        case .none:
            break
        }
        builder.addBuildFile(to: phase, key: record.key, value: record.value, fileRefPosition: position)
    }

    private func unresolvedFileRef(_ value: PlistValue) -> ObjectTable.FileRefTarget {
        guard let fileRef = value["fileRef"], fileRef.kind == .string else { return .none }
        return objects.position(of: fileRef).map { .found($0) } ?? .dangling
    }

    private mutating func synchronizedFolder(_ element: FileElement) -> SynchronizedFolder {
        let v = element.value
        var types: [String: String] = [:]
        v["explicitFileTypes"]?.forEachEntry { key, value in
            if let k = key.string, let t = value.string { types[k] = t }
        }
        var sets: [SynchronizedExceptionSet] = []
        for ref in v["exceptions"]?.elements ?? [] {
            guard let record = lookup(ref, by: .folderExceptionSets(folder: element.displayName)) else { continue }
            let s = record.value
            let scope: SynchronizedExceptionSet.Scope
            if let t = s["target"]?.string {
                scope = .target(id: t)
            } else if let b = s["buildPhase"]?.string {
                scope = .buildPhase(id: b)
            } else {
                scope = .unknown
            }
            var filters: [String: [String]] = [:]
            s["platformFiltersByRelativePath"]?.forEachEntry { key, value in
                if let k = key.string { filters[k] = value.stringElements }
            }
            let exceptions = (s["membershipExceptions"]?.elements ?? []).filter { $0.kind == .string }
            sets.append(SynchronizedExceptionSet(
                id: record.key.string ?? "", range: record.key.range, scope: scope,
                membershipExceptions: exceptions.compactMap(\.string),
                membershipExceptionRanges: exceptions.map(\.range),
                platformFiltersByRelativePath: filters))
        }
        return SynchronizedFolder(element: element, explicitFolders: v["explicitFolders"]?.stringElements ?? [],
                                  explicitFileTypes: types, exceptionSets: sets)
    }

    // MARK: Issues

    private func issue(_ detail: ModelIssue.Detail, at value: PlistValue, target: String? = nil,
                       configuration: String? = nil, item: String? = nil) -> ModelIssue {
        ModelIssue(detail, file: file, range: value.range, target: target, configuration: configuration, item: item)
    }
}
