#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit

/// Disk lookups a project makes, done once per path and shared across threads. Synchronized folders and asset
/// catalogs are walked on first use; later calls (another target, another configuration) reuse the result.
final class DiskCache: @unchecked Sendable {
    // @unchecked: every access to the dictionaries below goes through `lock`.
    private let lock = Lock()
    private var folders: [String: [DiscoveredItem]] = [:]
    private var catalogs: [String: AssetCatalog] = [:]
    private var targetResources: [String: [TargetResource]] = [:]
    private var targetActoolInputs: [String: [TargetResource]] = [:]

    func resources(_ targetID: String, compute: () -> [TargetResource]) -> [TargetResource] {
        if let cached = lock.withLock({ targetResources[targetID] }) { return cached }
        let resources = compute()
        lock.withLock { targetResources[targetID] = resources }
        return resources
    }

    func compiledSources(_ targetID: String, compute: () -> [String]) -> [String] {
        if let cached = lock.withLock({ targetCompiledSources[targetID] }) { return cached }
        let sources = compute()
        lock.withLock { targetCompiledSources[targetID] = sources }
        return sources
    }

    private var targetCompiledSources: [String: [String]] = [:]

    /// The compiled files of a target that contain a code marker, noted by the other code check's scan
    /// (`XcodeProject.markedSources`); taken once.
    func takeNotedSources(_ targetID: String, marker: SourceMarker) -> [String]? {
        lock.withLock { notedSources.removeValue(forKey: NotedKey(target: targetID, marker: marker)) }
    }

    func noteSources(_ paths: [String], of targetID: String, marker: SourceMarker) {
        lock.withLock { notedSources[NotedKey(target: targetID, marker: marker)] = paths }
    }

    private struct NotedKey: Hashable {
        var target: String
        var marker: SourceMarker
    }

    private var notedSources: [NotedKey: [String]] = [:]

    /// The catalogs and `.icon` documents of a target; from its full resource list when that was computed.
    func actoolInputs(_ targetID: String, compute: () -> [TargetResource]) -> [TargetResource] {
        let cached = lock.withLock { (targetActoolInputs[targetID], targetResources[targetID]) }
        if let inputs = cached.0 { return inputs }
        let inputs = cached.1?.filter(\.isActoolInput) ?? compute()
        lock.withLock { targetActoolInputs[targetID] = inputs }
        return inputs
    }

    /// The real path (`FileSystem.realPath`), once per path: every target asks for the project's folders, and a
    /// catalog shared by targets is checked for each.
    func realPath(_ path: String) -> String? {
        if let cached = lock.withLock({ realPaths[path] }) { return cached }
        // From the parent's real path (cached here too) plus one lstat (`ProjectTree.resolve`), rather than
        // realpath(3)'s readlink of every component: a small project's catalogs made 50 of them.
        let real = ProjectTree.resolve(path, realParent: realPath)
        lock.withLock { realPaths[path] = .some(real) }
        return real
    }

    private var realPaths: [String: String?] = [:]

    func folderItems(_ path: String, explicitFolders: Set<String>) -> [DiscoveredItem] {
        let key = path + "\u{0}" + explicitFolders.sorted().joined(separator: "\u{0}")
        if let cached = lock.withLock({ folders[key] }) { return cached }
        let items = SynchronizedDiscovery.walk(root: path, explicitFolders: explicitFolders)
        lock.withLock { folders[key] = items }
        return items
    }

    func catalog(_ path: String, quoteContent: Bool, sourceRoot: String) -> AssetCatalog {
        if let cached = lock.withLock({ catalogs[path] }) { return cached }
        let catalog = CatalogScanner.scan(path, quoteContent: quoteContent, sourceRoot: sourceRoot)
        lock.withLock { catalogs[path] = catalog }
        return catalog
    }
}

/// One item Xcode discovers inside a synchronized folder: a file, or a directory it treats as one item (a wrapper
/// such as `.xcassets`/`.icon`, or an `explicitFolders` entry).
public struct DiscoveredItem: Sendable, Hashable {
    /// Path relative to the synchronized folder, `/`-separated.
    public let relativePath: String
    public let absolutePath: String
    public let isDirectory: Bool
    /// For items inside an `.lproj` folder: the `/Localized/…` form Xcode writes in exception sets (the path without
    /// the `.lproj` component, with a leading `/Localized/`), and the region (`en`, `Base`).
    public let localizedPath: String?
    public let region: String?
    /// True if the item is an `explicitFolders` entry (copied as an opaque directory).
    public let isExplicitFolder: Bool
}

/// Walks a synchronized folder the way Xcode discovers its contents (docs/reference/xcode-semantics.md §3.6): hidden files skipped,
/// wrappers and explicit folders are single items, symlinked directories are not followed (no loops).
enum SynchronizedDiscovery {
    /// Directory extensions Xcode treats as one item (never descended into for membership).
    static let wrapperExtensions: Set<String> = [
        "xcassets", "icon", "imagecatalog", "xcstickers", "bundle", "framework", "xcframework", "app", "appex",
        "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "scnassets", "rcproject", "reality", "playground",
        "docc", "mlpackage", "storyboardc", "nib", "plugin", "kext", "xpc", "spritesheet", "atlas", "xcstrings",
        "xcodeproj", "xcworkspace", "pkg", "car", "metallib", "usdz", "mlmodelc",
    ]

    static func walk(root: String, explicitFolders: Set<String>) -> [DiscoveredItem] {
        var items: [DiscoveredItem] = []
        var pending: [(absolute: String, relative: String)] = [(root, "")]
        while let (dir, rel) = pending.popLast() {
            guard let entries = FileSystem.list(dir) else { continue }
            for entry in entries.sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
                let absolute = dir + "/" + entry.name
                let relative = rel.isEmpty ? entry.name : rel + "/" + entry.name
                var kind = entry.kind
                if kind == .symlink { kind = FileSystem.resolvedKind(absolute) == .directory ? .symlink : .file }
                let isDirectory = kind == .directory || kind == .symlink
                let explicit = isDirectory && explicitFolders.contains(relative)
                if kind == .directory && !explicit
                    && !wrapperExtensions.contains(ProjectPath.pathExtension(entry.name)) {
                    pending.append((absolute, relative))
                    continue
                }
                items.append(item(relative: relative, absolute: absolute, isDirectory: isDirectory, explicit: explicit))
            }
        }
        return items.sorted { $0.relativePath < $1.relativePath }
    }

    private static func item(relative: String, absolute: String, isDirectory: Bool, explicit: Bool) -> DiscoveredItem {
        var localized: String?
        var region: String?
        let components = relative.split(separator: "/")
        if let index = components.firstIndex(where: { $0.hasSuffix(".lproj") }) {
            region = String(components[index].dropLast(6))
            var rest = components
            rest.remove(at: index)
            localized = "/Localized/" + rest.joined(separator: "/")
        }
        return DiscoveredItem(relativePath: relative, absolutePath: absolute, isDirectory: isDirectory,
                              localizedPath: localized, region: region, isExplicitFolder: explicit)
    }
}
