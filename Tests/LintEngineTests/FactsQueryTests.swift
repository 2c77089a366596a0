import Foundation
import Testing
@testable import LintEngine
@testable import XcodeModel

/// The setting query rules use (`configuration[.appIconName]`): values resolved lazily from the model with their
/// provenance, or given in memory so a rule can be tested without files.
@Suite struct FactsQueryTests {
    static func collector() -> DiagnosticCollector {
        DiagnosticCollector(context: LintContext(options: LintOptions(baseDirectory: "/p"), configuration: LintConfiguration(),
                                                 projectPath: "/p/App.xcodeproj"))
    }

    static func configuration(_ name: String, _ facts: [SettingFact]) -> ConfigurationFacts {
        ConfigurationFacts(name: name, sdk: "iphoneos", location: Location(file: "/p/App.xcodeproj/project.pbxproj"),
                           settings: SettingSource(facts: Dictionary(uniqueKeysWithValues: facts.map { ($0.key, $0) })))
    }

    /// A rule runs on facts built in memory: no project, no disk.
    @Test func ruleRunsOnInMemoryFacts() {
        let on = SettingFact(key: Setting.includeAllAppIcons.name, isSet: true, list: ["YES"], string: "YES", bool: true,
                             location: Location(file: "/p/Debug.xcconfig"), origin: "Debug.xcconfig:1")
        let target = TargetFacts(name: "Client", productType: "com.apple.product-type.application", isApplication: true,
                                 location: Location(file: "/p/App.xcodeproj/project.pbxproj"),
                                 configurations: [Self.configuration("Debug", [on]), Self.configuration("Release", [])])
        var report = Self.collector()
        IncludeAllIconsConsistentRule.check(target, in: ProjectFacts(projectFile: "/p/App.xcodeproj/project.pbxproj",
                                                                     targets: [target]), report: &report)
        let messages = report.finish().map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Release of target \"Client\" has ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS off") == true)
        // Unset names read as unset; typed reads give the Swift type.
        let release = Self.configuration("Release", [])
        #expect(!release[.appIconName].isSet)
        #expect(Self.configuration("Debug", [on]).value(.includeAllAppIcons))
    }

    /// Values from the model: the deciding assignment, the contributors through `$(inherited)`, every assignment
    /// that applies, and what `$(inherited)` gives at the winner (docs/reference/xcode-semantics.md §4.1, §4.4).
    @Test func provenanceFromTheModel() throws {
        let files = ExampleProject(configurations: ["Debug"], projectSettings: ["Debug": ["OTHER_LDFLAGS = \"-ObjC\""]],
                                   targets: [ExampleTarget(settings: ["Debug": [#"OTHER_LDFLAGS = ("$(inherited)", "-lz")"#]],
                                                           xcconfig: ["Debug": "Target.xcconfig"])],
                                   files: ["Target.xcconfig": "OTHER_LDFLAGS = -lc++\nONLY_ACTIVE_ARCH = YES\n"]).render()
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try XcodeProject.load(path: root + "/App.xcodeproj").get()
        let target = try #require(project.targets.first)
        let configuration = try #require(target.configurationList?.configurations.first)
        let source = ModelSettings(project: project).source(target: target, configuration: configuration, sdk: "iphoneos")
        let facts = ConfigurationFacts(name: "Debug", sdk: "iphoneos", location: Location(file: project.projectFilePath),
                                       settings: source)
        #expect(facts[.otherLinkerFlags].list == ["-lc++", "-lz"])
        #expect(facts[.otherLinkerFlags].origin == "target \"Client\" build settings")
        #expect(facts.value(.onlyActiveArch))
        let provenance = facts.provenance(.otherLinkerFlags)
        #expect(provenance.winner?.level == .target)
        #expect(provenance.applicable.map(\.level) == [.project, .targetXCConfig, .target])
        // The project's -ObjC is shadowed by the target xcconfig, which $(inherited) reaches first.
        #expect(provenance.contributors.map(\.level) == [.targetXCConfig, .target])
        #expect(provenance.inherited == ["-lc++"])
        #expect(source.assignedNames.contains("ONLY_ACTIVE_ARCH"))
        #expect(!source.assignedNames.contains("TARGETED_DEVICE_FAMILY"))
    }
    /// One source answers for every SDK of a configuration unless some assignment has an `[sdk=…]` condition.
    @Test func sourcesSharedAcrossSDKsOnlyWithoutSDKConditions() throws {
        let files = ExampleProject(configurations: ["Debug", "Release"],
                                   targets: [ExampleTarget(settings: [
                                       "Debug": ["PRODUCT_NAME = Plain"],
                                       "Release": [#""PRODUCT_NAME[sdk=iphonesimulator*]" = Sim"#, "PRODUCT_NAME = Device"],
                                   ])]).render()
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try XcodeProject.load(path: root + "/App.xcodeproj").get()
        let target = try #require(project.targets.first)
        let debug = try #require(target.configurationList?.configuration(named: "Debug"))
        let release = try #require(target.configurationList?.configuration(named: "Release"))
        let settings = ModelSettings(project: project)
        let debugDevice = settings.source(target: target, configuration: debug, sdk: "iphoneos")
        let debugSimulator = settings.source(target: target, configuration: debug, sdk: "iphonesimulator")
        #expect(debugDevice === debugSimulator)
        #expect(debugSimulator.fact("PRODUCT_NAME").string == "Plain")
        let releaseDevice = settings.source(target: target, configuration: release, sdk: "iphoneos")
        let releaseSimulator = settings.source(target: target, configuration: release, sdk: "iphonesimulator")
        #expect(releaseDevice !== releaseSimulator)
        #expect(releaseDevice.fact("PRODUCT_NAME").string == "Device")
        #expect(releaseSimulator.fact("PRODUCT_NAME").string == "Sim")
    }
}
