import Foundation
import Testing
@testable import LintEngine

/// Info.plist icons on shapes real projects use that the rule examples do not: build settings inside values,
/// a primary that has both a catalog name and stale files, alternates whose file names share a prefix, the
/// singular `CFBundleIconFile`.
@Suite struct InfoPlistIconTests {
    /// Lints the example project `files` and returns its findings.
    static func lint(_ files: [String: String]) throws -> [Diagnostic] {
        try lintResult(files).diagnostics
    }

    /// The whole result: findings and what pbxlint could not check (`limits`).
    static func lintResult(_ files: [String: String]) throws -> ProjectLintResult {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        #expect(result.failure == nil)
        return result
    }

    /// An Info.plist with `body` (XML lines inside the top-level dict).
    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
    }

    static func project(settings: [String: [String]], plist body: String, iconSets: [String] = ["AppIcon", "AppIcon-Blue"],
                        resources: [String] = [], files: [String: String] = [:]) -> [String: String] {
        var all = files
        all["Client/Info.plist"] = plist(body)
        return ExampleProject(targets: [
            ExampleTarget(settings: settings, catalogs: [ExampleCatalog(iconSets: iconSets)], resources: resources),
        ], files: all).render()
    }

    static let primaryIconName = """
        <key>CFBundleIcons</key>
        <dict>
            <key>CFBundlePrimaryIcon</key>
            <dict><key>CFBundleIconName</key><string>$(ASSETCATALOG_COMPILER_APPICON_NAME)</string></dict>
        </dict>
        """

    // MARK: Build settings in values (docs/reference/xcode-semantics.md §7.1: values are expanded per configuration when
    // INFOPLIST_EXPAND_BUILD_SETTINGS, default YES)

    @Test func iconNameFromTheBuildSettingIsExpanded() throws {
        let settings = ["INFOPLIST_FILE = Client/Info.plist", "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"]
        let findings = try Self.lint(Self.project(settings: ["Debug": settings, "Release": settings],
                                                  plist: Self.primaryIconName))
        #expect(findings.filter { $0.ruleID == "legacy-icon-asset-missing" }.isEmpty, "\(findings.map(\.message))")
    }

    @Test func iconNameIsExpandedPerConfiguration() throws {
        // Debug names an icon set that exists, Release one that does not: only Release is reported, with both
        // the written and the expanded value.
        let findings = try Self.lint(Self.project(settings: [
            "Debug": ["INFOPLIST_FILE = Client/Info.plist", "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"],
            "Release": ["INFOPLIST_FILE = Client/Info.plist", "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon-Red"],
        ], plist: Self.primaryIconName)).filter { $0.ruleID == "legacy-icon-asset-missing" }
        #expect(findings.count == 1)
        #expect(findings.first?.subject.configuration == "Release")
        #expect(findings.first?.message.contains(#""AppIcon-Red" after expanding build settings"#) == true)
    }

    @Test func unresolvableIconNameIsALimitNotMissing() throws {
        // ICON_NAME is set by nothing pbxlint can see (a CI script, say): unknowable, never "missing", and
        // pbxlint's limit rather than a finding (issue 27).
        let settings = ["INFOPLIST_FILE = Client/Info.plist", "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"]
        let result = try Self.lintResult(Self.project(
            settings: ["Debug": settings, "Release": settings],
            plist: Self.primaryIconName.replacingOccurrences(of: "ASSETCATALOG_COMPILER_APPICON_NAME", with: "ICON_NAME")))
        let findings = result.diagnostics
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings.map(\.message))")
        #expect(!findings.contains { $0.ruleID == "legacy-icons-unchecked" })
        let notes = result.limits.filter { $0.ruleID == "legacy-icons-unchecked" }
        #expect(notes.first?.kind == .valueNotChecked)
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("ICON_NAME is not set") == true)
        #expect(notes.first?.subject.configuration == "Debug,Release")
    }

    @Test func expansionOffLeavesValuesAsWritten() throws {
        // INFOPLIST_EXPAND_BUILD_SETTINGS = NO: the literal text ships, and no icon set has that name.
        let settings = ["INFOPLIST_FILE = Client/Info.plist", "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon",
                        "INFOPLIST_EXPAND_BUILD_SETTINGS = NO"]
        let findings = try Self.lint(Self.project(settings: ["Debug": settings, "Release": settings],
                                                  plist: Self.primaryIconName))
        #expect(findings.filter { $0.ruleID == "legacy-icon-asset-missing" }.count == 1)
    }

    @Test func fileNamesAreExpandedWithTheOperatorsOfTheEvaluator() throws {
        // `$(ICON_BASE:lower)`: Dark in the setting, dark@2x.png in the target.
        let settings = ["INFOPLIST_FILE = Client/Info.plist", "ICON_BASE = Dark", "TARGETED_DEVICE_FAMILY = 1"]
        let body = """
            <key>CFBundleIcons</key>
            <dict>
                <key>CFBundleAlternateIcons</key>
                <dict><key>Dark</key><dict><key>CFBundleIconFiles</key><array><string>${ICON_BASE:lower}</string></array></dict></dict>
            </dict>
            """
        let findings = try Self.lint(Self.project(settings: ["Debug": settings, "Release": settings], plist: body,
                                                  resources: ["Client/dark@2x.png"], files: ["Client/dark@2x.png": ""]))
        #expect(findings.filter { $0.ruleID == "legacy-icon-file-missing" }.isEmpty, "\(findings.map(\.message))")
    }

    // MARK: A primary with a catalog icon and stale files

    static func primary(iconName: String) -> String {
        """
        <key>CFBundleIcons</key>
        <dict>
            <key>CFBundlePrimaryIcon</key>
            <dict>
                <key>CFBundleIconName</key><string>\(iconName)</string>
                <key>CFBundleIconFiles</key><array><string>OldIcon</string></array>
            </dict>
        </dict>
        """
    }

    @Test func staleFileBesideAnExistingCatalogIconIsAWarning() throws {
        let settings = ["INFOPLIST_FILE = Client/Info.plist", "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"]
        let findings = try Self.lint(Self.project(settings: ["Debug": settings, "Release": settings],
                                                  plist: Self.primary(iconName: "AppIcon")))
        let stale = findings.filter { $0.ruleID == "legacy-icon-file-missing" }
        #expect(stale.count == 1)
        #expect(stale.first?.severity == .warning)
        #expect(stale.first?.message.contains("comes from the asset catalog (CFBundleIconName \"AppIcon\")") == true)
        #expect(findings.filter { $0.severity == .error }.isEmpty)
    }

    @Test func staleFileBesideAMissingCatalogIconStaysAnError() throws {
        // No ASSETCATALOG_COMPILER_APPICON_NAME: with it, actool would write the primary entry itself (a warning,
        // IconFindingsOnUnseenProjectsTests).
        let settings = ["INFOPLIST_FILE = Client/Info.plist"]
        let findings = try Self.lint(Self.project(settings: ["Debug": settings, "Release": settings],
                                                  plist: Self.primary(iconName: "AppIcon-Gone")))
        #expect(findings.filter { $0.ruleID == "legacy-icon-file-missing" }.map(\.severity) == [.error])
    }

    // MARK: Copy-paste slips

    static func alternates(_ entries: [(String, [String])]) -> String {
        var body = "<key>CFBundleIcons</key>\n<dict>\n<key>CFBundleAlternateIcons</key>\n<dict>\n"
        for (name, files) in entries {
            body += "<key>\(name)</key><dict><key>CFBundleIconFiles</key><array>"
                + files.map { "<string>\($0)</string>" }.joined() + "</array></dict>\n"
        }
        return body + "</dict>\n</dict>"
    }

    @Test func distinctFilesSharingANamePrefixAreNoSlip() throws {
        // Pride26 → pride-26 contains "pride", Retro Modern → retro-modern contains "retro": distinct icons.
        let settings = ["INFOPLIST_FILE = Client/Info.plist", "TARGETED_DEVICE_FAMILY = 1"]
        let names = ["pride", "pride-26", "retro", "retro-modern"]
        var files: [String: String] = [:]
        for name in names { files["Client/\(name)@2x.png"] = "" }
        let findings = try Self.lint(Self.project(
            settings: ["Debug": settings, "Release": settings],
            plist: Self.alternates([("Pride", ["pride"]), ("Pride26", ["pride-26"]), ("Retro", ["retro"]),
                                    ("Retro Modern", ["retro-modern"])]),
            resources: names.map { "Client/\($0)@2x.png" }, files: files)).filter { $0.ruleID.hasPrefix("legacy-") }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func identicalFileListsAreASlipNamedByTheAlternate() throws {
        let settings = ["INFOPLIST_FILE = Client/Info.plist", "TARGETED_DEVICE_FAMILY = 1"]
        let findings = try Self.lint(Self.project(
            settings: ["Debug": settings, "Release": settings],
            plist: Self.alternates([("Dark", ["dark"]), ("Light", ["dark"])]),
            resources: ["Client/dark@2x.png"], files: ["Client/dark@2x.png": ""]))
        let slips = findings.filter { $0.ruleID == "legacy-icons-malformed" }
        #expect(slips.count == 1)
        #expect(slips.first?.message.contains(#"alternate "Light" lists the same files as "Dark""#) == true)
        // The JSON `name` is the entity, as for every other rule.
        #expect(slips.first?.subject.name == "Light")
    }

    // MARK: iPad and the CFBundleIcons~ipad that actool writes (docs/reference/xcode-semantics.md §6.3 merge, §7.2 replace)

    static func iPadProject(_ extra: [String]) -> [String: String] {
        let settings = ["INFOPLIST_FILE = Client/Info.plist", "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"] + extra
        return project(settings: ["Debug": settings, "Release": settings],
                       plist: alternates([("Dark", ["Dark"]), ("AppIcon-Blue", ["AppIcon-Blue"])]),
                       resources: ["Client/Dark@2x.png"], files: ["Client/Dark@2x.png": ""])
    }

    @Test func catalogPrimaryOnIPadLosesInfoPlistOnlyAlternates() throws {
        let findings = try Self.lint(Self.iPadProject([#"TARGETED_DEVICE_FAMILY = "1,2""#,
                                                       "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue"]))
            .filter { $0.ruleID == "legacy-ipad-icons-incomplete" }
        // AppIcon-Blue is also a build-setting alternate, so actool's iPad dictionary has it; Dark is lost.
        #expect(findings.map(\.subject.name) == ["CFBundleIcons~ipad"], "\(findings.map(\.message))")
        #expect(findings.first?.message.contains(#"the alternate icon "Dark" declared only"#) == true)
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.subject.configuration == "Debug,Release")
    }

    @Test func iPhoneOnlyTargetKeepsInfoPlistAlternates() throws {
        let findings = try Self.lint(Self.iPadProject(["TARGETED_DEVICE_FAMILY = 1"]))
        #expect(findings.filter { $0.ruleID == "legacy-ipad-icons-incomplete" }.isEmpty)
    }

    // MARK: The top-level keys

    @Test func singularIconFileIsReportedUnderItsOwnNameAndOnce() throws {
        let settings = ["INFOPLIST_FILE = Client/Info.plist", "TARGETED_DEVICE_FAMILY = 1"]
        let single = try Self.lint(Self.project(settings: ["Debug": settings, "Release": settings],
                                                plist: "<key>CFBundleIconFile</key><string>Icon.png</string>"))
            .filter { $0.ruleID == "legacy-icon-file-missing" }
        #expect(single.count == 1)
        #expect(single.first?.message.contains("(top-level CFBundleIconFile)") == true)
        let both = try Self.lint(Self.project(
            settings: ["Debug": settings, "Release": settings],
            plist: "<key>CFBundleIconFile</key><string>Icon.png</string>\n"
                + "<key>CFBundleIconFiles</key><array><string>Icon.png</string><string>Icon@2x.png</string></array>"))
            .filter { $0.ruleID == "legacy-icon-file-missing" }
        #expect(both.map(\.subject.name) == ["Icon.png", "Icon@2x.png"])
        #expect(both.first?.message.contains("(top-level CFBundleIconFile and CFBundleIconFiles)") == true)
    }
}
