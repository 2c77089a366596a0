import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What kind of thing sits at a path, without following a final symlink (so directory walks cannot loop).
public enum FileKind: Sendable, Hashable {
    case missing
    case file
    case directory
    case symlink
    case other
}

/// One entry of a directory listing.
struct DirectoryEntry: Sendable {
    var name: String
    var kind: FileKind
}

/// The few file-system calls the model needs, in one place. `readdir` reports entry types without a `stat` per
/// file, which keeps walking a catalog of thousands of assets cheap; Foundation's `FileManager` would stat each one.
enum FileSystem {
    /// The kind of `path` (symlinks reported as `.symlink`, not followed).
    static func kind(_ path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        return kind(mode: info.st_mode)
    }

    /// The kind of what `path` ends at, following symlinks (for "does this file exist").
    static func resolvedKind(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return kind(mode: info.st_mode)
    }

    private static func kind(mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    static func exists(_ path: String) -> Bool { resolvedKind(path) != .missing }

    /// The entries of a directory (without `.` and `..`), or nil if it cannot be opened. Unsorted.
    static func list(_ path: String) -> [DirectoryEntry]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var result: [DirectoryEntry] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            let kind: FileKind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .file
            case Int32(DT_LNK): kind = .symlink
            case Int32(DT_UNKNOWN): kind = FileSystem.kind(path + "/" + name)
            default: kind = .other
            }
            result.append(DirectoryEntry(name: name, kind: kind))
        }
        return result
    }

    /// The bytes of a file, or a message saying why it cannot be read.
    static func read(_ path: String) -> Result<[UInt8], FileReadError> {
        switch resolvedKind(path) {
        case .missing: return .failure(.missing)
        case .directory: return .failure(.unreadable("it is a directory, not a file"))
        default: break
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.unreadable("it cannot be read (permissions?)"))
        }
        return .success([UInt8](data))
    }

    /// Looks `path` up exactly, then (as macOS's case- and normalization-insensitive file systems would) by comparing
    /// each missing component case-insensitively after NFC normalization (xcode-semantics §1.3, L-PATH-3).
    static func locate(_ path: String) -> FileLocation {
        if exists(path) { return .exact }
        guard path.hasPrefix("/") else { return .missing }
        var current = ""
        var differs = false
        for component in path.split(separator: "/") {
            let candidate = current + "/" + component
            if exists(candidate) {
                current = candidate
                continue
            }
            let wanted = folded(String(component))
            guard let entries = list(current.isEmpty ? "/" : current),
                  let match = entries.first(where: { folded($0.name) == wanted }) else { return .missing }
            current += "/" + match.name
            differs = true
        }
        return differs ? .differentCase(actualPath: current) : .exact
    }

    private static func folded(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping.lowercased()
    }
}

/// Why a file could not be read.
public enum FileReadError: Error, Sendable, Hashable {
    case missing
    case unreadable(String)
}

/// The outcome of looking a path up on disk.
public enum FileLocation: Sendable, Hashable {
    /// Exists with exactly this spelling.
    case exact
    /// Exists only when compared case- and Unicode-normalization-insensitively (found on macOS, missing on Linux
    /// and on case-sensitive volumes): a portability problem, treated as found (L-PATH-3).
    case differentCase(actualPath: String)
    case missing

    public var isFound: Bool { self != .missing }
}
