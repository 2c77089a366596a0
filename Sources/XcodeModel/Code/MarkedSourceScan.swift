#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Finds, among the many source files a target compiles, the few that contain a marker, at close to the cost of
/// reading them.
///
/// Why: the code check reads every Swift and Objective-C file of a target to find the few that mention alternate
/// icons, thousands in a big app. Each worker reads each file with one `read` into a buffer it keeps for all its
/// files and looks for the marker in the raw bytes; only a file that has it is copied out. Nothing is allocated or
/// decoded for the others. The workers take fixed, interleaved batches of the list, so they share nothing while
/// reading. Files that cannot be read are skipped: they are not this check's business.
enum MarkedSourceScan {
    /// Files a worker takes at a time: worker `w` reads batches `w`, `w + workers`, …
    static let batch = 32

    /// Files whose real path is outside the tree of the project in `sourceRoot` are not read, as
    /// `FileSystem.read(_:insideTreeOf:)` does it (docs/security.md).
    static func files(_ paths: [String], containing marker: [UInt8], insideTreeOf sourceRoot: String,
                      workers: Int = ProcessEnvironment.processorCount) -> [(path: String, bytes: [UInt8])] {
        guard let root = ProjectTree.realRoot(ofProjectIn: sourceRoot) else { return [] }
        var membership = ProjectTree.Membership(root: root)
        let paths = paths.filter { membership.contains($0) }
        let workers = max(1, min(workers, (paths.count + batch - 1) / batch))
        if workers == 1 {
            var reader = Reader(marker: marker)
            var result: [(path: String, bytes: [UInt8])] = []
            for path in paths {
                if let bytes = reader.read(path) { result.append((path, bytes)) }
            }
            return result
        }
        let found = Found(workers: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var reader = Reader(marker: marker)
            var mine: [(index: Int, bytes: [UInt8])] = []
            var start = worker * batch
            while start < paths.count {
                for index in start..<min(paths.count, start + batch) {
                    if let bytes = reader.read(paths[index]) { mine.append((index, bytes)) }
                }
                start += workers * batch
            }
            found.set(mine, of: worker)
        }
        return found.all().map { (paths[$0.index], $0.bytes) }
    }

    /// One worker's reader: its buffer, the directory of the last file it opened, and the directories it found
    /// missing (`MissingDirectories`).
    struct Reader: ~Copyable {
        let marker: [UInt8]
        private var buffer: UnsafeMutableRawBufferPointer
        private var missing = MissingDirectories()
        /// The directories found missing (`MissingDirectories`).
        var missingDirectories: Set<String> { missing.paths }
        /// The directory of the last file, kept open: the files of a target come folder by folder, and a file
        /// opened by its name in an open directory (`openat`) spares the kernel the walk down the whole path.
        private var directory: [UInt8] = []
        /// -1 when the directory could not be opened (its files are then opened by their whole paths).
        private var directoryFD: Int32 = -1

        init(marker: [UInt8]) {
            self.marker = marker
            buffer = .allocate(byteCount: 64 << 10, alignment: 16)
        }

        deinit {
            buffer.deallocate()
            if directoryFD >= 0 { _ = close(directoryFD) }
        }

        /// The file's bytes if it can be read and contains the marker; nil otherwise.
        mutating func read(_ path: String) -> [UInt8]? {
            if missing.contain(path) { return nil }
            let (directory, nameOffset) = openDirectory(of: path)
            switch FileSystem.openRegularFile(path, nameOffset: nameOffset, in: directory) {
            case .success(let (fd, size)):
                defer { _ = close(fd) }
                guard let count = fill(fd, size: size), count >= marker.count,
                      let base = buffer.baseAddress,
                      Self.find(marker, in: UnsafeRawBufferPointer(start: base, count: count)) else { return nil }
                return [UInt8](UnsafeRawBufferPointer(start: base, count: count))
            case .failure(.missing):
                missing.noteMissing(path)
                return nil
            case .failure:
                return nil
            }
        }

        /// The open directory of the absolute `path` and the offset of the file's name in it, reusing the last
        /// one when it is the same; the current directory and 0 (the whole path) when that directory cannot be
        /// opened or `path` has no directory part.
        private mutating func openDirectory(of path: String) -> (fd: Int32, nameOffset: Int) {
            var path = path
            return path.withUTF8 { bytes -> (fd: Int32, nameOffset: Int) in
                var slash = bytes.count - 1
                while slash >= 0 && bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
                guard slash > 0, bytes[0] == UInt8(ascii: "/"), let base = bytes.baseAddress else { return (AT_FDCWD, 0) }
                let same = directory.count == slash
                    && directory.withUnsafeBytes { known in known.baseAddress.map { memcmp($0, base, slash) == 0 } ?? false }
                if !same {
                    if directoryFD >= 0 { _ = close(directoryFD) }
                    directory = Array(bytes[0..<slash])
                    directoryFD = (directory + [0]).withUnsafeBytes { name in
                        guard let cName = name.baseAddress?.assumingMemoryBound(to: CChar.self) else { return -1 }
                        var fd: Int32
                        repeat { fd = open(cName, O_RDONLY | O_DIRECTORY | O_CLOEXEC) } while fd < 0 && errno == EINTR
                        return fd
                    }
                }
                return directoryFD >= 0 ? (directoryFD, slash + 1) : (AT_FDCWD, 0)
            }
        }

        /// Reads the open file into the buffer: one `read` when the file gives the size `fstat` reported, more
        /// only if it reported 0 or the file grew. The byte count, or nil if a read failed or the file passed
        /// `FileSystem.maxSize`.
        private mutating func fill(_ fd: Int32, size: Int) -> Int? {
            if buffer.count < size + 1 { grow(to: size + 1) }
            var count = 0
            while true {
                guard let base = buffer.baseAddress else { return nil }
                let n = systemRead(fd, base + count, buffer.count - count)
                if n > 0 {
                    count += n
                    // The size fstat gave, and room left: taken as the whole file (reading on to see end of file
                    // would double the system calls).
                    if count == size && size > 0 { return count }
                    if count == buffer.count {
                        guard count < FileSystem.maxSize else { return nil }
                        grow(to: buffer.count * 2)
                    }
                } else if n == 0 {
                    return count
                } else if errno != EINTR {
                    return nil
                }
            }
        }

        private mutating func grow(to size: Int) {
            let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: max(size, buffer.count * 2), alignment: 16)
            if let from = buffer.baseAddress, let to = larger.baseAddress { memcpy(to, from, buffer.count) }
            buffer.deallocate()
            buffer = larger
        }

        /// Whether `needle` occurs in `haystack`: `memchr` to each candidate first byte, then `memcmp`.
        static func find(_ needle: [UInt8], in haystack: UnsafeRawBufferPointer) -> Bool {
            guard let first = needle.first, needle.count <= haystack.count, let base = haystack.baseAddress else {
                return false
            }
            return needle.withUnsafeBytes { n in
                guard let nb = n.baseAddress else { return false }
                var offset = 0
                let last = haystack.count - n.count
                while offset <= last {
                    guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                    let position = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + position, nb, n.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }

    /// Each worker's files, put together in the order of the list at the end.
    private final class Found: @unchecked Sendable {
        // @unchecked: worker `w` writes only `slots[w]`, once, before `concurrentPerform` returns; `all` reads
        // after it has returned.
        private let slots: UnsafeMutableBufferPointer<[(index: Int, bytes: [UInt8])]>

        init(workers: Int) {
            slots = .allocate(capacity: workers)
            slots.initialize(repeating: [])
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }

        func set(_ files: [(index: Int, bytes: [UInt8])], of worker: Int) { slots[worker] = files }

        func all() -> [(index: Int, bytes: [UInt8])] { slots.flatMap { $0 }.sorted { $0.index < $1.index } }
    }
}
