import Foundation
import Testing
@testable import PBXLintCLI

/// The summary counts what could not be read apart from what was linted (issue 15): a workspace's missing member
/// was counted as a linted project.
@Suite struct SummaryCountTests {
    @Test func aWorkspacesMissingMemberIsNotALintedProject() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/All.xcworkspace", withIntermediateDirectories: true)
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:MissingInRelease/MissingInRelease.xcodeproj"></FileRef>
               <FileRef location = "group:Gone/Gone.xcodeproj"></FileRef>
            </Workspace>
            """.utf8).write(to: URL(fileURLWithPath: root + "/All.xcworkspace/contents.xcworkspacedata"))
        let result = CLITestSupport.run(["--base-dir", root, root + "/All.xcworkspace"])
        #expect(result.status == .unreadableInput)
        #expect(result.err == "Linted 1 project, 1 could not be read: 1 error\n")
        #expect(result.out.hasPrefix("Gone/Gone.xcodeproj: error: cannot read the project file: no such file\n"),
                "\(result.out)")
    }

    @Test func configurationSkipsAreCountedToo() throws {
        let root = try CLITestSupport.scratch(copying: ["Clean", "MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("{\"rulez\": 1}".utf8).write(to: URL(fileURLWithPath: root + "/Clean/.pbxlint.json"))
        let result = CLITestSupport.run(["--base-dir", root, root])
        #expect(result.status == .usage)
        #expect(result.err.hasSuffix("Linted 1 project, 1 skipped for an invalid configuration: 1 error\n"), "\(result.err)")
    }
}
