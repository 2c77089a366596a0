import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// Issue 26: a required base configuration that is not in the repository (gitignored, generated from a template)
/// makes what it could set unknowable in every rule, as a missing `#include?` does; it is still reported by
/// `xcconfig-missing`. Before, an extension's `DEVELOPMENT_TEAM = $(TEAM_ID)` was read as empty and
/// `embedded-signing` reported "has no DEVELOPMENT_TEAM".
@Suite struct MissingConfigurationUnknowableTests {
    func diagnostics(_ files: [String: String]) throws -> [Diagnostic] {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj").diagnostics
    }

    func project(widgetXCConfig: [String: String], files: [String: String] = [:]) -> [String: String] {
        // One configuration: ExampleProject gives each configuration's base configuration its own reference.
        let both = { (lines: [String]) in ["Release": lines] }
        return ExampleProject(configurations: ["Release"], targets: [
            ExampleTarget(settings: both(["DEVELOPMENT_TEAM = ABCDE12345"]), embeds: ["Widget"]),
            ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension",
                          settings: both(["DEVELOPMENT_TEAM = \"$(TEAM_ID)\""]), xcconfig: widgetXCConfig),
        ], files: files).render()
    }

    @Test func aMissingRequiredBaseConfigurationIsNotReadAsEmpty() throws {
        let found = try diagnostics(project(widgetXCConfig: ["Release": "Widget/Secrets.xcconfig"]))
        #expect(!found.contains { $0.ruleID == "embedded-signing" }, "\(found.map(\.message))")
    }

    @Test func aMissingRequiredIncludeIsNotReadAsEmpty() throws {
        let config = ["Release": "Widget/Widget.xcconfig"]
        let found = try diagnostics(project(widgetXCConfig: config,
                                            files: ["Widget/Widget.xcconfig": "#include \"Secrets.xcconfig\"\n"]))
        #expect(!found.contains { $0.ruleID == "embedded-signing" }, "\(found.map(\.message))")
    }

    /// The missing file is still reported (here the app's own base configuration, a target every rule checks).
    @Test func theMissingFileIsStillReported() throws {
        let files = ExampleProject(configurations: ["Release"], targets: [
            ExampleTarget(settings: ["Release": ["DEVELOPMENT_TEAM = \"$(TEAM_ID)\""]],
                          xcconfig: ["Release": "Client/Secrets.xcconfig"]),
        ]).render()
        let found = try diagnostics(files)
        #expect(found.contains { $0.ruleID == "xcconfig-missing" }, "\(found.map(\.message))")
    }

    /// The same project with the team set where pbxlint can see it, and different: still reported.
    @Test func aVisibleDifferentTeamIsStillReported() throws {
        let config = ["Release": "Widget/Widget.xcconfig"]
        let found = try diagnostics(project(widgetXCConfig: config,
                                            files: ["Widget/Widget.xcconfig": "TEAM_ID = ZZZZZ99999\n"]))
        #expect(found.contains { $0.ruleID == "embedded-signing" })
    }
}
