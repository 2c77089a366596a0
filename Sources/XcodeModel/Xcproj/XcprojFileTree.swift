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

/// One reference of the xcproj `files` tree (docs/reference/xcproj-notes.md §6.1) while it is converted. A class: the converter
/// reads elements while it composes (which mutates the converter), and a struct of eight values and two strings
/// was copied, a retain per reference in it, at each such read.
final class XcprojElement {
    enum Kind: String {
        case fileReference = "file-reference"
        case group
        case variantGroup = "variant-group"
        case versionGroup = "version-group"
        case folder
    }

    let kind: Kind
    let value: PlistValue
    /// The keys the conversion reads, found in one pass over the object (each `value[key]` scans it again).
    let fields: Fields
    let id: String
    /// The string `path` as written (decoded once: `emitElements` needs it again).
    let path: String?
    /// What name paths match: `name`, else the last component of `path` (docs/reference/xcproj-notes.md §4.2).
    let name: String
    let parent: Int?
    var children: [Int] = []
    var isGroup: Bool { kind == .group || kind == .variantGroup || kind == .versionGroup }

    init(kind: Kind, value: PlistValue, fields: Fields, id: String, path: String?, name: String, parent: Int?) {
        self.kind = kind
        self.value = value
        self.fields = fields
        self.id = id
        self.path = path
        self.name = name
        self.parent = parent
    }

    struct Fields {
        var kind, path, name, id, type, children, membership: PlistValue?

        /// The last occurrence of each key wins, as `value[key]` has it.
        init(_ value: PlistValue) {
            value.forEachEntry(keyBytes: { key, item in
                // The key's bytes are looked at once, not compared with each name in turn.
                switch key.flatMap(Name.init(key:)) {
                case .kind: kind = item
                case .path: path = item
                case .name: name = item
                case .id: id = item
                case .type: type = item
                case .children: children = item
                case .membership: membership = item
                case nil: break
                }
            })
        }

        /// The keys read, by their exact UTF-8 bytes.
        enum Name {
            case kind, path, name, id, type, children, membership

            /// The name `key` spells, if any: its length and first byte leave at most one candidate to compare.
            init?(key: UnsafeRawBufferPointer) {
                let candidate: (spelling: StaticString, name: Name)
                switch (key.count, key.first ?? 0) {
                case (2, UInt8(ascii: "i")): candidate = ("id", .id)
                case (4, UInt8(ascii: "k")): candidate = ("kind", .kind)
                case (4, UInt8(ascii: "n")): candidate = ("name", .name)
                case (4, UInt8(ascii: "p")): candidate = ("path", .path)
                case (4, UInt8(ascii: "t")): candidate = ("type", .type)
                case (8, UInt8(ascii: "c")): candidate = ("children", .children)
                case (17, UInt8(ascii: "t")): candidate = ("target-membership", .membership)
                default: return nil
                }
                guard let base = key.baseAddress,
                      memcmp(base, candidate.spelling.utf8Start, key.count) == 0 else { return nil }
                self = candidate.name
            }
        }
    }
}

extension XcprojConverter {
    mutating func readFiles(_ files: PlistValue?) {
        guard let files else { return }
        guard files.kind == .array else {
            issue(.malformedObject(.filesNotArray), at: files)
            return
        }
        topLevel = files.elements.compactMap { readElement($0, parent: nil) }
    }

    mutating func readElement(_ value: PlistValue, parent: Int?) -> Int? {
        guard value.kind == .dictionary else {
            issue(.malformedObject(.filesEntryNotObject), at: value)
            return nil
        }
        let fields = XcprojElement.Fields(value)
        let kindValue = fields.kind
        let kind: XcprojElement.Kind
        if let kindValue {
            guard let written = kindValue.string, let known = XcprojElement.Kind(rawValue: written) else {
                issue(.malformedObject(.unknownReferenceKind(kindValue.string)), at: kindValue)
                return nil
            }
            kind = known
        } else {
            kind = .fileReference
        }
        let path = fields.path?.string
        let name = fields.name?.string ?? path.map(XcprojFilePath.lastComponent) ?? ""
        let id = fields.id?.string ?? syntheticID()
        let index = elements.count
        // `consume`: the element takes the fields over; a copy is a retain and a release per value in them.
        let element = XcprojElement(kind: kind, value: value, fields: consume fields, id: id, path: path, name: name,
                                    parent: parent)
        elements.append(element)
        if kind != .fileReference && kind != .folder {
            element.children = (element.fields.children?.elements ?? []).compactMap { readElement($0, parent: index) }
        }
        return index
    }

    /// An element named by a name path (`"Config/Config.xcconfig"`, an array of components), `"id:X"`, from
    /// the top of `files` (docs/reference/xcproj-notes.md §4.2, §8). Unresolved or ambiguous paths are issues.
    mutating func resolveReference(_ value: PlistValue, by what: ModelIssue.XcprojReferrer, target: String? = nil,
                                   configuration: String? = nil) -> Int? {
        let written = value.string ?? ""
        if value.kind == .string, written.hasPrefix("id:") {
            let id = String(written.dropFirst(3))
            if let index = elements.firstIndex(where: { $0.id == id }) { return index }
            issue(.danglingReference(.referenceID(what, written: written)), at: value,
                  target: target, configuration: configuration, item: id)
            return nil
        }
        let components: [String]
        switch value.kind {
        case .string: components = written.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        case .array: components = value.elements.compactMap { $0.kind == .string ? $0.string : $0["name"]?.string }
        default:
            issue(.malformedObject(.referenceNeitherPathNorID(what)), at: value, target: target,
                  configuration: configuration)
            return nil
        }
        var level: [Int] = topLevel
        var current: Int?
        for component in components {
            if component == "." { continue }
            if component == ".." {
                current = current.flatMap { elements[$0].parent }
                level = current.map { elements[$0].children } ?? topLevel
                continue
            }
            let matches = level.filter { elements[$0].name == component }
            guard let first = matches.first else {
                issue(.danglingReference(.referencePath(what, written: XcprojConverter.describe(value),
                                                        component: component)), at: value, target: target,
                      configuration: configuration, item: XcprojConverter.describe(value))
                return nil
            }
            if matches.count > 1 {
                issue(.malformedObject(.ambiguousReference(what, written: XcprojConverter.describe(value),
                                                           count: matches.count, component: component)), at: value,
                      target: target, configuration: configuration, item: XcprojConverter.describe(value))
            }
            current = first
            level = elements[first].children
        }
        return current
    }

    static func describe(_ value: PlistValue) -> String {
        if let s = value.string { return s }
        return value.elements.compactMap { $0.string ?? $0["name"]?.string }.joined(separator: "/")
    }

    /// Every element as its pbxproj object: groups with their children, file references, synchronized folders
    /// (their contents given beside the document).
    mutating func emitElements() {
        let home = ProcessEnvironment.value("HOME")
        for index in elements.indices {
            let element = elements[index]
            let v = element.value
            let at = v.span
            var fields: [(String, Handle)] = []
            fields.reserveCapacity(5)
            if let pathValue = element.fields.path, let written = element.path {
                let path = XcprojFilePath(written, home: home)
                fields.append(("path", string(path.path, at: pathValue.span)))
                fields.append(("sourceTree", string(path.sourceTree, at: pathValue.span)))
            } else {
                fields.append(("sourceTree", string("<group>", at: at)))
            }
            if let name = element.fields.name, name.kind == .string { fields.append(("name", composer.copy(name))) }
            if let type = element.fields.type, type.kind == .string { fields.append(("lastKnownFileType", composer.copy(type))) }
            let isa: String
            switch element.kind {
            case .fileReference: isa = "PBXFileReference"
            case .group: isa = "PBXGroup"
            case .variantGroup: isa = "PBXVariantGroup"
            case .versionGroup: isa = "XCVersionGroup"
            case .folder: isa = "PBXFileSystemSynchronizedRootGroup"
            }
            if element.isGroup {
                let children = element.children.map { string(elements[$0].id, at: elements[$0].value.span) }
                fields.append(("children", composer.array(children, at: element.fields.children?.span ?? at)))
            }
            if element.kind == .folder {
                given.folders[element.id] = folderContents(element)
            }
            addObject(id: element.id, isa: isa, at: at, idSpan: element.fields.id?.span, fields)
        }
    }

    /// A synchronized folder's contents (`file-types`, `opaque-folders`, `membership-exceptions`), given to the
    /// reader beside the document. pbxproj stores no sense: a set is exclusions for a target that has the folder,
    /// inclusions for any other (docs/reference/xcode-semantics.md §0 item 8), so an xcproj set whose sense
    /// disagrees with the membership has no meaning in the model; it is reported.
    mutating func folderContents(_ element: XcprojElement) -> SynchronizedFolder.Contents {
        let v = element.value
        var contents = SynchronizedFolder.Contents()
        if let types = v["file-types"], types.kind == .dictionary {
            types.forEachEntry { key, value in
                if let k = key.string, let t = value.string { contents.explicitFileTypes[k] = t }
            }
        }
        if let opaque = v["opaque-folders"], opaque.kind == .array { contents.explicitFolders = opaque.stringElements }
        let members = Set((v["target-membership"]?.elements ?? []).compactMap(\.string))
        for exception in v["membership-exceptions"]?.elements ?? [] {
            let exclusions = exception["exclusions"]
            let inclusions = exception["inclusions"]
            guard let list = exclusions ?? inclusions, exclusions == nil || inclusions == nil else {
                issue(.malformedObject(.membershipExceptionNotExactlyOneList(folder: element.name)), at: exception)
                continue
            }
            // An id for every set that gets this far (as the ids of the objects after it were numbered).
            let id = syntheticID()
            let scope: SynchronizedExceptionSet.Scope
            if let targetValue = exception["target"], let name = targetValue.string {
                guard let target = targetIndex(named: name) else {
                    issue(.danglingReference(.exceptionTarget(folder: element.name, target: name)), at: targetValue,
                          item: name)
                    continue
                }
                if members.contains(name) != (exclusions != nil) {
                    // Exclusions for a target without the folder, or inclusions for one with it: the set refers to
                    // a membership that is not there and changes nothing (likely the wrong target was named).
                    issue(.danglingReference(.exceptionChangesNothing(folder: element.name, exclusions: exclusions != nil,
                                                                      target: name, targetHasFolder: members.contains(name))),
                          at: exception, target: name, item: name)
                    continue
                }
                scope = .target(id: targets[target].id)
            } else if let phaseValue = exception["build-phase"] {
                guard let phase = resolvePhase(phaseValue, by: .membershipException(folder: element.name))
                else { continue }
                scope = .buildPhase(id: phase.id)
            } else {
                issue(.malformedObject(.membershipExceptionWithoutTargetOrPhase(folder: element.name)), at: exception)
                continue
            }
            let items = list.elements.filter { $0.kind == .string }
            contents.exceptionSets.append(SynchronizedExceptionSet(
                id: id, range: exception.range, scope: scope, membershipExceptions: items.compactMap(\.string),
                membershipExceptionRanges: items.map(\.range), platformFiltersByRelativePath: [:]))
        }
        return contents
    }
}
