import PlistKit

/// A configuration list being built (its position in the builder).
struct ConfigurationListHandle: Hashable, Sendable {
    fileprivate let index: Int32
}

/// A target being built.
struct TargetHandle: Hashable, Sendable {
    fileprivate let index: Int32
}

/// A build phase being built.
struct PhaseHandle: Hashable, Sendable {
    fileprivate let index: Int32
}

/// Builds the project's configurations, targets, build phases and build files from whatever a reader finds, in
/// whatever order it finds them: every part is added with a typed handle of its owner and kept in a column of its
/// kind beside a column of owners (struct of arrays), and `finish` groups the parts under their owners, each
/// owner's parts in the order they were added. Build files, by far the most numerous part (one per file of a
/// target), go straight into their phase instead: a column of them beside the phases' own lists doubled their
/// memory at `finish`, the peak of a big project's whole run. A reader says what the project holds and where it is written (the
/// values keep their ranges); the builder owns the model's shape, so that a project format needs a reader, not
/// an encoding in another format. The pbxproj reader (`PBXProjReader`) adds each part where its owner lists it.
struct ProjectGraphBuilder {
    /// What was wrong in the file, in the order the reader found it.
    var issues: [ModelIssue] = []

    // One column per kind of part (each kept without its parts until `finish`), and beside each part that has an
    // owner, a column of its owner's handle.
    private var lists: [ConfigurationList] = []
    private var configurations: [BuildConfiguration] = []
    private var configurationOwners: [Int32] = []
    private var targets: [Target] = []
    private var targetLists: [Int32] = []
    private var folderIDs: [String] = []
    private var folderOwners: [Int32] = []
    private var phases: [BuildPhase] = []
    private var phaseOwners: [Int32] = []
    private var undefinedEntries: [(phase: Int32, entry: PlistValue)] = []
    private var phaseFileCounts: [Int32] = []
    /// The phase that `reserveBuildFiles` makes room in: the one added last.
    private var lastPhase: Int32 = -1

    private static let noList: Int32 = -1

    /// A builder that starts with the issues the reader found before building (its own indexing).
    init(issues: [ModelIssue] = []) {
        self.issues = issues
    }

    // MARK: Adding

    mutating func addConfigurationList(id: String, key: PlistValue,
                                       defaultConfigurationName: String?) -> ConfigurationListHandle {
        lists.append(ConfigurationList(id: id, key: key, defaultConfigurationName: defaultConfigurationName,
                                       configurations: []))
        return ConfigurationListHandle(index: Int32(truncatingIfNeeded: lists.count - 1))
    }

    /// A configuration of `list`; `nameValue` is where the name is written (the id stands in when it is not).
    mutating func addConfiguration(to list: ConfigurationListHandle, id: String, key: PlistValue, name: String,
                                   nameValue: PlistValue?, settings: SettingsLevel?,
                                   baseConfiguration: BaseConfigurationReference?) {
        configurationOwners.append(list.index)
        configurations.append(BuildConfiguration(id: id, key: key, name: name, nameValue: nameValue,
                                                 buildSettings: settings, baseConfiguration: baseConfiguration))
    }

    mutating func addTarget(id: String, key: PlistValue, kind: TargetKind, name: String, nameValue: PlistValue?,
                            productType: String?, productReferenceID: String?) -> TargetHandle {
        var target = Target(id: id, key: key, kind: kind, name: name, nameValue: nameValue, productType: productType,
                            configurationList: nil, buildPhases: [], synchronizedFolderIDs: [])
        target.productReferenceID = productReferenceID
        targets.append(target)
        targetLists.append(ProjectGraphBuilder.noList)
        return TargetHandle(index: Int32(truncatingIfNeeded: targets.count - 1))
    }

    mutating func setConfigurationList(_ list: ConfigurationListHandle?, of target: TargetHandle) {
        targetLists[Int(target.index)] = list?.index ?? ProjectGraphBuilder.noList
    }

    /// A synchronized folder `target` owns.
    mutating func addSynchronizedFolder(id: String, to target: TargetHandle) {
        folderOwners.append(target.index)
        folderIDs.append(id)
    }

    mutating func addPhase(to target: TargetHandle, id: String, key: PlistValue, kind: BuildPhaseKind, name: String?,
                           dstSubfolderSpec: String?, dstPath: String?,
                           script: ScriptPhaseFields? = nil) -> PhaseHandle {
        phaseOwners.append(target.index)
        var phase = BuildPhase(id: id, key: key, kind: kind, name: name, files: [],
                               dstSubfolderSpec: dstSubfolderSpec, dstPath: dstPath)
        phase.script = script
        phases.append(phase)
        phaseFileCounts.append(0)
        lastPhase = Int32(truncatingIfNeeded: phases.count - 1)
        return PhaseHandle(index: Int32(truncatingIfNeeded: phases.count - 1))
    }

    /// A build file of `phase`: `listing` is the entry that lists it there, `file` the element its `fileRef`
    /// names, `built` what it builds (see `BuildFile.built`).
    mutating func addBuildFile(to phase: PhaseHandle, key: PlistValue, value: PlistValue, listing: Int32,
                               file: ElementHandle?, built: Int32) {
        phases[Int(phase.index)].files.append(BuildFile(key: key, value: value, listing: listing, fileElement: file,
                                                        built: built))
        phaseFileCounts[Int(phase.index)] += 1
    }

    /// An entry of `phase`'s list that names no object, after the build files added so far.
    mutating func addUndefinedEntry(to phase: PhaseHandle, _ entry: PlistValue) {
        undefinedEntries.append((phase.index, entry))
        // Where it falls among the phase's files is their count now; kept in the entry's phase at `finish`.
        undefinedPositions.append(phaseFileCounts[Int(phase.index)])
    }
    private var undefinedPositions: [Int32] = []

    /// Makes room for `count` more build files in the phase added last (a reader that knows how many a phase
    /// lists, before adding them): its list then takes exactly the memory it needs.
    mutating func reserveBuildFiles(_ count: Int) {
        guard lastPhase >= 0 else { return }
        let phase = Int(lastPhase)
        let wanted = phases[phase].files.count + count
        guard wanted > phases[phase].files.capacity else { return }
        // Grown at least geometrically, as appending would, so that reserving repeatedly stays linear.
        phases[phase].files.reserveCapacity(phases[phase].files.isEmpty ? wanted
                                            : max(wanted, phases[phase].files.capacity * 2))
    }

    // MARK: Finishing

    /// The project's configuration list (`projectList`) and the targets in the order they were added, each with
    /// its configurations, phases, build files and folders.
    /// Consumes what was added (the columns are emptied), so that no part is copied.
    mutating func finish(projectList: ConfigurationListHandle?) -> (projectList: ConfigurationList?, targets: [Target]) {
        var lists = take(&self.lists)
        for (c, owner) in configurationOwners.enumerated() { lists[Int(owner)].configurations.append(configurations[c]) }
        var phases = take(&self.phases)
        for (u, undefined) in undefinedEntries.enumerated() {
            phases[Int(undefined.phase)].undefinedEntries.append((undefined.entry, Int(undefinedPositions[u])))
        }
        var targets = take(&self.targets)
        for (p, owner) in phaseOwners.enumerated() { targets[Int(owner)].buildPhases.append(phases[p]) }
        for (f, owner) in folderOwners.enumerated() { targets[Int(owner)].synchronizedFolderIDs.append(folderIDs[f]) }
        for (t, list) in targetLists.enumerated() where list != ProjectGraphBuilder.noList {
            targets[t].configurationList = lists[Int(list)]
        }
        return (projectList.map { lists[Int($0.index)] }, targets)
    }

    private func take<Part>(_ column: inout [Part]) -> [Part] {
        defer { column = [] }
        return column
    }
}
