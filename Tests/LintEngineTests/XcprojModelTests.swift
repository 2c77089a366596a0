import Foundation
import Testing
@testable import LintEngine
@testable import XcodeModel
import PlistKit

/// The model composed from a hand-edited `project.xcproj` (docs/reference/xcproj-notes.md §4–§7, docs/reference/xcode-semantics.md §3.7): the
/// same targets, configurations, settings and resources the pbxproj front gives, with ranges into the `.xcproj`.
@Suite struct XcprojModelTests {
    static let xcproj = """
        // hand-edited: comments, unquoted keys, single quotes, trailing commas
        {
          'default-configuration': 'Release',
          configurations: ['Debug', { name: 'Release', file: 'Config/Base.xcconfig' }, 'Test',],
          files: [
            { kind: 'group', path: 'Config', children: [ { path: 'Base.xcconfig' }, { path: 'App.xcconfig', id: 'APPCFG' }, ] },
            { kind: 'group', path: 'App', children: [
              { path: 'Assets.xcassets', 'target-membership': ['App/resources'] },
              { path: 'main.swift', 'target-membership': ['App/compile-sources'] },
            ] },
            { kind: 'folder', path: 'Shared', 'target-membership': ['App'],
              'membership-exceptions': [ { target: 'App', exclusions: ['Skip.xcassets'] } ] },
            { path: 'Widget', kind: 'folder' },
            { kind: 'group', name: 'Products', children: [ { path: '<PRODUCTS>/App.app', type: 'wrapper.application' } ] },
          ],
          targets: [
            {
              name: 'App', id: 'T1', 'product-type': 'application', product: 'Products/App.app',
              'build-phases': ['compile-sources', 'resources', { kind: 'copy', name: 'Embed', 'bundle-base-path': 'plugins-directory' }],
              'specialized-configurations': [ { name: 'Debug', file: 'id:APPCFG' }, { name: 'Test', file: { anchor: 'Shared', 'relative-path': 'Folder.xcconfig' } } ],
              'build-settings': {
                KEY: 'plain',
                'KEY[config=Debug]': 'debug',
                'SDKKEY[sdk=iphoneos*][config=Release]': 'rel-ios',
                'LIST[config=Debug]': ['$(inherited)', 'a b',],
                'EMPTY[config=Test]': '',
              },
            },
          ],
          'build-settings': { PROJ: 'p', 'KEY[config=Test]': 'project-test' },
        }
        """

    static func load() throws -> XcodeProject {
        let root = try TestSupport.materialize([
            "App.xcodeproj/project.xcproj": xcproj,
            "Config/Base.xcconfig": "BASE = b\n",
            "Config/App.xcconfig": "KEY = from-xcconfig\nTX = t\n",
            "App/Assets.xcassets/Contents.json": "{}",
            "App/main.swift": "",
            "Shared/Other.xcassets/Contents.json": "{}",
            "Shared/Skip.xcassets/Contents.json": "{}",
            "Shared/Folder.xcconfig": "FOLDER = f\n",
        ])
        return try XcodeProject.load(path: root + "/App.xcodeproj").get()
    }

    func setting(_ project: XcodeProject, _ key: String, _ configuration: String, sdk: String? = "iphoneos")
        throws -> ResolvedSetting {
        let target = try #require(project.targets.first)
        return BuildSettings(project: project, target: target, configuration: configuration,
                             loader: XCConfigLoader(sourceRoot: project.sourceRoot)).resolve(key, sdk: sdk)
    }

    @Test func projectTargetsAndConfigurations() throws {
        let project = try Self.load()
        #expect(project.isXcproj)
        #expect(project.issues.isEmpty, "\(project.issues)")
        #expect(project.configurationNames == ["Debug", "Release", "Test"])
        #expect(project.defaultConfigurationName == "Release")
        let target = try #require(project.targets.first)
        #expect(target.name == "App")
        #expect(target.id == "T1")
        #expect(target.productType == "com.apple.product-type.application")
        #expect(target.configurationNames == ["Debug", "Release", "Test"])
        #expect(target.buildPhases.map(\.kind) == [.sources, .resources, .copyFiles])
        #expect(target.buildPhases.last?.dstSubfolderSpec == "13")
    }

    @Test("docs/reference/xcproj-notes.md §4.3: [config=Name] applies to one configuration and beats the plain key")
    func configurationConditions() throws {
        let project = try Self.load()
        #expect(try setting(project, "KEY", "Debug").string == "debug")
        #expect(try setting(project, "KEY", "Release").string == "plain")
        // Project level sets KEY[config=Test]; the target's plain KEY is above it.
        #expect(try setting(project, "KEY", "Test").string == "plain")
        #expect(try setting(project, "SDKKEY", "Release", sdk: "iphoneos").string == "rel-ios")
        #expect(try setting(project, "SDKKEY", "Release", sdk: "iphonesimulator").isSet == false)
        #expect(try setting(project, "SDKKEY", "Debug").isSet == false)
        #expect(try setting(project, "LIST", "Debug").list == ["a b"])
        let empty = try setting(project, "EMPTY", "Test")
        #expect(empty.isSet && empty.string == "")
        #expect(try setting(project, "EMPTY", "Debug").isSet == false)
        #expect(try setting(project, "PROJ", "Debug").string == "p")
    }

    @Test("docs/reference/xcproj-notes.md §4.1–4.2: project xcconfig by name path, target xcconfig by id: and by anchor")
    func xcconfigLevels() throws {
        let project = try Self.load()
        #expect(try setting(project, "BASE", "Release").string == "b")
        #expect(try setting(project, "BASE", "Debug").isSet == false)
        #expect(try setting(project, "TX", "Debug").string == "t")
        #expect(try setting(project, "TX", "Release").isSet == false)
        #expect(try setting(project, "FOLDER", "Test").string == "f")
        // Target settings beat the target xcconfig (§4.1).
        #expect(try setting(project, "KEY", "Debug").string == "debug")
    }

    @Test func findingsPointIntoTheXcproj() throws {
        let project = try Self.load()
        let winner = try #require(try setting(project, "KEY", "Debug").winner)
        #expect(winner.file.hasSuffix("App.xcodeproj/project.xcproj"))
        let lines = Self.xcproj.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("'KEY[config=Debug]'") }) + 1
        let column = try #require(lines[line - 1].range(of: "'KEY")).lowerBound.utf16Offset(in: lines[line - 1]) + 1
        #expect(winner.range?.start == SourcePosition(line: line, column: column))
    }

    @Test("docs/reference/xcproj-notes.md §6.3–6.4: target-membership and synchronized folders make resources")
    func resources() throws {
        let project = try Self.load()
        let target = try #require(project.targets.first)
        let catalogs = project.resources(of: target).filter { $0.kind == .assetCatalog }
        let names = catalogs.map { ($0.path.path ?? "") as NSString }.map(\.lastPathComponent).sorted()
        #expect(names == ["Assets.xcassets", "Other.xcassets"])
    }

    @Test func unresolvedNamesAreIssuesAtTheirPosition() throws {
        let text = """
            {
              configurations: [{ name: 'Debug', file: 'Nowhere/X.xcconfig' }],
              files: [{ path: 'a.png', 'target-membership': ['Ghost/resources', 'App/headers'] }],
              targets: [{ name: 'App', id: 'T', 'build-phases': ['resources'] }],
            }
            """
        let root = try TestSupport.materialize(["A.xcodeproj/project.xcproj": text])
        let project = try XcodeProject.load(path: root + "/A.xcodeproj").get()
        let messages = project.issues.map { "\($0.range?.start.description ?? "") \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("2:43 ") && $0.contains("\"Nowhere/X.xcconfig\" names no reference") })
        #expect(messages.contains { $0.hasPrefix("3:50 ") && $0.contains("target \"Ghost\"") })
        #expect(messages.contains { $0.hasPrefix("3:69 ") && $0.contains("headers phase") })
    }

    @Test func syntaxErrorsNameTheXcprojLineAndColumn() throws {
        let root = try TestSupport.materialize(["A.xcodeproj/project.xcproj": "{\n  targets: [\n    { name: 'App' }\n    { }\n  ],\n}"])
        switch XcodeProject.load(path: root + "/A.xcodeproj") {
        case .success: Issue.record("accepted")
        case .failure(let error):
            guard case .parse(let parse) = error else { Issue.record("\(error)"); return }
            #expect(parse.position == SourcePosition(line: 4, column: 5))
            #expect(parse.path.hasSuffix("A.xcodeproj/project.xcproj"))
        }
    }
}
