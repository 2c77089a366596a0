import Foundation
import Testing
@testable import LintEngine

/// Build-settings findings a team acts on (issue 26): one finding per cause, inert lines as notes, overridden
/// shared defaults left alone, what ships inside an app checked, and `--target X` equal to the full run about X.
@Suite struct SettingsFindingsPerCauseTests {
    func lint(_ files: [String: String], targets: [String] = [], baseline: [String: String] = [:]) throws -> [Diagnostic] {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try #require(files.keys.first { $0.hasSuffix(".xcodeproj/project.pbxproj") })
        let path = (root as NSString).appendingPathComponent((project as NSString).deletingLastPathComponent)
        return Linter(options: LintOptions(targets: targets, baseDirectory: root)).lint(projectAt: path).diagnostics
    }

    func findings(_ rule: String, _ files: [String: String], targets: [String] = []) throws -> [Diagnostic] {
        try lint(files, targets: targets).filter { $0.ruleID == rule }
    }

    static func bothConfigurations(_ lines: [String]) -> [String: [String]] { ["Debug": lines, "Release": lines] }

    // MARK: One finding per cause

    /// A project-level line shared by two apps is one finding that names both, not one per target.
    @Test func sharedLineNamesEveryTargetItAffects() throws {
        let files = ExampleProject(projectSettings: ["Release": [#"SWIFT_OPTIMIZATION_LEVEL = "-Onone""#]],
                                   targets: [ExampleTarget(name: "One"), ExampleTarget(name: "Two")]).render()
        let found = try findings("debug-settings-shipped", files)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix(#"targets "One" and "Two" (Release) ship with SWIFT_OPTIMIZATION_LEVEL = -Onone"#) == true,
                "\(found.map(\.message))")
        #expect(found.first?.subject.target == nil && found.first?.subject.configuration == nil)
    }

    /// A target's Debug and Release lines that say the same are one finding, with a note at the second line, and
    /// its fix edits both.
    @Test func sameValueOnSeveralLinesIsOneFinding() throws {
        let files = ExampleProject(projectSettings: Self.bothConfigurations([#"OTHER_LDFLAGS = "-ObjC""#]),
                                   targets: [ExampleTarget(settings: Self.bothConfigurations([#"OTHER_LDFLAGS = "-lz""#]))]).render()
        let found = try findings("inherited-dropped", files)
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.message.hasPrefix(#"OTHER_LDFLAGS of target "Client" (Debug and Release) is set in target "Client" build settings without $(inherited)"#))
        #expect(finding.related.contains { $0.message == "Release sets it the same way here too" })
        guard case .all(let parts)? = finding.fix else {
            Issue.record("expected one fix for both lines, got \(String(describing: finding.fix))")
            return
        }
        #expect(parts.count == 2)
    }

    /// `pbxlint fix` applies a grouped finding's fix at every line of its cause.
    @Test func groupedFixEditsEveryLine() throws {
        let files = ExampleProject(projectSettings: Self.bothConfigurations([#"OTHER_LDFLAGS = "-ObjC""#]),
                                   targets: [ExampleTarget(settings: Self.bothConfigurations([#"OTHER_LDFLAGS = "-lz""#]))]).render()
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = (root as NSString).appendingPathComponent("App.xcodeproj")
        let found = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: project).diagnostics
            .filter { $0.ruleID == "inherited-dropped" }
        let plan = FixPlanner.plan(found, projectOf: { _ in project })
        #expect(plan.refused.isEmpty, "\(plan.refused.map(\.1))")
        let file = try #require(plan.files.first)
        #expect(file.edits.count == 2 && file.fixed.count == 1)
        let edited = String(decoding: file.edited, as: UTF8.self)
        #expect(edited.components(separatedBy: #"OTHER_LDFLAGS = "$(inherited) -lz""#).count == 3, "\(edited)")
    }

    /// A suppression naming one configuration silences that configuration's part of a cause only; a baseline
    /// written before grouping (one entry per configuration) still covers the grouped finding.
    @Test func suppressionsAndOldBaselinesKeepWorking() throws {
        var files = ExampleProject(configurations: ["Debug", "Beta", "Release"],
                               projectSettings: ["Beta": ["ENABLE_TESTABILITY = YES"], "Release": ["ENABLE_TESTABILITY = YES"]],
                               targets: [ExampleTarget(settings: ["Beta": ["ENABLE_BITCODE = YES"], "Release": ["ENABLE_BITCODE = YES"]])]).render()
        let all = try findings("setting-removed", files)
        #expect(all.count == 1, "\(all.map(\.message))")
        #expect(all.first?.message.contains("(Beta and Release)") == true, "\(all.map(\.message))")
        files[".pbxlint.json"] = #"{ "suppressions": [ { "rule": "setting-removed", "configuration": "Beta", "reason": "Beta is internal" } ] }"#
        let suppressed = try lint(files)
        let removed = suppressed.filter { $0.ruleID == "setting-removed" }
        #expect(removed.count == 1 && removed.first?.message.contains("(Release)") == true, "\(removed.map(\.message))")
        // It points at Release's line, not at Beta's, which the suppression silenced (and no note points there).
        let betaLine = try #require(all.first?.location.range?.startOffset)
        #expect(removed.first?.location.range?.startOffset != betaLine, "\(removed.map(\.location))")
        #expect(removed.first?.related.contains { $0.location.range?.startOffset == betaLine } == false)
        #expect(!suppressed.contains { $0.ruleID == "unused-suppression" })
        // A version 2 baseline as written before: one entry per configuration, each with its configuration.
        let old = Diagnostic(ruleID: "setting-removed", severity: .warning, message: "old",
                             location: Location(file: "x"), subject: Subject(project: "App.xcodeproj", target: "Client",
                                                                             configuration: "Beta", setting: "ENABLE_BITCODE",
                                                                             name: "ENABLE_BITCODE"))
        files[".pbxlint.json"] = nil
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let baselinePath = (root as NSString).appendingPathComponent("baseline.json")
        try Baseline.render([old], to: baselinePath).write(toFile: baselinePath, atomically: true, encoding: .utf8)
        let baseline = try Baseline.load(path: baselinePath).get()
        let fresh = Linter(options: LintOptions(baseDirectory: root))
            .lint(projectAt: (root as NSString).appendingPathComponent("App.xcodeproj")).diagnostics
            .filter { $0.ruleID == "setting-removed" }
        #expect(fresh.count == 1)
        #expect(baseline.newFindings(in: fresh).isEmpty, "\(fresh.map(\.fingerprint))")
    }

    // MARK: setting-removed

    @Test func inertRemovedSettingsAreNotes() throws {
        let files = ExampleProject.client(settings: ["Release": ["ENABLE_BITCODE = NO", #"VALID_ARCHS = "$(ARCHS_STANDARD)""#]])
        let found = try findings("setting-removed", files)
        #expect(found.count == 2 && found.allSatisfy { $0.severity == .note }, "\(found.map { "\($0.severity): \($0.message)" })")
        #expect(found.allSatisfy { $0.message.contains("safe to delete") })
    }

    @Test func removedSettingsThatStillActAreWarnings() throws {
        let files = ExampleProject.client(settings: ["Release": ["ENABLE_BITCODE = YES", "BITCODE_GENERATION_MODE = bitcode",
                                                                 "VALID_ARCHS = arm64"]])
        let found = try findings("setting-removed", files)
        #expect(found.count == 3 && found.allSatisfy { $0.severity == .warning }, "\(found.map { "\($0.severity): \($0.message)" })")
    }

    // MARK: xcconfig-shadowed

    static func shadowing(debug: [String], release: [String], xcconfig: String, sdk: String = "iphoneos") -> [String: String] {
        ExampleProject(targets: [ExampleTarget(settings: ["Debug": ["SDKROOT = \(sdk)"] + debug, "Release": ["SDKROOT = \(sdk)"] + release],
                                               xcconfig: ["Debug": "Shared.xcconfig", "Release": "Shared.xcconfig"])],
                       files: ["Shared.xcconfig": xcconfig]).render()
    }

    /// Release overrides the shared default that Debug still uses: a default being overridden, not dead.
    @Test func overriddenSharedDefaultIsNotReported() throws {
        let files = Self.shadowing(debug: [], release: ["PRODUCT_BUNDLE_IDENTIFIER = com.example.beta"],
                                   xcconfig: "PRODUCT_BUNDLE_IDENTIFIER = com.example\n")
        #expect(try findings("xcconfig-shadowed", files).isEmpty)
        // Also when only Release is checked: Debug still uses the line.
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let releaseOnly = Linter(options: LintOptions(configurations: ["Release"], baseDirectory: root))
            .lint(projectAt: (root as NSString).appendingPathComponent("App.xcodeproj")).diagnostics
        #expect(!releaseOnly.contains { $0.ruleID == "xcconfig-shadowed" }, "\(releaseOnly.map(\.message))")
    }

    /// Another target that uses the same file still takes the default: not dead either.
    @Test func defaultUsedByAnotherTargetIsNotReported() throws {
        let files = ExampleProject(targets: [
            ExampleTarget(settings: Self.bothConfigurations(["SWIFT_VERSION = 6.0"]),
                          xcconfig: ["Debug": "Shared.xcconfig", "Release": "Shared.xcconfig"]),
            ExampleTarget(name: "Tests", productType: "com.apple.product-type.bundle.unit-test",
                          xcconfig: ["Debug": "Shared.xcconfig", "Release": "Shared.xcconfig"]),
        ], files: ["Shared.xcconfig": "SWIFT_VERSION = 5.0\n"]).render()
        #expect(try findings("xcconfig-shadowed", files).isEmpty)
    }

    @Test func identicalValueIsANote() throws {
        let files = Self.shadowing(debug: ["SWIFT_VERSION = 5.0"], release: ["SWIFT_VERSION = 5.0"], xcconfig: "SWIFT_VERSION = 5.0\n")
        let found = try findings("xcconfig-shadowed", files)
        #expect(found.count == 1 && found.first?.severity == .note, "\(found.map(\.message))")
        #expect(found.first?.message.contains("the project file's line can be deleted") == true)
    }

    @Test func deadEverywhereWithAnotherValueIsAWarning() throws {
        let files = Self.shadowing(debug: ["IPHONEOS_DEPLOYMENT_TARGET = 15.0"], release: ["IPHONEOS_DEPLOYMENT_TARGET = 15.0"],
                                   xcconfig: "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
        let found = try findings("xcconfig-shadowed", files)
        #expect(found.count == 1 && found.first?.severity == .warning, "\(found.map(\.message))")
    }

    /// The iOS deployment target means nothing to a tvOS-only target.
    @Test func settingOfAnotherPlatformIsSkipped() throws {
        let files = Self.shadowing(debug: ["IPHONEOS_DEPLOYMENT_TARGET = 15.0"], release: ["IPHONEOS_DEPLOYMENT_TARGET = 15.0"],
                                   xcconfig: "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n", sdk: "appletvos")
        #expect(try findings("xcconfig-shadowed", files).isEmpty)
    }

    // MARK: debug-settings-shipped

    @Test func onlyActiveArchMattersOnlyForTheMac() throws {
        let iOS = ExampleProject.client(settings: ["Release": ["ONLY_ACTIVE_ARCH = YES"]])
        #expect(try findings("debug-settings-shipped", iOS).isEmpty)
        let mac = ExampleProject.client(settings: ["Release": ["ONLY_ACTIVE_ARCH = YES", "SDKROOT = macosx"]])
        let found = try findings("debug-settings-shipped", mac)
        #expect(found.count == 1 && found.first?.message.contains("ONLY_ACTIVE_ARCH") == true, "\(found.map(\.message))")
    }

    @Test func debugFlagsInOtherFlagsAreFound() throws {
        let files = ExampleProject.client(settings: ["Release": [#"OTHER_SWIFT_FLAGS = ("-D", DEBUG, "-Onone")"#,
                                                                #"OTHER_CFLAGS = "-DDEBUG""#]])
        let messages = try findings("debug-settings-shipped", files).map(\.message)
        #expect(messages.contains { $0.contains("OTHER_SWIFT_FLAGS containing -D DEBUG") }, "\(messages)")
        #expect(messages.contains { $0.contains("OTHER_SWIFT_FLAGS containing -Onone") }, "\(messages)")
        #expect(messages.contains { $0.contains("OTHER_CFLAGS containing -DDEBUG") }, "\(messages)")
    }

    @Test func internalConfigurationMessageNamesTheOption() throws {
        let files = ExampleProject.client(configurations: ["Debug", "Staging", "Release"],
                                          settings: ["Staging": ["ENABLE_TESTABILITY = YES"]])
        let found = try findings("debug-settings-shipped", files)
        #expect(found.first?.message.hasSuffix(#"if "Staging" never ships, add it to the debugConfigurations option of debug-settings-shipped in .pbxlint.json (which replaces the default list *debug*, *test, *tests, *testing)"#) == true,
                "\(found.map(\.message))")
    }

    // MARK: inherited-dropped

    /// `-DDEBUG` in GCC_PREPROCESSOR_DEFINITIONS is a flag, not a definition: `$(inherited)` would pass
    /// `-D-DDEBUG`, so the rule neither proposes nor fixes it.
    @Test func malformedInheritedValueIsNotProposed() throws {
        let files = ExampleProject(projectSettings: Self.bothConfigurations([#"GCC_PREPROCESSOR_DEFINITIONS = "-DDEBUG""#]),
                                   targets: [ExampleTarget(settings: ["Debug": ["GCC_PREPROCESSOR_DEFINITIONS = IPHONE"]])]).render()
        let found = try findings("inherited-dropped", files)
        let finding = try #require(found.first)
        #expect(finding.fix == nil)
        #expect(finding.severity == .note)
        #expect(!finding.message.contains("start the value with $(inherited)"), "\(finding.message)")
        #expect(finding.message.contains("-D-DDEBUG"))
    }

    // MARK: project-format-too-new

    @Test func xcode16_3FormatIsKnown() throws {
        var files = ExampleProject.client(settings: [:])
        let key = try #require(files.keys.first { $0.hasSuffix("project.pbxproj") })
        files[key] = files[key]?.replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = 90;")
        files[".pbxlint.json"] = #"{ "rules": { "project-format-too-new": { "options": { "minimumXcodeVersion": "16.0" } } } }"#
        let found = try findings("project-format-too-new", files)
        #expect(found.first?.message.hasPrefix("objectVersion 90 needs Xcode 16.3 or later") == true, "\(found.map(\.message))")
    }

    // MARK: Scope

    static let shipped = ExampleProject(projectSettings: ["Release": ["ENABLE_TESTABILITY = YES"]], targets: [
        ExampleTarget(settings: Self.bothConfigurations(["ENABLE_BITCODE = YES"]), embeds: ["Widget"]),
        // The widget names an alternate icon it does not have: an icon rule's business, which checks apps only.
        ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension",
                      settings: ["Release": [#"SWIFT_OPTIMIZATION_LEVEL = "-Onone""#, "ENABLE_BITCODE = YES",
                                             "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon",
                                             "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Gone"]],
                      catalogs: [ExampleCatalog(path: "Widget/Assets.xcassets", iconSets: ["AppIcon"])]),
        ExampleTarget(name: "ClientTests", productType: "com.apple.product-type.bundle.unit-test",
                      settings: ["Release": [#"SWIFT_OPTIMIZATION_LEVEL = "-Onone""#]]),
    ])

    /// What the app embeds ships inside it and is checked by default; a test bundle is not.
    @Test func embeddedTargetsAreCheckedByDefault() throws {
        let found = try lint(Self.shipped.render())
        let messages = found.map(\.message)
        #expect(messages.contains { $0.hasPrefix(#"Release of target "Widget" ships with SWIFT_OPTIMIZATION_LEVEL = -Onone"#) }, "\(messages)")
        #expect(found.contains { $0.ruleID == "setting-removed" && $0.subject.target == "Widget" }, "\(messages)")
        #expect(!messages.contains { $0.contains("ClientTests") }, "\(messages)")
        // The icon rules check the widget only when it is named.
        #expect(!found.contains { $0.subject.target == "Widget" && $0.ruleID.contains("icon") }, "\(messages)")
        var named = Self.shipped.render()
        named[".pbxlint.json"] = #"{ "targets": { "include": ["Widget", "ClientTests"] } }"#
        let all = try lint(named)
        #expect(all.contains { $0.subject.target == "Widget" && $0.ruleID.contains("icon") }, "\(all.map(\.message))")
        #expect(all.contains { $0.message.contains("ClientTests") }, "\(all.map(\.message))")
    }

    /// `--target X` reports exactly the full run's findings about X.
    @Test func targetOptionGivesTheFullRunsFindingsAboutIt() throws {
        let files = Self.shipped.render()
        let full = try lint(files)
        for target in ["Client", "Widget"] {
            let about = full.filter { $0.subject.target == target || ($0.subject.target == nil && $0.message.contains("\"\(target)\"")) }
            let only = try lint(files, targets: [target])
            #expect(only.map(\.message) == about.map(\.message), "\(target)")
            #expect(!only.isEmpty)
        }
    }
}
