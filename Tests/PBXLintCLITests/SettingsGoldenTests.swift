import Foundation
import Testing
@testable import PBXLintCLI
import LintEngine

/// `pbxlint settings` output is a contract (its JSON is read by scripts): the exact text and JSON of a checked-in
/// fixture (every setting of every configuration) and of a generated project with what is hard to print (a value
/// reached through a reference, a declared list, a control character, unknowable values and the notes about them on
/// standard error). The absolute path of the package is the only thing normalised. Regenerate after an intended
/// change with `PBXLINT_UPDATE_GOLDEN=1 swift test --filter SettingsGoldenTests`.
@Suite struct SettingsGoldenTests {
    /// Runs the binary in `directory`, so that paths are printed relative to it, as a user sees them.
    static func settings(_ arguments: [String], in directory: String) throws -> (out: String, err: String) {
        let result = try CLITestSupport.execute(["settings"] + arguments, in: directory)
        #expect(result.status == 0, "\(result.err)")
        return (result.out.replacingOccurrences(of: directory, with: "<root>"),
                result.err.replacingOccurrences(of: directory, with: "<root>"))
    }

    @Test(arguments: [("text", [String]()), ("json", ["--json"])])
    func everySettingOfAFixture(format: String, flags: [String]) throws {
        let output = try Self.settings(["XCConfigNames", "--target", "Client"] + flags, in: CLITestSupport.testProjects)
        #expect(output.err.isEmpty)
        #expect(try CLITestSupport.matchesGolden(output.out, "Settings-XCConfigNames.\(format)"), "differs:\n\(output.out)")
    }

    @Test func theProjectListing() throws {
        let output = try Self.settings(["XCConfigNames"], in: CLITestSupport.testProjects)
        #expect(try CLITestSupport.matchesGolden(output.out, "Settings-XCConfigNames-list.txt"), "differs:\n\(output.out)")
    }

    static func hardProject() throws -> String {
        let files = ExampleProject(
            configurations: ["Debug", "Release"],
            projectSettings: ["Release": ["TEAM = ABC", "OTHER_LDFLAGS = (\"-framework\", \"UIKit\")"]],
            targets: [ExampleTarget(settings: ["Release": [#"TEAM = """#, #"TAB = "a\tb""#,
                                                           "OUT = \"$(BUILT_PRODUCTS_DIR)/x\""]],
                                    xcconfig: ["Release": "Config.xcconfig", "Debug": "Debug.xcconfig"])]).render()
            .merging(["Config.xcconfig": "// shared\n#include? \"Missing.xcconfig\"\nSUFFIX = ${TEAM}\n"
                        + "LABEL = \"a b\" c\nOTHER_LDFLAGS = $(inherited) -ObjC\n",
                      "Debug.xcconfig": "#include \"Gone.xcconfig\"\nSUFFIX = d\n"],
                     uniquingKeysWith: { $1 })
        return try TestSupport.materialize(files)
    }

    @Test(arguments: [("text", [String]()), ("json", ["--json"])])
    func whatIsHardToPrint(format: String, flags: [String]) throws {
        let root = try Self.hardProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try Self.settings(["App.xcodeproj", "--target", "Client", "--configuration", "Release",
                                        "--configuration", "Debug", "SUFFIX", "LABEL", "TAB", "OUT", "OTHER_LDFLAGS",
                                        "NOWHERE"] + flags, in: root)
        #expect(try CLITestSupport.matchesGolden(output.out + "--- standard error\n" + output.err,
                                                 "Settings-hard.\(format)"), "differs:\n\(output.out)\(output.err)")
    }

    /// A target without a configuration list has no configurations: an empty object, `{}` (before the JSON writer
    /// was shared, `{` and `}` with an empty line between them).
    @Test func aTargetWithoutConfigurations() throws {
        let clean = CLITestSupport.testProjects + "/Clean/Clean.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: clean, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("buildConfigurationList = A80000000000000000000002") }.joined(separator: "\n")
        let root = try TestSupport.materialize(["Clean.xcodeproj/project.pbxproj": text])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try Self.settings(["Clean.xcodeproj", "--target", "Client", "--json"], in: root)
        #expect(output.out == "{\n  \"target\": \"Client\",\n  \"configurations\": {}\n}\n")
    }
}
