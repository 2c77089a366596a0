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
/// Why: the code checks read every Swift and Objective-C file of a target to find the few that mention alternate
/// icons or load images by name, thousands in a big app. What a bare loop of open/read/close pays is the floor;
/// everything else is paid per folder, not per file:
/// - the files are grouped by folder first (`Plan`), and each folder's real path is resolved and checked against
///   the tree once (docs/security.md: a file whose real path leaves the repository is never read);
/// - each worker opens a file by its name in its folder, opened by that real path (`openat`: the kernel does not
///   walk the whole path again), refusing a symlink there (`O_NOFOLLOW`); only a file that is a symlink is
///   resolved on its own, and read only if it points inside the tree;
/// - each file is read with one `read` into a buffer the worker keeps for all its files, and the marker is
///   looked for in the raw bytes; only a file that has it is copied out. Nothing is allocated or decoded for the
///   others; the files' identities (`InputLog`) are recorded once per worker, not under a lock per file.
/// The workers take fixed, interleaved batches of the list, so they share nothing while reading. Files that cannot
/// be read are skipped: they are not this check's business.
enum MarkedSourceScan {
    /// Files a worker takes at a time: worker `w` reads batches `w`, `w + workers`, …
    static let batch = 32

    /// What one scan found: the files that contain its marker, with their bytes, in the order listed; and the
    /// paths of those that contain the marker it was asked to note (for another check: not copied, read again by
    /// that check if it runs), in the order listed.
    struct Found {
        var files: [(path: String, bytes: [UInt8])] = []
        var noted: [String] = []
    }

    /// The files of `paths` that contain `marker`, with their bytes, in the order given. Files whose real path is
    /// outside the tree of the project in `sourceRoot` are not read, as `FileSystem.read(_:insideTreeOf:)` does it.
    static func files(_ paths: [String], containing marker: SourceMarker, insideTreeOf sourceRoot: String,
                      workers: Int = ProcessEnvironment.processorCount,
                      filesPerWorker: Int = filesPerWorker) -> [(path: String, bytes: [UInt8])] {
        scan(paths, containing: marker, insideTreeOf: sourceRoot, workers: workers, filesPerWorker: filesPerWorker).files
    }

    /// The fewest files worth a worker thread of their own: starting a thread and handing it work costs about as
    /// much as opening and reading a few dozen small files, so a small target (claw's few dozen sources) is read
    /// on the calling thread alone, and a second worker starts from 2 × 256 files.
    static let filesPerWorker = 256

    /// How many workers read `files` files: at most `available`, one per `filesPerWorker` files and per batch.
    static func workerCount(files: Int, available: Int, filesPerWorker: Int = filesPerWorker) -> Int {
        max(1, min(available, files / max(filesPerWorker, 1), (files + batch - 1) / batch))
    }

    /// `files`, also noting the paths of the files that contain `other`, so that the check looking for it need
    /// not read every file again.
    static func scan(_ paths: [String], containing marker: SourceMarker, noting other: SourceMarker? = nil,
                     insideTreeOf sourceRoot: String, workers: Int = ProcessEnvironment.processorCount,
                     filesPerWorker: Int = filesPerWorker) -> Found {
        guard !paths.isEmpty, let root = ProjectTree.realRoot(ofProjectIn: sourceRoot) else { return Found() }
        let plan = Plan(paths, insideTree: root)
        let workers = workerCount(files: paths.count, available: workers, filesPerWorker: filesPerWorker)
        if workers == 1 {
            var reader = Reader(marker: marker, other: other, plan: plan)
            var found = Found()
            for index in paths.indices {
                let (bytes, noted) = reader.read(index)
                if let bytes { found.files.append((paths[index], bytes)) }
                if noted { found.noted.append(paths[index]) }
            }
            reader.recordInputs()
            return found
        }
        let slots = Slots(workers: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var reader = Reader(marker: marker, other: other, plan: plan)
            var mine: [(index: Int, bytes: [UInt8])] = []
            var noted: [Int] = []
            var start = worker * batch
            while start < paths.count {
                for index in start..<min(paths.count, start + batch) {
                    let (bytes, note) = reader.read(index)
                    if let bytes { mine.append((index, bytes)) }
                    if note { noted.append(index) }
                }
                start += workers * batch
            }
            reader.recordInputs()
            slots.set(mine, noted, of: worker)
        }
        return Found(files: slots.files().map { (paths[$0.index], $0.bytes) }, noted: slots.noted().map { paths[$0] })
    }

    /// Where each listed file is to be opened, decided before any file is: the list's folders, each resolved and
    /// checked against the tree once. A target lists its files folder by folder, so a file's folder is found by
    /// comparing its bytes with the last file's; a `String` is made once per change of folder, not per file.
    struct Plan: Sendable {
        /// The file is not read: its folder is missing, or its real path is outside the tree.
        static let notRead: Int32 = -1
        /// The file is judged by its own whole path (it has no absolute folder, or a name like `..`).
        static let alone: Int32 = -2

        struct Entry: Sendable {
            /// The index of the file's folder in `folders`, or `notRead`, or `alone`.
            var folder: Int32
            /// Where the file's name starts in its path's bytes.
            var nameOffset: Int32
        }

        let paths: [String]
        /// The real root of the tree.
        let root: String
        /// The real paths of the folders, inside the tree, that hold listed files; each once.
        private(set) var folders: [String] = []
        /// One per listed file.
        private(set) var entries: [Entry] = []
        /// How many folders were resolved (for the tests: each once, present, missing or outside).
        private(set) var foldersResolved = 0

        init(_ paths: [String], insideTree root: String) {
            self.paths = paths
            self.root = root
            entries.reserveCapacity(paths.count)
            var known: [String: Int32] = [:]
            // The last file's folder, as bytes, and its index.
            var lastFolderBytes: [UInt8] = []
            var lastFolder: Int32?
            for path in paths {
                // The length of the file's folder part, and the folder as a String when it is not the last file's;
                // nil (either level) for a path judged alone.
                let probe: (length: Int, changed: String?)?? = path.utf8.withContiguousStorageIfAvailable { bytes in
                    guard let length = Self.folderLength(of: bytes), let base = bytes.baseAddress else { return nil }
                    let same = lastFolder != nil && length == lastFolderBytes.count
                        && lastFolderBytes.withUnsafeBufferPointer { known in
                            known.baseAddress.map { memcmp($0, base, length) == 0 } ?? false
                        }
                    if same { return (length, nil) }
                    let folder = UnsafeBufferPointer(rebasing: bytes[0..<length])
                    lastFolderBytes.removeAll(keepingCapacity: true)
                    lastFolderBytes.append(contentsOf: folder)
                    return (length, String(decoding: folder, as: UTF8.self))
                }
                guard let found = probe ?? nil else {
                    entries.append(Entry(folder: Self.alone, nameOffset: 0))
                    continue
                }
                let folder: Int32
                if let folderPath = found.changed {
                    if let seen = known[folderPath] {
                        folder = seen
                    } else {
                        folder = resolve(folderPath)
                        known[folderPath] = folder
                    }
                    lastFolder = folder
                } else if let lastFolder {
                    folder = lastFolder
                } else {
                    folder = Self.alone
                }
                entries.append(Entry(folder: folder, nameOffset: Int32(found.length + 1)))
            }
        }

        /// The folder's index in `folders`, or `notRead` if it is missing or its real path is outside the tree.
        private mutating func resolve(_ folder: String) -> Int32 {
            foldersResolved += 1
            guard let real = ProjectTree.realDirectory(folder),
                  ProjectPath.isInside(real, root) else { return Self.notRead }
            folders.append(real)
            return Int32(folders.count - 1)
        }

        /// The length of the folder part of an absolute path whose last component is a plain name (not empty, `.`
        /// or `..`); nil for anything else, which is judged alone.
        private static func folderLength(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            var slash = bytes.count - 1
            while slash >= 0 && bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
            let name = bytes.count - slash - 1
            guard slash > 0, bytes[0] == UInt8(ascii: "/"), name > 0,
                  !(name <= 2 && bytes[slash + 1] == UInt8(ascii: ".")
                    && (name == 1 || bytes[slash + 2] == UInt8(ascii: "."))) else { return nil }
            return slash
        }
    }

    /// One worker's reader: its buffer, the folder it has open, and the identities of the files it opened.
    struct Reader: ~Copyable {
        let marker: SourceMarker
        /// The marker whose files are only noted.
        let other: SourceMarker?
        let plan: Plan
        private var buffer: UnsafeMutableRawBufferPointer
        /// The folder open in `folderFD` (an index in `plan.folders`), -1 for none.
        private var openFolder: Int32 = -1
        /// -1 when the folder could not be opened.
        private var folderFD: Int32 = -1
        private var identities: [InputLog.FileIdentity] = []

        init(marker: SourceMarker, other: SourceMarker? = nil, plan: Plan) {
            self.marker = marker
            self.other = other
            self.plan = plan
            buffer = .allocate(byteCount: 64 << 10, alignment: 16)
        }

        deinit {
            buffer.deallocate()
            if folderFD >= 0 { _ = close(folderFD) }
        }

        /// Records the files this reader opened as inputs of the run (`InputLog`).
        mutating func recordInputs() {
            InputLog.record(contentsOf: identities)
            identities = []
        }

        /// The bytes of the listed file at `index` if it can be read and contains the marker (nil otherwise), and
        /// whether it contains the other marker.
        mutating func read(_ index: Int) -> (bytes: [UInt8]?, noted: Bool) {
            let entry = plan.entries[index]
            if entry.folder == Plan.notRead { return (nil, false) }
            guard entry.folder >= 0 else { return readAlone(index) }
            if openFolder != entry.folder {
                if folderFD >= 0 { _ = close(folderFD) }
                openFolder = entry.folder
                // By its real path, which has no symlink left in it to follow.
                folderFD = plan.folders[Int(entry.folder)].withCString { name in
                    var fd: Int32
                    repeat { fd = open(name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) } while fd < 0 && errno == EINTR
                    return fd
                }
            }
            // The folder is not a folder, or could not be opened now: each file is then judged and opened alone.
            guard folderFD >= 0 else { return readAlone(index) }
            let opened = plan.paths[index].withCString {
                FileSystem.openRegularFile(named: $0 + Int(entry.nameOffset), in: folderFD, followingLink: false)
            }
            switch opened {
            case .success(let file):
                return readMarked(file)
            case .failure(let failure) where failure.openErrno == ELOOP:
                // A symlink: judged by where it points.
                return readAlone(index)
            case .failure:
                return (nil, false)
            }
        }

        /// The file at `index` judged by its whole path: read only if its real path is inside the tree.
        private mutating func readAlone(_ index: Int) -> (bytes: [UInt8]?, noted: Bool) {
            let path = plan.paths[index]
            guard ProjectTree.contains(root: plan.root, path) else { return (nil, false) }
            switch path.withCString({ FileSystem.openRegularFile(named: $0, in: AT_FDCWD, followingLink: true) }) {
            case .success(let file): return readMarked(file)
            case .failure: return (nil, false)
            }
        }

        /// The open file's bytes if they contain the marker, and whether it contains the other marker; closes it.
        private mutating func readMarked(_ file: (fd: Int32, size: Int, identity: InputLog.FileIdentity))
            -> (bytes: [UInt8]?, noted: Bool) {
            defer { _ = close(file.fd) }
            identities.append(file.identity)
            guard let count = fill(file.fd, size: file.size), let base = buffer.baseAddress else { return (nil, false) }
            let bytes = UnsafeRawBufferPointer(start: base, count: count)
            let noted = other?.occurs(in: bytes) ?? false
            return (marker.occurs(in: bytes) ? [UInt8](bytes) : nil, noted)
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
    }

    /// Each worker's files, put together in the order of the list at the end.
    private final class Slots: @unchecked Sendable {
        // @unchecked: worker `w` writes only slot `w` of each buffer, once, before `concurrentPerform` returns;
        // `files` and `noted` read after it has returned.
        private let found: UnsafeMutableBufferPointer<[(index: Int, bytes: [UInt8])]>
        private let notedIndices: UnsafeMutableBufferPointer<[Int]>

        init(workers: Int) {
            found = .allocate(capacity: workers)
            found.initialize(repeating: [])
            notedIndices = .allocate(capacity: workers)
            notedIndices.initialize(repeating: [])
        }

        deinit {
            found.deinitialize()
            found.deallocate()
            notedIndices.deinitialize()
            notedIndices.deallocate()
        }

        func set(_ files: [(index: Int, bytes: [UInt8])], _ noted: [Int], of worker: Int) {
            found[worker] = files
            notedIndices[worker] = noted
        }

        func files() -> [(index: Int, bytes: [UInt8])] { found.flatMap { $0 }.sorted { $0.index < $1.index } }

        func noted() -> [Int] { notedIndices.flatMap { $0 }.sorted() }
    }
}
