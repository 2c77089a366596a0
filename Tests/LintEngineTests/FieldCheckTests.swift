import Foundation
import Testing
@testable import LintEngine

/// Shapes met on public projects nobody here had seen: each test is a
/// synthetic minimum of what pbxlint got wrong on one of them.
@Suite struct FieldCheckTests {
    static func lint(_ files: [String: String]) throws -> ProjectLintResult {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        #expect(result.failure == nil)
        return result
    }

    /// An `AppIcon.appiconset` folder that holds an image but no `Contents.json`: one set, so the finding must not
    /// claim the target compiles two sets of that name and point at the same folder as "the one with images".
    @Test func aSetWithoutContentsJSONIsNotCountedAsItsOwnTwin() throws {
        let files = ExampleProject.client(configurations: ["Release"], settings: [:],
                                          iconSets: ["AppIcon-Blue", "AppIcon-Green"],
                                          files: ["Client/Assets.xcassets/AppIcon.appiconset/AppIcon.png": ""])
        let found = try Self.lint(files).diagnostics.filter { $0.ruleID == "icon-set-invalid" }
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message == #"icon set "AppIcon" of target "Client": Contents.json is missing"#,
                "\(found.map(\.message))")
    }
}
