import Foundation
import Testing
import LintEngine
@testable import PBXLintCLI

/// A search that skipped something says what and fails, instead of "Linted 0 projects: no problems" (issue 21).
@Suite struct SkippedSearchTests {
    @Test(.enabled(if: UnprivilegedRun.available, "needs a non-root user, or setpriv to drop root"))
    func anUnreadableFolderIsNamedAndExits3() throws {
        let root = try UnprivilegedRun.tree(copying: ["MissingInRelease": "Open"])
        defer { UnprivilegedRun.remove(root) }
        try FileManager.default.createDirectory(atPath: root + "/Locked/Inner", withIntermediateDirectories: true)
        try UnprivilegedRun.lock(root + "/Locked")

        let argument = try UnprivilegedRun.pbxlint(["--no-color", "Locked"], in: root)
        #expect(argument.status == 3)
        #expect(argument.out == "Locked: error: cannot search this folder: permission denied\n")
        #expect(argument.err == "Linted 0 projects, 1 could not be read: no findings\n", "\(argument.err)")

        let below = try UnprivilegedRun.pbxlint(["--no-color", "."], in: root)
        #expect(below.status == 3)
        #expect(below.out.contains("Locked: error: cannot search this folder: permission denied\n"))
        #expect(below.out.contains("Open/MissingInRelease.xcodeproj/project.pbxproj:169:5: error:"))
    }

    @Test func theFolderLimitIsAnErrorNamingIt() throws {
        let root = try CLITestSupport.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/a/b/c/d/e", withIntermediateDirectories: true)
        var failures: [InputFailure] = []
        let found = ProjectDiscovery.search(root, exclusions: Exclusions(configPath: nil, near: root), limit: 3,
                                            failures: &failures)
        #expect(found.isEmpty)
        #expect(failures.map(\.path) == [root])
        #expect(failures.first?.message.hasPrefix("the search stopped at its limit of 3 folders; 1 or more were not searched") == true,
                "\(failures)")

        var none: [InputFailure] = []
        _ = ProjectDiscovery.search(root, exclusions: Exclusions(configPath: nil, near: root), limit: 6, failures: &none)
        #expect(none.isEmpty, "six folders fit a limit of six")
    }
}
