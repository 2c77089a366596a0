import Foundation
import LintEngine
import Testing
@testable import PBXLintCLI

/// `pbxlint settings` shows the deciding assignment first and says which lines are reached through a reference
/// (found on a real project: `FEATHER_DISAMBIGUATOR = ${DEVELOPMENT_TEAM}` in an xcconfig listed the target's
/// `DEVELOPMENT_TEAM = "";` line first, as if it assigned the setting), and prints user-defined settings as
/// strings, as Xcode shows them (docs/reference/xcode-semantics.md §4.5: they parse as lists but evaluate as the text written).
@Suite struct SettingsProvenanceTests {
    static func project() throws -> String {
        let files = ExampleProject(configurations: ["Release"], projectSettings: ["Release": ["TEAM = ABC"]],
                                   targets: [ExampleTarget(settings: ["Release": [#"TEAM = """#]],
                                                           xcconfig: ["Release": "Config.xcconfig"])]).render()
            .merging(["Config.xcconfig": "// shared\nSUFFIX = ${TEAM}\nLABEL = \"a b\" c\n"], uniquingKeysWith: { $1 })
        return try TestSupport.materialize(files)
    }

    @Test func theDecidingLineComesFirstAndAReferencedLineSaysSo() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["settings", root + "/App.xcodeproj", "--target", "Client",
                                         "--configuration", "Release", "SUFFIX"])
        #expect(result.status == .success, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        let value = try #require(lines.firstIndex { $0.hasPrefix("    SUFFIX =") })
        #expect(lines[value + 1].hasSuffix("Config.xcconfig:2: target xcconfig"), "\(result.out)")
        #expect(lines[value + 2].hasSuffix("target build settings (TEAM, through $(TEAM))"), "\(result.out)")
    }

    @Test func jsonGivesUserDefinedSettingsAsStringsAndNamesEachSourcesSetting() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["settings", root + "/App.xcodeproj", "--target", "Client", "--configuration",
                                         "Release", "--json", "SUFFIX", "LABEL", "OTHER_LDFLAGS"])
        #expect(result.status == .success, "\(result.err)")
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        let release = try #require((object?["configurations"] as? [String: Any])?["Release"] as? [String: Any])
        let suffix = try #require(release["SUFFIX"] as? [String: Any])
        #expect(suffix["value"] as? String == "")
        let sources = try #require(suffix["sources"] as? [[String: Any]])
        #expect(sources.map { $0["setting"] as? String } == ["SUFFIX", "TEAM"])
        #expect(sources.first?["line"] as? Int == 2)
        #expect((release["LABEL"] as? [String: Any])?["value"] as? String != nil, "a user-defined setting is a string")
        #expect((release["OTHER_LDFLAGS"] as? [String: Any])?["value"] as? [Any] != nil, "a declared list stays a list")
    }
}
