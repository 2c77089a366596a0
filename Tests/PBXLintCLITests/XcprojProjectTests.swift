import Foundation
import Testing
@testable import PBXLintCLI
import LintEngine
import PlistKit

/// Xcode 27's `project.xcproj` wherever a project is found or named (docs/reference/xcproj-notes.md §1), and the xcproj twins of
/// the fixtures in `TestProjects/Xcproj/`, which must give the findings of their pbxproj originals.
@Suite struct XcprojProjectTests {
    static let twins = ["MissingInRelease", "Clean", "Typo"]

    func lint(_ bundle: String, base: String) -> [Diagnostic] {
        Linter(options: LintOptions(baseDirectory: base)).lint(projectAt: bundle).diagnostics
    }

    /// Same rule, message, severity and identity (so baselines carry over a conversion); each xcproj finding
    /// sits on the line of the `[config=…]` key (or plain key) that decided it.
    @Test(arguments: twins)
    func twinGivesTheFindingsOfItsPbxproj(name: String) throws {
        let pbxprojBase = CLITestSupport.testProjects
        let xcprojBase = CLITestSupport.testProjects + "/Xcproj"
        let original = lint(pbxprojBase + "/\(name)/\(name).xcodeproj", base: pbxprojBase)
        let twin = lint(xcprojBase + "/\(name)/\(name).xcodeproj", base: xcprojBase)
        func summary(_ d: [Diagnostic]) -> [String] {
            d.map { "\($0.ruleID) \($0.severity) \($0.fingerprint) \($0.message)" }.sorted()
        }
        #expect(summary(original) == summary(twin))
        #expect(name == "Clean" ? twin.isEmpty : !twin.isEmpty)
        let text = try String(contentsOfFile: xcprojBase + "/\(name)/\(name).xcodeproj/project.xcproj", encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for finding in twin where finding.location.file.hasSuffix("project.xcproj") {
            let range = try #require(finding.location.range)
            // A String, not a Substring: Foundation's `contains` on a Substring of this text crashed on Linux
            // ("UnsafeBufferPointer has a nil start and nonzero count" in NSString.range(of:)) in some builds.
            let line = String(lines[range.start.line - 1])
            #expect(line.contains("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"), "\(finding.message) at \(line)")
            if let configuration = finding.subject.configuration {
                #expect(line.contains("[config=\(configuration)]"), "\(finding.message) at \(line)")
            }
            #expect(range.start.column == 9)
        }
    }

    static let minimal = """
        // written by hand
        {
          configurations: ['Debug', 'Release'],
          files: [{ kind: 'group', path: 'App', children: [{ path: 'Assets.xcassets', 'target-membership': ['App/resources'] }] }],
          targets: [{ name: 'App', id: 'T1', 'product-type': 'application', 'build-phases': ['resources'],
                      'build-settings': { ASSETCATALOG_COMPILER_APPICON_NAME: 'AppIcon',
                                          'ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES[config=Release]': 'Missing' } }],
        }
        """

    func scratch(_ files: [String: String]) throws -> String {
        let root = try CLITestSupport.scratch()
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return root
    }

    var appFiles: [String: String] {
        ["App.xcodeproj/project.xcproj": Self.minimal, "App/Assets.xcassets/Contents.json": "{}",
         "App/Assets.xcassets/AppIcon.appiconset/Contents.json": #"{"images": []}"#]
    }

    @Test func discoveryFindsXcprojBundlesEverywhere() throws {
        let root = try scratch(appFiles.merging([
            "W.xcworkspace/contents.xcworkspacedata":
                #"<?xml version="1.0"?><Workspace version = "1.0"><FileRef location = "group:App.xcodeproj"></FileRef></Workspace>"#,
        ]) { a, _ in a })
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bundle = root + "/App.xcodeproj"
        #expect(ProjectDiscovery(paths: [root], configPath: nil).projects == [bundle])
        #expect(ProjectDiscovery(paths: [bundle], configPath: nil).projects == [bundle])
        #expect(ProjectDiscovery(paths: [bundle + "/project.xcproj"], configPath: nil).projects == [bundle])
        #expect(ProjectDiscovery(paths: [root + "/W.xcworkspace"], configPath: nil).projects == [bundle])
        // A changed catalog file selects the project that lists it through target-membership.
        #expect(FileOwners().projects(for: root + "/App/Assets.xcassets/AppIcon.appiconset/Contents.json") == [bundle])
    }

    @Test func lintsAHandWrittenXcprojFromTheCommandLine() throws {
        let root = try scratch(appFiles)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CLITestSupport.execute(["App.xcodeproj"], in: root)
        #expect(result.status == 1, "\(result.out)\(result.err)")
        #expect(result.out.contains("App.xcodeproj/project.xcproj:7:35: error: alternate icon \"Missing\""), "\(result.out)")
        #expect(result.out.contains("Release of target \"App\" adds the alternate icon Missing, which Debug does not list"),
                "\(result.out)")
        let settings = try CLITestSupport.execute(["settings", "App.xcodeproj", "--target", "App", "--configuration",
                                                   "Release", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"], in: root)
        #expect(settings.status == 0, "\(settings.err)")
        #expect(settings.out.contains("Missing"), "\(settings.out)")
        #expect(settings.out.contains("project.xcproj:7"), "\(settings.out)")
        let dump = try CLITestSupport.execute(["dump", "App.xcodeproj"], in: root)
        #expect(dump.status == 0)
        #expect(dump.out.contains("\"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES[config=Release]\": \"Missing\""))
    }

    @Test func syntaxErrorNamesLineAndColumn() throws {
        let root = try scratch(["App.xcodeproj/project.xcproj": "{\n  targets: [\n    { name: 'App' }\n    { }\n  ],\n}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CLITestSupport.execute(["App.xcodeproj"], in: root)
        #expect(result.out.contains("App.xcodeproj/project.xcproj:4:5: error: expected ',' or ']'"), "\(result.out)")
        #expect(result.out.contains("^"))
    }

    @Test("docs/reference/xcproj-notes.md §1: both files in one bundle → the xcproj is linted, with a warning")
    func bothFormatsWarn() throws {
        var files = appFiles
        files["App.xcodeproj/project.pbxproj"] = "{}"  // would not even parse as a project
        let root = try scratch(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let diagnostics = lint(root + "/App.xcodeproj", base: root)
        let conflict = try #require(diagnostics.first { $0.ruleID == "project-format-conflict" })
        #expect(conflict.severity == .warning)
        #expect(conflict.message.contains("which Xcode is reported not to open"))
        #expect(conflict.location.file.hasSuffix("App.xcodeproj/project.xcproj"))
        #expect(conflict.location.range?.start == SourcePosition(line: 2, column: 1))
        #expect(diagnostics.contains { $0.ruleID == "alternate-icon-missing" })
        // Without the pbxproj there is no such warning.
        try FileManager.default.removeItem(atPath: root + "/App.xcodeproj/project.pbxproj")
        #expect(!lint(root + "/App.xcodeproj", base: root).contains { $0.ruleID == "project-format-conflict" })
    }

    /// A baseline written for the pbxproj form accepts every finding of the xcproj form of the same project.
    @Test func baselineCarriesOverAConversion() throws {
        let pbxproj = try CLITestSupport.scratch(copying: ["Typo"])
        let xcproj = try CLITestSupport.scratch()
        defer {
            try? FileManager.default.removeItem(atPath: pbxproj)
            try? FileManager.default.removeItem(atPath: xcproj)
        }
        try FileManager.default.copyItem(atPath: CLITestSupport.testProjects + "/Xcproj/Typo", toPath: xcproj + "/Typo")
        let written = try CLITestSupport.execute(["Typo", "--write-baseline", "baseline.json"], in: pbxproj)
        #expect(written.status == 0, "\(written.err)")
        try FileManager.default.copyItem(atPath: pbxproj + "/baseline.json", toPath: xcproj + "/baseline.json")
        let before = try CLITestSupport.execute(["Typo"], in: xcproj)
        #expect(before.status == 1)
        let after = try CLITestSupport.execute(["Typo", "--baseline", "baseline.json"], in: xcproj)
        #expect(after.status == 0, "\(after.out)\(after.err)")
    }
}
