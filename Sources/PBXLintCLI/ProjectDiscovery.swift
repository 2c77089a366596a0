import Foundation
import LintEngine
import XcodeModel

/// Turns the paths a user (or pre-commit) passes into the projects to lint (SPEC §1).
struct ProjectDiscovery {
    /// Directories never searched.
    static let skipped: Set<String> = [".git", "Pods", "Carthage", "DerivedData", ".build", "build", "node_modules"]

    var projects: [String] = []
    var failures: [InputFailure] = []
    /// An invalid configuration met while searching (for `excludedPaths`); reported even when the search finds no
    /// project that would report it.
    var configurationErrors: [ConfigurationError] = []

    init(paths: [String], configPath: String?) {
        var found = Set<String>()
        for path in paths {
            let absolute = PathUtilities.standardize(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                failures.append(InputFailure(path: absolute, message: "no such file or directory"))
                continue
            }
            let projects: [String]
            if absolute.hasSuffix(".xcodeproj") && isDirectory.boolValue {
                projects = [absolute]
            } else if absolute.hasSuffix(".xcworkspace") && isDirectory.boolValue {
                projects = Workspace.projects(in: absolute)
                if projects.isEmpty {
                    failures.append(InputFailure(path: absolute, message: "the workspace lists no projects"))
                }
            } else if isDirectory.boolValue {
                let exclusions = Exclusions(configPath: configPath, near: absolute)
                if let error = exclusions.error, !configurationErrors.contains(error) { configurationErrors.append(error) }
                projects = ProjectDiscovery.search(absolute, exclusions: exclusions, failures: &failures)
            } else {
                projects = ProjectDiscovery.owners(of: absolute)
            }
            for project in projects where found.insert(project).inserted { self.projects.append(project) }
        }
        projects.sort()
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

    /// The projects a file belongs to: a `project.pbxproj` → its project; any other file → the `.xcodeproj`s of
    /// the nearest enclosing directory that has some (what a pre-commit hook passes).
    static func owners(of file: String) -> [String] {
        var dir = (file as NSString).deletingLastPathComponent
        if dir.hasSuffix(".xcodeproj") { return [dir] }
        while true {
            if dir.hasSuffix(".xcodeproj") { return [dir] }
            if let entries = try? FileManager.default.contentsOfDirectory(atPath: dir) {
                let projects = entries.filter { $0.hasSuffix(".xcodeproj") }.sorted().map { dir + "/" + $0 }
                if !projects.isEmpty { return projects }
            }
            if dir == "/" || dir.isEmpty { return [] }
            dir = (dir as NSString).deletingLastPathComponent
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
        switch LintConfiguration.load(path: path) {
        case .success(let config):
            root = (path as NSString).deletingLastPathComponent
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
