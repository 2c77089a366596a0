import Foundation
import Testing
@testable import LintEngine
@testable import XcodeModel

/// What Xcode 26.3 and 27 changed in `project.pbxproj` (issue 16): new object versions, comments that no longer
/// name the object, `shellScript` as an array, `dstSubfolder` names on copy phases.
@Suite struct RecentPbxprojTests {
    /// A client whose Release lists an alternate with no icon set: one finding, for Release.
    var files: [String: String] {
        ExampleProject.client(settings: ["Debug": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue"],
                                         "Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Pink"]])
    }

    func lint(_ files: [String: String]) throws -> [Diagnostic] {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj").diagnostics
    }

    func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.ruleID) \($0.subject.configuration ?? "-") \($0.message)" }.sorted()
    }

    @Test(arguments: ["100", "110"])
    func newObjectVersionsLintLikeOldOnes(version: String) throws {
        let baseline = try lint(files)
        #expect(baseline.contains { $0.ruleID == "alternate-icon-missing" })
        let edited = try lint(files.editingProject("objectVersion = 56;", "objectVersion = \(version);"))
        #expect(summary(edited) == summary(baseline))
    }

    @Test("Xcode 27 comments (`/* Debug configuration for PBXNativeTarget \"App\" */`) never name a configuration")
    func configurationNamesComeFromNameNotComments() throws {
        let project = files.editingProject("/* Release */", "/* Debug configuration for PBXNativeTarget \"App\" */")
            .editingProject("/* Debug */", "/* Release configuration for PBXNativeTarget \"App\" */")
        let findings = try lint(project).filter { $0.ruleID == "alternate-icon-missing" }
        #expect(findings.map(\.subject.configuration) == ["Release"])
        #expect(findings.first?.message.contains("(Release)") == true)
    }

    static let phases = """
        \t\tCAFE00000000000000000001 /* Run Script */ = {
        \t\t\tisa = PBXShellScriptBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\tname = "Run Script";
        \t\t\tshellScript = (
        \t\t\t\t"set -e",
        \t\t\t\t"echo \\"$SRCROOT\\"",
        \t\t\t);
        \t\t};
        \t\tCAFE00000000000000000002 /* Embed */ = {
        \t\t\tisa = PBXCopyFilesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tdstPath = "";
        \t\t\tdstSubfolder = PlugIns;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\tname = Embed;
        \t\t};
        \t\tCAFE00000000000000000003 /* Embed Frameworks */ = {
        \t\t\tisa = PBXCopyFilesBuildPhase;
        \t\t\tdstSubfolder = Frameworks;
        \t\t\tfiles = (
        \t\t\t);
        \t\t};
        \t\tCAFE00000000000000000004 /* Old */ = {
        \t\t\tisa = PBXCopyFilesBuildPhase;
        \t\t\tdstSubfolderSpec = 7;
        \t\t\tfiles = (
        \t\t\t);
        \t\t};

        """

    @Test func shellScriptArraysAndDstSubfolderNames() throws {
        var edited = files.editingProject("/* Begin PBXResourcesBuildPhase section */\n",
                                          "/* Begin PBXResourcesBuildPhase section */\n" + Self.phases)
        edited = edited.editingProject("/* Resources */,\n\t\t\t);", "/* Resources */,\n\t\t\t\tCAFE00000000000000000001,\n"
                                       + "\t\t\t\tCAFE00000000000000000002,\n\t\t\t\tCAFE00000000000000000003,\n"
                                       + "\t\t\t\tCAFE00000000000000000004,\n\t\t\t);")
        let root = try TestSupport.materialize(edited)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try XcodeProject.load(path: root + "/App.xcodeproj").get()
        #expect(project.issues.isEmpty, "\(project.issues)")
        let phases = try #require(project.targets.first).buildPhases
        #expect(phases.map(\.kind) == [.resources, .shellScript, .copyFiles, .copyFiles, .copyFiles])
        #expect(phases.dropFirst(2).map(\.dstSubfolderSpec) == ["13", "10", "7"])
        #expect(summary(try lint(edited)) == summary(try lint(files)))
    }
}

/// `project-format-too-new` knows the formats Xcode 26.3 (objectVersion 100) and Xcode 27 (110) write: before, both
/// were "newer than the table" and reported against Xcode 16, so a team whose oldest Xcode is 26.0 heard nothing
/// about a project only Xcode 26.3 opens.
@Suite struct RecentObjectVersionFormatTests {
    func messages(objectVersion: String, minimum: String) throws -> [String] {
        let files = ExampleProject.client(settings: [:])
            .adding([".pbxlint.json": #"{ "rules": { "project-format-too-new": { "options": { "minimumXcodeVersion": "\#(minimum)" } } } }"#])
            .editingProject("objectVersion = 56;", "objectVersion = \(objectVersion);")
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj").diagnostics
            .filter { $0.ruleID == "project-format-too-new" }.map(\.message)
    }

    @Test func objectVersion100NeedsXcode26Point3() throws {
        #expect(try messages(objectVersion: "100", minimum: "26.0")
                == ["objectVersion 100 needs Xcode 26.3 or later, but minimumXcodeVersion is 26.0: that Xcode cannot open this project"])
        #expect(try messages(objectVersion: "100", minimum: "26.3").isEmpty)
    }

    @Test func objectVersion110NeedsXcode27() throws {
        #expect(try messages(objectVersion: "110", minimum: "26.3").first?.hasPrefix("objectVersion 110 needs Xcode 27.0 or later") == true)
        #expect(try messages(objectVersion: "110", minimum: "27").isEmpty)
    }
}
