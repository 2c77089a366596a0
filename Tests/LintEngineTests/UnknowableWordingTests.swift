import Foundation
import Testing
@testable import LintEngine
@testable import XcodeModel

/// What makes a value unknowable is recorded by the model as facts (`Unknowable`) and worded by the rule layer.
/// Before, the model wrote sentences and marked an unreadable or CocoaPods-generated base configuration by
/// appending " (unreadable)" to its name, so the note read `the optional include "Base.xcconfig (unreadable)"
/// … does not exist here` for a base configuration that exists (docs/reference/xcode-semantics.md §4.8).
@Suite struct UnknowableWordingTests {
    static let alt = "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"

    /// The project sets `alt` at the target level, below a target base configuration at `xcconfig`; `prepare`
    /// may change the materialized tree.
    func resolve(xcconfig: String, files: [String: String] = [:], key: String = alt,
                 prepare: (String) throws -> Void = { _ in }) throws -> ResolvedSetting {
        let rendered = ExampleProject(configurations: ["Debug"],
                                      projectSettings: ["Debug": ["\(Self.alt) = \"P\""]],
                                      targets: [ExampleTarget(xcconfig: ["Debug": xcconfig])], files: files).render()
        let root = try TestSupport.materialize(rendered)
        try prepare(root)
        let project = try XcodeProject.load(path: root + "/App.xcodeproj").get()
        let target = try #require(project.targets.first)
        let settings = BuildSettings(project: project, target: target, configuration: "Debug",
                                     loader: XCConfigLoader(sourceRoot: project.sourceRoot))
        return settings.resolve(key, sdk: "iphoneos")
    }

    @Test func anUnreadableBaseConfigurationIsNamedAsOne() throws {
        let value = try resolve(xcconfig: "Config/Base.xcconfig", files: ["Config/Base.xcconfig": "X = 1\n"]) { root in
            // A directory where the file belongs: unreadable even for root, who ignores permissions.
            try FileManager.default.removeItem(atPath: root + "/Config/Base.xcconfig")
            try FileManager.default.createDirectory(atPath: root + "/Config/Base.xcconfig",
                                                    withIntermediateDirectories: false)
        }
        guard case .hiddenFile(let hidden) = value.unknowable else { Issue.record("not unknowable"); return }
        #expect(hidden.cause == .unreadableBaseConfiguration && hidden.path == "Base.xcconfig")
        let text = value.unknowable?.explanation ?? ""
        #expect(text.hasPrefix("the base configuration \"Base.xcconfig\" (project.pbxproj:"))
        #expect(text.hasSuffix("cannot be read and could change this value"))
        #expect(!text.contains("(unreadable)") && !text.contains("optional include"))
    }

    /// A setting CocoaPods writes (issue 26: only those are unknowable; `CocoaPodsSettingsTests` has the others).
    @Test func aCocoaPodsBaseConfigurationThatIsNotCommitted() throws {
        let value = try resolve(xcconfig: "Pods/Target Support Files/Pods-Client/Pods-Client.debug.xcconfig",
                                key: "OTHER_LDFLAGS")
        guard case .hiddenFile(let hidden) = value.unknowable else { Issue.record("not unknowable"); return }
        #expect(hidden.cause == .generatedByCocoaPods && hidden.path == "Pods-Client.debug.xcconfig")
        let text = value.unknowable?.explanation ?? ""
        #expect(text.hasPrefix("the base configuration \"Pods-Client.debug.xcconfig\" (project.pbxproj:"))
        #expect(text.contains("written by `pod install`"))
    }

    @Test func anIncludeInsideXcodeIsNotCalledMissing() throws {
        let value = try resolve(xcconfig: "Base.xcconfig", files: [
            "Base.xcconfig": "#include \"<DEVELOPER_DIR>/Makefiles/CoreOS/Xcode/BSD.xcconfig\"\n",
        ])
        guard case .hiddenFile(let hidden) = value.unknowable else { Issue.record("not unknowable"); return }
        #expect(hidden.cause == .insideXcode)
        let text = value.unknowable?.explanation ?? ""
        #expect(text.hasPrefix("the include \"<DEVELOPER_DIR>/Makefiles/CoreOS/Xcode/BSD.xcconfig\" (Base.xcconfig:1)"))
        #expect(!text.contains("does not exist"))
    }

    @Test func anIncludePastTheNestingLimitSaysWhichLimit() throws {
        var files: [String: String] = [:]
        for level in 0..<70 { files["N\(level).xcconfig"] = "#include \"N\(level + 1).xcconfig\"\n" }
        files["N70.xcconfig"] = "\(Self.alt) = Deep\n"
        let value = try resolve(xcconfig: "N0.xcconfig", files: files)
        guard case .hiddenFile(let hidden) = value.unknowable else { Issue.record("not unknowable"); return }
        #expect(hidden.cause == .notFollowed(.depth(XCConfigLoader.maxIncludeDepth)))
        #expect(value.unknowable?.explanation.contains("was not followed (includes nest more than 64 deep)") == true)
    }

    @Test func anUnreadableIncludeIsNamedAsOne() throws {
        let value = try resolve(xcconfig: "Base.xcconfig", files: ["Base.xcconfig": "#include \"Local.xcconfig\"\n",
                                                                  "Local.xcconfig": "X = 1\n"]) { root in
            try FileManager.default.removeItem(atPath: root + "/Local.xcconfig")
            try FileManager.default.createDirectory(atPath: root + "/Local.xcconfig", withIntermediateDirectories: false)
        }
        #expect(value.unknowable?.explanation.hasPrefix("the include \"Local.xcconfig\" (Base.xcconfig:1) cannot be read")
                == true)
    }

    @Test func undefinedSettingsAreListedOnce() {
        #expect(Unknowable.undefinedSettings(["A"]).explanation
                == "A is not set in any xcconfig or build settings pbxlint can see")
        #expect(Unknowable.undefinedSettings(["A", "B"]).explanation.hasPrefix("A, B are not set"))
    }

    /// Found on a real project (LoopCaregiver): `#include? "Local.xcconfig"` then `X = $(inherited) FEATURE` showed
    /// no note, since the only contributor is the line after the include; but `$(inherited)` takes whatever the
    /// missing file would set. A line that does not inherit stays knowable.
    @Test("§4.8: $(inherited) or a self-reference that reaches past a missing optional include", arguments: [
        ("X = $(inherited) FEATURE", "X", true), ("X = $(X) FEATURE", "X", true),
        (#"MAIN_NAME = "$(MAIN_NAME)""#, "MAIN_NAME", true), ("X = FEATURE", "X", false),
    ])
    func inheritingPastAMissingInclude(line: String, key: String, unknowable: Bool) throws {
        let value = try resolve(xcconfig: "Base.xcconfig", files: ["Base.xcconfig": "#include? \"Local.xcconfig\"\n\(line)\n"],
                                key: key)
        #expect((value.unknowable != nil) == unknowable, "\(value.string): \(String(describing: value.unknowable))")
        if unknowable {
            guard case .hiddenFile(let hidden) = value.unknowable else { Issue.record("not the include"); return }
            #expect(hidden.path == "Local.xcconfig" && hidden.cause == .optionalIncludeMissing)
        }
    }
}
