import Foundation
import Testing
@testable import XcodeModel

/// `MarkedSourceScan`: the files that contain the marker come back whole and in the order given, whatever the
/// number of workers; the buffer each worker reuses never lets one file's bytes stand in for another's.
@Suite struct MarkedSourceScanTests {
    let root: String
    let marker = IconNameUses.marker

    init() throws {
        root = NSTemporaryDirectory() + "pbxlint-marked-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    @Test("many files over several workers: those with the marker, whole, in the given order", arguments: [1, 2, 4, 7])
    func orderAndFilter(workers: Int) throws {
        let (paths, expected) = try ScanFixture.files(in: root)
        let found = MarkedSourceScan.files(paths, containing: marker, insideTreeOf: root, workers: workers,
                                           filesPerWorker: MarkedSourceScan.batch)
        #expect(found.map(\.path) == expected)
        #expect(found.count == 72)
        for (path, bytes) in found {
            #expect(bytes == Array((try String(contentsOfFile: path, encoding: .utf8)).utf8))
        }
    }

    @Test("a file larger than the buffer, then smaller ones: each is read whole, none sees the last one's bytes")
    func bufferReuse() throws {
        // 200 KB with the marker in its last bytes (the buffer starts at 64 KiB and grows).
        let big = String(repeating: "let value = 1 // filler\n", count: 8_400) + "setAlternateIconName"
        try big.write(toFile: root + "/Big.swift", atomically: false, encoding: .utf8)
        // Shorter than the big file: a search of the whole buffer would find the big file's marker in its tail.
        try "let small = 2\n".write(toFile: root + "/Small.swift", atomically: false, encoding: .utf8)
        try "".write(toFile: root + "/Empty.swift", atomically: false, encoding: .utf8)
        try "AlternateIcon".write(toFile: root + "/Exact.swift", atomically: false, encoding: .utf8)
        try "AlternateIco".write(toFile: root + "/Short.swift", atomically: false, encoding: .utf8)
        let names = ["Big", "Small", "Empty", "Short", "Exact", "Small"]
        let found = MarkedSourceScan.files(names.map { root + "/\($0).swift" }, containing: marker, insideTreeOf: root, workers: 1)
        #expect(found.map(\.path) == [root + "/Big.swift", root + "/Exact.swift"])
        #expect(found.first?.bytes == Array(big.utf8))
        #expect(found.last?.bytes == Array("AlternateIcon".utf8))
    }

    @Test("the same name in different folders, back and forth: each file from its own folder")
    func folders() throws {
        for folder in ["A", "B", "A/B"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            try "AlternateIcon in \(folder)".write(toFile: root + "/\(folder)/X.swift", atomically: false, encoding: .utf8)
        }
        let order = ["A", "B", "A", "A/B", "B", "A/B", "A"]
        let found = MarkedSourceScan.files(order.map { root + "/\($0)/X.swift" }, containing: marker, insideTreeOf: root, workers: 1)
        #expect(found.map { String(decoding: $0.bytes, as: UTF8.self) } == order.map { "AlternateIcon in \($0)" })
    }

    @Test("each folder is resolved once, back and forth; a missing folder's files are not opened; a missing file does not hide its neighbours")
    func foldersResolvedOnce() throws {
        try "AlternateIcon a".write(toFile: root + "/here.swift", atomically: false, encoding: .utf8)
        try "AlternateIcon b".write(toFile: root + "/there.swift", atomically: false, encoding: .utf8)
        try "f".write(toFile: root + "/plain", atomically: false, encoding: .utf8)
        let paths = [root + "/gone/One.swift", root + "/gone/Two.swift", root + "/absent.swift", root + "/here.swift",
                     root + "/plain/under-a-file.swift", root + "/gone/Three.swift", root + "/there.swift",
                     root + "/gone/deeper/Four.swift"]
        let plan = MarkedSourceScan.Plan(paths, insideTree: try #require(ProjectTree.realRoot(ofProjectIn: root)))
        // root, gone, plain, gone/deeper: one resolution each, though `gone` and the root come back.
        #expect(plan.foldersResolved == 4)
        #expect(plan.entries.map(\.folder) == [-1, -1, 0, 0, 1, -1, 0, -1])
        let found = MarkedSourceScan.files(paths, containing: marker, insideTreeOf: root, workers: 1)
        #expect(found.map(\.path) == [root + "/here.swift", root + "/there.swift"])
    }

    @Test("a path without a plain name, or not absolute, is judged by its whole path")
    func pathsJudgedAlone() throws {
        try FileManager.default.createDirectory(atPath: root + "/Sub", withIntermediateDirectories: true)
        try "AlternateIcon up".write(toFile: root + "/Up.swift", atomically: false, encoding: .utf8)
        let paths = [root + "/Sub/..", root + "/Sub/.", root + "/Sub/", "relative.swift", root + "/Sub/../Up.swift"]
        let plan = MarkedSourceScan.Plan(paths, insideTree: try #require(ProjectTree.realRoot(ofProjectIn: root)))
        #expect(plan.entries.map(\.folder) == [-2, -2, -2, -2, 0])
        let found = MarkedSourceScan.files(paths, containing: marker, insideTreeOf: root, workers: 1)
        #expect(found.map(\.path) == [root + "/Sub/../Up.swift"])
    }

    @Test("every file opened is recorded as an input of the run, with or without the marker")
    func inputsRecorded() throws {
        try "AlternateIcon".write(toFile: root + "/Marked.swift", atomically: false, encoding: .utf8)
        try "plain".write(toFile: root + "/Plain.swift", atomically: false, encoding: .utf8)
        _ = MarkedSourceScan.files([root + "/Marked.swift", root + "/Plain.swift"], containing: marker,
                                   insideTreeOf: root, workers: 1)
        for name in ["Marked", "Plain"] {
            #expect(InputLog.identity(of: root + "/\(name).swift").map(InputLog.contains) == true)
        }
    }

    @Test("a small target is read on the calling thread; a second worker from 512 files")
    func workerCount() {
        #expect(MarkedSourceScan.workerCount(files: 16, available: 2) == 1)
        #expect(MarkedSourceScan.workerCount(files: 511, available: 2) == 1)
        #expect(MarkedSourceScan.workerCount(files: 512, available: 2) == 2)
        #expect(MarkedSourceScan.workerCount(files: 5_000, available: 2) == 2)
        #expect(MarkedSourceScan.workerCount(files: 5_000, available: 1) == 1)
        #expect(MarkedSourceScan.workerCount(files: 0, available: 4) == 1)
        // With one file per worker, the batches bound it: 40 files are two batches.
        #expect(MarkedSourceScan.workerCount(files: 40, available: 8, filesPerWorker: 1) == 2)
    }

    @Test func noPaths() {
        #expect(MarkedSourceScan.files([], containing: marker, insideTreeOf: root, workers: 4).isEmpty)
    }

    /// A source whose real path is outside the project's tree (a committed symlink, or a folder link) is not read:
    /// its text must not reach a report (docs/security.md).
    @Test func aSourceOutsideTheTreeIsNotRead() throws {
        let tree = root + "/Repo", outside = root + "/Outside"
        try FileManager.default.createDirectory(atPath: tree + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "setAlternateIconName(\"Secret\")\n".write(toFile: outside + "/Secret.swift", atomically: false, encoding: .utf8)
        try "setAlternateIconName(\"Mine\")\n".write(toFile: tree + "/Mine.swift", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: tree + "/Linked.swift", withDestinationPath: outside + "/Secret.swift")
        try FileManager.default.createSymbolicLink(atPath: tree + "/Folder", withDestinationPath: outside)
        // Links that stay inside the tree are followed: a file link and a folder link.
        try FileManager.default.createDirectory(atPath: tree + "/Real", withIntermediateDirectories: true)
        try "setAlternateIconName(\"Inner\")\n".write(toFile: tree + "/Real/Inner.swift", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: tree + "/InnerLink.swift", withDestinationPath: tree + "/Real/Inner.swift")
        try FileManager.default.createSymbolicLink(atPath: tree + "/RealLink", withDestinationPath: "Real")
        let listed = [tree + "/Mine.swift", tree + "/Linked.swift", tree + "/Folder/Secret.swift", tree + "/InnerLink.swift",
                      tree + "/RealLink/Inner.swift", tree + "/Real/../Folder/Secret.swift"]
        for workers in [1, 2] {
            let found = MarkedSourceScan.files(listed, containing: marker, insideTreeOf: tree, workers: workers, filesPerWorker: 1)
            #expect(found.map(\.path) == [tree + "/Mine.swift", tree + "/InnerLink.swift", tree + "/RealLink/Inner.swift"])
        }
    }
}
