import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// `setting-condition-never-matches`, beyond its documented examples: each defect of docs/reference/xcode-semantics.md §4.3 (whitespace
/// inside the brackets is significant, unknown parameters match only `*`, commas are not separators, `sdk` values
/// are lower-case SDK names with a version), and the conditions that must stay silent.
@Suite struct SettingConditionNeverMatchesTests {
    static let id = "setting-condition-never-matches"

    func findings(_ files: [String: String]) throws -> [Diagnostic] {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj").diagnostics
            .filter { $0.ruleID == Self.id }
    }

    func findings(debug lines: [String]) throws -> [Diagnostic] {
        try findings(ExampleProject.client(settings: ["Debug": lines]))
    }

    @Test("§4.3: each condition that no build satisfies", arguments: [
        (#""OTHER_LDFLAGS[ sdk=iphoneos* ]" = "-ObjC""#, "write [sdk=iphoneos*]"),
        (#""OTHER_LDFLAGS[platform=ios]" = "-ObjC""#, #""platform" is not a condition parameter"#),
        (#""OTHER_LDFLAGS[variant=release]" = "-ObjC""#, #"and "release" matches none of them"#),
        (#""OTHER_LDFLAGS[sdk=iPhoneOS*]" = "-ObjC""#, #"did you mean "iphoneos*"?"#),
        (#""OTHER_LDFLAGS[sdk=iphoneos*,iphonesimulator*]" = "-ObjC""#, "a comma does not list alternatives"),
        (#""OTHER_LDFLAGS[target=Widget]" = "-ObjC""#, #"build settings of target "Client", which "Widget" does not match"#),
    ])
    func neverMatches(line: String, fragment: String) throws {
        let found = try findings(debug: [line])
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.message.contains(fragment), "\(finding.message)")
        #expect(finding.severity == .warning)
        #expect(finding.location.range != nil, "points at the key")
    }

    @Test("§4.3: conditions some build satisfies stay silent", arguments: [
        #""OTHER_LDFLAGS[sdk=iphoneos17.*]" = "-ObjC""#, #""OTHER_LDFLAGS[sdk=*simulator*]" = "-ObjC""#,
        #""OTHER_LDFLAGS[sdk=iphonesimulator]" = "-ObjC""#, #""OTHER_LDFLAGS[arch=arm64e]" = "-ObjC""#,
        #""OTHER_LDFLAGS[platform=*]" = "-ObjC""#, #""OTHER_LDFLAGS[variant=normal]" = "-ObjC""#,
        #""OTHER_LDFLAGS[config=Deb*]" = "-ObjC""#, #""OTHER_LDFLAGS[target=Client]" = "-ObjC""#,
        #""OTHER_LDFLAGS[__platform_filter=ios]" = "-ObjC""#, #""OTHER_LDFLAGS[sdk=xrsimulator*][arch=*]" = "-ObjC""#,
        // `embedded` is the device SDKs' fallback condition name (issue 26).
        #""OTHER_LDFLAGS[sdk=embedded*]" = "-ObjC""#,
    ])
    func matchesSomeBuild(line: String) throws {
        #expect(try findings(debug: [line]).isEmpty)
    }

    @Test func aSharedXCConfigLineIsReportedOnceWithEveryConfiguration() throws {
        let widget = ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension",
                                   xcconfig: ["Debug": "Shared.xcconfig", "Release": "Shared.xcconfig"])
        let files = ExampleProject.client(settings: [:], otherTargets: [widget],
                                          xcconfig: ["Debug": "Shared.xcconfig", "Release": "Shared.xcconfig"])
            .adding(["Shared.xcconfig": "// shared\nOTHER_LDFLAGS[sdk=ios*] = -ObjC\n"])
        let found = try findings(files)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.location.range?.start.line == 2)
        #expect(found.first?.location.file.hasSuffix("Shared.xcconfig") == true)
    }

    @Test func anXCConfigConfigurationOfAnotherProjectIsNotReported() throws {
        let files = ExampleProject.client(settings: [:], xcconfig: ["Debug": "App.xcconfig", "Release": "App.xcconfig"])
            .adding(["App.xcconfig": "A[config=AppStore] = 1\nB[config=Releas] = 1\n"])
        let found = try findings(files)
        #expect(found.map { $0.location.range?.start.line } == [2], "only the near miss of Release: \(found.map(\.message))")
    }
}

/// The same rule on Xcode 27's `project.xcproj`, where `KEY[config=Name]` in the one `build-settings` object is how
/// a value goes to one configuration (docs/reference/xcproj-notes.md §4.3): a name that no configuration has applies nowhere, as
/// in Xcode, and is reported at its key; the fixture's own `[config=Debug]`, `[config=Beta]`… are silent.
@Suite struct SettingConditionNeverMatchesXcprojTests {
    func findings(replacing old: String = "", with new: String = "") throws -> [Diagnostic] {
        let fixture = TestSupport.packageRoot + "/TestProjects/Xcproj/Clean"
        let original = try String(contentsOfFile: fixture + "/Clean.xcodeproj/project.xcproj", encoding: .utf8)
        let text = old.isEmpty ? original : original.replacingOccurrences(of: old, with: new)
        #expect(old.isEmpty || text != original, "the fixture changed: \(old) not found")
        let root = try TestSupport.materialize(["Clean.xcodeproj/project.xcproj": text])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: fixture + "/Client", toPath: root + "/Client")
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/Clean.xcodeproj").diagnostics
    }

    @Test func theFixturesConfigurationKeysAreSilent() throws {
        let all = try findings()
        #expect(!all.contains { $0.ruleID == SettingConditionNeverMatchesTests.id }, "\(all.map(\.message))")
    }

    @Test func aMisspeltConfigurationIsReportedAtItsKeyAndAppliesNowhere() throws {
        let all = try findings(replacing: #""VALIDATE_PRODUCT[config=Beta]": "YES","#,
                               with: #""VALIDATE_PRODUCT[config=Btea]": "YES","#)
        let found = all.filter { $0.ruleID == SettingConditionNeverMatchesTests.id }
        #expect(found.count == 1, "\(all.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.message.contains(#""VALIDATE_PRODUCT[config=Btea]" never applies: no configuration of the project is named "Btea""#),
                "\(finding.message)")
        #expect(finding.message.contains(#"did you mean "Beta"?"#), "\(finding.message)")
        #expect(finding.location.file.hasSuffix("project.xcproj"))
        #expect(finding.location.range?.start.line == 54, "the key's line")
    }
}
