#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import XcodeModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Why a report or baseline was not written.
enum OutputFileError: Error, Equatable {
    /// The destination is a file this run read (a project file, xcconfig, configuration, baseline …): writing
    /// would destroy an input. A usage error.
    case isInput
    /// The write itself failed; the reason is a short phrase ("permission denied", "no space left on device").
    case failed(String)
}

/// Writes `-o` reports and `--write-baseline` files the way a shell redirect would, but without ever leaving half a
/// file behind:
/// - a symlink is written through (its target changes, the link stays);
/// - a device, FIFO or socket is opened and written in place (`-o /dev/null` must not replace the device node with
///   a regular file, which as root breaks the machine);
/// - a regular file (or a new one) is replaced atomically: a temporary file in the same folder, created
///   exclusively under a random name without following links (a planted symlink cannot redirect the write), given
///   the existing file's permissions, then renamed over it;
/// - a file this run read is refused (`-o App.xcodeproj/project.pbxproj` would otherwise empty the project);
/// - `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` are the process's own descriptors, as bash treats them in a
///   redirect: written directly, whatever they are. On Linux they are links into `/proc/self/fd`, which name a pipe
///   or socket as `pipe:[…]`, a path nothing can resolve or (for a socket) open.
enum OutputFile {
    static func write(_ text: String, to path: String) throws(OutputFileError) {
        if let descriptor = standardDescriptor(path) {
            let failure = Console.writeAll(descriptor, text)
            if failure != 0 { throw .failed(reason(failure)) }
            return
        }
        var target = path
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else { throw .failed(reason(errno)) }
            try replace(target, with: text, mode: nil)
            return
        }
        if (info.st_mode & S_IFMT) == S_IFLNK {
            guard stat(path, &info) == 0 else {
                // A dangling link: a shell creates its target, and so do we (there is nothing to replace).
                try writeInPlace(text, to: path)
                return
            }
            // A link to a device, pipe or socket is opened through the link, like a shell would (its resolved
            // name may not be a path at all: `/proc/self/fd/1` → `pipe:[…]`).
            if (info.st_mode & S_IFMT) != S_IFREG && (info.st_mode & S_IFMT) != S_IFDIR {
                try writeInPlace(text, to: path)
                return
            }
            guard let resolved = realPath(path) else { throw .failed(reason(errno)) }
            target = resolved
        }
        if InputLog.contains(InputLog.FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))) {
            throw .isInput
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: try replace(target, with: text, mode: info.st_mode & 0o7777)
        case S_IFDIR: throw .failed("it is a directory")
        default: try writeInPlace(text, to: target)
        }
    }

    /// Opens an existing device, FIFO or socket (or creates a dangling link's target) and writes into it.
    private static func writeInPlace(_ text: String, to path: String) throws(OutputFileError) {
        var fd: Int32
        repeat { fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw .failed(reason(errno)) }
        let written = Console.writeAll(fd, text)
        let closed = close(fd) == 0 ? 0 : errno
        if written != 0 { throw .failed(reason(written)) }
        if closed != 0 && closed != EINTR { throw .failed(reason(closed)) }
    }

    /// Writes a temporary file next to `path` and renames it over `path`. `mode` is the existing file's
    /// permissions; a new file gets 0666 less the umask, as a shell redirect would.
    private static func replace(_ path: String, with text: String, mode: mode_t?) throws(OutputFileError) {
        let directory = PathText.parent(path)
        let name = PathText.lastComponent(path)
        var temporary = ""
        var fd: Int32 = -1
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            temporary = (directory.isEmpty ? "." : directory) + "/.\(name).\(suffix).tmp"
            let createMode: mode_t = mode == nil ? 0o666 : 0o600
            repeat {
                fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, createMode)
            } while fd < 0 && errno == EINTR
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw .failed(reason(errno)) }
        var failure = Console.writeAll(fd, text)
        if failure == 0, let mode, fchmod(fd, mode) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 && errno != EINTR { failure = errno }
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw .failed(reason(failure))
        }
    }

    /// The descriptor `/dev/stdout`, `/dev/stderr` or `/dev/fd/N` names, when it is open.
    static func standardDescriptor(_ path: String) -> Int32? {
        let descriptor: Int32?
        switch path {
        case "/dev/stdout": descriptor = 1
        case "/dev/stderr": descriptor = 2
        default: descriptor = path.hasPrefix("/dev/fd/") ? Int32(path.dropFirst("/dev/fd/".count)) : nil
        }
        guard let descriptor, descriptor >= 0, fcntl(descriptor, F_GETFD) != -1 else { return nil }
        return descriptor
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A short lowercase phrase for an errno ("no space left on device").
    static func reason(_ code: Int32) -> String {
        if code == EACCES || code == EPERM { return "permission denied" }
        let text = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
