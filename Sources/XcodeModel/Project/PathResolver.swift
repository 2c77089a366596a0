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

/// Turns group-tree elements into on-disk paths exactly as swift-build's `FilePathResolver` does (docs/reference/xcode-semantics.md
/// §3.5): an absolute path wins; `<group>` is relative to the parent's resolved path (PROJECT_DIR at the top);
/// `SOURCE_ROOT`, `<absolute>` and an empty tree are relative to PROJECT_DIR; any other tree names a build
/// setting (BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR…) the linter cannot know, reported as unresolvable.
struct PathResolver: Sendable {
    let elements: ElementStore
    /// PROJECT_DIR (= SRCROOT = SOURCE_ROOT).
    let sourceRoot: String
    /// `sourceRoot` normalised, the base of top-level paths: every base `resolve` joins to is then normalised
    /// (a resolved path always is), so it can use `ProjectPath.join(normalized:_:)`, which gives the same path.
    private let normalizedSourceRoot: String
    /// Resolved groups by handle, so resolving many files of one group walks the chain once.
    private var groupMemo: [ElementHandle: ResolvedPath] = [:]
    /// The group `groupMemo` answered last.
    private var lastGroup: (handle: ElementHandle, path: ResolvedPath)?

    init(elements: ElementStore, sourceRoot: String) {
        self.elements = elements
        self.sourceRoot = sourceRoot
        self.normalizedSourceRoot = ProjectPath.normalize(sourceRoot)
    }

    /// Build settings every reference path may use that are known without building.
    static let projectDirectoryMacros: Set<String> = ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"]

    mutating func resolve(_ id: String) -> ResolvedPath {
        guard let element = elements.handle(id: id) else { return .unresolvable(.undefinedObject(id: id)) }
        return resolve(element)
    }

    /// The path of `element`.
    mutating func resolve(_ element: ElementHandle) -> ResolvedPath {
        resolve(element, depth: 0)
    }

    /// `resolve(element)` for a caller that has the element's object (`value`) and its `path` (`written`, nil when
    /// it has none) in hand: resolving a target's thousands of sources looked each object up and read each path
    /// twice.
    mutating func resolve(_ element: ElementHandle, value: PlistValue, writtenPath written: String?) -> ResolvedPath {
        resolve(element, depth: 0, known: (value, written))
    }

    private mutating func resolve(_ element: ElementHandle, depth: Int,
                                  known: (value: PlistValue, written: String?)? = nil) -> ResolvedPath {
        // A parent cycle (a group listed among its own descendants) is malformed; stop rather than recurse forever.
        guard depth < 256 else { return .unresolvable(.groupCycle) }
        let value = known?.value ?? elements.object(element)
        let written = known.map(\.written) ?? value["path"]?.string
        let path: String
        switch expandMacros(written ?? "") {
        case .absolute(let p): path = p
        case .unresolvable(let why): return .unresolvable(why)
        }
        // (First bytes compared directly: `hasPrefix` cost 90 instructions a call, twice per file.)
        let first = path.utf8.first
        if first == UInt8(ascii: "/") { return .absolute(ProjectPath.normalize(path)) }
        if first == UInt8(ascii: "~") { return .unresolvable(.homeRelative(path: path)) }
        let treeValue = value["sourceTree"]
        // Almost every element is `<group>`: asked without making a String of it.
        let tree = treeValue?.isString("<group>") == true ? "<group>" : treeValue?.string ?? ""
        let base: String
        switch tree {
        case "<group>":
            if let parent = elements.parent(element) {
                let parentPath: ResolvedPath
                if let last = lastGroup, last.handle == parent {
                    // A group's files come one after another: the last group asked answers most of them.
                    parentPath = last.path
                } else if let memo = groupMemo[parent] {
                    parentPath = memo
                } else {
                    parentPath = resolve(parent, depth: depth + 1)
                    groupMemo[parent] = parentPath
                }
                lastGroup = (parent, parentPath)
                switch parentPath {
                case .absolute(let p): base = p
                case .unresolvable(let why): return .unresolvable(why)
                }
            } else {
                base = normalizedSourceRoot
            }
        case "<absolute>", "SOURCE_ROOT", "", "SRCROOT", "PROJECT_DIR":
            base = normalizedSourceRoot
        default:
            return .unresolvable(.buildTimeTree(path: written ?? "", tree: tree))
        }
        return .absolute(ProjectPath.join(normalized: base, path))
    }

    /// Expands `$(SRCROOT)`, `$(PROJECT_DIR)`, `$(SOURCE_ROOT)` (also `${…}`); anything else with a `$` is a build
    /// setting the model cannot evaluate. `$$` is a literal dollar.
    func expandMacros(_ path: String) -> ResolvedPath {
        var utf8 = path
        let hasDollar = utf8.withUTF8 { b in
            b.baseAddress.map { memchr($0, Int32(UInt8(ascii: "$")), b.count) != nil } ?? false
        }
        guard hasDollar else { return .absolute(path) }
        var out = ""
        var rest = Substring(path)
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[rest.startIndex..<dollar]
            let after = rest[rest.index(after: dollar)...]
            if after.first == "$" {
                out += "$"
                rest = after.dropFirst()
                continue
            }
            guard let open = after.first, open == "(" || open == "{" else {
                return .unresolvable(.buildSetting(path: path, name: nil))
            }
            let close: Character = open == "(" ? ")" : "}"
            guard let end = after.firstIndex(of: close) else {
                return .unresolvable(.unterminatedReference(path: path))
            }
            let name = String(after[after.index(after: after.startIndex)..<end])
            guard PathResolver.projectDirectoryMacros.contains(name) else {
                return .unresolvable(.buildSetting(path: path, name: name))
            }
            out += sourceRoot
            rest = after[after.index(after: end)...]
        }
        out += rest
        return .absolute(out)
    }
}
