import Foundation
import Testing
@testable import XcodeModel

/// `ParallelFileScan`: files read on several workers come back filtered and in the order given, whatever order
/// the workers finished in; files that cannot be read are left out, as the sequential loop did.
@Suite struct ParallelFileScanTests {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "pbxlint-scan-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    @Test("many files over several workers: the accepted ones, in the given order", arguments: [1, 2, 4, 7])
    func orderAndFilter(workers: Int) throws {
        let (paths, expected) = try ScanFixture.files(in: root)
        let marker = Array("AlternateIcon".utf8)
        let found = ParallelFileScan.files(paths, insideTreeOf: "/", workers: workers) { IconNameUses.contains($0, marker) }
        #expect(found.map(\.path) == expected)
        #expect(found.count == 72)
        for (path, bytes) in found {
            #expect(bytes == Array((try String(contentsOfFile: path, encoding: .utf8)).utf8))
        }
    }

    @Test("a missing directory is asked once; a missing file in a present one does not hide its neighbours")
    func missingDirectories() throws {
        try "a".write(toFile: root + "/here.swift", atomically: false, encoding: .utf8)
        try "f".write(toFile: root + "/plain", atomically: false, encoding: .utf8)
        var reader = ParallelFileScan.Reader(sourceRoot: "/")
        #expect(reader.read(root + "/gone/One.swift") == nil)
        #expect(reader.read(root + "/gone/Two.swift") == nil)
        #expect(reader.read(root + "/absent.swift") == nil)
        #expect(reader.read(root + "/here.swift") == Array("a".utf8))
        #expect(reader.read(root + "/plain/under-a-file.swift") == nil)
        // (A path through a file fails with "not a directory", which is not "missing": nothing is remembered.)
        #expect(reader.missingDirectories == [root + "/gone"])
        // A name that only starts like a missing directory is not inside it.
        try "c".write(toFile: root + "/gone.swift", atomically: false, encoding: .utf8)
        #expect(reader.read(root + "/gone.swift") == Array("c".utf8))
        #expect(reader.read(root + "/gone/deeper/Three.swift") == nil)
        // A directory that appears later is not re-examined by this reader (one scan sees one moment), but a new
        // reader finds its files.
        try FileManager.default.createDirectory(atPath: root + "/gone", withIntermediateDirectories: true)
        try "b".write(toFile: root + "/gone/Two.swift", atomically: false, encoding: .utf8)
        #expect(reader.read(root + "/gone/Two.swift") == nil)
        var fresh = ParallelFileScan.Reader(sourceRoot: "/")
        #expect(fresh.read(root + "/gone/Two.swift") == Array("b".utf8))
        #expect(fresh.missingDirectories.isEmpty)
    }

    @Test func noPaths() {
        #expect(ParallelFileScan.files([], insideTreeOf: "/", workers: 4) { _ in true }.isEmpty)
    }
}
