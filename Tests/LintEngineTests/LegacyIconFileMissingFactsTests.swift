import Testing
@testable import LintEngine
import XcodeModel

/// `legacy-icon-file-missing` asks the disk only through its facts (`BundleRootFile.exists`,
/// `TargetFacts.legacyFileSearch`): here it runs on facts built in memory, with paths that exist nowhere.
@Suite struct LegacyIconFileMissingFactsTests {
    static let pbxproj = "/nowhere/App.xcodeproj/project.pbxproj"
    static let plist = "/nowhere/Client/Info.plist"

    static func lint(bundleRoot: [BundleRootFile], onDisk: [String]) -> [String] {
        let icon = LegacyIconFile(raw: "Icon", expanded: "Icon", location: Location(file: plist))
        var target = TargetFacts(name: "Client", productType: "com.apple.product-type.application", isApplication: true,
                                 location: Location(file: pbxproj), configurations: [])
        target.legacy = [LegacyPlistFacts(configurations: ["Release"], plistPath: plist, status: .read,
                                          topLevelFiles: [LegacyTopLevelIcon(key: "CFBundleIconFile", file: icon)])]
        target.bundleRoot = bundleRoot
        target.legacyFileSearch = .inMemory(onDisk, projectFolder: "/nowhere")
        var report = DiagnosticCollector(context: LintContext(
            options: LintOptions(baseDirectory: "/nowhere"), configuration: LintConfiguration(),
            projectPath: "/nowhere/App.xcodeproj"))
        LegacyIconFileMissingRule.check(target, in: ProjectFacts(projectFile: pbxproj, targets: [target]), report: &report)
        return report.finish().map(\.message)
    }

    static func resource(_ name: String, exists: Bool) -> BundleRootFile {
        BundleRootFile(name: name, path: "/nowhere/Client/" + name, location: Location(file: pbxproj), exists: exists)
    }

    @Test func aFileOnDiskThatIsNotABundleResource() {
        let messages = Self.lint(bundleRoot: [Self.resource("Other.png", exists: true)],
                                 onDisk: ["/nowhere/Client/Art/Icon@2x.png", "/elsewhere/Icon.png"])
        #expect(messages.count == 1)
        #expect(messages.first?.contains("icon file \"Icon\" of the app icon (top-level CFBundleIconFile) resolves to no file") == true)
        #expect(messages.first?.hasSuffix("; Client/Art/Icon@2x.png exists on disk but is not copied to the bundle root "
                                          + "of this target") == true, "\(messages)")
    }

    @Test func aListedResourceThatIsNotOnDisk() {
        let messages = Self.lint(bundleRoot: [Self.resource("Icon.png", exists: false)], onDisk: [])
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("the target's resources list Icon.png but the file does not exist at Client/Icon.png") == true,
                "\(messages)")
    }

    @Test func aListedResourceOnDisk() {
        #expect(Self.lint(bundleRoot: [Self.resource("Icon@2x.png", exists: true)], onDisk: []).isEmpty)
    }
}
