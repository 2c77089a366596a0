/// The path methods of `NSString` (`deletingLastPathComponent`, `lastPathComponent`, `pathExtension`,
/// `appendingPathComponent`) as pure string functions with the results macOS gives, on every platform. On Linux
/// pbxlint links only FoundationEssentials, which has no `NSString`, and corelibs Foundation's versions trap on some
/// inputs; the disk is never read.
public enum PathText {
    /// Trailing slashes removed, except for the root itself.
    private static func trimmingTrailingSlashes(_ path: String) -> Substring {
        var s = Substring(path)
        while s.count > 1 && s.hasSuffix("/") { s = s.dropLast() }
        return s
    }

    /// `a/b/c` → `a/b`; `c` → ``; `/c` → `/`; `/` → `/`; `a/b/` → `a`.
    public static func parent(_ path: String) -> String {
        let s = trimmingTrailingSlashes(path)
        guard let slash = s.lastIndex(of: "/") else { return "" }
        if slash == s.startIndex { return "/" }
        var dir = s[..<slash]
        while dir.count > 1 && dir.hasSuffix("/") { dir = dir.dropLast() }
        return String(dir)
    }

    /// `a/b/c.png` → `c.png`; `a/b/` → `b`; `/` → `/`; `` → ``.
    public static func lastComponent(_ path: String) -> String {
        let s = trimmingTrailingSlashes(path)
        if s == "/" { return "/" }
        guard let slash = s.lastIndex(of: "/") else { return String(s) }
        return String(s[s.index(after: slash)...])
    }

    /// The extension of the last component without its dot, case kept: `c.tar.gz` → `gz`; `.hidden`, `c.`, `c` → ``.
    public static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `a` + `b` → `a/b` with exactly one slash between them; an empty side gives the other.
    public static func appending(_ component: String, to path: String) -> String {
        if path.isEmpty { return component }
        if component.isEmpty { return String(trimmingTrailingSlashes(path)) }
        let head = trimmingTrailingSlashes(path)
        let tail = component.drop { $0 == "/" }
        return head == "/" ? "/" + tail : head + "/" + tail
    }
}
