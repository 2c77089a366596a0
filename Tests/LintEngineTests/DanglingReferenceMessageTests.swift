import Foundation
import Testing
@testable import LintEngine

/// A dangling reference is named by the comment Xcode writes beside the id, which is the only name left for the
/// missing object, and quoted with "…" like every other message.
@Suite struct DanglingReferenceMessageTests {
    @Test func missingBuildFileIsNamedByItsComment() throws {
        var files = ExampleProject.client(configurations: ["Release"], settings: [:])
        let pbxproj = "App.xcodeproj/project.pbxproj"
        let text = try #require(files[pbxproj])
        // Drop the PBXBuildFile object of the catalog; the Resources phase still lists its id with the comment.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter { !($0.contains("isa = PBXBuildFile") && $0.contains("Assets.xcassets in Resources")) }
        #expect(kept.count == lines.count - 1)
        files[pbxproj] = kept.joined(separator: "\n")
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        let dangling = result.diagnostics.filter { $0.ruleID == "dangling-reference" }
        #expect(dangling.count == 1)
        let message = try #require(dangling.first?.message)
        #expect(message.hasPrefix(#"the Copy Bundle Resources phase of target "Client" lists build file "Assets.xcassets in Resources" ("#),
                "\(message)")
        #expect(message.hasSuffix("), which is not defined"))
    }
}
