import Foundation
import Testing
@testable import PBXLintCLI
import LintEngine

@Suite struct DiscoveryTests {
    func tree(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "pbxlint-discovery-\(UUID().uuidString)"
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return root
    }

    @Test func directorySearchSkipsPodsBuildAndExcludedPaths() throws {
        let root = try tree([
            "ios/App.xcodeproj/project.pbxproj": "{}", "Pods/Pods.xcodeproj/project.pbxproj": "{}",
            "build/X.xcodeproj/project.pbxproj": "{}", "Vendor/Lib/Lib.xcodeproj/project.pbxproj": "{}",
            "Tools/Tool.xcodeproj/project.pbxproj": "{}", ".pbxlint.json": #"{"excludedPaths": ["Vendor/**"]}"#,
        ])
        let found = ProjectDiscovery(paths: [root], configPath: nil).projects.map { String($0.dropFirst(root.count + 1)) }
        #expect(found == ["Tools/Tool.xcodeproj", "ios/App.xcodeproj"])
    }

    @Test func aFileSelectsTheProjectsThatContainIt() throws {
        let root = try tree(["App.xcodeproj/project.pbxproj": "{}", "App/Config/Debug.xcconfig": "",
                             "App/Assets.xcassets/Blue.appiconset/Contents.json": "{}"])
        let byXCConfig = ProjectDiscovery(paths: [root + "/App/Config/Debug.xcconfig"], configPath: nil).projects
        let byContents = ProjectDiscovery(paths: [root + "/App/Assets.xcassets/Blue.appiconset/Contents.json"], configPath: nil).projects
        let byPbxproj = ProjectDiscovery(paths: [root + "/App.xcodeproj/project.pbxproj"], configPath: nil).projects
        #expect(byXCConfig == [root + "/App.xcodeproj"])
        #expect(byContents == byXCConfig)
        #expect(byPbxproj == byXCConfig)
    }

    @Test func workspaceListsItsProjects() throws {
        let root = try tree([
            "App.xcodeproj/project.pbxproj": "{}", "Libs/Core.xcodeproj/project.pbxproj": "{}",
            "All.xcworkspace/contents.xcworkspacedata": """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:App.xcodeproj"></FileRef>
                   <Group location = "container:Libs" name = "Libs">
                      <FileRef location = "group:Core.xcodeproj"></FileRef>
                   </Group>
                </Workspace>
                """,
        ])
        let found = ProjectDiscovery(paths: [root + "/All.xcworkspace"], configPath: nil).projects
        #expect(found == [root + "/App.xcodeproj", root + "/Libs/Core.xcodeproj"])
    }

    @Test func missingPathIsAFailureNotAStop() {
        let discovery = ProjectDiscovery(paths: ["/nonexistent/x", CLITestSupport.testProjects + "/Clean"], configPath: nil)
        #expect(discovery.failures.count == 1)
        #expect(discovery.projects.count == 1)
    }

    @Test func globs() {
        #expect(Glob.matches("Vendor/**", "Vendor/Lib/Lib.xcodeproj"))
        #expect(Glob.matches("Examples", "Examples/Demo.xcodeproj"))
        #expect(Glob.matches("**/Demo*.xcodeproj", "a/b/Demo2.xcodeproj"))
        #expect(!Glob.matches("Vendor/**", "App/Vendor.xcodeproj"))
    }
}
