import Foundation
import Testing
import TestSupport
import XcodeModel
@testable import LintEngine

/// `embedded-version-mismatch` (issue 33 item 2): what each built Info.plist holds, per shipping configuration, and
/// silence wherever that cannot be known.
@Suite struct EmbeddedVersionMismatchTests {
    static let rule = EmbeddedVersionMismatchRule.description.id

    func findings(_ files: [String: String], project: String = "App.xcodeproj") throws -> [Diagnostic] {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/" + project).diagnostics
            .filter { $0.ruleID == Self.rule }
    }

    /// The limits the rule reported (`--explain`): what it could not compare.
    func limits(_ files: [String: String]) throws -> [Limit] {
        try IconFindingsOnUnseenProjectsTests.lint(files).limits.filter { $0.ruleID == Self.rule }
    }

    /// The configurations a finding affects, `Beta,Release`.
    static func configurations(_ diagnostic: Diagnostic) -> String {
        diagnostic.affects.flatMap(\.configurations).joined(separator: ",")
    }

    func fixture(_ relative: String) -> [Diagnostic] {
        let root = TestSupport.packageRoot + "/TestProjects"
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/" + relative).diagnostics
            .filter { $0.ruleID == Self.rule }
    }

    /// The fixture: Widget's Info.plist says 1.0 itself, Share sets CURRENT_PROJECT_VERSION = 44 in Release; Intents
    /// has a Run Script phase that stamps the version with PlistBuddy and Stickers' Info.plist is preprocessed, so
    /// both are unknowable and silent although their files say 1.0.
    @Test func fixtureInTheTextFormat() {
        let found = fixture("EmbeddedVersions/EmbeddedVersions.xcodeproj")
        let summary = found.map { "\($0.subject.name ?? "") \($0.subject.setting ?? "") \(Self.configurations($0)) "
            + "\(($0.location.file as NSString).lastPathComponent):\($0.location.range?.start.line ?? 0)" }
        #expect(summary.sorted() == [
            "Share CFBundleVersion Release project.pbxproj:279",
            "Widget CFBundleShortVersionString Release Info.plist:5",
        ], "\(summary)")
        let widget = found.first { $0.subject.name == "Widget" }
        #expect(widget?.message.contains(#"ships CFBundleShortVersionString 1.0 (from Info.plist), but "Client" 2.3 (Release)"#) == true)
        #expect(widget?.related.first?.message == #""Client" gets CFBundleShortVersionString 2.3 from MARKETING_VERSION here"#)
        #expect(widget?.related.first?.location.range?.start.line == 325, "the project-level MARKETING_VERSION of Release")
    }

    @Test func fixtureInTheJSONFormat() {
        let found = fixture("Xcproj/EmbeddedVersions/EmbeddedVersions.xcodeproj")
        #expect(found.count == 1)
        #expect(found.first?.message.contains(#"target "Widget", which "Client" embeds, ships CFBundleShortVersionString 1.0 (from MARKETING_VERSION), but "Client" 2.3"#) == true)
        #expect(found.first?.location.range?.start.line == 53)
        #expect(found.first?.related.first?.location.range?.start.line == 37)
    }

    static func project(host: [String], widget: [String], plist: [String: String]? = nil,
                        configurations: [String] = ["Debug", "Release"], projectSettings: [String] = []) -> [String: String] {
        var settings: [String: [String]] = [:], widgetSettings: [String: [String]] = [:], shared: [String: [String]] = [:]
        for name in configurations {
            settings[name] = host
            widgetSettings[name] = widget + (plist == nil ? [] : ["INFOPLIST_FILE = Widget/Info.plist"])
            shared[name] = projectSettings
        }
        var files: [String: String] = [:]
        if let plist { files["Widget/Info.plist"] = EmbeddedVersionMismatchRule.plist(plist) }
        return ExampleProject(configurations: configurations, projectSettings: shared, targets: [
            ExampleTarget(settings: settings, embeds: ["Widget"]),
            ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension", settings: widgetSettings),
        ], files: files).render()
    }

    /// With GENERATE_INFOPLIST_FILE = YES, an assigned MARKETING_VERSION replaces the file's
    /// CFBundleShortVersionString (swift-build `defaultInfoPlistContent` + `addAdditionalContent`): the Widget's
    /// stale 1.0 in its Info.plist does not ship.
    @Test func generatedContentReplacesTheFilesVersion() throws {
        let found = try findings(Self.project(
            host: ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"],
            widget: ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"],
            plist: ["CFBundleShortVersionString": "1.0"]))
        #expect(found.isEmpty, "\(found.map(\.message))")
        // Without generation the file's 1.0 is what ships.
        let stale = try findings(Self.project(
            host: ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"],
            widget: ["MARKETING_VERSION = 2.3"], plist: ["CFBundleShortVersionString": "1.0"]))
        #expect(stale.count == 1)
        #expect(stale.first?.location.file.hasSuffix("Widget/Info.plist") == true)
    }

    /// `$(MARKETING_VERSION)` in the Info.plist: the finding points at the assignment that decided it.
    @Test func aReferenceInThePlistPointsAtTheSetting() throws {
        let found = try findings(Self.project(
            host: ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"],
            widget: ["MARKETING_VERSION = 2.2"], plist: ["CFBundleShortVersionString": "$(MARKETING_VERSION)"]))
        #expect(found.count == 1)
        #expect(found.first?.location.file.hasSuffix("project.pbxproj") == true)
        #expect(found.first?.message.contains("ships CFBundleShortVersionString 2.2 (from MARKETING_VERSION)") == true)
    }

    /// One shared line is one finding, however many shipping configurations it affects.
    @Test func oneFindingPerCause() throws {
        let files = ExampleProject(configurations: ["Debug", "Beta", "Release"], targets: [
            ExampleTarget(settings: ["Debug": ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"],
                                     "Beta": ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"],
                                     "Release": ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"]],
                          embeds: ["Widget"]),
            ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension",
                          settings: ["Debug": ["GENERATE_INFOPLIST_FILE = YES"], "Beta": ["GENERATE_INFOPLIST_FILE = YES"],
                                     "Release": ["GENERATE_INFOPLIST_FILE = YES"]],
                          xcconfig: ["Debug": "Widget.xcconfig", "Beta": "Widget.xcconfig", "Release": "Widget.xcconfig"]),
        ], files: ["Widget.xcconfig": "MARKETING_VERSION = 1.0\n"]).render()
        let found = try findings(files)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first.map(Self.configurations) == "Beta,Release")
        // Debug does not ship and is not compared, so the finding names the configurations it is about.
        #expect(found.first?.message.contains(#"but "Client" 2.3 (Beta and Release); App Store Connect"#) == true,
                "\(found.map(\.message))")
        #expect(found.first?.location.file.hasSuffix("Widget.xcconfig") == true)
        #expect(found.first?.related.contains { $0.message.contains("the same way") } == false,
                "the shared xcconfig line is one line: no note at another")
    }

    /// The same mismatch said on its own line in each shipping configuration (Rarime's case) is one cause: one
    /// finding, at the first line, naming both configurations, with a note at the other line and at each line of
    /// the app's value.
    @Test func oneFindingForTheSameMismatchOnSeveralLines() throws {
        let host = ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"]
        let widget = ["MARKETING_VERSION = 1.0", "GENERATE_INFOPLIST_FILE = YES"]
        let files = Self.project(host: host, widget: widget, configurations: ["Debug", "Release (Development)", "Release (Production)"])
        let found = try findings(files)
        #expect(found.count == 1, "\(found.map(\.message))")
        guard let finding = found.first else { return }
        #expect(Self.configurations(finding) == "Release (Development),Release (Production)")
        #expect(finding.message.contains(#"ships CFBundleShortVersionString 1.0 (from MARKETING_VERSION), but "Client" 2.3 "#
            + "(Release (Development) and Release (Production)); App Store Connect flags the upload (ITMS-90473)"), "\(finding.message)")
        let lines = Self.lines(of: "MARKETING_VERSION = 1.0", in: files["App.xcodeproj/project.pbxproj"] ?? "")
        #expect(lines.count == 3, "Debug, Release (Development), Release (Production)")
        let notes = finding.related.map { "\($0.location.range?.start.line ?? 0): \($0.message)" }
        #expect(notes.contains("\(lines.last ?? 0): Release (Production) sets it the same way here too"), "\(notes)")
        #expect(finding.location.range?.start.line == lines.dropFirst().first, "the Release (Development) line")
        let hostNotes = notes.filter { $0.contains(#""Client" gets CFBundleShortVersionString 2.3 from MARKETING_VERSION here"#) }
        #expect(hostNotes.count == 2, "one at each of the app's lines, each naming its configuration: \(notes)")
        #expect(hostNotes.contains { $0.hasSuffix("here (Release (Production))") })

        // A suppression naming one configuration leaves the other, worded and noted for it alone.
        var suppressed = files
        suppressed[".pbxlint.json"] = #"{ "suppressions": [ { "rule": "embedded-version-mismatch", "#
            + #""configuration": "Release (Production)", "reason": "not on the App Store" } ] }"#
        let left = try findings(suppressed)
        #expect(left.count == 1)
        #expect(left.first?.message.contains(#"but "Client" 2.3 (Release (Development)); App Store"#) == true, "\(left.map(\.message))")
        #expect(left.first?.related.map(\.message) == [#""Client" gets CFBundleShortVersionString 2.3 from MARKETING_VERSION here"#])
    }

    /// The 1-based lines of a text that contain `needle`, in order.
    static func lines(of needle: String, in text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains(needle) }.map { $0.offset + 1 }
    }

    /// What pbxlint cannot know is not compared: a setting an optional include could change, a preprocessed
    /// Info.plist, a script that stamps versions, an Info.plist that is missing. Not a finding, but not silent
    /// either: one limit per embedded target says what was not compared and why (before, nothing at all: a field
    /// check found a real mismatch hidden by a gitignored `#include?`).
    @Test func unknowableIsNotComparedButSaid() throws {
        let optional = Self.project(host: ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"],
                                    widget: ["GENERATE_INFOPLIST_FILE = YES"])
            .merging(["Widget.xcconfig": "MARKETING_VERSION = 1.0\n#include? \"Local.xcconfig\"\n"]) { $1 }
        var withInclude = optional
        withInclude["App.xcodeproj/project.pbxproj"] = ExampleProject(targets: [
            ExampleTarget(settings: ["Debug": ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"],
                                     "Release": ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"]], embeds: ["Widget"]),
            ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension",
                          settings: ["Debug": ["GENERATE_INFOPLIST_FILE = YES"], "Release": ["GENERATE_INFOPLIST_FILE = YES"]],
                          xcconfig: ["Debug": "Widget.xcconfig", "Release": "Widget.xcconfig"]),
        ]).render()["App.xcodeproj/project.pbxproj"]
        #expect(try findings(withInclude).isEmpty)
        let said = try limits(withInclude)
        #expect(said.count == 1)
        #expect(said.first?.kind == .valueNotChecked)
        #expect(said.first?.message.hasPrefix(#"the versions of target "Widget", which "Client" embeds, were not compared with the app's (Release): "Widget": INFOPLIST_PREPROCESS: "#) == true, "\(said)")
        #expect(said.first?.message.contains(#"the optional include "Local.xcconfig""#) == true, "\(said)")

        #expect(try findings(Self.project(host: ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"],
                                          widget: ["INFOPLIST_PREPROCESS = YES"],
                                          plist: ["CFBundleShortVersionString": "1.0"])).isEmpty)

        var missing = Self.project(host: ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"], widget: [],
                                   plist: ["CFBundleShortVersionString": "1.0"])
        missing["Widget/Info.plist"] = nil
        #expect(try findings(missing).isEmpty)

        let stamped = ExampleProject(targets: [
            ExampleTarget(settings: ["Release": ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"]], embeds: ["Widget"]),
            ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension",
                          settings: ["Release": ["MARKETING_VERSION = 1.0", "GENERATE_INFOPLIST_FILE = YES"]],
                          scripts: [ExampleScript(script: "agvtool new-marketing-version \"$APP_VERSION\"\n")]),
        ]).render()
        #expect(try findings(stamped).isEmpty)
        #expect(try limits(stamped).map(\.message) == [
            #"the versions of target "Widget", which "Client" embeds, were not compared with the app's (Release): "Widget": a Run Script phase edits the built Info.plist's versions"#,
        ])
        #expect(try limits(missing).first?.message.contains("its Info.plist (INFOPLIST_FILE) cannot be read") == true)
        // Known on both sides: nothing to say.
        #expect(try limits(Self.project(host: ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"],
                                        widget: ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"])).isEmpty)
    }

    /// Frameworks keep their own versions; so does a product type the rule does not know to be checked.
    @Test func frameworksAreNotCompared() throws {
        let files = ExampleProject(targets: [
            ExampleTarget(settings: ["Release": ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"]], embeds: ["Kit"]),
            ExampleTarget(name: "Kit", productType: "com.apple.product-type.framework",
                          settings: ["Release": ["MARKETING_VERSION = 1.0", "GENERATE_INFOPLIST_FILE = YES"]]),
        ]).render()
        #expect(try findings(files).isEmpty)
    }

    @Test func singleReference() {
        #expect(BundleVersionFactsBuilder.singleReference("$(MARKETING_VERSION)") == "MARKETING_VERSION")
        #expect(BundleVersionFactsBuilder.singleReference("${CURRENT_PROJECT_VERSION}") == "CURRENT_PROJECT_VERSION")
        #expect(BundleVersionFactsBuilder.singleReference("$VERSION") == "VERSION")
        #expect(BundleVersionFactsBuilder.singleReference("$(MARKETING_VERSION).1") == nil)
        #expect(BundleVersionFactsBuilder.singleReference("1.0") == nil)
        #expect(BundleVersionFactsBuilder.singleReference("$()") == nil)
    }
}
