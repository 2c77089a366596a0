import Foundation

/// Reads many files on every core and keeps those a test accepts, in the order given.
///
/// Why: the code check reads every Swift and Objective-C file a target compiles to find the few that mention
/// alternate icons. For thousands of small files the time goes into the system calls of opening and reading each
/// one, not into the test, so spreading the files over the cores is what shortens it. Files that cannot be read
/// are skipped, as the sequential loop it replaces did.
enum ParallelFileScan {
    /// Files handed to a worker at a time: large enough that taking the next batch is rare, small enough that the
    /// workers finish together.
    static let batch = 32

    static func files(_ paths: [String], workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                      keeping accept: @escaping @Sendable ([UInt8]) -> Bool) -> [(path: String, bytes: [UInt8])] {
        let workers = max(1, min(workers, (paths.count + batch - 1) / batch))
        if workers == 1 {
            return paths.compactMap { path in
                guard case .success(let bytes) = FileSystem.read(path), accept(bytes) else { return nil }
                return (path, bytes)
            }
        }
        let box = Box(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let range = box.nextBatch() {
                for index in range {
                    guard case .success(let bytes) = FileSystem.read(paths[index]), accept(bytes) else { continue }
                    box.keep(bytes, at: index)
                }
            }
        }
        return box.kept().map { (paths[$0.index], $0.bytes) }
    }

    /// The shared cursor and the accepted files.
    private final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private let count: Int
        private var cursor = 0
        private var accepted: [(index: Int, bytes: [UInt8])] = []

        init(count: Int) { self.count = count }

        func nextBatch() -> Range<Int>? {
            lock.lock()
            defer { lock.unlock() }
            guard cursor < count else { return nil }
            let start = cursor
            cursor = min(count, cursor + ParallelFileScan.batch)
            return start..<cursor
        }

        func keep(_ bytes: [UInt8], at index: Int) {
            lock.lock()
            accepted.append((index, bytes))
            lock.unlock()
        }

        func kept() -> [(index: Int, bytes: [UInt8])] {
            lock.lock()
            defer { lock.unlock() }
            return accepted.sorted { $0.index < $1.index }
        }
    }
}
