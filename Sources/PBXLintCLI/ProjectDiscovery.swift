import Foundation
import LintEngine
import XcodeModel

/// Turns the paths a user (or pre-commit) passes into the projects to lint (SPEC §1).
struct ProjectDiscovery {
    /// Directories never searched.
    static let skipped: Set<String> = [".git", "Pods", "Carthage", "DerivedData", ".build", "build", "node_modules"]

    var projects: [String] = []
    var failures: [InputFailure] = []
    /// Paths the user named that select nothing to lint (a folder without a project): usage errors (exit 2), so
    /// that a typo does not switch the gate off.
    var usageErrors: [String] = []

    init(paths: [String], configPath: String?) {
        var found = Set<String>()
        let owners = FileOwners()
        for path in paths {
            let absolute = PathUtilities.standardize(path)
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
            let projects: [String]
            if !exists {
                // A deleted file (what a pre-commit hook passes for a deletion) still selects the projects that
                // read it; a path that never existed anywhere selects none and is reported.
                let bundle = absolute.hasSuffix(".xcodeproj") || absolute.hasSuffix(".xcworkspace")
                projects = bundle ? [] : owners.projects(for: absolute)
                if projects.isEmpty {
                    failures.append(InputFailure(path: absolute, message: "\(path): no such file or directory"))
                    continue
                }
            } else if absolute.hasSuffix(".xcodeproj") && isDirectory.boolValue {
                projects = [absolute]
            } else if absolute.hasSuffix(".xcworkspace") && isDirectory.boolValue {
                projects = Workspace.projects(in: absolute)
                if projects.isEmpty {
                    failures.append(InputFailure(path: absolute, message: "\(path): the workspace lists no projects"))
                }
            } else if isDirectory.boolValue {
                projects = ProjectDiscovery.search(absolute, exclusions: Exclusions(configPath: configPath, near: absolute))
                if projects.isEmpty { usageErrors.append(Self.noProject(in: path, absolute: absolute)) }
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
        let cwd = PathUtilities.standardize(FileManager.default.currentDirectoryPath)
        var level = absolute
        for _ in 0..<2 {
            guard !FileSystem.exists(level + "/.git") else { break }
            let parent = (level as NSString).deletingLastPathComponent
            guard parent != level, parent != "/", parent.hasPrefix(cwd) || FileSystem.exists(parent + "/.git")
                    || isInsideRepository(parent) else { break }
            level = parent
            let nearby = search(level, exclusions: Exclusions(configPath: nil, near: level))
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
            level = (level as NSString).deletingLastPathComponent
        }
        return false
    }

    /// Every `.xcodeproj` below `root`, not descending into bundles, skipped directories, excluded paths or symlinks.
    static func search(_ root: String, exclusions: Exclusions) -> [String] {
        var result: [String] = []
        var stack = [root]
        var visited = 0
        while let dir = stack.popLast(), visited < 200_000 {
            visited += 1
            // readdir's entry types: no stat (let alone Foundation's attribute dictionary) per file, which was most
            // of the time an audit of a folder of checkouts spent before reading any project.
            guard let listing = FileSystem.list(dir) else { continue }
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
        let dir = (configPath as NSString).deletingLastPathComponent
        let projects = search(dir, exclusions: Exclusions(configPath: configPath, near: dir)).filter {
            !except.contains($0) && FileOwners.isGoverned($0, byConfigurationIn: dir)
        }
        guard projects.count <= 200 else { return nil }
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
        var dir = (file as NSString).deletingLastPathComponent
        while true {
            if let entries = FileSystem.list(dir) {
                let projects = entries.filter { $0.kind == .directory && $0.name.hasSuffix(".xcodeproj") }
                    .map { dir + "/" + $0.name }.sorted()
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

    init(configPath: String?, near directory: String) {
        let path = configPath.map { PathUtilities.standardize($0) } ?? LintConfiguration.find(startingAt: directory)
        guard let path, case .success(let config) = LintConfiguration.load(path: path) else { return }
        root = (path as NSString).deletingLastPathComponent
        patterns = config.excludedPaths
    }

    func excludes(_ path: String) -> Bool {
        guard !patterns.isEmpty, path.hasPrefix(root + "/") else { return false }
        let relative = String(path.dropFirst(root.count + 1))
        return patterns.contains { Glob.matches($0, relative) }
    }
}

/// Globs for `excludedPaths`: `*` within a segment, `**` across segments; a pattern also excludes what is below it.
enum Glob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        var p = pattern
        while p.hasSuffix("/") { p.removeLast() }
        if p.hasSuffix("/**") { p.removeLast(3) }
        let components = path.split(separator: "/").map(String.init)
        // The pattern matches the path or one of its ancestors.
        for n in 1...max(1, components.count) {
            if match(Array(p.split(separator: "/").map(String.init)), Array(components.prefix(n))) { return true }
        }
        return false
    }

    private static func match(_ pattern: [String], _ path: [String]) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            for k in 0...path.count where match(Array(pattern.dropFirst()), Array(path.dropFirst(k))) { return true }
            return false
        }
        guard let head = path.first, segment(first, head) else { return false }
        return match(Array(pattern.dropFirst()), Array(path.dropFirst()))
    }

    private static func segment(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var memo: [[Bool?]] = Array(repeating: Array(repeating: nil, count: t.count + 1), count: p.count + 1)
        func go(_ i: Int, _ j: Int) -> Bool {
            if let m = memo[i][j] { return m }
            let r: Bool
            if i == p.count { r = j == t.count }
            else if p[i] == "*" { r = go(i + 1, j) || (j < t.count && go(i, j + 1)) }
            else if j < t.count && (p[i] == "?" || p[i] == t[j]) { r = go(i + 1, j + 1) }
            else { r = false }
            memo[i][j] = r
            return r
        }
        return go(0, 0)
    }
}
