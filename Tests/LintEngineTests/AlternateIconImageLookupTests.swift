import Foundation
import Testing
import TestSupport
@testable import XcodeModel
@testable import LintEngine

/// `alternate-icon-image-lookup` (issue 33 item 5): which lookups are read, and which are reported.
@Suite struct AlternateIconImageLookupTests {
    static let rule = AlternateIconImageLookupRule.description.id

    @Test func callsFoundInCode() {
        var uses = ImageNameUses()
        uses.scan(Array("""
            let a = UIImage(named: "Blue")
            let b = UIImage(named: "Green", in: .main, compatibleWith: nil)
            let c = UIImage(named: name)
            let d = Image("Red").resizable()
            let e = Image(systemName: "star")
            let f = Theme.Image("Gold")
            // UIImage(named: "Commented")
            let g = UIImage(named: "Pre\\(x)")

            """.utf8), path: "A.swift")
        uses.scan(Array("UIImage *i = [UIImage imageNamed:@\"Purple\"];\n".utf8), path: "B.m")
        #expect(uses.calls.map { "\($0.api) \($0.name) \($0.line)" }
                == ["UIImage(named:) Blue 1", "UIImage(named:) Green 2", "Image(_:) Red 4", "imageNamed: Purple 1"])
    }

    func findings(_ code: String, iconSets: [String] = ["AppIcon", "AppIcon-Blue"], extra: [String: String] = [:]) throws -> [Diagnostic] {
        let files = ExampleProject.client(settings: [:], iconSets: iconSets, sources: ["Client/Picker.swift": code]).adding(extra)
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj").diagnostics
            .filter { $0.ruleID == Self.rule }
    }

    /// The preview convention is opt-in; with include-all, every icon set but the primary is an alternate.
    @Test func previewConvention() throws {
        let previews = [
            "Client/Assets.xcassets/AppIconPreview.imageset/Contents.json": AlternateIconImageLookupRule.previewContents,
            "Client/Assets.xcassets/AppIcon-BluePreview.imageset/Contents.json": AlternateIconImageLookupRule.previewContents,
        ]
        let option = [".pbxlint.json": #"{ "rules": { "alternate-icon-image-lookup": { "options": { "previewSuffix": "Preview" } } } }"#]
        let includeAll = ["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES"]
        func lint(_ extra: [String: String]) throws -> [Diagnostic] {
            let files = ExampleProject.client(settings: ["Debug": includeAll, "Release": includeAll],
                                              iconSets: ["AppIcon", "AppIcon-Blue", "AppIcon-Green"]).adding(previews).adding(extra)
            let root = try TestSupport.materialize(files)
            defer { try? FileManager.default.removeItem(atPath: root) }
            return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj").diagnostics
                .filter { $0.ruleID == Self.rule }
        }
        #expect(try lint([:]).isEmpty, "off without the option")
        let found = try lint(option)
        // AppIcon-Green ships (include-all) without a preview; the primary's preview is fine.
        #expect(found.map { $0.subject.name ?? "" } == ["AppIcon-Green"], "\(found.map(\.message))")
        #expect(found.first?.location.file.hasSuffix("AppIcon-Green.appiconset") == true)
    }

    @Test func anIconSetNameIsReportedAtTheCall() throws {
        let found = try findings("let tile = UIImage(named: \"AppIcon-Blue\")\nlet other = UIImage(named: \"Banner\")\n")
        #expect(found.count == 1)
        #expect(found.first?.location.file.hasSuffix("Client/Picker.swift") == true)
        #expect(found.first?.location.range?.start.line == 1)
        #expect(found.first?.message.hasPrefix(#"UIImage(named:) loads "AppIcon-Blue", an app icon set of target "Client" and not an image set"#) == true)
        #expect(found.first?.related.first?.location.file.hasSuffix("AppIcon-Blue.appiconset") == true)
    }

    /// The fixture: a picker that shows one icon by its icon set (reported) and one by its preview image set.
    @Test func fixture() {
        let root = TestSupport.packageRoot + "/TestProjects"
        let found = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/IconPicker/App.xcodeproj")
            .diagnostics.filter { $0.ruleID == Self.rule }
        #expect(found.map { "\($0.subject.name ?? "") \($0.location.range?.start.line ?? 0)" } == ["AppIcon-Blue 11"])
    }

    /// An image set of the same name (another catalog of the target) is what the lookup finds.
    @Test func anImageSetOfTheNameIsFine() throws {
        let found = try findings("let tile = UIImage(named: \"AppIcon-Blue\")\n", extra: [
            "Client/Assets.xcassets/Previews/AppIcon-Blue.imageset/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
        ])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
