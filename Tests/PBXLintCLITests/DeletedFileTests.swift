import Foundation
import Testing
@testable import PBXLintCLI

/// `--deleted FILE`, what the hooks pass for a staged deletion, in a repository that keeps its project in a
/// subfolder (`ios/App.xcodeproj`, as most do): a deletion is never an error by itself. It selects the projects
/// that still exist and read the file, and is skipped (and counted in the summary) when there is none.
@Suite struct DeletedFileTests {
    /// A repository with TestProjects/Clean as `FOLDER/App.xcodeproj` (and its `Client/` sources and catalog).
    static func repository(folder: String = "ios") throws -> String {
        let root = try CLITestSupport.scratch()
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLITestSupport.testProjects + "/Clean", toPath: root + "/" + folder)
        try FileManager.default.moveItem(atPath: root + "/\(folder)/Clean.xcodeproj", toPath: root + "/\(folder)/App.xcodeproj")
        return root
    }

    @Test func deletedFileNoProjectReadsIsSkippedNotMissing() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // `git rm docs/notes.txt`, `git rm ios/Client/AppDelegate.swift`: the files are gone.
        let result = CLITestSupport.run(["--base-dir", root, "--deleted", root + "/docs/notes.txt",
                                         "--deleted", root + "/ios/Client/AppDelegate.swift"])
        #expect(result.status == .success, "\(result.out)\(result.err)")
        #expect(!result.err.contains("no such file"))
        // The source belongs to ios/App.xcodeproj by where it sits, so that project is linted; the note is skipped.
        #expect(result.err.contains("Linted 1 project: no problems; 1 deleted path skipped (no project reads it)"),
                "\(result.err)")
    }

    @Test func onlyDeletionsLintWhatReadsThemNotTheCurrentFolder() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["--base-dir", root, "--deleted", root + "/docs/notes.txt"])
        #expect(result.status == .success, "\(result.out)\(result.err)")
        #expect(result.err.contains("Linted 0 projects"), "\(result.err)")
        #expect(result.err.contains("1 deleted path skipped"))
    }

    @Test func movedProjectFolderLintsTheNewPlaceAndSkipsTheOld() throws {
        // `git mv ios/App ios/Client`-like: everything under ios/ now lives under client/ (as git passes it
        // without rename detection: the old paths deleted, the new ones added).
        let root = try Self.repository(folder: "My Client")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["--base-dir", root,
                                         "--deleted", root + "/ios/App.xcodeproj/project.pbxproj",
                                         "--deleted", root + "/ios/Client/Assets.xcassets/AppIcon.appiconset/Contents.json",
                                         "--deleted", root + "/ios/Client/AppDelegate.swift",
                                         "--", root + "/My Client/App.xcodeproj/project.pbxproj",
                                         root + "/My Client/Client/Assets.xcassets/AppIcon.appiconset/Contents.json"])
        #expect(result.status == .success, "\(result.out)\(result.err)")
        #expect(!result.out.contains("cannot read"))
        #expect(result.err.contains("Linted 1 project: no problems; 3 deleted paths skipped (no project reads them)"),
                "\(result.err)")
    }

    @Test func deletedProjectIsNotUnreadable() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // `git rm -r ios/App.xcodeproj`: the tracked files go, the ignored xcuserdata stays behind.
        try FileManager.default.removeItem(atPath: root + "/ios/App.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(atPath: root + "/ios/App.xcodeproj/xcuserdata/me.xcuserdatad",
                                                withIntermediateDirectories: true)
        let result = CLITestSupport.run(["--base-dir", root, "--deleted", root + "/ios/App.xcodeproj/project.pbxproj"])
        #expect(result.status == .success, "\(result.out)\(result.err)")
        #expect(!(result.out + result.err).contains("cannot read the project file"))
        #expect(result.err.contains("1 deleted path skipped"))
    }

    @Test func deletedIconSetAProjectListsIsStillCaught() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let set = root + "/ios/Client/Assets.xcassets/AppIcon-Blue.appiconset"
        try FileManager.default.removeItem(atPath: set)
        let result = CLITestSupport.run(["--base-dir", root, "--deleted", set + "/Contents.json",
                                         "--deleted", set + "/AppIcon-Blue.png"])
        #expect(result.status == .findings, "\(result.out)\(result.err)")
        #expect(result.out.contains("[alternate-icon-missing]"))
        #expect(result.out.contains("ios/App.xcodeproj/project.pbxproj:"))
        #expect(!result.err.contains("skipped"))
    }

    @Test func mistypedPathIsStillReportedWhenNotPassedAsADeletion() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["--base-dir", root, root + "/docs/notes.txt"])
        #expect(result.status == .unreadableInput)
        #expect((result.out + result.err).contains("no such file or directory"))
    }

    @Test func fileOwnersNameOnlyProjectsThatExist() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let owners = FileOwners()
        #expect(owners.projects(for: root + "/ios/App.xcodeproj/project.pbxproj") == [root + "/ios/App.xcodeproj"])
        #expect(owners.projects(for: root + "/ios/App.xcodeproj") == [root + "/ios/App.xcodeproj"])
        // A file of a project bundle that is gone (moved, deleted) belongs to no project.
        #expect(owners.projects(for: root + "/old/App.xcodeproj/project.pbxproj").isEmpty)
        #expect(owners.projects(for: root + "/old/App.xcodeproj/xcshareddata/xcschemes/App.xcscheme").isEmpty)
        // A deleted source in the project's folder still belongs to the project next to it.
        #expect(owners.projects(for: root + "/ios/Client/Gone.swift") == [root + "/ios/App.xcodeproj"])
    }
}
