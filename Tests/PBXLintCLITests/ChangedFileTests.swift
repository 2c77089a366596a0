import Foundation
import LintEngine
import Testing
@testable import PBXLintCLI

/// `pbxlint CHANGED_FILE`, as a pre-commit hook runs it, for files outside the project's own folder and for
/// deletions: every project that reads the file, or that it governs, is linted.
@Suite struct ChangedFileTests {
    /// A repository with `App/App.xcodeproj` whose target reads `Config/Shared.xcconfig` (which includes
    /// `Config/Icons.xcconfig`) and the catalog `Shared/Assets.xcassets`, both outside `App/`, plus `Other/`, a
    /// project that reads none of them.
    static func repository(alternates: String = "AppIcon-Blue") throws -> String {
        let app = ExampleProject(targets: [
            ExampleTarget(xcconfig: ["Debug": "../Config/Shared.xcconfig", "Release": "../Config/Shared.xcconfig"],
                          catalogs: [ExampleCatalog(path: "../Shared/Assets.xcassets", iconSets: ["AppIcon", "AppIcon-Blue"])]),
        ]).render()
        let other = ExampleProject(name: "Other", targets: [ExampleTarget(name: "Tool", catalogs: [])]).render()
        var files: [String: String] = [".git/HEAD": "ref: refs/heads/main\n", "README.md": "hello\n"]
        for (path, text) in app { files[normalize("App/" + path)] = text }
        for (path, text) in other { files[normalize("Other/" + path)] = text }
        files["Config/Shared.xcconfig"] = "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon\n#include \"Icons.xcconfig\"\n"
        files["Config/Icons.xcconfig"] = "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \(alternates)\n"
        files["Config/Unused.xcconfig"] = "FOO = 1\n"
        return try TestSupport.materialize(files)
    }

    /// `App/../Shared/x` → `Shared/x`.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == ".." { parts.removeLast() } else if part != "." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    static func projects(_ root: String, _ paths: [String]) -> [String] {
        ProjectDiscovery(paths: paths.map { root + "/" + $0 }, configPath: nil).projects
            .map { String($0.dropFirst(root.count + 1)) }
    }

    @Test func sharedXCConfigOutsideTheProjectFolderSelectsTheProject() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Self.projects(root, ["Config/Shared.xcconfig"]) == ["App/App.xcodeproj"])
        // Through `#include`.
        #expect(Self.projects(root, ["Config/Icons.xcconfig"]) == ["App/App.xcodeproj"])
        // A file nobody reads selects nothing; a file inside a project folder selects that project.
        #expect(Self.projects(root, ["Config/Unused.xcconfig"]).isEmpty)
        #expect(Self.projects(root, ["Shared/Assets.xcassets/AppIcon.appiconset/Contents.json"]) == ["App/App.xcodeproj"])
    }

    @Test func outsideARepositoryTheNearestFolderWithProjectsIsSearched() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.removeItem(atPath: root + "/.git")
        // The tree is outside the current directory too (a temporary folder).
        #expect(Self.projects(root, ["Config/Shared.xcconfig"]) == ["App/App.xcodeproj"])
    }

    @Test func brokenSharedXCConfigFailsTheHook() throws {
        let root = try Self.repository(alternates: "AppIcon-Gren")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["--base-dir", root, root + "/Config/Icons.xcconfig"])
        #expect(result.status == .findings, "\(result.out)\(result.err)")
        #expect(result.out.contains("[alternate-icon-missing]"))
        #expect(result.err.contains("Linted 1 project"))
    }

    @Test func deletedIconSetOutsideTheProjectFolderIsFound() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let set = root + "/Shared/Assets.xcassets/AppIcon-Blue.appiconset"
        try FileManager.default.removeItem(atPath: set)
        let result = CLITestSupport.run(["--base-dir", root, set + "/Contents.json"])
        #expect(result.status == .findings, "\(result.out)\(result.err)")
        #expect(result.out.contains(#"alternate icon "AppIcon-Blue" of target "Client""#))
        #expect(result.out.contains("[alternate-icon-missing]"))
    }

    @Test func deletedBaseConfigurationIsLintedNotMissing() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.removeItem(atPath: root + "/Config/Shared.xcconfig")
        let result = CLITestSupport.run(["--base-dir", root, root + "/Config/Shared.xcconfig"])
        // Exit 1 for the finding, not 3 ("does not exist"): the deletion is what broke the project.
        #expect(result.status == .findings, "\(result.out)\(result.err)")
        #expect(result.out.contains("[xcconfig-missing]"))
        #expect(!result.out.contains("no such file"))
    }

    @Test func deletedSourceFileReferencedFromElsewhereIsNotAMissingPath() throws {
        // What a hook passes when a shared source file outside the project folder is deleted.
        var files = ExampleProject(targets: [ExampleTarget(resources: ["../Shared/Util.swift"])]).render()
        files = Dictionary(uniqueKeysWithValues: files.map { (Self.normalize("App/" + $0.key), $0.value) })
        files[".git/HEAD"] = "ref: refs/heads/main\n"
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.removeItem(atPath: root + "/Shared/Util.swift")
        let discovery = ProjectDiscovery(paths: [root + "/Shared/Util.swift"], configPath: nil)
        #expect(discovery.failures.isEmpty)
        #expect(discovery.projects == [root + "/App/App.xcodeproj"])
    }

    @Test func deletedIncludeSelectsTheProjectThatIncludedIt() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.removeItem(atPath: root + "/Config/Icons.xcconfig")
        #expect(Self.projects(root, ["Config/Icons.xcconfig"]) == ["App/App.xcodeproj"])
    }

    @Test func configurationFileSelectsTheProjectsItGoverns() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(#"{"disabled": ["alternate-icon-unused"]}"#.utf8).write(to: URL(fileURLWithPath: root + "/.pbxlint.json"))
        #expect(Self.projects(root, [".pbxlint.json"]) == ["App/App.xcodeproj", "Other/Other.xcodeproj"])
        // A nearer configuration file governs Other instead.
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/Other/.pbxlint.json"))
        #expect(Self.projects(root, [".pbxlint.json"]) == ["App/App.xcodeproj"])
        // Deleted, it still selects what it governed.
        try FileManager.default.removeItem(atPath: root + "/.pbxlint.json")
        #expect(Self.projects(root, [".pbxlint.json"]) == ["App/App.xcodeproj"])
    }

    @Test func pathThatExistsNowhereIsStillReported() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["--base-dir", root, root + "/Config/Nope.xcconfig"])
        #expect(result.status == .unreadableInput)
        #expect((result.out + result.err).contains("no such file or directory"))
    }

    @Test func directoryWithoutAProjectIsAUsageError() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run([root + "/Config"])
        #expect(result.status == .usage)
        #expect(result.err.contains("no Xcode project (.xcodeproj) in"))
        #expect(result.err.contains("did you mean"))
        #expect(result.err.contains("App/App.xcodeproj"))
    }
}
