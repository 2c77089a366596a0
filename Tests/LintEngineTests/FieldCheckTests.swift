import Foundation
import Testing
@testable import LintEngine

/// Shapes met on public projects nobody here had seen: each test is a
/// synthetic minimum of what pbxlint got wrong on one of them.
@Suite struct FieldCheckTests {
    static func lint(_ files: [String: String]) throws -> ProjectLintResult {
        try IconFindingsOnUnseenProjectsTests.lint(files)
    }

    /// An `AppIcon.appiconset` folder that holds an image but no `Contents.json`: one set, so the finding must not
    /// claim the target compiles two sets of that name and point at the same folder as "the one with images".
    @Test func aSetWithoutContentsJSONIsNotCountedAsItsOwnTwin() throws {
        let files = ExampleProject.client(configurations: ["Release"], settings: [:],
                                          iconSets: ["AppIcon-Blue", "AppIcon-Green"],
                                          files: ["Client/Assets.xcassets/AppIcon.appiconset/AppIcon.png": ""])
        let found = try Self.lint(files).diagnostics.filter { $0.ruleID == "icon-set-invalid" }
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message == #"icon set "AppIcon" of target "Client": Contents.json is missing"#,
                "\(found.map(\.message))")
    }

    /// A watchOS 2 watch app is a stub without a Sources phase (storyboards and the icon; its code is the
    /// WatchKit extension's, `IBSC_MODULE`): its `SWIFT_VERSION` reaches no compiler, so an extension it embeds in
    /// another language mode is no migration left to finish. Seen on a public watch app (4.2 stub, 5.0 extension).
    @Test func aHostThatCompilesNoSourcesHasNoSwiftLanguageMode() throws {
        let both = { (lines: [String]) in ["Debug": lines, "Release": lines] }
        let files = ExampleProject(targets: [
            ExampleTarget(settings: both(["SWIFT_VERSION = 5.0"]), sources: ["Client/App.swift"], embeds: ["Watch"]),
            ExampleTarget(name: "Watch", productType: "com.apple.product-type.application.watchapp2",
                          settings: both(["SDKROOT = watchos", "SWIFT_VERSION = 4.2"]), embeds: ["Watch Extension"]),
            ExampleTarget(name: "Watch Extension", productType: "com.apple.product-type.watchkit2-extension",
                          settings: both(["SDKROOT = watchos", "SWIFT_VERSION = 5.0"]), sources: ["Watch Extension/Delegate.swift"]),
        ], files: ["Watch Extension/Delegate.swift": "final class Delegate {}\n", "Client/App.swift": "struct App {}\n"]).render()
        let found = try Self.lint(files).diagnostics.filter { $0.ruleID == "embedded-swift-version" }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// The same pair when the host compiles Swift too: still a note.
    @Test func aHostThatCompilesSwiftStillGetsTheNote() throws {
        let both = { (lines: [String]) in ["Debug": lines, "Release": lines] }
        let files = ExampleProject(targets: [
            ExampleTarget(settings: both(["SWIFT_VERSION = 6.0"]), sources: ["Client/App.swift"], embeds: ["Widget"]),
            ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension",
                          settings: both(["SWIFT_VERSION = 5.0"]), sources: ["Widget/Widget.swift"]),
        ], files: ["Client/App.swift": "struct App {}\n", "Widget/Widget.swift": "struct W {}\n"]).render()
        let found = try Self.lint(files).diagnostics.filter { $0.ruleID == "embedded-swift-version" }
        #expect(found.count == 1, "\(found.map(\.message))")
    }
}
