import Foundation
import Testing
@testable import LintEngine
@testable import XcodeModel

/// The build-setting cases of docs/reference/xcode-semantics.md §4.9 (L-SET), resolved through XcodeModel's `BuildSettings` on
/// real files built with `ExampleProject`.
@Suite struct SettingsResolutionTests {
    static let alt = "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"

    struct Case {
        var project: [String: [String]] = [:]
        var target: [String: [String]] = [:]
        var targetXCConfig: [String: String] = [:]
        var projectXCConfig: [String: String] = [:]
        var files: [String: String] = [:]
        var configurations = ["Debug", "Release"]
        var targetConfigurations: [String]? = nil
    }

    func resolve(_ c: Case, _ key: String = alt, configuration: String = "Debug", sdk: String? = "iphoneos")
        throws -> (ResolvedSetting, [ModelIssue]) {
        let files = ExampleProject(configurations: c.configurations, projectSettings: c.project,
                                   projectXCConfig: c.projectXCConfig,
                                   targets: [ExampleTarget(configurations: c.targetConfigurations, settings: c.target,
                                                           xcconfig: c.targetXCConfig)],
                                   files: c.files).render()
        let root = try TestSupport.materialize(files)
        let project = try XcodeProject.load(path: root + "/App.xcodeproj").get()
        let loader = XCConfigLoader(sourceRoot: project.sourceRoot)
        let target = try #require(project.targets.first)
        let settings = BuildSettings(project: project, target: target, configuration: configuration, loader: loader)
        return (settings.resolve(key, sdk: sdk), loader.issues)
    }

    @Test("L-SET 1: a project value reaches the target") func projectLevel() throws {
        let (v, _) = try resolve(Case(project: ["Debug": ["\(Self.alt) = \"A B\""]]))
        #expect(v.list == ["A", "B"])
        #expect(v.winner?.level == .project)
    }

    @Test("L-SET 2: target buildSettings beat the target xcconfig; $(inherited) extends it") func targetOverXCConfig() throws {
        let files = ["T.xcconfig": "\(Self.alt) = A B\n"]
        let (plain, _) = try resolve(Case(target: ["Debug": ["\(Self.alt) = C"]], targetXCConfig: ["Debug": "T.xcconfig"], files: files))
        #expect(plain.list == ["C"])
        let (inherited, _) = try resolve(Case(target: ["Debug": ["\(Self.alt) = \"$(inherited) C\""]],
                                              targetXCConfig: ["Debug": "T.xcconfig"], files: files))
        #expect(inherited.list == ["A", "B", "C"])
    }

    @Test("L-SET 3: inheritance through four levels") func fourLevels() throws {
        let (v, _) = try resolve(Case(project: ["Debug": ["\(Self.alt) = \"$(inherited) B\""]],
                                      targetXCConfig: ["Debug": "T.xcconfig"], projectXCConfig: ["Debug": "P.xcconfig"],
                                      files: ["P.xcconfig": "\(Self.alt) = A\n", "T.xcconfig": "\(Self.alt) = $(inherited) C\n"]))
        #expect(v.list == ["A", "B", "C"])
    }

    @Test("L-SET 4: in a pbxproj dictionary a matching condition beats the plain key") func dictCondition() throws {
        let c = Case(target: ["Debug": ["\(Self.alt) = A", "\"\(Self.alt)[sdk=iphoneos*]\" = B"]])
        #expect(try resolve(c, sdk: "iphoneos").0.list == ["B"])
        #expect(try resolve(c, sdk: "iphonesimulator").0.list == ["A"])
    }

    @Test("L-SET 5: in an xcconfig the last matching line wins") func xcconfigOrder() throws {
        let c = Case(targetXCConfig: ["Debug": "T.xcconfig"], files: ["T.xcconfig": "\(Self.alt)[sdk=iphoneos*] = B\n\(Self.alt) = A\n"])
        #expect(try resolve(c, sdk: "iphoneos").0.list == ["A"])
        #expect(try resolve(c, sdk: "iphonesimulator").0.list == ["A"])
    }

    @Test("L-SET 6: [config=…] keys") func configCondition() throws {
        let c = Case(target: ["Debug": ["\"\(Self.alt)[config=Debug]\" = D", "\(Self.alt) = R"],
                              "Release": ["\"\(Self.alt)[config=Debug]\" = D", "\(Self.alt) = R"]])
        #expect(try resolve(c, configuration: "Debug").0.list == ["D"])
        #expect(try resolve(c, configuration: "Release").0.list == ["R"])
    }

    @Test("L-SET 7–9: arch is unbound; whitespace and commas in conditions never match") func unmatchable() throws {
        #expect(try resolve(Case(target: ["Debug": ["\"\(Self.alt)[arch=arm64]\" = X"]])).0.list == [])
        #expect(try resolve(Case(target: ["Debug": ["\"\(Self.alt)[arch=*]\" = X"]])).0.list == ["X"])
        #expect(try resolve(Case(target: ["Debug": ["\"\(Self.alt)[ sdk=iphoneos* ]\" = X"]])).0.list == [])
        #expect(try resolve(Case(target: ["Debug": ["\"\(Self.alt)[sdk=iphoneos*,arch=arm64]\" = X"]])).0.list == [])
        #expect(SettingCondition(parameter: " sdk", pattern: "x").defect == .whitespaceInsideBrackets)
    }

    @Test("L-SET 10: array vs string form") func arrayVersusString() throws {
        #expect(try resolve(Case(target: ["Debug": ["\(Self.alt) = (\"Blue Icon\")"]])).0.list == ["Blue Icon"])
        #expect(try resolve(Case(target: ["Debug": ["\(Self.alt) = \"Blue Icon\""]])).0.list == ["Blue", "Icon"])
        #expect(try resolve(Case(target: ["Debug": ["\(Self.alt) = \"\\\"Blue Icon\\\" Red\""]])).0.list == ["Blue Icon", "Red"])
    }

    @Test("L-SET 11: list macros splice; quoted they stay one element") func splicing() throws {
        #expect(try resolve(Case(target: ["Debug": ["MY_ICONS = \"A B\"", "\(Self.alt) = \"$(MY_ICONS)\""]])).0.list == ["A", "B"])
        let quoted = Case(targetXCConfig: ["Debug": "T.xcconfig"], files: ["T.xcconfig": "MY_ICONS = A B\n\(Self.alt) = \"$(MY_ICONS)\"\n"])
        #expect(try resolve(quoted).0.list == ["A B"])
    }

    @Test("L-SET 12: $NAME kept when undefined; $(NAME) empty") func undefined() throws {
        #expect(try resolve(Case(target: ["Debug": ["\(Self.alt) = \"$UNDEFINED_THING\""]])).0.list == ["$UNDEFINED_THING"])
        #expect(try resolve(Case(target: ["Debug": ["\(Self.alt) = \"$(UNDEFINED)\""]])).0.list == [])
    }

    @Test("L-SET 13: booleans", arguments: [("yes", true), ("YES", true), ("true", true), ("1", true), ("0", false),
                                            ("NO", false), ("\" YES\"", false)])
    func booleans(text: String, expected: Bool) throws {
        let (v, _) = try resolve(Case(target: ["Debug": ["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = \(text)"]]),
                                 "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS")
        #expect(v.bool == expected)
    }

    @Test("L-SET 14–16: self-reference, computed names, default=") func macros() throws {
        #expect(try resolve(Case(target: ["Debug": ["FOO = \"$(FOO) x\""]]), "FOO").0.list == ["x"])
        #expect(try resolve(Case(target: ["Debug": ["ALT_Debug = D", "\(Self.alt) = \"$(ALT_$(CONFIGURATION))\""]])).0.list == ["D"])
        #expect(try resolve(Case(target: ["Debug": ["ASSETCATALOG_COMPILER_APPICON_NAME = \"$(ICON:default=AppIcon)\""]]),
                            "ASSETCATALOG_COMPILER_APPICON_NAME").0.string == "AppIcon")
    }

    @Test("L-SET 17: includes, optional includes, missing includes, cycles") func includes() throws {
        let found = Case(targetXCConfig: ["Debug": "Config/T.xcconfig"],
                         files: ["Config/T.xcconfig": "#include \"Shared\"\n#include? \"Missing.xcconfig\"\n",
                                 "Config/Shared.xcconfig": "\(Self.alt) = S\n"])
        let (v, issues) = try resolve(found)
        #expect(v.list == ["S"])
        #expect(issues.isEmpty)
        guard case .hiddenFile(let hidden) = v.unknowable else { Issue.record("not marked unknowable"); return }
        #expect(hidden.path == "Missing.xcconfig" && hidden.cause == .optionalIncludeMissing)
        #expect(v.unknowable?.explanation.hasPrefix("the optional include \"Missing.xcconfig\" (T.xcconfig:2) ") == true)
        let (_, missing) = try resolve(Case(targetXCConfig: ["Debug": "T.xcconfig"], files: ["T.xcconfig": "#include \"Nope.xcconfig\"\n"]))
        #expect(missing.map(\.kind) == [.missingInclude])
        #expect(missing.first?.range?.start.line == 1)
        let (_, cycle) = try resolve(Case(targetXCConfig: ["Debug": "A.xcconfig"],
                                          files: ["A.xcconfig": "#include \"B.xcconfig\"\n", "B.xcconfig": "#include \"A.xcconfig\"\n"]))
        #expect(cycle.map(\.kind) == [.includeCycle])
    }

    @Test("L-SET 18–19: // truncates values; backslash continues lines") func xcconfigLines() throws {
        let c = Case(targetXCConfig: ["Debug": "T.xcconfig"],
                     files: ["T.xcconfig": "ICON_URL = https://x // c\n\(Self.alt) = A \\\n  B\n"])
        #expect(try resolve(c, "ICON_URL").0.string == "https:")
        #expect(try resolve(c).0.list == ["A", "B"])
    }

    @Test("L-SET 20: a repeated key in a dictionary: the last wins") func duplicateKey() throws {
        #expect(try resolve(Case(target: ["Debug": ["\(Self.alt) = A", "\(Self.alt) = B"]])).0.list == ["B"])
    }

    @Test("L-SET 21: a configuration the target lacks falls back to the project's default") func fallback() throws {
        let c = Case(target: ["Release": ["\(Self.alt) = R"]], configurations: ["Debug", "Release", "Beta"],
                     targetConfigurations: ["Debug", "Release"])
        // The example project's default configuration is its last one (Beta), absent from the target → first.
        #expect(try resolve(c, configuration: "Beta").0.list == [])
    }

    @Test("provenance: file, line and level of the deciding assignment") func provenance() throws {
        let (v, _) = try resolve(Case(targetXCConfig: ["Debug": "T.xcconfig"], files: ["T.xcconfig": "// icons\n\(Self.alt) = A\n"]))
        #expect(v.winner?.file.hasSuffix("/T.xcconfig") == true)
        #expect(v.winner?.range?.start.line == 2)
        #expect(v.winner?.level == .targetXCConfig)
    }
    @Test("one loader, several targets: the shared project levels carry each target's own name") func sharedLevels() throws {
        let files = ExampleProject(
            configurations: ["Debug", "Release"], projectSettings: ["Debug": ["PRODUCT_NAME = \"$(TARGET_NAME)-p\""]],
            projectXCConfig: ["Debug": "P.xcconfig"],
            targets: [ExampleTarget(name: "One", settings: ["Debug": ["OTHER = \"$(TARGETNAME) $(inherited)\""]]),
                      ExampleTarget(name: "Two")],
            files: ["P.xcconfig": "OTHER = base\n"]).render()
        let project = try XcodeProject.load(path: try TestSupport.materialize(files) + "/App.xcodeproj").get()
        let loader = XCConfigLoader(sourceRoot: project.sourceRoot)
        let one = try #require(project.targets.first { $0.name == "One" })
        let two = try #require(project.targets.first { $0.name == "Two" })
        let oneDebug = BuildSettings(project: project, target: one, configuration: "Debug", loader: loader)
        let twoDebug = BuildSettings(project: project, target: two, configuration: "Debug", loader: loader)
        let projectDebug = BuildSettings(project: project, target: nil, configuration: "Debug", loader: loader)
        let oneRelease = BuildSettings(project: project, target: one, configuration: "Release", loader: loader)
        #expect(oneDebug.resolve("PRODUCT_NAME", sdk: nil).string == "One-p")
        #expect(twoDebug.resolve("PRODUCT_NAME", sdk: nil).string == "Two-p")
        #expect(projectDebug.resolve("PRODUCT_NAME", sdk: nil).string == "-p")
        #expect(oneRelease.resolve("PRODUCT_NAME", sdk: nil).string == "One")
        #expect(oneDebug.resolve("OTHER", sdk: nil).list == ["One", "base"])
        #expect(twoDebug.resolve("OTHER", sdk: nil).list == ["base"])
        #expect(oneRelease.resolve("OTHER", sdk: nil).list == [])
        #expect(oneDebug.resolve("CONFIGURATION", sdk: nil).string == "Debug")
        #expect(oneRelease.resolve("CONFIGURATION", sdk: nil).string == "Release")
        // Asking again (the cached stack) gives the same answers; a fresh loader too.
        let again = BuildSettings(project: project, target: two, configuration: "Debug", loader: loader)
        #expect(again.resolve("PRODUCT_NAME", sdk: nil).string == "Two-p")
        let fresh = BuildSettings(project: project, target: two, configuration: "Debug",
                                  loader: XCConfigLoader(sourceRoot: project.sourceRoot))
        #expect(fresh.resolve("OTHER", sdk: nil).list == ["base"])
    }

    @Test("names assigned at both levels of a pair: only those, sorted") func namesAtBothLevels() throws {
        let c = Case(project: ["Debug": ["B_BOTH_PROJECT = p", "ONLY_PROJECT = p"]],
                     target: ["Debug": ["\"Z_BOTH_TARGET[sdk=iphoneos*]\" = t", "ONLY_TARGET = t", "A_BOTH_TARGET = t"]],
                     targetXCConfig: ["Debug": "T.xcconfig"], projectXCConfig: ["Debug": "P.xcconfig"],
                     files: ["T.xcconfig": "Z_BOTH_TARGET = x\nA_BOTH_TARGET = x\nB_BOTH_PROJECT = x\n",
                             "P.xcconfig": "B_BOTH_PROJECT = y\nONLY_TARGET = y\n"])
        let files = ExampleProject(configurations: c.configurations, projectSettings: c.project,
                                   projectXCConfig: c.projectXCConfig,
                                   targets: [ExampleTarget(settings: c.target, xcconfig: c.targetXCConfig)],
                                   files: c.files).render()
        let project = try XcodeProject.load(path: try TestSupport.materialize(files) + "/App.xcodeproj").get()
        let target = try #require(project.targets.first)
        let settings = BuildSettings(project: project, target: target, configuration: "Debug",
                                     loader: XCConfigLoader(sourceRoot: project.sourceRoot))
        #expect(settings.names(assignedAtBothOf: [(.target, .targetXCConfig), (.project, .projectXCConfig)])
                == ["A_BOTH_TARGET", "B_BOTH_PROJECT", "Z_BOTH_TARGET"])
        #expect(settings.names(assignedAtBothOf: [(.target, .targetXCConfig)]) == ["A_BOTH_TARGET", "Z_BOTH_TARGET"])
        #expect(settings.names(assignedAtBothOf: [(.project, .target)]) == [])
        #expect(settings.names(assignedAtBothOf: []) == [])
    }
}
