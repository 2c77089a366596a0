import Foundation
import Testing
@testable import LintEngine

/// A configuration list naming two configurations the same (Ecosia's Client target lists `BetaDebug` twice):
/// reported, and both are checked by the consistency rules (docs/reference/xcode-semantics.md §3.3: configurations are looked up
/// by name, so which object a build uses is not defined).
@Suite struct DuplicateConfigurationTests {
    @Test func bothDefinitionsAreReportedAndChecked() throws {
        let files = ExampleProject(configurations: ["Debug", "BetaDebug"], targets: [
            ExampleTarget(configurations: ["Debug", "BetaDebug", "BetaDebugCopy"], settings: [
                "Debug": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue"],
                "BetaDebug": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue"],
                "BetaDebugCopy": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"],
            ], catalogs: [ExampleCatalog(iconSets: ["AppIcon", "AppIcon-Blue"])]),
        ]).render().editingProject("BetaDebugCopy", "BetaDebug")
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        let duplicate = result.diagnostics.filter { $0.ruleID == "configuration-duplicate" }
        #expect(duplicate.count == 1)
        #expect(duplicate.first?.severity == .warning)
        #expect(duplicate.first?.message.contains(#"defines "BetaDebug" twice"#) == true)
        #expect(duplicate.first?.message.contains("ambiguous") == true)
        // The second BetaDebug lacks the alternate the others list: seen, and told apart.
        let consistency = result.diagnostics.filter { $0.ruleID == "alternate-icons-consistent" }
        #expect(consistency.count == 1)
        #expect(consistency.first?.message.hasPrefix(#"BetaDebug #2 of target "Client""#) == true, "\(consistency.map(\.message))")
    }
}
