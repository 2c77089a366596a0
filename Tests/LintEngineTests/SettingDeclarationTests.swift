import Foundation
import Testing
@testable import LintEngine
@testable import XcodeModel

/// The typed setting declarations (`Setting+Declarations.swift`) decide how values parse (docs/reference/xcode-semantics.md §4.5).
@Suite struct SettingDeclarationTests {
    @Test func namesAreDeclaredOnce() {
        var seen = Set<String>()
        let twice = DeclaredSettings.all.map(\.name).filter { !seen.insert($0).inserted }
        #expect(twice.isEmpty, "declared twice: \(twice)")
    }

    @Test func typedDeclarationsAgreeWithTheTable() {
        #expect(DeclaredSettings.byName[Setting.appIconName.name]?.type == .string)
        #expect(DeclaredSettings.byName[Setting.includeAllAppIcons.name]?.type == .boolean)
        #expect(DeclaredSettings.byName[Setting.otherLinkerFlags.name]?.type == .stringList)
        #expect(DeclaredSettings.byName[Setting.includeAllAppIcons.name]?.defaultValue == "NO")
        #expect(DeclaredSettings.isDeclaredList("OTHER_LDFLAGS"))
        // User-defined settings parse as lists but are not declared lists (rules about `$(inherited)` skip them).
        #expect(SettingTypes.isList("MY_OWN_SETTING"))
        #expect(!DeclaredSettings.isDeclaredList("MY_OWN_SETTING"))
        // Flags add up level by level; a list that chooses platforms is replaced by a higher level.
        #expect(DeclaredSettings.accumulates("OTHER_LDFLAGS"))
        #expect(DeclaredSettings.accumulates("HEADER_SEARCH_PATHS"))
        #expect(!DeclaredSettings.accumulates("SUPPORTED_PLATFORMS"))
    }

    /// A String-typed setting keeps quotes as characters; a list splits at spaces and drops them (§4.5).
    @Test func declaredTypeDecidesParsing() throws {
        let files = ExampleProject(configurations: ["Debug"], projectSettings: [:],
                                   targets: [ExampleTarget(settings: [:], xcconfig: ["Debug": "Target.xcconfig"])],
                                   files: ["Target.xcconfig": """
                                       SWIFT_OPTIMIZATION_LEVEL = "-Onone"
                                       OTHER_LDFLAGS = "-ObjC" -lz
                                       ONLY_ACTIVE_ARCH = YES
                                       """]).render()
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try XcodeProject.load(path: root + "/App.xcodeproj").get()
        let target = try #require(project.targets.first)
        let settings = BuildSettings(project: project, target: target, configuration: "Debug",
                                     loader: XCConfigLoader(sourceRoot: project.sourceRoot))
        #expect(settings.resolve(Setting.swiftOptimizationLevel.name, sdk: "iphoneos").string == "\"-Onone\"")
        #expect(settings.resolve(Setting.otherLinkerFlags.name, sdk: "iphoneos").list == ["-ObjC", "-lz"])
        #expect(settings.resolve(Setting.onlyActiveArch.name, sdk: "iphoneos").bool)
    }
}
