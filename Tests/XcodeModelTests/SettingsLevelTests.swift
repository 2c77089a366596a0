import Testing
import PlistKit
@testable import XcodeModel

/// A level of build settings is parsed once, in the order the resolver pushes it (docs/reference/xcode-semantics.md
/// §4.2, §4.3).
@Suite("Settings level")
struct SettingsLevelTests {
    static func level(_ text: String) throws -> SettingsLevel {
        let document = try PlistReader.read(text, path: "/p/project.pbxproj")
        return try #require(SettingsLevel(parsing: document.root))
    }

    @Test("Keys sorted (a conditioned key after its plain one), conditions split, config kept as a condition")
    func parsesOnce() throws {
        let level = try Self.level("""
            {
                "OTHER_LDFLAGS[config=Release][sdk=iphoneos*]" = "-b";
                OTHER_LDFLAGS = ("-a", "$(inherited)");
                "not a key" = x;
                NESTED = { A = B; };
                SDKROOT = iphoneos;
            }
            """)
        #expect(level.entries.map(\.name) == ["OTHER_LDFLAGS", "OTHER_LDFLAGS", "SDKROOT"])
        #expect(level.entries[0].conditions.isEmpty)
        #expect(level.entries[0].value == "-a $(inherited)")
        #expect(level.entries[1].conditions == [SettingCondition(parameter: "config", pattern: "Release"),
                                                SettingCondition(parameter: "sdk", pattern: "iphoneos*")])
        #expect(level.range(of: level.entries[2]).start.line == 6)
        #expect(level.range.start.line == 1)
    }

    @Test("A value that is not a dictionary is no level")
    func notADictionary() throws {
        let document = try PlistReader.read("( a )", path: "/p/project.pbxproj")
        #expect(SettingsLevel(parsing: document.root) == nil)
    }
}
