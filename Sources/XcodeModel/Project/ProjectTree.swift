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

/// The tree a project belongs to: the enclosing git repository (the folder with `.git`), else the project's own
/// folder. A project may come from a stranger's pull request, and its files may be symbolic links or name paths
/// anywhere on the machine, so the tree is compared by **real** paths (every symlink resolved): a file whose real
/// path is outside the real root of the tree is never read for anything that can reach a report (it is
/// "outside the repository; not read", and what it would set is unknowable), and `pbxlint fix` never writes it.
/// docs/security.md has the threat model.
public enum ProjectTree {
    private static let lock = Lock()
    /// Each folder's repository root, "" for none (a root is never empty; and a `[String: String?]` would cost
    /// the run a generic type of its own), see `knownRepositoryRoot`.
    nonisolated(unsafe) private static var roots: [String: String] = [:]
    nonisolated(unsafe) private static var realDirectories: [String: String] = [:]

    /// The root of the tree of the project whose folder (SRCROOT) is `sourceRoot`, as a path (not resolved).
    public static func root(ofProjectIn sourceRoot: String) -> String {
        knownRepositoryRoot(containing: sourceRoot) ?? sourceRoot
    }

    /// `repositoryRoot(containing:)`, looked for once per folder in a process: the configuration search, the
    /// reading of the configuration file and the project's tree all ask it for the project's folder, and each
    /// walk up is a `stat` per level. Forgotten by `declareRepository`.
    public static func knownRepositoryRoot(containing folder: String) -> String? {
        if let known = lock.withLock({ roots[folder] }) { return known.isEmpty ? nil : known }
        let found = repositoryRoot(containing: folder)
        lock.withLock { roots[folder] = found ?? "" }
        return found
    }

    /// The nearest folder at or above `folder` that holds `.git` (or was declared a repository), or nil.
    public static func repositoryRoot(containing folder: String) -> String? {
        let declared = lock.withLock { declaredRepositories }
        var level = folder
        while !level.isEmpty && level != "/" {
            if FileSystem.exists(level + "/.git") || declared.contains(level) { return level }
            let parent = ProjectPath.directory(of: level)
            if parent == level { break }
            level = parent
        }
        return nil
    }

    nonisolated(unsafe) private static var declaredRepositories = Set<String>()

    /// Declares `folder` the root of a repository whose `.git` is not there (the test corpus: checkouts copied
    /// without their history). Only for tests; call it before anything below the folder is linted.
    package static func declareRepository(_ folder: String) {
        lock.withLock {
            declaredRepositories.insert(ProjectPath.normalize(folder))
            roots = [:]
        }
    }

    /// The real path of the root of the tree of the project in `sourceRoot` (nil if it does not exist).
    public static func realRoot(ofProjectIn sourceRoot: String) -> String? {
        realDirectory(root(ofProjectIn: sourceRoot))
    }

    /// Whether `file` lies outside the tree of the project in `sourceRoot`, symlinks resolved: a committed
    /// `Config -> /etc` folder link or a `Local.xcconfig -> ~/.aws/credentials` file link is outside, whatever
    /// its path says. A file that does not exist is judged by its folder (a write would land there).
    public static func isOutside(_ file: String, projectIn sourceRoot: String) -> Bool {
        guard let root = realRoot(ofProjectIn: sourceRoot) else { return true }
        return !contains(root: root, file)
    }

    /// Whether the real path of `file` lies inside the real folder `root`.
    public static func contains(root: String, _ file: String) -> Bool {
        guard let real = realPath(of: file) else { return false }
        return ProjectPath.isInside(real, root)
    }

    /// `file` with every symlink resolved: the real path of its folder (cached: thousands of sources share a few
    /// folders) plus its last component, itself resolved when it is a symlink. A missing file resolves to where it
    /// would be; nil when its folder does not exist either.
    public static func realPath(of file: String) -> String? {
        let path = ProjectPath.normalize(file)
        let name = ProjectPath.lastComponent(path)
        let folder = ProjectPath.directory(of: path)
        if name.isEmpty || name == "." || name == ".." || folder == path { return realDirectory(path) }
        guard let realFolder = realDirectory(folder) else { return nil }
        let joined = realFolder == "/" ? "/" + name : realFolder + "/" + name
        if FileSystem.kind(joined) == .symlink {
            // A link, or a dangling one: judged by where it points (a dangling link inside the tree to a missing
            // target outside it is outside).
            if let resolved = FileSystem.realPath(joined) { return resolved }
            return danglingTarget(joined)
        }
        return joined
    }

    /// Where a dangling symlink points, made absolute; its folder resolved.
    private static func danglingTarget(_ link: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let n = readlink(link, &buffer, 4096)
        guard n > 0 else { return nil }
        let target = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let absolute = target.hasPrefix("/") ? target : ProjectPath.directory(of: link) + "/" + target
        let normalized = ProjectPath.normalize(absolute)
        // One level only (a chain of dangling links is refused by the caller as outside).
        guard let realFolder = realDirectory(ProjectPath.directory(of: normalized)) else { return nil }
        let last = ProjectPath.lastComponent(normalized)
        let result = realFolder == "/" ? "/" + last : realFolder + "/" + last
        return FileSystem.kind(result) == .symlink ? nil : result
    }

    /// `realpath` of a folder, once per path.
    /// A folder that does not exist is not remembered (it may be created later in a long-lived process; a scan
    /// that asks about many files resolves each folder once for itself, `MarkedSourceScan.Plan`).
    static func realDirectory(_ path: String) -> String? {
        if let cached = lock.withLock({ realDirectories[path] }) { return cached }
        let real = resolve(path) { parent in
            // Parent not resolved yet: one `lstat` of the whole path first, so that a folder below a missing one (a
            // checkout without its sources asks about hundreds) is answered without resolving its parents one by one.
            if let known = lock.withLock({ realDirectories[parent] }) { return known }
            if FileSystem.isAbsent(path) { return nil }
            return realDirectory(parent)
        }
        if let real { lock.withLock { realDirectories[path] = real } }
        return real
    }

    /// `realpath(3)` of `path`, built on its parent's answer (`realParent`, cached by the caller) where that is
    /// exact: an absolute path without `.` or `..` components is its resolved parent plus its last component,
    /// unless that component is itself a link. So a catalog of a thousand folders costs one `lstat` per folder
    /// instead of a `readlink` per component of every folder's path.
    static func resolve(_ path: String, realParent: (String) -> String?) -> String? {
        let parent = ProjectPath.directory(of: path)
        // (A byte scan: `String.contains` of a string is _StringProcessing's generic search, which cost 35,000
        // instructions a call, a tenth of a small project's whole run.)
        guard path.utf8.first == UInt8(ascii: "/"), parent != path, ProjectPath.isNormalized(path)
        else { return FileSystem.realPath(path) }
        guard let realParent = realParent(parent) else { return nil }
        let name = ProjectPath.lastComponent(path)
        let joined = realParent == "/" ? "/" + name : realParent + "/" + name
        switch FileSystem.kind(joined) {
        case .missing: return nil
        case .symlink: return FileSystem.realPath(joined)
        case .file, .directory, .other: return joined
        }
    }

    /// What a message says instead of quoting such a file.
    public static let contentNotShown = "it is outside the project's repository or folder, so its text is not shown"

    /// The reason a file outside the tree is not read (a `FileReadError.unreadable` phrase).
    public static let outsideNotRead = "it is outside the repository; not read"
}

extension FileSystem {
    /// The bytes of a file the project names, read only if its real path is inside the tree of the project in
    /// `sourceRoot` (`ProjectTree`); a file outside is unreadable ("it is outside the repository; not read"), so
    /// nothing of it reaches a report and what it would set is unknowable. Every read of a file a project names
    /// goes through here; `read(_:)` alone is for files the user named (a `--config`, a baseline, `dump`).
    public static func read(_ path: String, insideTreeOf sourceRoot: String) -> Result<[UInt8], FileReadError> {
        if ProjectTree.isOutside(path, projectIn: sourceRoot) {
            // A missing file is missing wherever it would be; only an existing one is "outside".
            return kind(path) == .missing ? .failure(.missing) : .failure(.unreadable(ProjectTree.outsideNotRead))
        }
        return read(path)
    }
}
