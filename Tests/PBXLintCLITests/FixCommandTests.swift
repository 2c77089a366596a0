import Foundation
import Testing
@testable import LintEngine
@testable import PBXLintCLI

/// `pbxlint fix` end to end on copies of the fixtures (issue 18): only the value changes, the project lints clean
/// for the fixed rule, a second run changes nothing, `--dry-run` writes nothing, and files that changed, are
/// links, or are not the project's are never written.
@Suite struct FixCommandTests {
    static let pbxproj = "MissingInRelease/MissingInRelease.xcodeproj/project.pbxproj"

    static func bytes(_ path: String) -> [UInt8] { Array(FileManager.default.contents(atPath: path) ?? Data()) }

    /// Lines of `a` and `b` that differ, by number (1-based); the files must have as many lines.
    static func differingLines(_ a: [UInt8], _ b: [UInt8]) -> [Int]? {
        let la = a.split(separator: 0x0A, omittingEmptySubsequences: false)
        let lb = b.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard la.count == lb.count else { return nil }
        return la.indices.filter { la[$0] != lb[$0] }.map { $0 + 1 }
    }

    @Test func dryRunPrintsTheDiffAndWritesNothing() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = Self.bytes(root + "/" + Self.pbxproj)
        let result = CLITestSupport.run(["fix", "--dry-run", "--base-dir", root, root + "/MissingInRelease"])
        #expect(result.status == .success)  // the only error would be fixed
        #expect(result.out.hasPrefix("--- a/\(Self.pbxproj)\n+++ b/\(Self.pbxproj)\n@@ -166,7 +166,7 @@\n"))
        #expect(result.out.contains("-\t\t\t\tASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Green;\n"))
        #expect(result.out.contains("+\t\t\t\tASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \"AppIcon-Blue AppIcon-Green\";\n"))
        #expect(Self.bytes(root + "/" + Self.pbxproj) == before)
    }

    @Test("fix changes one line, keeps permissions, lints clean, and a second fix changes nothing")
    func fixWritesOnlyTheValue() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/" + Self.pbxproj
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let before = Self.bytes(path)
        let fixed = CLITestSupport.run(["fix", "--base-dir", root, root + "/MissingInRelease"])
        #expect(fixed.status == .success, "\(fixed.err)")
        #expect(fixed.err.contains("fixed 1 finding in \(Self.pbxproj)"))
        let after = Self.bytes(path)
        #expect(Self.differingLines(before, after) == [169])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(CLITestSupport.run(["-q", root + "/MissingInRelease"]).status == .success)
        let again = CLITestSupport.run(["fix", "--base-dir", root, root + "/MissingInRelease"])
        #expect(again.status == .success)
        #expect(Self.bytes(path) == after)
        // No temporary file is left next to it.
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["project.pbxproj"])
    }

    @Test func xcprojTwinIsFixedAtItsConfigKey() throws {
        let root = try CLITestSupport.scratch(copying: ["Xcproj"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/Xcproj/MissingInRelease/MissingInRelease.xcodeproj/project.xcproj"
        let before = Self.bytes(path)
        let fixed = CLITestSupport.run(["fix", "-q", root + "/Xcproj/MissingInRelease"])
        #expect(fixed.status == .success)
        #expect(Self.differingLines(before, Self.bytes(path)) == [38])
        #expect(String(decoding: Self.bytes(path), as: UTF8.self)
            .contains(#""ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES[config=Release]": "AppIcon-Blue AppIcon-Green","#))
    }

    @Test func aFileChangedSinceItWasReadIsNotWritten() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/" + Self.pbxproj
        let original = Self.bytes(path)
        let plan = FilePlan(path: path, original: original, edited: Array("changed".utf8), edits: [], fixed: [])
        try Data(original + Array("\n".utf8)).write(to: URL(fileURLWithPath: path))  // someone saved meanwhile
        #expect(throws: FixRefusal.self) { try FixWriter.write(plan).get() }
        #expect(Self.bytes(path) == original + Array("\n".utf8))
    }

    @Test("an xcconfig outside the project's tree: not read, so nothing there is fixed, and the files keep their bytes")
    func aFileOutsideTheProjectIsNotWritten() throws {
        let root = try CLITestSupport.scratch(copying: ["XCConfigNames"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = root + "/XCConfigNames"
        // The repository is the project's folder; Outside.xcconfig lies beside it.
        try FileManager.default.createDirectory(atPath: project + "/.git", withIntermediateDirectories: true)
        let outside = root + "/Outside.xcconfig"
        try Data("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue\n".utf8).write(to: URL(fileURLWithPath: outside))
        try Data("#include \"../Outside.xcconfig\"\n".utf8).write(to: URL(fileURLWithPath: project + "/Beta.xcconfig"))
        let before = (Self.bytes(outside), Self.bytes(project + "/Beta.xcconfig"),
                      Self.bytes(project + "/XCConfigNames.xcodeproj/project.pbxproj"))
        let result = CLITestSupport.run(["fix", "--base-dir", root, project])
        #expect(result.status == .findings)
        // Not read at all (issue 29): the value it would decide is unknowable, so no edit is proposed for it.
        #expect((result.out + result.err).contains("the include \"../Outside.xcconfig\" (Beta.xcconfig:1) cannot be read"),
                "\(result.out)\(result.err)")
        #expect(Self.bytes(outside) == before.0)
        #expect(Self.bytes(project + "/Beta.xcconfig") == before.1)
        #expect(Self.bytes(project + "/XCConfigNames.xcodeproj/project.pbxproj") == before.2)
    }

    @Test func aProjectThatDoesNotParseIsNotWritten() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/" + Self.pbxproj
        // The fixable finding's project, with one semicolon missing further down.
        var text = String(decoding: Self.bytes(path), as: UTF8.self)
        let statement = "defaultConfigurationName = Release;"
        let at = try #require(text.range(of: statement, options: .backwards))
        text.replaceSubrange(at, with: "defaultConfigurationName = Release")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let before = Self.bytes(path)
        let result = CLITestSupport.run(["fix", "--base-dir", root, root + "/MissingInRelease"])
        #expect(result.status == .findings)
        #expect(result.out.contains("[parse-error]") || result.err.contains("[parse-error]"))
        #expect(Self.bytes(path) == before)
    }

    @Test func aSymbolicLinkIsNotReplaced() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/" + Self.pbxproj
        let real = root + "/MissingInRelease/real.pbxproj"
        try FileManager.default.moveItem(atPath: path, toPath: real)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: real)
        let result = CLITestSupport.run(["fix", "--base-dir", root, root + "/MissingInRelease"])
        #expect(result.status == .writeFailed)
        #expect(result.err.contains("symbolic link"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == real)
    }

    @Test func unusedSuppressionIsRemovedWithItsComma() throws {
        let root = try CLITestSupport.scratch(copying: ["Clean"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let config = root + "/Clean/.pbxlint.json"
        let text = """
            {
              "suppressions": [
                { "rule": "alternate-icon-missing", "name": "Old", "reason": "legacy" },
                { "rule": "alternate-icon-missing", "name": "Older", "reason": "legacy too" }
              ]
            }

            """
        try text.write(toFile: config, atomically: false, encoding: .utf8)
        let dry = CLITestSupport.run(["fix", "--dry-run", "--rule", "unused-suppression", root + "/Clean"])
        #expect(dry.out.contains("-    { \"rule\": \"alternate-icon-missing\", \"name\": \"Old\", \"reason\": \"legacy\" },"))
        let fixed = CLITestSupport.run(["fix", "-q", root + "/Clean"])
        #expect(fixed.status == .success)
        let after = String(decoding: Self.bytes(config), as: UTF8.self)
        #expect(after == "{\n  \"suppressions\": [\n\n  ]\n}\n", "\(after)")
        #expect(CLITestSupport.run(["-q", "--strict", root + "/Clean"]).status == .success)
    }

    @Test func unknownOrUnfixableRuleIsAUsageError() {
        let unknown = CLITestSupport.run(["fix", "--rule", "alternate-icons-consistant", CLITestSupport.testProjects + "/Clean"])
        #expect(unknown.status == .usage)
        #expect(unknown.err.contains("did you mean alternate-icons-consistent?"))
        let unfixable = CLITestSupport.run(["fix", "--rule", "parse-error", CLITestSupport.testProjects + "/Clean"])
        #expect(unfixable.status == .usage)
        #expect(unfixable.err.contains("it has no fix"))
        #expect(CLITestSupport.run(["--dry-run", CLITestSupport.testProjects + "/Clean"]).status == .usage)
    }

    @Test("a tie leaves the finding alone, and says so")
    func tieIsLeftAlone() throws {
        let root = try CLITestSupport.scratch(copying: ["IconNamesInCode"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = root + "/IconNamesInCode/IconNamesInCode.xcodeproj/project.pbxproj"
        let before = Self.bytes(project)
        let result = CLITestSupport.run(["fix", "--rule", "alternate-icons-consistent", root + "/IconNamesInCode"])
        #expect(result.status == .findings)
        #expect(result.err.contains("left alone (no safe fix)"))
        #expect(Self.bytes(project) == before)
    }
}
