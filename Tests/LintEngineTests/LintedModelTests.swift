import Foundation
import Testing
@testable import LintEngine

/// The model a lint builds is freed when the lint returns, unless the one it is handed to keeps it: the engine keeps
/// no model alive behind its caller's back (an audit of many projects stays bounded in memory), and a caller that
/// exits right after reporting can keep it to skip the teardown (`pbxlint` with one project does).
@Suite struct LintedModelTests {
    final class WeakModel: @unchecked Sendable {
        weak var model: LintedModel?
    }

    @Test func theModelIsFreedWhenTheLintReturnsUnlessItsOwnerKeepsIt() throws {
        let root = try TestSupport.materialize(ExampleProject.client(settings: [:]))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let linter = Linter(options: LintOptions(baseDirectory: root))
        let handed = WeakModel()
        let result = linter.lint(projectAt: root + "/App.xcodeproj") { handed.model = $0 }
        #expect(result.failure == nil)
        #expect(handed.model == nil, "the engine keeps the model alive after the lint returned")

        var kept: [LintedModel] = []
        _ = linter.lint(projectAt: root + "/App.xcodeproj") { kept.append($0) }
        #expect(kept.count == 1, "the model is handed to its owner once")
        handed.model = kept.first
        kept.removeAll()
        #expect(handed.model == nil, "the model outlives the lint only while its owner holds it")
    }
}
