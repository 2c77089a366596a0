/// Path operations of the macro operators `dir`, `file`, `base`, `suffix` and `standardizepath` (xcode-semantics
/// §4.4), on strings, with the results Xcode's NSString path methods give on macOS. Written here because on Linux
/// Foundation's NSString path methods trap on some inputs (`deletingLastPathComponent` of a one-character relative
/// path such as a target named `C`), and `standardizingPath` would read the disk and expand `~`.
enum PathOperators {
    /// Trailing slashes removed, except for the root itself.
    private static func trimmingTrailingSlashes(_ path: String) -> Substring {
        var s = Substring(path)
        while s.count > 1 && s.hasSuffix("/") { s = s.dropLast() }
        return s
    }

    /// `a/b/c` → `a/b`; `c` → ``; `/c` → `/`; `/` → `/`.
    static func directory(_ path: String) -> String {
        let s = trimmingTrailingSlashes(path)
        guard let slash = s.lastIndex(of: "/") else { return "" }
        if slash == s.startIndex { return "/" }
        var dir = s[..<slash]
        while dir.count > 1 && dir.hasSuffix("/") { dir = dir.dropLast() }
        return String(dir)
    }

    /// `a/b/c.png` → `c.png`; `/` → `/`; `` → ``.
    static func file(_ path: String) -> String {
        let s = trimmingTrailingSlashes(path)
        if s == "/" { return "/" }
        guard let slash = s.lastIndex(of: "/") else { return String(s) }
        return String(s[s.index(after: slash)...])
    }

    /// The extension of the last component without its dot: `c.tar.gz` → `gz`; `.hidden`, `c.` and `c` → ``.
    static func pathExtension(_ path: String) -> String {
        let name = file(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        let ext = name[name.index(after: dot)...]
        return ext.isEmpty ? "" : String(ext)
    }

    /// The path without the extension of its last component: `a/c.png` → `a/c`.
    static func deletingExtension(_ path: String) -> String {
        let ext = pathExtension(path)
        guard !ext.isEmpty else { return String(trimmingTrailingSlashes(path)) }
        let s = trimmingTrailingSlashes(path)
        return String(s.dropLast(ext.count + 1))
    }

    /// `a` + `b` → `a/b` with exactly one slash between them; an empty side gives the other.
    static func appending(_ component: String, to path: String) -> String {
        if path.isEmpty { return component }
        if component.isEmpty { return String(trimmingTrailingSlashes(path)) }
        let head = trimmingTrailingSlashes(path)
        let tail = component.drop { $0 == "/" }
        return head == "/" ? "/" + tail : head + "/" + tail
    }

    /// `.` and empty components removed and `..` folded lexically (never above the root of an absolute path, kept
    /// at the start of a relative one); no trailing slash. The disk is not read and `~` stays as written.
    static func standardized(_ path: String) -> String {
        guard !path.isEmpty else { return "" }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if component == ".." && absolute { continue }
            parts.append(component)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }
}
