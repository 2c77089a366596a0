import Foundation
import Testing
import TestSupport
import XcodeModel
@testable import LintEngine

/// A target that several apps embed (an XPC service or framework shared by a Mac app and its agent): its line is
/// one cause, whichever app embeds it, so the "embedded target vs its host" rules give one finding naming every
/// app, with a note at each app's line (there was one finding per app, secretive's `SecretiveUpdater`).
@Suite struct EmbeddedInSeveralAppsTests {
    /// Each target compiles a Swift file: a target that compiles nothing has no language mode to compare.
    static let code = ["Client/App.swift": "struct App {}\n", "Agent/Agent.swift": "struct Agent {}\n",
                       "Widget/Widget.swift": "struct Widget {}\n"]

    func findings(host: [String], other: [String], widget: [String]) throws -> [Diagnostic] {
        let both = { (lines: [String]) in ["Debug": lines, "Release": lines] }
        let files = ExampleProject(targets: [
            ExampleTarget(settings: both(host), sources: ["Client/App.swift"], embeds: ["Widget"]),
            ExampleTarget(name: "Agent", settings: both(other), sources: ["Agent/Agent.swift"], embeds: ["Widget"]),
            ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension", settings: both(widget),
                          sources: ["Widget/Widget.swift"]),
        ], files: Self.code).render()
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj").diagnostics
            .filter { $0.ruleID == EmbeddedSwiftVersionRule.description.id }
    }

    @Test func oneFindingNamesEveryApp() throws {
        let found = try findings(host: ["SWIFT_VERSION = 6.0"], other: ["SWIFT_VERSION = 6.0"], widget: ["SWIFT_VERSION = 5.0"])
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix(
            #"target "Widget", which "Client" and "Agent" embed, is compiled in Swift language mode 5.0, but "Client" and "Agent" in 6.0"#) == true,
            "\(found.first?.message ?? "")")
        #expect(found.first?.affects.map(\.target) == ["Client", "Agent"])
        let notes = found.first?.related.map(\.message) ?? []
        #expect(notes.contains(#""Client" sets SWIFT_VERSION 6.0 here"#), "\(notes)")
        #expect(notes.contains(#""Agent" sets SWIFT_VERSION 6.0 here"#), "\(notes)")
    }

    /// Apps that differ from the embedded target in different ways are different causes.
    @Test func appsWithOtherValuesStaySeparate() throws {
        let found = try findings(host: ["SWIFT_VERSION = 6.0"], other: ["SWIFT_VERSION = 4.2"], widget: ["SWIFT_VERSION = 5.0"])
        #expect(found.count == 2, "\(found.map(\.message))")
    }

    /// `--target Agent` gives the full run's finding about Agent: the shared one, naming both apps.
    @Test func aFilteredRunNamesTheRemainingApp() throws {
        let both = { (lines: [String]) in ["Debug": lines, "Release": lines] }
        let files = ExampleProject(targets: [
            ExampleTarget(settings: both(["SWIFT_VERSION = 6.0"]), sources: ["Client/App.swift"], embeds: ["Widget"]),
            ExampleTarget(name: "Agent", settings: both(["SWIFT_VERSION = 6.0"]), sources: ["Agent/Agent.swift"], embeds: ["Widget"]),
            ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension",
                          settings: both(["SWIFT_VERSION = 5.0"]), sources: ["Widget/Widget.swift"]),
        ], files: Self.code).render()
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = Linter(options: LintOptions(targets: ["Agent"], baseDirectory: root))
            .lint(projectAt: root + "/App.xcodeproj").diagnostics.filter { $0.ruleID == EmbeddedSwiftVersionRule.description.id }
        #expect(found.count == 1)
        #expect(found.first?.message.contains(#"which "Client" and "Agent" embed"#) == true, "\(found.first?.message ?? "")")
    }
}
