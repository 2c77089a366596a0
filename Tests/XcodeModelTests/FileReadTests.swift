import Foundation
import Testing
@testable import XcodeModel

/// `FileSystem.read`: POSIX reads with a reason for every failure (issue "Robustness").
@Suite struct FileReadTests {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "pbxlint-read-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    @Test("DiskCache.realPath resolves once per path and remembers missing ones")
    func realPathIsRemembered() throws {
        try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/real")
        let cache = DiskCache()
        let real = try #require(FileSystem.realPath(root + "/real"))
        #expect(cache.realPath(root + "/link") == real)
        #expect(cache.realPath(root + "/nothing") == nil)
        // Answers are kept for the run: the disk changing under it does not change them.
        try FileManager.default.removeItem(atPath: root + "/link")
        try FileManager.default.createDirectory(atPath: root + "/nothing", withIntermediateDirectories: true)
        #expect(cache.realPath(root + "/link") == real)
        #expect(cache.realPath(root + "/nothing") == nil)
        #expect(DiskCache().realPath(root + "/link") == nil)
        // Built on the parent's answer: a link in the middle of the path is followed, `..` is resolved.
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/real")
        try FileManager.default.createDirectory(atPath: root + "/real/inner", withIntermediateDirectories: true)
        let fresh = DiskCache()
        #expect(fresh.realPath(root + "/link/inner") == real + "/inner")
        #expect(fresh.realPath(root + "/real/../link/inner") == real + "/inner")
        #expect(fresh.realPath(root + "/link/missing/deeper") == nil)
    }

    /// `ProjectTree` resolves a folder from its parent's cached answer plus one `lstat`; a link anywhere in the path
    /// must still be followed. A missing folder is remembered by one scan's plan (`MarkedSourceScan.Plan`), not by the
    /// process.
    @Test func projectTreeRealPathsFollowLinksAndRememberMissingFoldersPerScan() throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/outside/deep", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/tree/a", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: root + "/tree/a/link", withDestinationPath: root + "/outside")
        let realRoot = try #require(FileSystem.realPath(root))
        #expect(ProjectTree.realPath(of: root + "/tree/a/link/deep/file.swift") == realRoot + "/outside/deep/file.swift")
        #expect(ProjectTree.realPath(of: root + "/tree/a/plain.swift") == realRoot + "/tree/a/plain.swift")
        #expect(ProjectTree.realPath(of: root + "/tree/a/../a/link/x") == realRoot + "/outside/x")
        #expect(!ProjectTree.contains(root: realRoot + "/tree", root + "/tree/a/link/deep/file.swift"))
        #expect(ProjectTree.realPath(of: root + "/tree/later/file.swift") == nil)
        let scan = MarkedSourceScan.Plan([root + "/tree/later/file.swift", root + "/tree/a/plain.swift"], insideTree: realRoot + "/tree")
        try fm.createDirectory(atPath: root + "/tree/later", withIntermediateDirectories: true)
        let nextScan = MarkedSourceScan.Plan([root + "/tree/later/file.swift"], insideTree: realRoot + "/tree")
        #expect(scan.entries.map(\.folder) == [MarkedSourceScan.Plan.notRead, 0])
        #expect(nextScan.entries.map(\.folder) == [0])
        #expect(ProjectTree.realPath(of: root + "/tree/later/file.swift") == realRoot + "/tree/later/file.swift")
    }

    /// A folder whose parents are not resolved yet is first looked up whole (one `lstat`): below a missing folder
    /// or a file it is missing, but a link on the way must still be followed and a dangling one still refused.
    @Test func foldersWithUnresolvedParentsAreAnsweredWhole() throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/elsewhere/sub", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/t", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: root + "/t/link", withDestinationPath: root + "/elsewhere")
        try fm.createSymbolicLink(atPath: root + "/t/dangling", withDestinationPath: root + "/nowhere")
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/t/file"))
        let realRoot = try #require(FileSystem.realPath(root))
        #expect(FileSystem.isAbsent(root + "/t/missing/a/b"))
        #expect(FileSystem.isAbsent(root + "/t/file/a"))
        #expect(!FileSystem.isAbsent(root + "/t/dangling"))  // the link itself is there
        #expect(!FileSystem.isAbsent(root + "/t/link/sub"))
        #expect(ProjectTree.realPath(of: root + "/t/missing/a/b/file.swift") == nil)
        #expect(ProjectTree.realPath(of: root + "/t/file/a/b.swift") == nil)
        #expect(ProjectTree.realPath(of: root + "/t/dangling/a/b.swift") == nil)
        #expect(ProjectTree.realPath(of: root + "/t/link/sub/c.swift") == realRoot + "/elsewhere/sub/c.swift")
        #expect(ProjectTree.realPath(of: root + "/t/link/sub/new/c.swift") == nil)
        #expect(!ProjectTree.contains(root: realRoot + "/t", root + "/t/missing/a/b/file.swift"))
        #expect(!ProjectTree.contains(root: realRoot + "/t", root + "/t/link/sub/c.swift"))
    }

    /// Large project files were mapped for speed; a file truncated by another process meanwhile then killed the
    /// process with SIGBUS. They are read into memory like every other file.
    @Test func aLargeProjectFileIsReadNotMapped() throws {
        let padding = String(repeating: "/* padding */\n", count: 100_000)  // 1.4 MB
        let text = "// !$*UTF8*$!\n" + padding + "{ archiveVersion = 1; objects = { R = { isa = PBXProject; "
            + "mainGroup = G; targets = (); buildConfigurationList = L; }; G = { isa = PBXGroup; children = (); "
            + "sourceTree = \"<group>\"; }; L = { isa = XCConfigurationList; buildConfigurations = (); }; }; "
            + "rootObject = R; }\n"
        try FileManager.default.createDirectory(atPath: root + "/Big.xcodeproj", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/Big.xcodeproj/project.pbxproj"))
        let project = try XcodeProject.load(path: root + "/Big.xcodeproj").get()
        #expect(project.document.source.bytes.count > 1 << 20)
        #expect(!project.document.source.bytes.isLent)
    }

    @Test func emptyFileIsEmptyBytes() throws {
        try #require(FileManager.default.createFile(atPath: root + "/empty", contents: Data()))
        #expect(try FileSystem.read(root + "/empty").get() == [])
    }

    @Test func largerThanOneChunkReadsEveryByte() throws {
        // An odd size and every byte value, so a short read that is not retried, or a lost byte, shows.
        let bytes = (0..<300_001).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) }
        try Data(bytes).write(to: URL(fileURLWithPath: root + "/big"))
        #expect(try FileSystem.read(root + "/big").get() == bytes)
    }

    @Test func missingFile() {
        #expect(FileSystem.read(root + "/nope") == .failure(.missing))
        #expect(FileSystem.read(root + "/nope/deeper") == .failure(.missing))
    }

    @Test func directory() throws {
        #expect(FileSystem.read(root) == .failure(.unreadable("it is a directory, not a file")))
    }

    @Test func componentThatIsAFile() throws {
        try #require(FileManager.default.createFile(atPath: root + "/file", contents: Data("x".utf8)))
        #expect(FileSystem.read(root + "/file/inside")
                == .failure(.unreadable("a component of the path is not a directory")))
    }

    @Test func symlinkLoop() throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/loop", withDestinationPath: root + "/loop")
        #expect(FileSystem.read(root + "/loop") == .failure(.unreadable("too many levels of symbolic links")))
    }

    @Test func fifoIsRefusedWithoutBlocking() throws {
        try #require(mkfifo(root + "/fifo", 0o644) == 0)
        #expect(FileSystem.read(root + "/fifo")
                == .failure(.unreadable("it is not a regular file (a device, FIFO or socket)")))
    }

    @Test func reasonsForMessages() {
        #expect(FileReadError(errno: EACCES).reason == "permission denied")
        #expect(FileReadError(errno: EPERM).reason == "permission denied")
        #expect(FileReadError(errno: ENOENT) == .missing)
        // Unlisted errors use the C library's text, lowercased at the start to fit inside a sentence.
        let other = FileReadError(errno: ENOSPC).reason
        #expect(!other.isEmpty && other.first?.isLowercase == true)
    }
}
