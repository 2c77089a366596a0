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

    private mutating func resolve(_ element: ElementHandle, depth: Int) -> ResolvedPath {
        // A parent cycle (a group listed among its own descendants) is malformed; stop rather than recurse forever.
        guard depth < 256 else { return .unresolvable(.groupCycle) }
        let value = elements.object(element)
        let written = value["path"]?.string
        let path: String
        switch expandMacros(written ?? "") {
        case .absolute(let p): path = p
        case .unresolvable(let why): return .unresolvable(why)
        }
        if path.hasPrefix("/") { return .absolute(ProjectPath.normalize(path)) }
        if path.hasPrefix("~") { return .unresolvable(.homeRelative(path: path)) }
        let tree = value["sourceTree"]?.string ?? ""
        let base: String
        switch tree {
        case "<group>":
            if let parent = elements.parent(element) {
                let parentPath: ResolvedPath
                if let memo = groupMemo[parent] {
                    parentPath = memo
                } else {
                    parentPath = resolve(parent, depth: depth + 1)
                    groupMemo[parent] = parentPath
                }
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
