import Foundation
import Testing
@testable import PBXLintCLI

/// 50,000 nested workspace groups, each adding to its parent's path, took 2.7 GB (issue 29). Group folders are
/// standardized and bounded by the longest path a file can have; the projects beyond are counted and reported.
@Suite struct WorkspaceNestingTests {
    @Test func deeplyNestedGroupsAreBoundedAndReported() throws {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace version=\"1.0\">\n"
        xml += "<FileRef location=\"group:App.xcodeproj\"></FileRef>\n"
        xml += String(repeating: "<Group location=\"group:g\">", count: 50_000)
        xml += "<FileRef location=\"group:Deep.xcodeproj\"></FileRef>"
        xml += String(repeating: "</Group>", count: 50_000)
        // `..` and `.` steps keep a path short: a group that returns to the workspace's folder still resolves.
        xml += String(repeating: "<Group location=\"group:a/..\">", count: 10_000)
        xml += "<FileRef location=\"group:Near.xcodeproj\"></FileRef>"
        xml += String(repeating: "</Group>", count: 10_000)
        xml += "</Workspace>\n"
        let root = try TestSupport.materialize(["App.xcworkspace/contents.xcworkspacedata": xml])
        let listed = Workspace.projects(in: root + "/App.xcworkspace")
        #expect(listed.projects.map { ($0 as NSString).lastPathComponent } == ["App.xcodeproj", "Near.xcodeproj"])
        #expect(listed.tooLong == 1)
        #expect(listed.projects.allSatisfy { $0.utf8.count <= Workspace.maxPathLength })
    }
}
