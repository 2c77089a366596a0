import Foundation
import Testing
@testable import LintEngine

/// Issue 27: icon findings on projects nobody here had seen. Synthetic shapes of what they did: no false errors,
/// one finding per mistake, messages that say what to do, and pbxlint's own limits kept out of the findings.
@Suite struct IconFindingsOnUnseenProjectsTests {
    static func lint(_ files: [String: String]) throws -> ProjectLintResult {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        #expect(result.failure == nil)
        return result
    }

    static func both(_ lines: [String]) -> [String: [String]] { ["Debug": lines, "Release": lines] }

    static func findings(_ result: ProjectLintResult, _ rule: String) -> [Diagnostic] {
        result.diagnostics.filter { $0.ruleID == rule }
    }

    // MARK: The primary case of an icon enum, mapped to nil

    /// Primary `Brand` (build setting), alternate `Dark`; a widget whose catalog has an `AppIcon` set; the app's
    /// icon enum has `case primary = "AppIcon"`.
    static func iconPicker(_ code: String) -> [String: String] {
        ExampleProject(targets: [
            ExampleTarget(settings: both(["ASSETCATALOG_COMPILER_APPICON_NAME = Brand",
                                          "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = Dark"]),
                          catalogs: [ExampleCatalog(iconSets: ["Brand", "Dark"])], sources: ["Client/Icon.swift"]),
            ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension",
                          settings: both(["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"]),
                          catalogs: [ExampleCatalog(path: "Widget/Assets.xcassets", iconSets: ["AppIcon"])]),
        ], files: ["Client/Icon.swift": code]).render()
    }

    static let iconEnum = """
        import UIKit
        enum Icon: String {
            case primary = "AppIcon"
            case dark = "Dark"

        """

    @Test(arguments: [
        // A ternary where the name is chosen.
        iconEnum + "}\nfunc apply(_ i: Icon) {\n    let n: String? = i == .primary ? nil : i.rawValue\n"
            + "    UIApplication.shared.setAlternateIconName(n)\n}\n",
        // A computed property of the enum.
        iconEnum + "    var alternateIconName: String? { self == .primary ? nil : rawValue }\n}\n"
            + "func apply(_ i: Icon) { UIApplication.shared.setAlternateIconName(i.alternateIconName) }\n",
        // A switch.
        iconEnum + "    var iconName: String? {\n        switch self {\n        case .primary: return nil\n"
            + "        case .dark: return rawValue\n        }\n    }\n}\n"
            + "func apply(_ i: Icon) { UIApplication.shared.setAlternateIconName(i.iconName) }\n",
        // An if, the raw value passed in the else branch.
        iconEnum + "}\nfunc apply(_ i: Icon) {\n    if i == .primary { UIApplication.shared.setAlternateIconName(nil) }\n"
            + "    else { UIApplication.shared.setAlternateIconName(i.rawValue) }\n}\n",
        // The same, negated, with the type named.
        iconEnum + "}\nfunc apply(_ i: Icon) {\n    UIApplication.shared.setAlternateIconName(i != Icon.primary ? i.rawValue : nil)\n}\n",
    ])
    func aPrimaryCaseMappedToNilIsNotReported(_ code: String) throws {
        let result = try Self.lint(Self.iconPicker(code))
        let found = Self.findings(result, "alternate-icon-name-in-code")
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aPrimaryCaseNotVisiblyMappedIsAWarningThatNeverPointsAtAnotherTarget() throws {
        let result = try Self.lint(Self.iconPicker(Self.iconEnum + "}\n"
            + "func apply(_ i: Icon) { UIApplication.shared.setAlternateIconName(i.rawValue) }\n"))
        let found = Self.findings(result, "alternate-icon-name-in-code")
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("map it to nil") == true, "\(found.map(\.message))")
        #expect(found.first?.message.contains("Widget") == false, "\(found.map(\.message))")
    }

    @Test func anUnshippedRawValueIsAtMostAWarning() throws {
        let result = try Self.lint(Self.iconPicker("""
            enum Icon: String {
                case dark = "Dark"
                case neon = "Neon"
            }
            func apply(_ i: Icon) { UIApplication.shared.setAlternateIconName(i.rawValue) }

            """))
        let found = Self.findings(result, "alternate-icon-name-in-code")
        #expect(found.map(\.subject.name) == ["Icon.neon"])
        #expect(found.map(\.severity) == [.warning])
    }

    // MARK: A stale primary CFBundleIconFiles beside the build setting's catalog primary

    @Test func staleFilesBesideABuildSettingPrimaryAreWarnings() throws {
        let primary = "<dict><key>CFBundlePrimaryIcon</key><dict><key>CFBundleIconFiles</key>"
            + "<array><string>AppIcon-60</string></array></dict></dict>"
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "<key>CFBundleIcons</key>\(primary)\n<key>CFBundleIcons~ipad</key>\(primary)\n</dict>\n</plist>\n"
        let result = try Self.lint(ExampleProject(targets: [
            ExampleTarget(settings: Self.both(["INFOPLIST_FILE = Client/Info.plist", "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon",
                                               #"TARGETED_DEVICE_FAMILY = "1,2""#]),
                          catalogs: [ExampleCatalog(iconSets: ["AppIcon"])]),
        ], files: ["Client/Info.plist": plist]).render())
        let stale = Self.findings(result, "legacy-icon-file-missing")
        #expect(stale.count == 2, "\(stale.map(\.message))")
        #expect(stale.allSatisfy { $0.severity == .warning })
        #expect(stale.allSatisfy { $0.message.contains("ASSETCATALOG_COMPILER_APPICON_NAME \"AppIcon\"") })
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    // MARK: A name that differs only in case

    @Test func aCaseOnlyDifferenceIsAWarning() throws {
        let result = try Self.lint(ExampleProject.client(configurations: ["Release"], settings: [
            "Release": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-blue AppIcon-Green""#],
        ], sources: ["Client/Icon.swift": "func f() { UIApplication.shared.setAlternateIconName(\"appicon-green\") }\n"]))
        let missing = Self.findings(result, "alternate-icon-missing")
        #expect(missing.map(\.severity) == [.warning], "\(missing.map(\.message))")
        #expect(missing.first?.message.contains("rename to match exactly; whether it works depends on the file system and actool version") == true)
        #expect(missing.first?.message.contains("actool matches names exactly") == false)
        let inCode = Self.findings(result, "alternate-icon-name-in-code")
        #expect(inCode.map(\.severity) == [.warning], "\(inCode.map(\.message))")
        #expect(inCode.first?.message.contains("differs only in case from \"AppIcon-Green\"") == true)
    }

    // MARK: macOS .icns

    static func macIcon(sdk: String) -> [String: String] {
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "<key>CFBundleIconFile</key><string>Icon</string>\n</dict>\n</plist>\n"
        return ExampleProject(targets: [
            ExampleTarget(settings: both(["INFOPLIST_FILE = Client/Info.plist", "SDKROOT = \(sdk)"]),
                          resources: ["Client/Icon.icns"]),
        ], files: ["Client/Info.plist": plist, "Client/Icon.icns": "icns"]).render()
    }

    @Test func aMacIconFileWithoutExtensionFindsItsIcns() throws {
        let mac = try Self.lint(Self.macIcon(sdk: "macosx"))
        #expect(Self.findings(mac, "legacy-icon-file-missing").isEmpty, "\(mac.diagnostics.map(\.message))")
        // An iOS target does not load .icns files: still missing there.
        let iOS = try Self.lint(Self.macIcon(sdk: "iphoneos"))
        #expect(Self.findings(iOS, "legacy-icon-file-missing").count == 1)
    }

    // MARK: One finding per mistake

    @Test func aDeadAlternateEntryIsOneFindingThatSaysDeleteIt() throws {
        let result = try Self.lint(ExampleProject(targets: [
            ExampleTarget(settings: Self.both(["INFOPLIST_FILE = Client/Info.plist", "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon",
                                               "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue",
                                               #"TARGETED_DEVICE_FAMILY = "1,2""#]),
                          catalogs: [ExampleCatalog(iconSets: ["AppIcon", "AppIcon-Blue"])]),
        ], files: ["Client/Info.plist": LegacyExamples.plist(alternates: ["Dark": ["Dark", "Dark-iPad"]])]).render())
        let dead = Self.findings(result, "legacy-icon-file-missing")
        #expect(dead.count == 1, "\(dead.map(\.message))")
        #expect(dead.first?.message.contains("nor do its other files, \"Dark-iPad\"") == true, "\(dead.map(\.message))")
        #expect(dead.first?.message.contains("entry is dead: delete it") == true, "\(dead.map(\.message))")
        #expect(Self.findings(result, "legacy-ipad-icons-incomplete").isEmpty,
                "\(Self.findings(result, "legacy-ipad-icons-incomplete").map(\.message))")
        // Nor "declares alternates in two places": the only Info.plist alternate is the dead one.
        #expect(Self.findings(result, "legacy-icons-mixed").isEmpty)
    }

    @Test func aSetDifferingOnlyInCaseIsNotAlsoUnused() throws {
        let result = try Self.lint(ExampleProject.client(configurations: ["Release"], settings: [
            "Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-blue"],
        ]))
        #expect(Self.findings(result, "alternate-icon-missing").count == 1)
        // AppIcon-Blue is the case-only mistake above; AppIcon-Green really is unused.
        #expect(Self.findings(result, "alternate-icon-unused").map(\.subject.name) == ["AppIcon-Green"])
    }

    @Test func anIPadDictionaryLackingSeveralAlternatesIsOneFinding() throws {
        let names = ["Blue", "Dark", "Light", "Neon"]
        var files: [String: String] = [:]
        for name in names { files["Client/\(name)@2x.png"] = "" }
        files["Client/Info.plist"] = LegacyExamples.plist(alternates: Dictionary(uniqueKeysWithValues: names.map { ($0, [$0]) }),
                                                          iPad: ["Neon": ["Neon"]])
        let result = try Self.lint(ExampleProject(configurations: ["Release"], targets: [
            ExampleTarget(settings: ["Release": ["INFOPLIST_FILE = Client/Info.plist", #"TARGETED_DEVICE_FAMILY = "1,2""#]],
                          resources: names.map { "Client/\($0)@2x.png" }),
        ], files: files).render())
        let found = Self.findings(result, "legacy-ipad-icons-incomplete")
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains(#"lacks the alternate icons "Blue", "Dark" and "Light""#) == true,
                "\(found.map(\.message))")
        #expect(found.first?.related.count == 3)
    }

    // MARK: Messages

    @Test func thePrimarysNamePassedToTheAPISaysPassNil() throws {
        let result = try Self.lint(ExampleProject.client(configurations: ["Release"], settings: [
            "Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue"],
        ], sources: ["Client/Icon.swift": "func f() { UIApplication.shared.setAlternateIconName(\"AppIcon\") }\n"]))
        let found = Self.findings(result, "alternate-icon-name-in-code")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("the name of the target's primary icon") == true, "\(found.map(\.message))")
        #expect(found.first?.message.contains("pass nil to restore the primary icon") == true)
        #expect(found.first?.message.contains("differs only in case") == false)
    }

    @Test func alternateIsPrimaryNotesWhereAVariablePrimaryComesFrom() throws {
        let result = try Self.lint(ExampleProject.client(configurations: ["Release"], settings: [
            "Release": ["ASSETCATALOG_COMPILER_APPICON_NAME = \"${PRIMARY_APP_ICON}\"",
                        "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \"AppIcon AppIcon-Blue\""],
        ], files: ["Client/Shared.xcconfig": "// icons\nPRIMARY_APP_ICON = AppIcon\n"],
           xcconfig: ["Release": "Client/Shared.xcconfig"]))
        let found = Self.findings(result, "alternate-icon-is-primary")
        #expect(found.count == 1)
        let origin = found.first?.related.first { $0.location.file.hasSuffix("Shared.xcconfig") }
        #expect(origin?.location.range?.start.line == 2, "\(found.map(\.related))")
        #expect(origin?.message.contains("comes from PRIMARY_APP_ICON") == true)
    }

    @Test func anEmptyPrimarySetInASecondCatalogNamesTheOneActoolLikelyUses() throws {
        let files = ExampleProject(configurations: ["Release"], targets: [
            ExampleTarget(settings: ["Release": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"]],
                          catalogs: [ExampleCatalog(iconSets: ["AppIcon"]),
                                     ExampleCatalog(path: "Client/Old.xcassets", iconSets: ["AppIcon"])]),
        ]).render().adding([
            "Client/Old.xcassets/AppIcon.appiconset/Contents.json":
                #"{ "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ] }"#,
        ])
        let found = Self.findings(try Self.lint(files), "icon-set-invalid")
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains(#"the target compiles 2 primary icon sets named "AppIcon""#) == true,
                "\(found.map(\.message))")
        #expect(found.first?.message.contains("most likely uses the one with images, Client/Assets.xcassets/AppIcon.appiconset") == true)
    }

    // MARK: pbxlint's own limits

    @Test func anUnfollowedCallIsALimitNotAFinding() throws {
        let result = try Self.lint(ExampleProject.client(configurations: ["Release"], settings: [
            "Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue"],
        ], sources: ["Client/Icon.swift": "func f(_ n: String) { UIApplication.shared.setAlternateIconName(n) }\n"]))
        #expect(Self.findings(result, "alternate-icon-name-in-code").isEmpty)
        #expect(result.limits.map(\.kind) == [.callNotFollowed])
        #expect(result.limits.first?.message.contains("cannot follow") == true)
    }

    @Test func aCallWithANameWhileNothingShipsAnAlternateIsAWarning() throws {
        let result = try Self.lint(ExampleProject.client(configurations: ["Release"], settings: ["Release": []],
                                                         iconSets: ["AppIcon"], sources: ["Client/Icon.swift": """
            enum Icon: String { case blue = "AppIcon-Blue" }
            func f(_ n: String) { UIApplication.shared.setAlternateIconName(n) }
            func g(_ i: Icon) { UIApplication.shared.setAlternateIconName(i.rawValue) }
            func reset() { UIApplication.shared.setAlternateIconName(nil) }

            """]))
        let found = Self.findings(result, "alternate-icon-name-in-code")
        #expect(found.map(\.severity) == [.warning, .warning], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.contains("no configuration of the target ships any alternate icon") })
        #expect(result.limits.isEmpty)
    }

    @Test func aLimitIsDroppedWithItsRule() throws {
        var files = ExampleProject.client(configurations: ["Release"], settings: [
            "Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue"],
        ], sources: ["Client/Icon.swift": "func f(_ n: String) { UIApplication.shared.setAlternateIconName(n) }\n"])
        files[".pbxlint.json"] = #"{ "rules": { "alternate-icon-name-in-code": "off" } }"#
        #expect(try Self.lint(files).limits.isEmpty)
    }
}
