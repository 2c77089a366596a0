#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintEngine
import XcodeModel

/// Maps a changed or deleted file (what a pre-commit hook passes) to the projects it affects: the projects that
/// contain it, every project that reads it from outside its own folder (a shared xcconfig in `Config/` next to
/// `App/App.xcodeproj`, a catalog or Info.plist elsewhere in the repository), and, for a `.pbxlint.json`, the
/// projects it governs.
///
/// Projects are looked for upward from the file: at the repository root (the nearest folder with `.git`), or,
/// outside a repository, at the nearest enclosing folder whose tree holds a project, at most `maximumLevels` up.
/// What each project reads is computed once per run and cached (a hook passes many files).
final class FileOwners {
    /// How far up a file outside any repository looks for the folder that holds its projects.
    static let maximumLevels = 6

    private var referenced: [String: ReferencedFiles] = [:]
    private var searched: [String: [String]] = [:]

    /// The projects `file` (absolute, standardized; it may no longer exist) belongs to, sorted. Only projects that
    /// exist: a file of a deleted or moved project selects none.
    func projects(for file: String) -> [String] {
        // Inside a project bundle (its pbxproj, shared schemes…), or the bundle itself: that project, if it is
        // still there.
        var dir = PathText.parent(file)
        var ancestor = file
        while ancestor != "/" && !ancestor.isEmpty {
            if ancestor.hasSuffix(".xcodeproj") {
                return FileSystem.exists(ancestor) ? [ancestor] : []
            }
            ancestor = PathText.parent(ancestor)
        }
        var result = Set(ProjectDiscovery.containing(file))
        // Only files pbxlint reads can change a finding of a project elsewhere: a changed Swift file inside a
        // project's folder is linted with that project, without reading every project of the repository. A
        // deleted file, or one no project contains, is always looked up.
        if !result.isEmpty && FileSystem.exists(file) && !Self.mayAffectOtherProjects(file) { return result.sorted() }
        while !Self.isDirectory(dir) && dir != "/" && !dir.isEmpty { dir = PathText.parent(dir) }
        guard let scope = Self.scope(startingAt: dir, search: search) else { return result.sorted() }
        let candidates = search(scope)
        if PathText.lastComponent(file) == LintConfiguration.fileName {
            let configDir = PathText.parent(file)
            result.formUnion(candidates.filter { Self.isGoverned($0, byConfigurationIn: configDir) })
        }
        for project in candidates where !result.contains(project) {
            if references(project).contains(file) { result.insert(project) }
        }
        return result.sorted()
    }

    /// Kinds of file a project reads from outside its own folder and pbxlint checks: xcconfigs, property lists
    /// (Info.plists), JSON (`Contents.json`, `icon.json`, `.pbxlint.json`), images (loose icons), and anything
    /// inside an asset catalog or Icon Composer document.
    static func mayAffectOtherProjects(_ file: String) -> Bool {
        if file.contains(".xcassets/") || file.contains(".icon/") || file.hasSuffix(".xcassets") || file.hasSuffix(".icon") {
            return true
        }
        let ext = PathText.pathExtension(file).lowercased()
        return ["xcconfig", "plist", "json", "png", "jpg", "jpeg"].contains(ext)
    }

    /// The folder whose tree is searched for projects: the repository root (the nearest folder up with `.git`),
    /// else the nearest folder up from `dir`, at most `maximumLevels` up, whose tree has a project. Outside a
    /// repository the walk stops below `/`, the home folder and the temporary folder: a stray path in /tmp must
    /// not make pbxlint crawl all of /tmp.
    static func scope(startingAt dir: String, search: (String) -> [String]) -> String? {
        var level = dir
        while level != "/" && !level.isEmpty {
            if FileSystem.exists(level + "/.git") { return level }
            level = PathText.parent(level)
        }
        let tooWide: Set<String> = ["/", "", PathUtilities.standardize(ProcessEnvironment.homeDirectory ?? "/"),
                                    "/tmp", "/private/tmp", PathUtilities.standardize(ProcessEnvironment.temporaryDirectory)]
        level = dir
        for _ in 0...maximumLevels {
            guard !tooWide.contains(level) else { break }
            if !search(level).isEmpty { return level }
            level = PathText.parent(level)
        }
        return nil
    }

    /// True if the nearest `.pbxlint.json` above `project` is the one in `configDir` (or would be, for a deleted
    /// one): no other configuration file sits between them.
    static func isGoverned(_ project: String, byConfigurationIn configDir: String) -> Bool {
        guard project.hasPrefix(configDir + "/") else { return false }
        var dir = PathText.parent(project)
        while dir.count > configDir.count {
            if FileSystem.exists(dir + "/" + LintConfiguration.fileName) { return false }
            dir = PathText.parent(dir)
        }
        return true
    }

    static func isDirectory(_ path: String) -> Bool {
        FileSystem.isDirectory(path)
    }

    private func search(_ root: String) -> [String] {
        if let cached = searched[root] { return cached }
        // A folder this scan cannot list only narrows what a changed file maps to; the projects it finds are
        // still linted, and an unreadable project folder is reported when it is linted.
        var ignored: [InputFailure] = []
        let found = ProjectDiscovery.search(root, exclusions: Exclusions(configPath: nil, near: root), failures: &ignored)
        searched[root] = found
        return found
    }

    private func references(_ project: String) -> ReferencedFiles {
        if let cached = referenced[project] { return cached }
        var files = ReferencedFiles()
        if case .success(let model) = XcodeProject.load(path: project) { files = model.referencedFiles() }
        referenced[project] = files
        return files
    }
}
