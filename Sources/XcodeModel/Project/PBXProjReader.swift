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
    var elements: ElementStore
    var synchronizedFolders: [String: SynchronizedFolder]
}

/// Parts of the model a front gives `PBXProjReader` directly, not as objects of the document: each
/// configuration's settings and each synchronized folder's contents, by object id.
struct GivenParts {
    var settingsLevels: [String: SettingsLevel] = [:]
    var folders: [String: SynchronizedFolder.Contents] = [:]
}

/// Reads a `project.pbxproj`'s object graph into a `ProjectGraphBuilder`, in one pass over `objects` plus
/// targeted lookups. Tolerant: unknown keys and classes are ignored, missing objects become `.danglingReference`
/// issues, nothing traps.
struct PBXProjReader {
    let document: PlistDocument
    /// Absolute path of the pbxproj, for issues.
    let file: String
    /// Parts a front gives directly instead of in the document (the converted xcproj's); nil for a pbxproj.
    private let given: GivenParts?
    private var builder: ProjectGraphBuilder
    private let objects: ObjectTable
    private let elements: ElementStore
    private var resolver: PathResolver
    /// Scratch for looking up a list's references in one go (reused by every phase), and the ids of its entries.
    private var positions: [Int32] = []
    private var entryIDs: [Int32] = []

    /// Indexes `objects`, links parents, finds the root object and SOURCE_ROOT, then builds the rest; fails only
    /// when the file is not a project at all.
    /// `given`: parts read from the parts given instead of the document's objects (the converted xcproj's).
    static func build(document: PlistDocument, file: String,
                      given: GivenParts? = nil) -> Result<ObjectGraph, GraphFailure> {
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
        let objects = ObjectTable(objectsValue)
        var issues = notADictionaryIssues(objects, file: file)
        var elements = ElementStore(document: document, index: objects.index)
        elements.reserve(objects.classes.reduce(0) { $0 + ($1.elementKind == nil ? 0 : 1) })
        // Ids of values, not values: a value per element would retain the document twice.
        objectsValue.forEachEntryID { i, key, value in
            guard i < objects.count, let kind = objects.classes[i].elementKind else { return }
            elements.add(kind: kind, key: key, object: value, position: i)
        }
        issues += linkGroupTree(&elements, objects: objects, file: file, source: document.source)
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
        var reader = PBXProjReader(document: document, file: file, given: given,
                                   builder: ProjectGraphBuilder(issues: issues), objects: objects, elements: elements,
                                   resolver: PathResolver(elements: elements, sourceRoot: sourceRoot))
        return .success(reader.graph(projectRecord, rootID: rootID, projectDirPath: projectDirPath,
                                      sourceRoot: sourceRoot))
    }

    private mutating func graph(_ projectRecord: ObjectRecord, rootID: String, projectDirPath: String,
                                sourceRoot: String) -> ObjectGraph {
        let p = projectRecord.value
        var folders: [String: SynchronizedFolder] = [:]
        for i in 0..<objects.count where objects.classes[i] == .synchronizedFolder {
            guard let handle = elements.handle(atPosition: i) else { continue }
            let element = elements.element(handle)
            if let given {
                folders[element.id] = SynchronizedFolder(element: element, contents: given.folders[element.id] ?? .init())
            } else {
                folders[element.id] = synchronizedFolder(element)
            }
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
        let formatVersions: [ProjectFormatVersion] = ["compatibilityVersion", "preferredProjectObjectVersion"]
            .compactMap { key in
                guard let entry = p.entry(forKey: key), let value = entry.value.string else { return nil }
                return ProjectFormatVersion(key: key, value: value, keyValue: entry.key)
            }
        let project = ProjectObject(
            id: rootID, key: projectRecord.key, projectDirPath: projectDirPath,
            mainGroupID: mainGroup?.string, mainGroup: mainGroup.flatMap(elements.handle(named:)),
            configurationList: list, attributes: p["attributes"], formatVersions: formatVersions)
        return ObjectGraph(
            objectVersion: document.root["objectVersion"]?.string, project: project, sourceRoot: sourceRoot,
            targets: targets, issues: builder.issues, elements: elements, synchronizedFolders: folders)
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

    /// Every group's `children` entries, in file order, and the parent links they make; a child listed twice
    /// keeps its first parent.
    private static func linkGroupTree(_ elements: inout ElementStore, objects: ObjectTable, file: String,
                                      source: SourceText) -> [ModelIssue] {
        var issues: [ModelIssue] = []
        func issue(_ detail: ModelIssue.Detail, at value: PlistValue, item: String) -> ModelIssue {
            ModelIssue(detail, file: file, range: value.range, item: item)
        }
        var positions: [Int32] = []
        var entries: [GroupChildEntry] = []
        // Counted first (a few thousand groups), so the store's list of entries is allocated once at its size.
        var childCount = 0
        for groupPosition in 0..<objects.count where objects.classes[groupPosition].isGroup {
            childCount += objects.value(at: groupPosition)["children"]?.count ?? 0
        }
        elements.reserveChildEntries(childCount)
        for groupPosition in 0..<objects.count where objects.classes[groupPosition].isGroup {
            // All children looked up first, in one loop (see `positions(ofElementsOf:into:)`), then linked in order.
            guard let group = elements.handle(atPosition: groupPosition),
                  let children = objects.value(at: groupPosition)["children"] else { continue }
            objects.index.positions(ofElementsOf: children, into: &positions)
            entries.removeAll(keepingCapacity: true)
            for (k, found) in positions.enumerated() where found != ObjectIDIndex.notAString {
                guard let child = children.element(at: k) else { continue }
                let childElement = found >= 0 ? elements.handle(atPosition: Int(found)) : nil
                let named: Int32 = childElement.map(elements.objectID)
                    ?? (found >= 0 ? Int32(truncatingIfNeeded: objects.value(at: Int(found)).id) : -1)
                entries.append(GroupChildEntry(entry: Int32(truncatingIfNeeded: child.id),
                                                       child: childElement?.index ?? -1, named: named))
                guard let childElement else {
                    let childID = child.string ?? ""
                    let name = elements.displayName(group)
                    issues.append(issue(.danglingReference(.groupChild(
                                            group: name, child: ReferenceComment.reference(childID, child, in: source))),
                                        at: child, item: childID))
                    continue
                }
                if let first = elements.parent(childElement) {
                    let childID = child.string ?? ""
                    issues.append(issue(.multipleParents(child: elements.displayName(childElement),
                                                         firstParent: elements.displayName(first),
                                                         secondParent: elements.displayName(group)),
                                        at: child, item: childID))
                    continue
                }
                elements.setParent(group, of: childElement)
            }
            elements.setChildren(of: group, entries)
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
        let settings = given.map { $0.settingsLevels[id] } ?? v["buildSettings"].flatMap(SettingsLevel.init(parsing:))
        var base: BaseConfigurationReference?
        if let ref = v["baseConfigurationReference"], let refID = ref.string {
            if let element = elements.handle(named: ref) {
                base = BaseConfigurationReference(form: .fileReference(id: refID), path: resolver.resolve(element),
                                                  range: ref.range)
            } else {
                builder.issues.append(issue(.danglingReference(.baseConfigurationReference(id: refID)),
                                            at: ref, target: owner, configuration: nameValue?.string, item: refID))
            }
        } else if let anchor = v["baseConfigurationReferenceAnchor"], let anchorID = anchor.string {
            let relative = v["baseConfigurationReferenceRelativePath"]
            let relativePath = relative?.string ?? ""
            let path: ResolvedPath
            if let element = elements.handle(named: anchor) {
                let anchorPath = resolver.resolve(element)
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
                                     dstPath: v["dstPath"]?.string,
                                     script: kind == .shellScript ? Self.scriptFields(v) : nil)
        if let list = v["files"] {
            // All files looked up first, in one loop (see `positions(ofElementsOf:into:)`), then added in order.
            objects.index.positions(ofElementsOf: list, into: &positions)
            list.elementIDs(into: &entryIDs)
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
                    if let ref { builder.addUndefinedEntry(to: phase, ref) }
                    continue
                }
                guard k < entryIDs.count else { continue }
                buildFile(objects.record(at: Int(found)), listing: entryIDs[k], of: phase, targetName: targetName)
            }
        }
    }

    /// A Run Script phase's fields (pbxproj keys).
    static func scriptFields(_ v: PlistValue) -> ScriptPhaseFields {
        let script = v["shellScript"]
        func strings(_ keys: [String]) -> [String] { keys.flatMap { v[$0]?.stringElements ?? [] } }
        return ScriptPhaseFields(script: script?.string ?? "", scriptValue: script,
                                 inputs: strings(["inputPaths", "inputFileListPaths"]),
                                 outputs: strings(["outputPaths", "outputFileListPaths"]))
    }

    private mutating func buildFile(_ record: ObjectRecord, listing: Int32, of phase: PhaseHandle,
                                    targetName: String) {
        var file: ElementHandle?
        var built = BuildFile.namesNothing
        // Build files had their fileRef resolved with the table; anything else listed in a phase is read here.
        let target = objects.fileRef(ofBuildFile: record.position) ?? unresolvedFileRef(record.value)
        switch target {
        case .found(let found):
            file = elements.handle(atPosition: found)
            built = file.map(elements.objectID) ?? Int32(truncatingIfNeeded: objects.value(at: found).id)
        case .dangling:
            // An empty `fileRef` names nothing; any other names an undefined id.
            if record.value["fileRef"]?.isString("") == false { built = BuildFile.namesUndefined }
            let fileRef = record.value["fileRef"]
            let refID = fileRef?.string ?? ""
            let reference = fileRef.map { ReferenceComment.reference(refID, $0, in: document.source) }
                ?? ModelIssue.ObjectReference(id: refID)
            builder.issues.append(issue(.danglingReference(.buildFileReference(buildFile: record.key.string ?? "",
                                                                               target: targetName,
                                                                               reference: reference)),
                                        at: fileRef ?? record.key, target: targetName, item: refID))
        case .none:
            // No string `fileRef`: a package product's `productRef` when there is no `fileRef` at all.
            if record.value.entry(forKey: "fileRef") == nil, let product = record.value["productRef"],
               product.kind == .string, !product.isString("") {
                built = objects.position(of: product).map { Int32(truncatingIfNeeded: objects.value(at: $0).id) }
                    ?? BuildFile.namesUndefined
            }
        }
        builder.addBuildFile(to: phase, key: record.key, value: record.value, listing: listing, file: file,
                             built: built)
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
