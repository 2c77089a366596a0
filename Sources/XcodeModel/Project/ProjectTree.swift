import Foundation

/// The tree a project belongs to: the enclosing git repository (the folder with `.git`), else the project's own
/// folder. Files outside it (an absolute `#include "/etc/…"`, an `INFOPLIST_FILE` elsewhere on the machine) are
/// still read where Xcode would read them, but nothing from their content is quoted in a finding: a report may be
/// uploaded from a pull request, and a hostile project could otherwise make pbxlint publish any file it can read.
public enum ProjectTree {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var roots: [String: String] = [:]

    /// The root of the tree of the project whose folder (SRCROOT) is `sourceRoot`.
    public static func root(ofProjectIn sourceRoot: String) -> String {
        lock.lock()
        if let cached = roots[sourceRoot] { lock.unlock(); return cached }
        lock.unlock()
        var level = sourceRoot
        var found = sourceRoot
        while !level.isEmpty && level != "/" {
            if FileSystem.exists(level + "/.git") { found = level; break }
            let parent = ProjectPath.directory(of: level)
            if parent == level { break }
            level = parent
        }
        lock.lock()
        roots[sourceRoot] = found
        lock.unlock()
        return found
    }

    /// Whether `file` lies outside the tree of the project in `sourceRoot`.
    public static func isOutside(_ file: String, projectIn sourceRoot: String) -> Bool {
        let root = root(ofProjectIn: sourceRoot)
        return !(file == root || file.hasPrefix(root == "/" ? "/" : root + "/"))
    }

    /// What a message says instead of quoting such a file.
    public static let contentNotShown = "it is outside the project's repository or folder, so its text is not shown"
}
