/// Pure string operations on POSIX paths. The model never asks the file system to canonicalise a path (that would
/// follow symlinks and differ between machines); it normalises lexically, the way swift-build's `Path.normalize` does.
public enum ProjectPath {
    /// `a/./b//c/../d` → `a/b/d`. Keeps a leading `/`; `..` above the root of an absolute path is dropped,
    /// above the start of a relative path is kept.
    public static func normalize(_ path: String) -> String {
        if isNormalized(path) { return path }
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

    /// True if `normalize` would return `path` unchanged: no empty, `.` or `..` components, no trailing slash.
    /// Checked on bytes, because almost every path in a project is already clean and resolving thousands of
    /// references must not split and rejoin each one.
    static func isNormalized(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes -> Bool in
            let n = bytes.count
            if n == 0 { return false }
            if n == 1 { return bytes[0] != UInt8(ascii: ".") }
            var start = bytes[0] == UInt8(ascii: "/") ? 1 : 0
            while start <= n {
                var end = start
                while end < n && bytes[end] != UInt8(ascii: "/") { end += 1 }
                let length = end - start
                if length == 0 { return false }
                let dot = UInt8(ascii: ".")
                if bytes[start] == dot && (length == 1 || (length == 2 && bytes[start + 1] == dot)) { return false }
                start = end + 1
            }
            return true
        }
    }

    /// `base/relative`, normalised; an absolute `relative` wins.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.isEmpty { return normalize(base) }
        if relative.hasPrefix("/") { return normalize(relative) }
        return normalize(base + "/" + relative)
    }

    /// The parent directory (`/a/b` → `/a`, `/a` → `/`).
    public static func directory(of path: String) -> String {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == utf8.startIndex { return "/" }
        return String(path[path.startIndex..<slash])
    }

    /// The last component.
    public static func lastComponent(_ path: String) -> String {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[utf8.index(after: slash)...])
    }

    /// The extension of the last component, lowercased, without the dot (`""` if none).
    public static func pathExtension(_ path: String) -> String {
        let utf8 = path.utf8
        let nameStart = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        guard let dot = utf8[nameStart...].lastIndex(of: UInt8(ascii: ".")), dot != nameStart else { return "" }
        return path[utf8.index(after: dot)...].lowercased()
    }

    /// The last component without its extension (`Blue.appiconset` → `Blue`).
    public static func stem(_ path: String) -> String {
        let last = lastComponent(path)
        let utf8 = last.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex else { return last }
        return String(last[last.startIndex..<dot])
    }

    /// True if `path` equals `ancestor` or lies below it.
    public static func isInside(_ path: String, _ ancestor: String) -> Bool {
        if path == ancestor { return true }
        if ancestor == "/" { return path.hasPrefix("/") }
        return path.hasPrefix(ancestor) && path.utf8.dropFirst(ancestor.utf8.count).first == UInt8(ascii: "/")
    }
}
