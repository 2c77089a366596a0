import PlistKit
import XcodeModel

/// One entry of a build phase's `files` list: which build file, which file or package product it builds.
public struct BuildFileEntry: Sendable, Hashable {
    /// The `PBXBuildFile` id.
    public var id: String
    /// The file element (`fileRef`) or package product (`productRef`) it names; empty when it names neither.
    public var file: String
    /// How messages name it: the file's name or path, or the product's name.
    public var name: String
    /// True when `file` is a plain file reference (not a group, variant group or package product).
    public var isFileReference: Bool
    /// The entry in the phase's `files` list.
    public var location: Location

    /// A plain file named `Info.plist`: copied to the bundle's root by a Resources phase.
    public var isInfoPlist: Bool { isFileReference && (name == "Info.plist" || name.hasSuffix("/Info.plist")) }
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

/// One child entry of a group in the group tree (reached from the main group).
public struct GroupMembership: Sendable, Hashable {
    public var child: String
    public var childName: String
    public var group: String
    /// The entry in the group's `children` list.
    public var location: Location
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

    static func build(from project: XcodeProject, settings: any SettingsLookup) -> ProjectIntegrityFacts {
        let file = project.pbxprojPath
        func location(_ value: PlistValue) -> Location { Location(file: file, range: value.range) }
        func name(of id: String) -> String {
            if let element = project.element(id: id) { return element.displayName }
            if let product = project.rawObject(id: id)?["productName"]?.string { return product }
            return id
        }
        var facts = ProjectIntegrityFacts()
        for target in project.targets {
            for phase in target.buildPhases {
                let list = project.rawObject(id: phase.id)?["files"]?.elements ?? []
                var entries: [BuildFileEntry] = []
                for item in list {
                    guard let id = item.string else { continue }
                    let object = project.rawObject(id: id)
                    let referenced = object?["fileRef"]?.string ?? object?["productRef"]?.string ?? ""
                    entries.append(BuildFileEntry(
                        id: id, file: referenced, name: referenced.isEmpty ? id : name(of: referenced),
                        isFileReference: !referenced.isEmpty && project.isa(of: referenced) == "PBXFileReference",
                        location: location(item)))
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
        // The group tree from the main group; a group reached twice is walked once (and a cycle stops).
        var walked = Set<String>()
        var pending = project.project.mainGroupID.map { [$0] } ?? []
        while let group = pending.popLast() {
            guard walked.insert(group).inserted, let object = project.rawObject(id: group) else { continue }
            let groupName = group == project.project.mainGroupID ? "the main group" : "\"\(name(of: group))\""
            for child in object["children"]?.elements ?? [] {
                guard let id = child.string else { continue }
                facts.memberships.append(GroupMembership(child: id, childName: name(of: id), group: groupName,
                                                         location: location(child)))
                if let isa = project.isa(of: id), groupIsas.contains(isa) { pending.append(id) }
            }
        }
        return facts
    }
}
