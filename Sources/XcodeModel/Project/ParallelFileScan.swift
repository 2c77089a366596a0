#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import Dispatch

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

    /// Files outside the tree of the project in `sourceRoot` are not read (`FileSystem.read(_:insideTreeOf:)`).
    static func files(_ paths: [String], insideTreeOf sourceRoot: String,
                      workers: Int = ProcessEnvironment.processorCount,
                      keeping accept: @escaping @Sendable ([UInt8]) -> Bool) -> [(path: String, bytes: [UInt8])] {
        let workers = max(1, min(workers, (paths.count + batch - 1) / batch))
        if workers == 1 {
            var reader = Reader(sourceRoot: sourceRoot)
            return paths.compactMap { path in
                guard let bytes = reader.read(path), accept(bytes) else { return nil }
                return (path, bytes)
            }
        }
        let box = Box(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var reader = Reader(sourceRoot: sourceRoot)
            while let range = box.nextBatch() {
                for index in range {
                    guard let bytes = reader.read(paths[index]), accept(bytes) else { continue }
                    box.keep(bytes, at: index)
                }
            }
        }
        return box.kept().map { (paths[$0.index], $0.bytes) }
    }

    /// `FileSystem.read` for one worker, skipping files in directories it found missing (`MissingDirectories`).
    struct Reader {
        let sourceRoot: String
        private var missing = MissingDirectories()
        /// The directories found missing (`MissingDirectories`).
        var missingDirectories: Set<String> { missing.paths }

        init(sourceRoot: String) {
            self.sourceRoot = sourceRoot
        }

        /// The file's bytes, or nil if it cannot be read.
        mutating func read(_ path: String) -> [UInt8]? {
            if missing.contain(path) { return nil }
            switch FileSystem.read(path, insideTreeOf: sourceRoot) {
            case .success(let bytes):
                return bytes
            case .failure(.missing):
                missing.noteMissing(path)
                return nil
            case .failure:
                return nil
            }
        }
    }

    /// The shared cursor and the accepted files.
    private final class Box: @unchecked Sendable {
        private let lock = Lock()
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
