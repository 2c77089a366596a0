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
import PlistKit

/// The files this process has read (device and inode of each), so that the command line can refuse to write a
/// report over one of its own inputs (`-o App.xcodeproj/project.pbxproj` would otherwise empty the project).
/// Identity by device and inode, not by path: a symlink or a second hard link to an input is the same file.
///
/// Process-wide because reads happen deep in the model, on many threads; one pbxlint process is one run. Tests
/// that run commands in-process share it, which can only make the check stricter for files other tests read.
public enum InputLog {
    public struct FileIdentity: Hashable, Sendable {
        public var device: UInt64
        public var inode: UInt64

        public init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }
    }

    private final class Storage: @unchecked Sendable {
        // @unchecked: `files` is only touched under `lock`.
        let lock = Lock()
        var files = Set<FileIdentity>()
        /// Recorded since `files` was last asked: appending is all a read pays (a target's thousands of sources are
        /// recorded, and the set is asked once, if at all, when a report is written to a file).
        var pending: [FileIdentity] = []
    }

    private static let storage = Storage()

    /// Records a file that was opened for reading.
    static func record(_ identity: FileIdentity) {
        storage.lock.withLock { storage.pending.append(identity) }
    }

    /// Records many files at once (a scan's worker, at its end).
    static func record(contentsOf identities: [FileIdentity]) {
        guard !identities.isEmpty else { return }
        storage.lock.withLock { storage.pending.append(contentsOf: identities) }
    }

    /// Whether the file with this identity was read by this process.
    public static func contains(_ identity: FileIdentity) -> Bool {
        storage.lock.withLock {
            storage.files.formUnion(storage.pending)
            storage.pending.removeAll()
            return storage.files.contains(identity)
        }
    }

    /// The identity of what `path` ends at (symlinks followed), or nil if nothing is there.
    public static func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
