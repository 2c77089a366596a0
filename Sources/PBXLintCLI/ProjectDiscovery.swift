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
import LintEngine
import XcodeModel

/// Turns the paths a user (or pre-commit) passes into the projects to lint (README, "Usage").
struct ProjectDiscovery {
    /// Directories never searched.
    static let skipped: Set<String> = [".git", "Pods", "Carthage", "DerivedData", ".build", "build", "node_modules"]

    var projects: [String] = []
    var failures: [InputFailure] = []
    /// Paths the user named that select nothing to lint (a folder without a project): usage errors (exit 2), so
    /// that a typo does not switch the gate off.
    var usageErrors: [String] = []
    /// An invalid configuration met while searching (for `excludedPaths`); reported even when the search finds no
    /// project that would report it.
    var configurationErrors: [ConfigurationError] = []
    /// Deleted files (`--deleted`) that no existing project reads: a deletion of something no project needs
    /// (`git rm docs/notes.txt`), or of a project that is gone itself (deleted, or moved: `git mv ios/App ios/Client`).
    var skippedDeletions = 0

    /// `paths` as the user named them; `deleted`, files a change deletes (what a pre-commit hook passes with
    /// `--deleted`): each selects the projects that still exist and read it, and is skipped, never an error, when
    /// there is none.
    init(paths: [String], deleted: [String] = [], configPath: String?) {
        var found = Set<String>()
        let owners = FileOwners()
        for path in deleted {
            // A bundle whose project file is gone is a deleted project (its ignored xcuserdata may linger), not
            // an unreadable one.
            let projects = owners.projects(for: PathUtilities.standardize(path)).filter {
                FileSystem.exists(XcodeProject.projectFile(inBundle: $0))
            }
            if projects.isEmpty { skippedDeletions += 1 }
            for project in projects where found.insert(project).inserted { self.projects.append(project) }
        }
        for path in paths {
            let absolute = PathUtilities.standardize(path)
            let exists = FileSystem.exists(absolute)
            let isDirectory = FileSystem.isDirectory(absolute)
            let projects: [String]
            if !exists {
                // A deleted file (what a pre-commit hook passes for a deletion) still selects the projects that
                // read it; a path that never existed anywhere selects none and is reported.
                let bundle = absolute.hasSuffix(".xcodeproj") || absolute.hasSuffix(".xcworkspace")
                projects = bundle ? [] : owners.projects(for: absolute)
                if projects.isEmpty {
                    // stat fails with "permission denied" when a folder above cannot be entered: that is not
                    // "no such file", and saying so sends the user looking for a typo.
                    var info = stat()
                    let reason = lstat(absolute, &info) != 0 && (errno == EACCES || errno == EPERM)
                        ? "cannot read it: permission denied (on a folder above it)" : "no such file or directory"
                    failures.append(InputFailure(path: absolute, message: reason))
                    continue
                }
            } else if absolute.hasSuffix(".xcodeproj") && isDirectory {
                projects = [absolute]
            } else if absolute.hasSuffix(".xcworkspace") && isDirectory {
                // Only the projects inside the workspace's own tree (its repository, else its folder): a listed
                // `group:../other/App.xcodeproj` of another checkout is neither read nor fixed.
                let listed = Workspace.projects(in: absolute)
                let folder = PathText.parent(absolute)
                let outside = listed.projects.filter { FileSystem.exists($0) && ProjectTree.isOutside($0, projectIn: folder) }
                projects = listed.projects.filter { !outside.contains($0) }
                for project in outside {
                    failures.append(InputFailure(path: project, message: "the workspace lists it, but it is outside the "
                                                 + "workspace's repository; not read"))
                }
                if listed.tooLong > 0 {
                    failures.append(InputFailure(path: absolute, message: "\(listed.tooLong) of the projects the workspace "
                        + "lists have paths longer than \(Workspace.maxPathLength) bytes, which name no file; they "
                        + "were not read"))
                } else if listed.projects.isEmpty {
                    failures.append(InputFailure(path: absolute, message: "the workspace lists no projects"))
                }
            } else if isDirectory {
                let exclusions = Exclusions(configPath: configPath, near: absolute)
                if let error = exclusions.error, !configurationErrors.contains(error) { configurationErrors.append(error) }
                let searchFailures = failures.count
                projects = ProjectDiscovery.search(absolute, exclusions: exclusions, failures: &failures)
                // A folder that was searched in full and holds no project is a typo; one whose search was cut
                // short is already a failure.
                if projects.isEmpty && failures.count == searchFailures && exclusions.error == nil {
                    usageErrors.append(Self.noProject(in: path, absolute: absolute))
                }
            } else {
                projects = owners.projects(for: absolute)
            }
            for project in projects where found.insert(project).inserted { self.projects.append(project) }
        }
        projects.sort()
    }

    /// "No project in DIR", with the nearest projects above it as suggestions: looked for up to two folders up,
    /// never above the repository root or, outside a repository, above the current directory (a folder in /tmp
    /// must not make pbxlint crawl /tmp).
    static func noProject(in path: String, absolute: String) -> String {
        var message = "pbxlint: no Xcode project (.xcodeproj) in \(path) or below it"
        let cwd = PathUtilities.standardize(ProcessEnvironment.currentDirectory)
        var level = absolute
        for _ in 0..<2 {
            guard !FileSystem.exists(level + "/.git") else { break }
            let parent = PathText.parent(level)
            guard parent != level, parent != "/", parent.hasPrefix(cwd) || FileSystem.exists(parent + "/.git")
                    || isInsideRepository(parent) else { break }
            level = parent
            var ignored: [InputFailure] = []
            let nearby = search(level, exclusions: Exclusions(configPath: nil, near: level), failures: &ignored)
                .sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
            if !nearby.isEmpty {
                let shown = nearby.prefix(3).map { PathUtilities.relative($0, to: cwd) }
                message += "; did you mean \(shown.joined(separator: ", "))\(nearby.count > 3 ? ", …" : "")?"
                break
            }
        }
        return message
    }

    /// True if a folder at or above `dir` has `.git`.
    static func isInsideRepository(_ dir: String) -> Bool {
        var level = dir
        while level != "/" && !level.isEmpty {
            if FileSystem.exists(level + "/.git") { return true }
            level = PathText.parent(level)
        }
        return false
    }

    /// How many folders one search lists at most (a runaway tree, a mount of the whole disk).
    static let folderLimit = 200_000

    /// Every `.xcodeproj` below `root`, not descending into bundles, skipped directories, excluded paths or symlinks.
    /// A folder that cannot be listed, and the folders left when `limit` is reached, are `failures`: a search that
    /// skipped something must not read as "no problems".
    static func search(_ root: String, exclusions: Exclusions, limit: Int = folderLimit,
                       failures: inout [InputFailure]) -> [String] {
        var result: [String] = []
        var stack = [root]
        var visited = 0
        while let dir = stack.popLast() {
            guard visited < limit else {
                failures.append(InputFailure(path: root, message: "the search stopped at its limit of \(limit) folders; "
                                             + "\(stack.count + 1) or more were not searched (name the project folders, "
                                             + "or list big folders in excludedPaths)"))
                break
            }
            visited += 1
            // readdir's entry types: no stat (let alone Foundation's attribute dictionary) per file, which was most
            // of the time an audit of a folder of checkouts spent before reading any project.
            let listing: [DirectoryEntry]
            switch FileSystem.entries(dir) {
            case .success(let entries): listing = entries
            case .failure(let error):
                failures.append(InputFailure(path: dir, message: "cannot search this folder: \(error.reason)"))
                continue
            }
            for entry in listing.filter({ $0.kind == .directory }).map(\.name).sorted() {
                let path = dir + "/" + entry
                if entry.hasSuffix(".xcodeproj") {
                    if !exclusions.excludes(path) { result.append(path) }
                    continue
                }
                if skipped.contains(entry) || entry.hasSuffix(".xcworkspace") || entry.hasSuffix(".xcassets")
                    || entry.hasSuffix(".icon") || exclusions.excludes(path) { continue }
                stack.append(path)
            }
        }
        return result
    }

    /// The names of the projects a configuration file applies to other than `except`: those below its folder whose
    /// nearest configuration file it is (none for `--config`, which applies to this run only). Nil when there are too many to read
    /// or one cannot be read: then nobody can say a name matches nothing.
    static func namesOfProjects(governedBy configPath: String, explicit: Bool, except: Set<String>) -> [ProjectNames]? {
        // `--config FILE` applies to exactly the projects of this run, wherever the file is.
        guard !explicit else { return [] }
        let dir = PathText.parent(configPath)
        var failures: [InputFailure] = []
        let projects = search(dir, exclusions: Exclusions(configPath: configPath, near: dir), failures: &failures).filter {
            !except.contains($0) && FileOwners.isGoverned($0, byConfigurationIn: dir)
        }
        guard projects.count <= 200, failures.isEmpty else { return nil }
        var names: [ProjectNames] = []
        for project in projects {
            guard case .success(let model) = XcodeProject.load(path: project) else { return nil }
            names.append(ProjectNames(model))
        }
        return names
    }

    /// The projects that contain a file by where they sit: the `.xcodeproj`s of the nearest enclosing directory
    /// that has some. The file and its folders may be gone (a deletion); existing ancestors are listed.
    static func containing(_ file: String) -> [String] {
        var dir = PathText.parent(file)
        while true {
            if let entries = FileSystem.list(dir) {
                let projects = entries.filter { $0.kind == .directory && $0.name.hasSuffix(".xcodeproj") }
                    .map { dir + "/" + $0.name }.sorted()
                if !projects.isEmpty { return projects }
            }
            if dir == "/" || dir.isEmpty { return [] }
            dir = PathText.parent(dir)
        }
    }
}

/// `excludedPaths` of the applicable `.pbxlint.json` (globs relative to the file's directory).
struct Exclusions {
    var root = ""
    var patterns: [String] = []
    /// Why the configuration could not be used (then nothing is excluded).
    var error: ConfigurationError?

    init(configPath: String?, near directory: String) {
        let path = configPath.map { PathUtilities.standardize($0) } ?? LintConfiguration.find(startingAt: directory)
        guard let path else { return }
        switch LintConfiguration.load(path: path, foundFrom: configPath == nil ? directory : nil) {
        case .success(let config):
            root = PathText.parent(path)
            patterns = config.excludedPaths
        case .failure(let failure):
            error = failure
        }
    }

    func excludes(_ path: String) -> Bool {
        guard !patterns.isEmpty, path.hasPrefix(root + "/") else { return false }
        let relative = String(path.dropFirst(root.count + 1))
        return patterns.contains { Glob.matches($0, relative) }
    }
}
