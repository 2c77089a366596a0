import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// `alternate-icons-consistent` when a configuration differs through include-all alone (found on a real project:
/// the error pointed at the `{` of Release's build settings, not at the line that decided it).
@Suite struct IncludeAllDecidesPositionTests {
    @Test func theIncludeAllLineOfTheLackingConfigurationIsTheLocation() throws {
        let files = ExampleProject.client(settings: [
            "Debug": ["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES"],
            "Release": ["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = NO"],
        ])
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        let finding = try #require(result.diagnostics.first { $0.ruleID == "alternate-icons-consistent" })
        let lines = try String(contentsOfFile: root + "/App.xcodeproj/project.pbxproj", encoding: .utf8)
            .components(separatedBy: "\n")
        let releaseLine = try #require(lines.firstIndex { $0.contains("INCLUDE_ALL_APPICON_ASSETS = NO") }) + 1
        let debugLine = try #require(lines.firstIndex { $0.contains("INCLUDE_ALL_APPICON_ASSETS = YES") }) + 1
        #expect(finding.location.range?.start.line == releaseLine, "\(finding.message)")
        #expect(finding.related.contains { $0.location.range?.start.line == debugLine && $0.message.contains("include-all") })
    }
}
