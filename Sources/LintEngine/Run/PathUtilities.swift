#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import XcodeModel

/// Path helpers shared by the engine and the command line.
public enum PathUtilities {
    /// Absolute (against the current directory), `.`/`..` resolved, no trailing slash. Symlinks are kept, so
    /// paths in reports match what the user typed.
    public static func standardize(_ path: String, relativeTo base: String? = nil) -> String {
        let absolute = path.hasPrefix("/")
            ? path : PathText.appending(path, to: (base ?? FileManager.default.currentDirectoryPath))
        var parts: [Substring] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(component)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `base` (both absolute), with `..` where needed; `.` for the same directory.
    public static func relative(_ path: String, to base: String) -> String {
        let p = standardize(path).split(separator: "/")
        let b = standardize(base).split(separator: "/")
        var common = 0
        while common < p.count && common < b.count && p[common] == b[common] { common += 1 }
        let up = Array(repeating: "..", count: b.count - common)
        let rest = p[common...].map(String.init)
        let joined = (up + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }
}
