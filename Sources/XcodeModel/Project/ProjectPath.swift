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
            guard n > 0, let p = bytes.baseAddress else { return false }
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            if n == 1 { return p[0] != dot }
            if p[n - 1] == slash { return false }  // a trailing slash (or an empty last component)
            // Each component is looked at where it starts; `memchr` skips to the next one (paths are long, their
            // components few, and this runs for every path the model resolves).
            var start = p[0] == slash ? 1 : 0
            while true {
                if p[start] == slash { return false }  // empty
                if p[start] == dot {
                    let length = start + 1 == n || p[start + 1] == slash ? 1
                        : p[start + 1] == dot && (start + 2 == n || p[start + 2] == slash) ? 2 : 0
                    if length != 0 { return false }  // `.` or `..`
                }
                guard let next = memchr(p + start, Int32(slash), n - start) else { return true }
                start = UnsafePointer<UInt8>(next.assumingMemoryBound(to: UInt8.self)) - p + 1
            }
        }
    }

    /// `base/relative`, normalised; an absolute `relative` wins.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.isEmpty { return normalize(base) }
        if relative.utf8.first == UInt8(ascii: "/") { return normalize(relative) }
        return normalize(concatenate(base, relative))
    }

    /// `base/relative` as bytes, in one allocation: resolving every file of a big project joins thousands of paths.
    private static func concatenate(_ base: String, _ relative: String) -> String {
        var base = base
        var relative = relative
        return base.withUTF8 { b in
            relative.withUTF8 { r in
                String(unsafeUninitializedCapacity: b.count + 1 + r.count) { out in
                    guard let o = out.baseAddress else { return 0 }
                    if let bb = b.baseAddress { memcpy(o, bb, b.count) }
                    o[b.count] = UInt8(ascii: "/")
                    if let rb = r.baseAddress { memcpy(o + b.count + 1, rb, r.count) }
                    return b.count + 1 + r.count
                }
            }
        }
    }

    /// `join(base, relative)` for a `base` that `normalize` returned (or would return unchanged): the same string,
    /// but when `relative` is itself clean only `relative` is checked, not the whole joined path again. Resolving
    /// every file of a big project joins each file's name to its group's resolved path thousands of times.
    /// (Clean base, clean relative: the joined path's components are theirs, so it is clean, except after `/` or
    /// `.`, which join differently.)
    static func join(normalized base: String, _ relative: String) -> String {
        // (`/` and `.` recognised by their one byte: two String comparisons per joined path were a tenth of it.)
        let single = base.utf8.count == 1 ? base.utf8.first : nil
        guard single != UInt8(ascii: "/"), single != UInt8(ascii: "."), relative.utf8.first != UInt8(ascii: "/"),
              isNormalized(relative) else {
            return join(base, relative)
        }
        return concatenate(base, relative)
    }

    /// The parent directory (`/a/b` → `/a`, `/a` → `/`).
    public static func directory(of path: String) -> String {
        guard let slash = lastByte(UInt8(ascii: "/"), in: path) else { return "." }
        if slash == 0 { return "/" }
        return slice(path, 0, slash)
    }

    /// The last component.
    public static func lastComponent(_ path: String) -> String {
        guard let slash = lastByte(UInt8(ascii: "/"), in: path) else { return path }
        return slice(path, slash + 1, path.utf8.count)
    }

    /// The extension of the last component, lowercased, without the dot (`""` if none).
    public static func pathExtension(_ path: String) -> String {
        var path = path
        return path.withUTF8 { bytes -> String in
            var i = bytes.count - 1
            while i >= 0 && bytes[i] != UInt8(ascii: "/") {
                if bytes[i] == UInt8(ascii: ".") {
                    // A leading dot (`.gitignore`) names a file, it does not start an extension.
                    if i == 0 || bytes[i - 1] == UInt8(ascii: "/") { return "" }
                    var ext = [UInt8](UnsafeBufferPointer(rebasing: bytes[(i + 1)...]))
                    for k in ext.indices where ext[k] >= UInt8(ascii: "A") && ext[k] <= UInt8(ascii: "Z") {
                        ext[k] |= 0x20
                    }
                    // Non-ASCII extensions are rare; let the standard library lowercase them properly.
                    if ext.contains(where: { $0 >= 0x80 }) { return String(decoding: ext, as: UTF8.self).lowercased() }
                    return String(decoding: ext, as: UTF8.self)
                }
                i -= 1
            }
            return ""
        }
    }

    /// The last component without its extension (`Blue.appiconset` → `Blue`).
    public static func stem(_ path: String) -> String {
        let last = lastComponent(path)
        guard let dot = lastByte(UInt8(ascii: "."), in: last), dot != 0 else { return last }
        return slice(last, 0, dot)
    }

    /// Byte offset of the last `byte` in `path`'s UTF-8. ASCII bytes never occur inside a multi-byte sequence, so
    /// offsets found this way are always character boundaries.
    private static func lastByte(_ byte: UInt8, in path: String) -> Int? {
        var path = path
        return path.withUTF8 { bytes in
            var i = bytes.count - 1
            while i >= 0 {
                if bytes[i] == byte { return i }
                i -= 1
            }
            return nil
        }
    }

    private static func slice(_ path: String, _ from: Int, _ to: Int) -> String {
        var path = path
        return path.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[from..<to]), as: UTF8.self) }
    }

    /// True if `path` equals `ancestor` or lies below it.
    public static func isInside(_ path: String, _ ancestor: String) -> Bool {
        if path == ancestor { return true }
        if ancestor == "/" { return path.hasPrefix("/") }
        return path.hasPrefix(ancestor) && path.utf8.dropFirst(ancestor.utf8.count).first == UInt8(ascii: "/")
    }
}
