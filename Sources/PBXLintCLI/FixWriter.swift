#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import LintEngine
import XcodeModel

/// Writes a fixed file: only if it still holds exactly the bytes the plan was made from, through a temporary file
/// in the same folder renamed over it (a reader sees the old file or the new one, never half of one), with the
/// file's permissions kept. Symbolic links are not followed: renaming over one would replace the link itself.
enum FixWriter {
    static func write(_ plan: FilePlan) -> Result<Void, FixRefusal> {
        var info = stat()
        guard lstat(plan.path, &info) == 0 else { return .failure(FixRefusal("it disappeared since it was read")) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(FixRefusal("it is a symbolic link or not a regular file; not written"))
        }
        guard case .success(let now) = FileSystem.read(plan.path), now == plan.original else {
            return .failure(FixRefusal("it changed since it was read; not written (run pbxlint fix again)"))
        }
        let folder = ProjectPath.directory(of: plan.path)
        var template = Array((folder + "/." + ProjectPath.lastComponent(plan.path) + ".pbxlint-fix.XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { return .failure(FixRefusal("cannot create a file next to it: \(String(cString: strerror(errno)))")) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = fchmod(fd, info.st_mode & 0o7777) == 0
        var done = 0
        plan.edited.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            while ok && done < raw.count {
                let n = Glibc_write(fd, base + done, raw.count - done)
                if n > 0 { done += n } else if n < 0 && errno == EINTR { continue } else { ok = false }
            }
        }
        let failure = errno
        ok = ok && fsync(fd) == 0
        close(fd)
        guard ok, rename(temporary, plan.path) == 0 else {
            let reason = String(cString: strerror(ok ? errno : failure))
            unlink(temporary)
            return .failure(FixRefusal("cannot write it: \(reason)"))
        }
        return .success(())
    }
}

/// `write(2)`, named apart from this module's own `write` functions.
@inline(__always)
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc) || canImport(Musl)
    return Glibc.write(fd, buffer, count)
    #else
    return Darwin.write(fd, buffer, count)
    #endif
}
