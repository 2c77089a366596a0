#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PlistKit

/// The classes of object the model interprets, decided once per object from its `isa` bytes.
enum ObjectClass: UInt8, Sendable {
    case buildFile, fileReference, group, variantGroup, versionGroup, synchronizedFolder, referenceProxy
    case nativeTarget, aggregateTarget, legacyTarget, project, configurationList, buildConfiguration
    case resourcesPhase, sourcesPhase, frameworksPhase, headersPhase, copyFilesPhase, shellScriptPhase, rezPhase
    /// Any other `isa` (kept as written, read again on demand).
    case other
    /// The entry's value is not a dictionary.
    case notADictionary

    var isaName: String? {
        switch self {
        case .buildFile: return "PBXBuildFile"
        case .fileReference: return "PBXFileReference"
        case .group: return "PBXGroup"
        case .variantGroup: return "PBXVariantGroup"
        case .versionGroup: return "XCVersionGroup"
        case .synchronizedFolder: return "PBXFileSystemSynchronizedRootGroup"
        case .referenceProxy: return "PBXReferenceProxy"
        case .nativeTarget: return TargetKind.native.rawValue
        case .aggregateTarget: return TargetKind.aggregate.rawValue
        case .legacyTarget: return TargetKind.legacy.rawValue
        case .project: return "PBXProject"
        case .configurationList: return "XCConfigurationList"
        case .buildConfiguration: return "XCBuildConfiguration"
        case .resourcesPhase: return "PBXResourcesBuildPhase"
        case .sourcesPhase: return "PBXSourcesBuildPhase"
        case .frameworksPhase: return "PBXFrameworksBuildPhase"
        case .headersPhase: return "PBXHeadersBuildPhase"
        case .copyFilesPhase: return "PBXCopyFilesBuildPhase"
        case .shellScriptPhase: return "PBXShellScriptBuildPhase"
        case .rezPhase: return "PBXRezBuildPhase"
        case .other, .notADictionary: return nil
        }
    }

    /// The group-tree kind of elements (nil for everything else).
    var elementKind: FileElementKind? {
        switch self {
        case .fileReference: return .fileReference
        case .group: return .group
        case .variantGroup: return .variantGroup
        case .versionGroup: return .versionGroup
        case .synchronizedFolder: return .synchronizedFolder
        case .referenceProxy: return .referenceProxy
        default: return nil
        }
    }

    var isGroup: Bool { self == .group || self == .variantGroup || self == .versionGroup }

    var targetKind: TargetKind? {
        switch self {
        case .nativeTarget: return .native
        case .aggregateTarget: return .aggregate
        case .legacyTarget: return .legacy
        default: return nil
        }
    }

    /// The build-phase kind of a phase class (nil for other classes, including unknown phase `isa`s).
    var buildPhaseKind: BuildPhaseKind? {
        switch self {
        case .resourcesPhase: return .resources
        case .sourcesPhase: return .sources
        case .frameworksPhase: return .frameworks
        case .headersPhase: return .headers
        case .copyFilesPhase: return .copyFiles
        case .shellScriptPhase: return .shellScript
        case .rezPhase: return .rez
        default: return nil
        }
    }

    /// Known classes by the bytes of their name, indexed by length so a lookup compares a handful at most.
    static let byLength: [[([UInt8], ObjectClass)]] = {
        var table = [[([UInt8], ObjectClass)]](repeating: [], count: 64)
        for raw in 0..<ObjectClass.other.rawValue {
            guard let c = ObjectClass(rawValue: raw), let name = c.isaName else { continue }
            table[name.utf8.count].append((Array(name.utf8), c))
        }
        return table
    }()

    static func classify(_ isa: UnsafeRawBufferPointer) -> ObjectClass {
        guard isa.count < byLength.count, let base = isa.baseAddress else { return .other }
        let candidates = byLength[isa.count]
        for (name, c) in candidates where name.withUnsafeBytes({ bytes in
            bytes.baseAddress.map { memcmp($0, base, isa.count) == 0 } ?? false
        }) {
            return c
        }
        return .other
    }
}

/// The project's `objects`: every entry in file order with its class, an index from id to entry, and the file each
/// build file names. What the reader needs while it reads; the model keeps none of it (elements and the group tree
/// are in the `ElementStore`). Replaces dictionaries keyed by id strings: a big
/// project has tens of thousands of objects, and building, hashing and comparing a heap string for each id was
/// most of the model's time.
struct ObjectTable: Sendable {
    let index: ObjectIDIndex
    let classes: [ObjectClass]
    /// For a build file, the object its string `fileRef` names, resolved in the classifying pass in file order so
    /// that building the targets' phases later looks nothing up (a 100 MB project has 400,000 entries). `none`
    /// when there is nothing to point to.
    private let links: [Int32]
    private static let none: Int32 = -1
    /// A build file whose `fileRef` names no object.
    private static let dangling: Int32 = -2

    init(_ objects: PlistValue) {
        let index = ObjectIDIndex(objects)
        self.index = index
        var classes = [ObjectClass](repeating: .notADictionary, count: index.count)
        var links = [Int32](repeating: ObjectTable.none, count: index.count)
        index.forEachObject(reading: "isa", "fileRef") { i, isa, fileRef in
            let objectClass = isa.map(ObjectClass.classify) ?? .other
            classes[i] = objectClass
            if objectClass == .buildFile, let fileRef {
                links[i] = index.position(ofBytes: fileRef).map { Int32(truncatingIfNeeded: $0) } ?? ObjectTable.dangling
            }
        }
        self.classes = classes
        self.links = links
    }

    /// What the string `fileRef` of the build file at `i` names: `.found(position)`, `.dangling`, or `.none` when
    /// it has no string `fileRef`; nil when `i` is not a build file (then nothing was resolved ahead).
    func fileRef(ofBuildFile i: Int) -> FileRefTarget? {
        guard classes[i] == .buildFile else { return nil }
        switch links[i] {
        case ObjectTable.none: return FileRefTarget.none
        case ObjectTable.dangling: return .dangling
        case let position: return .found(Int(position))
        }
    }

    enum FileRefTarget: Equatable {
        case found(Int)
        case dangling
        case none
    }

    var count: Int { index.count }

    func position(of id: String) -> Int? { index.position(of: id) }
    /// The object a reference value (an id string anywhere in the document) names.
    func position(of ref: PlistValue) -> Int? { index.position(ofKeyEqualTo: ref) }

    func key(at i: Int) -> PlistValue { index.key(at: i) }
    func value(at i: Int) -> PlistValue { index.value(at: i) }
    func id(at i: Int) -> String { index.key(at: i).string ?? "" }

    /// The `isa` as written ("" when missing).
    func isa(at i: Int) -> String {
        classes[i].isaName ?? index.value(at: i)["isa"]?.string ?? ""
    }

    func record(at i: Int) -> ObjectRecord {
        ObjectRecord(key: key(at: i), value: value(at: i), isa: isa(at: i), position: i)
    }

    func isElement(_ i: Int) -> Bool { classes[i].elementKind != nil }
}
