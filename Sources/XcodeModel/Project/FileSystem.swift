#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
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
public struct DirectoryEntry: Sendable {
    public var name: String
    /// What the entry is, symlinks not followed.
    public var kind: FileKind
}

/// The few file-system calls the model needs, in one place. `readdir` reports entry types without a `stat` per
/// file, which keeps walking a catalog of thousands of assets cheap; Foundation's `FileManager` would stat each one.
public enum FileSystem {
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

    /// Whether nothing is at `path` and nothing could be: `stat` finds no such file or a component that is no
    /// folder (ENOENT, ENOTDIR), every link on the way followed, so no resolution of the path can exist either.
    /// Any other failure (permission denied) is not an answer, and a dangling link at the end is not absent.
    static func isAbsent(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) != 0 else { return false }
        return errno == ENOENT || errno == ENOTDIR
    }

    /// Whether something exists at `path`, symlinks followed (a dangling link does not count).
    public static func exists(_ path: String) -> Bool { resolvedKind(path) != .missing }

    /// True for a directory or a symlink to one.
    public static func isDirectory(_ path: String) -> Bool { resolvedKind(path) == .directory }

    /// Whether this process may read `path` (`access(R_OK)`, symlinks followed), as `FileManager.isReadableFile`.
    public static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

    /// The entries of a directory (without `.` and `..`), or nil if it cannot be opened. Unsorted.
    public static func list(_ path: String) -> [DirectoryEntry]? {
        try? entries(path).get()
    }

    /// Like `list`, with the reason when the directory cannot be opened ("permission denied").
    public static func entries(_ path: String) -> Result<[DirectoryEntry], FileReadError> {
        guard let dir = opendir(path) else { return .failure(FileReadError(errno: errno)) }
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
        return .success(result)
    }

    /// Contents that stand in for files (by absolute path) while `fix --dry-run` lints what the fix would write,
    /// without writing it. Bound for one task (and re-bound by the threads that lint in parallel); empty otherwise.
    @TaskLocal public static var overlay: [String: [UInt8]] = [:]

    /// The largest file pbxlint reads (the parsers refuse texts of 1 GiB or more too).
    public static let maxSize = 1 << 30

    /// The bytes of a file, or why it cannot be read. Plain POSIX calls rather than `FileManager.contents(atPath:)`,
    /// which leaks its buffer for zero-length files on Linux and gives no reason when it fails. Only regular files
    /// are read: a FIFO or device named by a project would otherwise block or never end.
    public static func read(_ path: String) -> Result<[UInt8], FileReadError> {
        if let standIn = overlay[path] { return .success(standIn) }
        switch openRegularFile(path) {
        case .failure(let error): return .failure(error)
        case .success(let (fd, size)):
            defer { _ = close(fd) }
            return readOpened(fd, size: size)
        }
    }

    /// Opens `path` for reading if it is a regular file pbxlint may read, with its size; the caller closes it.
    /// With `directory`, an open directory, only the name at byte `nameOffset` of `path` is looked up, in it.
    static func openRegularFile(_ path: String, nameOffset: Int = 0,
                                in directory: Int32 = AT_FDCWD) -> Result<(fd: Int32, size: Int), FileReadError> {
        // (withCString: passing the String itself would copy it into a new C string for every file.)
        let opened = path.withCString { openRegularFile(named: $0 + nameOffset, in: directory, followingLink: true) }
        switch opened {
        case .success(let file):
            InputLog.record(file.identity)
            return .success((file.fd, file.size))
        case .failure(let failure):
            return .failure(failure.error)
        }
    }

    /// Why `openRegularFile(named:in:followingLink:)` failed: the error, and the errno of a failed `open` (0 when
    /// the open succeeded and the file was refused), so that a caller can tell a symlink (`ELOOP`) from the rest.
    struct OpenFailure: Error {
        var error: FileReadError
        var openErrno: Int32
    }

    /// `openRegularFile` of the C string `name`, relative to the open directory `directory`; without
    /// `followingLink`, a symlink at `name` is not opened (`O_NOFOLLOW`: the open fails with `ELOOP`). The file is
    /// not recorded in `InputLog`: the caller records its identity (a scan of thousands of files records them
    /// once, not under the lock once per file).
    static func openRegularFile(named name: UnsafePointer<CChar>, in directory: Int32, followingLink: Bool)
        -> Result<(fd: Int32, size: Int, identity: InputLog.FileIdentity), OpenFailure> {
        // O_NONBLOCK so that opening a FIFO cannot block; it changes nothing for regular files.
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLink ? 0 : O_NOFOLLOW)
        var fd: Int32
        repeat { fd = openat(directory, name, flags) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { return .failure(OpenFailure(error: FileReadError(errno: errno), openErrno: errno)) }
        func fail(_ error: FileReadError) -> Result<(fd: Int32, size: Int, identity: InputLog.FileIdentity), OpenFailure> {
            _ = close(fd)
            return .failure(OpenFailure(error: error, openErrno: 0))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return fail(FileReadError(errno: errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return fail(.unreadable("it is a directory, not a file"))
        default: return fail(.unreadable("it is not a regular file (a device, FIFO or socket)"))
        }
        // /proc and /sys hold "regular" files whose content is the machine's state (a project pointing an
        // xcconfig at /proc/self/environ made `pbxlint settings` print the environment): never read there.
        if SpecialFileSystems.contains(device: info.st_dev) {
            return fail(.unreadable("it is a special file of the system (/proc or /sys), not a project file"))
        }
        // The size is checked before anything is allocated: a sparse 1 TiB file is 0 bytes on disk.
        guard Int(info.st_size) < maxSize else {
            return fail(.unreadable("it is \(Int(info.st_size) >> 20) MiB, larger than the \(maxSize >> 20) MiB pbxlint reads"))
        }
        // Only regular files are inputs: a project naming /dev/null must not make `-o /dev/null` refused.
        return .success((fd, max(Int(info.st_size), 0),
                         InputLog.FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))))
    }

    /// The rest of `read`: the bytes of the open regular file `fd`, whose size fstat gave as `size`.
    package static func readOpened(_ fd: Int32, size: Int) -> Result<[UInt8], FileReadError> {
        // One read sized by fstat. A file that gives its whole size at once is taken as it was when fstat looked
        // (reading on to see end of file cost a fifth of the system calls of reading thousands of sources); one
        // whose size was 0 (some file systems report that) or that gives more than its size is read on in chunks.
        let expected = size
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            guard let base = buffer.baseAddress else { count = 0; return }
            HugePages.advise(UnsafeMutableRawPointer(base), count: buffer.count)  // a big file: 2 MB pages
            let outcome = readFully(fd, into: base, capacity: buffer.count, complete: expected)
            count = outcome.count
            failure = outcome.errno
        }
        if failure == 0 && bytes.count == expected + 1 { failure = readRest(fd, appendingTo: &bytes) }
        guard failure == 0 else { return .failure(FileReadError(errno: failure)) }
        guard bytes.count < maxSize else {
            return .failure(.unreadable("it grew past the \(maxSize >> 20) MiB pbxlint reads while being read"))
        }
        return .success(bytes)
    }

    /// Appends what is left of the file in 64 KiB chunks (the file grew after `fstat`). Returns an errno or 0.
    private static func readRest(_ fd: Int32, appendingTo bytes: inout [UInt8]) -> Int32 {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let outcome = chunk.withUnsafeMutableBufferPointer { buffer -> (count: Int, errno: Int32) in
                buffer.baseAddress.map { readFully(fd, into: $0, capacity: buffer.count) } ?? (0, 0)
            }
            bytes.append(contentsOf: chunk[..<outcome.count])
            if outcome.errno != 0 || outcome.count < chunk.count || bytes.count >= maxSize { return outcome.errno }
        }
    }

    /// Reads until `capacity` bytes or end of file, retrying short reads and EINTR. Returns the bytes read and the
    /// errno of a failed read (0 if none).
    /// Reads until end of file, `capacity` bytes, or exactly `complete` bytes (when that is more than 0).
    private static func readFully(_ fd: Int32, into base: UnsafeMutablePointer<UInt8>,
                                  capacity: Int, complete: Int = 0) -> (count: Int, errno: Int32) {
        var count = 0
        while count < capacity {
            let n = systemRead(fd, base + count, capacity - count)
            if n > 0 {
                count += n
                if count == complete { break }
            } else if n == 0 {
                break
            } else if errno != EINTR {
                return (count, errno)
            }
        }
        return (count, 0)
    }

    /// `path` with every symlink, `.` and `..` resolved (`realpath(3)`), or nil if it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Looks `path` up exactly, then (as macOS's case- and normalization-insensitive file systems would) by comparing
    /// each missing component case-insensitively after NFC normalization (docs/reference/xcode-semantics.md §1.3, L-PATH-3).
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

    /// A name as macOS compares it: case-insensitively after NFC normalization.
    static func folded(_ name: String) -> String {
        name.canonicallyComposed.lowercased()
    }
}

/// Why a file could not be read.
public enum FileReadError: Error, Sendable, Hashable {
    case missing
    /// The file exists (or its path does) but cannot be read; the reason is a short phrase for messages.
    case unreadable(String)

    /// The reason as a phrase for messages: "no such file", "permission denied", ….
    public var reason: String {
        switch self {
        case .missing: return "no such file"
        case .unreadable(let why): return why
        }
    }

    /// Plain-language reasons for the errors `open`/`read` report on input files; others use `strerror`.
    init(errno code: Int32) {
        switch code {
        case ENOENT: self = .missing
        case EACCES, EPERM: self = .unreadable("permission denied")
        case EISDIR: self = .unreadable("it is a directory, not a file")
        case ELOOP: self = .unreadable("too many levels of symbolic links")
        case ENOTDIR: self = .unreadable("a component of the path is not a directory")
        case ENAMETOOLONG: self = .unreadable("the path is too long")
        case EMFILE, ENFILE: self = .unreadable("too many open files")
        case EIO: self = .unreadable("input/output error")
        default:
            let text = strerror(code).map { String(cString: $0) } ?? "error \(code)"
            self = .unreadable(text.prefix(1).lowercased() + text.dropFirst())
        }
    }
}

/// `read(2)`, named so that it does not clash with `FileSystem.read` (and `MarkedSourceScan.Reader.read`).
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #elseif canImport(Musl)
    return Musl.read(fd, buffer, count)
    #else
    return Darwin.read(fd, buffer, count)
    #endif
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

/// The devices of the pseudo file systems whose files look regular but hold the machine's state, found once.
/// At most two, so an array: a `Set<UInt64>` would be the process's first use of `UInt64: Hashable`, whose
/// conformance look-up scans every conformance record of the static binary (a tenth of a millisecond).
enum SpecialFileSystems {
    private static let devices: [UInt64] = {
        var result: [UInt64] = []
        var root = stat()
        guard stat("/", &root) == 0 else { return result }
        for path in ["/proc", "/sys"] {
            var info = stat()
            // Only a real mount: where /proc is a plain folder of the root file system (no procfs, macOS has
            // none at all), its device is the root's, and refusing it would refuse every file.
            if stat(path, &info) == 0, info.st_dev != root.st_dev { result.append(UInt64(info.st_dev)) }
        }
        return result
    }()

    static func contains(device: dev_t) -> Bool {
        devices.contains(UInt64(device))
    }
}
