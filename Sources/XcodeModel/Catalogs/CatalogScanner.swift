import PlistKit

/// Walks one asset catalog on disk (docs/reference/xcode-semantics.md §5.1): descends plain groups, sprite atlases and tvOS brand
/// assets, tracks `provides-namespace`, records every `NAME.TYPE` asset and reads each app icon set's
/// `Contents.json`. Symlinked folders are not followed (no loops); unreadable folders become issues.
enum CatalogScanner {
    /// Asset types whose children are themselves named assets (walked like groups, §5.1).
    static let containerTypes = ["brandassets", "spriteatlas"]

    /// Whether `type` is one of `containerTypes`, lengths compared first (most assets are image sets).
    static func isContainerType(_ type: String) -> Bool {
        let length = type.utf8.count
        return containerTypes.contains { $0.utf8.count == length && $0 == type }
    }
    /// Guard against pathological nesting.
    static let maxDepth = 64

    /// A catalog file, read only inside the project's tree when the project is known.
    static func read(_ file: String, sourceRoot: String?) -> Result<[UInt8], FileReadError> {
        sourceRoot.map { FileSystem.read(file, insideTreeOf: $0) } ?? FileSystem.read(file)
    }

    /// `quoteContent` false (a catalog outside the project's tree, see `ProjectTree`): parse errors of its
    /// `Contents.json` files say where, but quote nothing from them.
    static func scan(_ path: String, quoteContent: Bool = true, sourceRoot: String? = nil) -> AssetCatalog {
        // Missing, or refused (`/`, not an `.xcassets` folder: see `refusal`, reported by `catalogPathIssues`).
        guard FileSystem.resolvedKind(path) == .directory, refusal(path) == nil else {
            return AssetCatalog(path: path, exists: false, assets: [], appIconSets: [], issues: [])
        }
        var scan = Walk(root: path, quoteContent: quoteContent, sourceRoot: sourceRoot)
        scan.walk(directory: path, relative: "", namespace: "", depth: 0)
        return AssetCatalog(path: path, exists: true, assets: scan.assets, appIconSets: scan.iconSets,
                            issues: scan.issues)
    }

    private struct Walk {
        let root: String
        let quoteContent: Bool
        /// The project's folder: files are read only inside its tree (`ProjectTree`).
        let sourceRoot: String?
        var assets: [CatalogAsset] = []
        var iconSets: [AppIconSet] = []
        var issues: [ModelIssue] = []

        mutating func walk(directory: String, relative: String, namespace: String, depth: Int) {
            guard depth < CatalogScanner.maxDepth else { return }
            let entries: [DirectoryEntry]
            switch FileSystem.entries(directory) {
            case .success(let list): entries = list
            case .failure(let error):
                issues.append(ModelIssue(.catalogFolderUnreadable(error), file: directory))
                return
            }
            // Each entry's paths are one append to these (a catalog holds thousands of assets).
            let directoryPrefix = directory + "/"
            let relativePrefix = relative.isEmpty ? "" : relative + "/"
            for entry in entries.sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
                // A symlink to a folder counts as that folder's asset, but is never walked into.
                let isDirectory = entry.kind == .directory
                    || (entry.kind == .symlink && FileSystem.resolvedKind(directoryPrefix + entry.name) == .directory)
                guard isDirectory else { continue }
                let absolute = directoryPrefix + entry.name
                let rel = relativePrefix + entry.name
                let type = ProjectPath.pathExtension(entry.name)
                if type.isEmpty || CatalogScanner.isContainerType(type) {
                    // A group ("No period can appear in the name of the group") or a container asset.
                    if !type.isEmpty { record(absolute, rel, name: entry.name, type: type, namespace: namespace) }
                    guard entry.kind == .directory else { continue }
                    let prefix = providesNamespace(absolute)
                        ? namespace + ProjectPath.stem(entry.name) + "/" : namespace
                    walk(directory: absolute, relative: rel, namespace: prefix, depth: depth + 1)
                    continue
                }
                let asset = record(absolute, rel, name: entry.name, type: type, namespace: namespace)
                if type == "appiconset" {
                    iconSets.append(AppIconSet(asset: asset, contents: AppIconContentsReader.read(setPath: absolute,
                                                                                              quoteContent: quoteContent,
                                                                                              sourceRoot: sourceRoot)))
                }
            }
        }

        /// `folder` is the asset folder's name (the last component of `rel`).
        @discardableResult
        mutating func record(_ absolute: String, _ rel: String, name folder: String, type: String,
                             namespace: String) -> CatalogAsset {
            let name = ProjectPath.stem(folder)
            let asset = CatalogAsset(name: name, namespacedName: namespace + name, type: type, path: absolute,
                                     relativePath: rel, iconKind: IconProviderKind(extension: type))
            assets.append(asset)
            return asset
        }

        /// `"properties": {"provides-namespace": true}` in the group's `Contents.json`.
        mutating func providesNamespace(_ group: String) -> Bool {
            let file = group + "/Contents.json"
            guard case .success(let bytes) = CatalogScanner.read(file, sourceRoot: sourceRoot) else { return false }
            let document: PlistDocument
            do {
                document = try PlistReader.read(bytes: bytes, path: file)
            } catch {
                issues.append(ModelIssue(.groupContentsUnparsable(quoteContent ? error : nil), file: file,
                                         range: SourceRange(start: error.position, end: error.position,
                                                            startOffset: error.offset, endOffset: error.offset)))
                return false
            }
            guard let flag = document.root["properties"]?["provides-namespace"]?.string else { return false }
            return flag == "true" || flag == "1" || flag == "YES"
        }
    }
}

/// Reads an app icon set's `Contents.json` leniently (§5.2): shape errors are skipped, not fatal.
enum AppIconContentsReader {
    static func read(setPath: String, quoteContent: Bool = true, sourceRoot: String? = nil) -> AppIconContents {
        let file = setPath + "/Contents.json"
        let bytes: [UInt8]
        switch CatalogScanner.read(file, sourceRoot: sourceRoot) {
        case .success(let b): bytes = b
        case .failure(.missing):
            return AppIconContents(status: .missing, images: [], missingFiles: [], unassignedFiles: files(in: setPath))
        case .failure(.unreadable(let why)):
            return AppIconContents(status: .unreadable(path: file, reason: why),
                                   images: [], missingFiles: [], unassignedFiles: [])
        }
        let document: PlistDocument
        do {
            document = try PlistReader.read(bytes: bytes, path: file)
        } catch {
            return AppIconContents(status: .invalid(path: file, reason: .unparsable(quoteContent ? error : nil),
                                                    position: error.position),
                                   images: [], missingFiles: [], unassignedFiles: files(in: setPath))
        }
        // The reader also accepts OpenStep text; actool only accepts JSON. An OpenStep-looking file is only fine
        // when it is an empty dictionary (`{}` does not sniff as JSON).
        let root = document.root
        guard root.kind == .dictionary, document.format == .json || document.format == .json5 || root.count == 0 else {
            return AppIconContents(status: .invalid(path: file, reason: .notAJSONObject, position: nil),
                                   images: [], missingFiles: [], unassignedFiles: files(in: setPath))
        }
        let images = (root["images"]?.elements ?? []).filter { $0.kind == .dictionary }.map(image)
        let present = files(in: setPath)
        let presentSet = Set(present)
        // Names that differ only in case or Unicode normalization are found as macOS finds them (§1.3); the folder
        // is folded once, not once per missing name (5,000 missing names in a 5,000-file set took 30 s).
        var folded: [String: Bool]?
        var missing: [String] = []
        var missingSet = Set<String>()
        var named = Set<String>()
        for name in images.compactMap(\.filename) {
            named.insert(name)
            if presentSet.contains(name) || missingSet.contains(name) { continue }
            let found: Bool
            if name.contains("/") {
                found = FileSystem.locate(setPath + "/" + name).isFound
            } else {
                if folded == nil {
                    folded = Dictionary((FileSystem.list(setPath) ?? []).map { (FileSystem.folded($0.name), true) },
                                        uniquingKeysWith: { a, _ in a })
                }
                found = folded?[FileSystem.folded(name)] == true
            }
            if !found, missingSet.insert(name).inserted { missing.append(name) }
        }
        return AppIconContents(status: .readable(path: file), images: images, missingFiles: missing,
                               unassignedFiles: present.filter { !named.contains($0) })
    }

    private static func image(_ value: PlistValue) -> AppIconImage {
        let appearances = (value["appearances"]?.elements ?? []).compactMap { entry -> AppIconImage.Appearance? in
            guard let a = entry["appearance"]?.string, let v = entry["value"]?.string else { return nil }
            return AppIconImage.Appearance(appearance: a, value: v)
        }
        return AppIconImage(filename: value["filename"]?.string, idiom: value["idiom"]?.string,
                            size: value["size"]?.string, scale: value["scale"]?.string,
                            platform: value["platform"]?.string, role: value["role"]?.string,
                            subtype: value["subtype"]?.string, appearances: appearances)
    }

    /// Non-hidden files in the set folder other than `Contents.json`, sorted.
    private static func files(in setPath: String) -> [String] {
        (FileSystem.list(setPath) ?? [])
            .filter { $0.kind != .directory && !$0.name.hasPrefix(".") && $0.name != "Contents.json" }
            .map(\.name).sorted()
    }
}
