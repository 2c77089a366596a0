/// Pure string operations on POSIX paths. The model never asks the file system to canonicalise a path (that would
/// follow symlinks and differ between machines); it normalises lexically, the way swift-build's `Path.normalize` does.
public enum ProjectPath {
    /// `a/./b//c/../d` → `a/b/d`. Keeps a leading `/`; `..` above the root of an absolute path is dropped,
    /// above the start of a relative path is kept.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `base/relative`, normalised; an absolute `relative` wins.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.isEmpty { return normalize(base) }
        if relative.hasPrefix("/") { return normalize(relative) }
        return normalize(base + "/" + relative)
    }

    /// The parent directory (`/a/b` → `/a`, `/a` → `/`).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[path.startIndex..<slash])
    }

    /// The last component.
    public static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The extension of the last component, lowercased, without the dot (`""` if none).
    public static func pathExtension(_ path: String) -> String {
        let last = lastComponent(path)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return last[last.index(after: dot)...].lowercased()
    }

    /// The last component without its extension (`Blue.appiconset` → `Blue`).
    public static func stem(_ path: String) -> String {
        let last = lastComponent(path)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[last.startIndex..<dot])
    }

    /// True if `path` equals `ancestor` or lies below it.
    public static func isInside(_ path: String, _ ancestor: String) -> Bool {
        if path == ancestor { return true }
        if ancestor == "/" { return path.hasPrefix("/") }
        return path.hasPrefix(ancestor) && path.utf8.dropFirst(ancestor.utf8.count).first == UInt8(ascii: "/")
    }
}
