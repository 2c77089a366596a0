#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import LintEngine
import XcodeModel

/// Writes a fixed file: only inside the real tree of its project, only if it still holds exactly the bytes the
/// plan was made from, through a temporary file in the same folder renamed over it (a reader sees the old file or
/// the new one, never half of one), with the file's permissions kept.
///
/// A project may come from a stranger, so no path is trusted as written: the folder is resolved with `realpath`
/// and must lie inside the real root of the project's tree (a committed `Config -> /elsewhere` folder link is
/// refused), it is opened once, and every later step is relative to that descriptor with `O_NOFOLLOW` on the file
/// itself (a symlink there is refused rather than written through, and renaming over it would replace the link).
enum FixWriter {
    static func write(_ plan: FilePlan) -> Result<Void, FixRefusal> {
        let name = ProjectPath.lastComponent(plan.path)
        let folder = ProjectPath.directory(of: plan.path)
        guard let root = plan.treeRoot ?? ProjectTree.realRoot(ofProjectIn: folder),
              let realFolder = FileSystem.realPath(folder),
              ProjectPath.isInside(realFolder, root) else {
            return .failure(FixRefusal("it lies outside the project's repository or folder; not written"))
        }
        var dir: Int32
        repeat { dir = open(realFolder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) } while dir < 0 && errno == EINTR
        guard dir >= 0 else { return .failure(FixRefusal("cannot open its folder: \(String(cString: strerror(errno)))")) }
        defer { close(dir) }
        // The folder opened must still be the one that was checked (no link swapped in between).
        guard FileSystem.realPath(folder) == realFolder else {
            return .failure(FixRefusal("its folder changed while it was written; not written"))
        }
        var info = stat()
        guard fstatat(dir, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            return .failure(FixRefusal("it disappeared since it was read"))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(FixRefusal("it is a symbolic link or not a regular file; not written"))
        }
        guard case .success(let now) = readFile(dir, name), now == plan.original else {
            return .failure(FixRefusal("it changed since it was read; not written (run pbxlint fix again)"))
        }
        guard let (fd, temporary) = createTemporary(in: dir, for: name, mode: info.st_mode & 0o7777) else {
            return .failure(FixRefusal("cannot create a file next to it: \(String(cString: strerror(errno)))"))
        }
        var failure = fchmod(fd, info.st_mode & 0o7777) == 0 ? 0 : errno
        if failure == 0 { failure = plan.edited.withUnsafeBytes { Console.writeAll(fd, $0) } }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        close(fd)
        guard failure == 0, renameat(dir, temporary, dir, name) == 0 else {
            let reason = String(cString: strerror(failure != 0 ? failure : errno))
            unlinkat(dir, temporary, 0)
            return .failure(FixRefusal("cannot write it: \(reason)"))
        }
        return .success(())
    }

    /// The bytes of `name` in the open folder `dir`, a symlink refused.
    private static func readFile(_ dir: Int32, _ name: String) -> Result<[UInt8], FixRefusal> {
        var fd: Int32
        repeat { fd = openat(dir, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { return .failure(FixRefusal(String(cString: strerror(errno)))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) < FileSystem.maxSize else {
            return .failure(FixRefusal("not a regular file"))
        }
        return FileSystem.readOpened(fd, size: Int(info.st_size)).mapError { FixRefusal($0.reason) }
    }

    /// A new file `.NAME.pbxlint-fix.XXXXXX` in `dir`, created exclusively (never an existing file or link).
    private static func createTemporary(in dir: Int32, for name: String, mode: mode_t) -> (Int32, String)? {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        for _ in 0..<100 {
            let suffix = String((0..<6).map { _ in letters[Int.random(in: 0..<letters.count)] })
            let temporary = "." + name + ".pbxlint-fix." + suffix
            let fd = openat(dir, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 { return (fd, temporary) }
            if errno != EEXIST { return nil }
        }
        return nil
    }
}
