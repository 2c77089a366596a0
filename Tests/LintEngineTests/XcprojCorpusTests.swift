import Foundation
import Testing
@testable import LintEngine
@testable import XcodeModel

/// The EXPECTED sections of every `SOURCE.md` in `../shared/corpus-xcproj/` (real Xcode 27 `project.xcproj`
/// files): exactly the findings listed here, nothing else, and no model issue. Skipped when the corpus is absent.
@Suite(.enabled(if: TestSupport.xcprojCorpus != nil, "needs ../shared/corpus-xcproj"))
struct XcprojCorpusTests {
    static var corpus: String? { TestSupport.xcprojCorpus }

    /// Every finding each SOURCE.md expects: (rule, target, the subject's name).
    static let expected: [String: [String]] = [
        // SOURCE.md: no finding in the real repository; this copy's AppIcon.appiconset has no Contents.json
        // ("checks that need one will see an incomplete set; that is an artefact of the copy").
        "artemnovichkov__DuoCut-xcproj/DuoCut.xcodeproj": ["icon-set-invalid DuoCut AppIcon"],
        // SOURCE.md: the Icon Composer bundle serves both apps, no alternates, empty CFBundleIconFile is not an
        // error, the missing optional include is not an error: no icon finding. embedded-signing (added after the
        // SOURCE.md was written; read against project.xcproj lines 303-305, 393-395, 464-466, 535-537, 592-594,
        // 649-651): in the Test configuration both apps sign manually and the XPC services they embed
        // ("Embed XPC Services" copy phases) automatically: `CODE_SIGN_STYLE[config=Test]` Manual vs Automatic.
        "maxgoedjen__secretive-xcproj/Sources/Secretive.xcodeproj": [
            "embedded-signing SecretAgent SecretAgentHostsfileReader", "embedded-signing SecretAgent SecretAgentInputParser",
            "embedded-signing SecretAgent SecretiveCertificateParser", "embedded-signing SecretAgent SecretiveUpdater",
            "embedded-signing Secretive SecretAgentInputParser", "embedded-signing Secretive SecretiveCertificateParser",
            "embedded-signing Secretive SecretiveUpdater",
        ],
        // SOURCE.md: the four icon-set folders hold no Contents.json in this copy: a linter that requires one
        // reports all four (an artefact of the copy); nothing else.
        "vil4max__onecart-ios-xcproj/OneCart/OneCart.xcodeproj": [
            "icon-set-invalid OneCart AppIcon", "icon-set-invalid OneCart AppIcon-Midnight",
            "icon-set-invalid OneCart AppIcon-Ocean", "icon-set-invalid OneCart AppIcon-Sunset",
        ],
        // SOURCE.md: clean positive control.
        "vil4max__pitstop-ios-xcproj/Pitstop.xcodeproj": [],
        // SOURCE.md: AppIcon-Pro has no set in this copy (Debug and Release declare the same name, reported
        // once, for the configurations that list it); the primary is found through the synchronized folder.
        "vil4max__regional-check-xcproj/RegionalCheck.xcodeproj": ["alternate-icon-missing RegionalCheck AppIcon-Pro"],
    ]

    static func projects() -> [String] { expected.keys.sorted() }

    @Test("xcproj corpus project", arguments: projects())
    func project(_ relative: String) throws {
        let corpus = try #require(Self.corpus)
        let path = (corpus as NSString).appendingPathComponent(relative)
        #expect(FileManager.default.fileExists(atPath: path + "/project.xcproj"))
        let model = try XcodeProject.load(path: path).get()
        #expect(model.isXcproj)
        #expect(model.issues.isEmpty, "\(model.issues.map(\.message))")
        let result = Linter(options: LintOptions(baseDirectory: corpus)).lint(projectAt: path)
        #expect(result.failure == nil)
        let found = result.diagnostics.map { "\($0.ruleID) \($0.subject.target ?? "-") \($0.subject.name ?? "-")" }.sorted()
        #expect(found == (Self.expected[relative] ?? []).sorted(), "\(result.diagnostics.map(\.message))")
    }

    /// The corpus has no other project than those listed (a new one needs its expectations here).
    @Test func everyCorpusProjectIsListed() throws {
        let corpus = try #require(Self.corpus)
        let walker = FileManager.default.enumerator(atPath: corpus)
        var found: [String] = []
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".xcodeproj") {
                found.append(relative)
                walker?.skipDescendants()
            }
        }
        #expect(found.sorted() == Self.projects())
    }

    /// Reader coverage named by the SOURCE.md files: values the model must have read.
    @Test func readerCoverage() throws {
        let corpus = try #require(Self.corpus)
        let secretive = try XcodeProject.load(path: corpus + "/maxgoedjen__secretive-xcproj/Sources/Secretive.xcodeproj").get()
        #expect(secretive.configurationNames == ["Debug", "Release", "Test"])
        #expect(secretive.project.configurationList?.configurations.allSatisfy {
            $0.baseConfiguration?.path.path?.hasSuffix("Sources/Config/Config.xcconfig") == true
        } == true)
        let app = try #require(secretive.target(named: "Secretive"))
        #expect(app.productType == "com.apple.product-type.application")
        let debug = BuildSettings(project: secretive, target: app, configuration: "Debug",
                                  loader: XCConfigLoader(sourceRoot: secretive.sourceRoot))
        #expect(debug.resolve("PROVISIONING_PROFILE_SPECIFIER", sdk: "macosx").isSet)
        #expect(debug.resolve("PROVISIONING_PROFILE_SPECIFIER", sdk: "macosx").string == "")
        let duo = try XcodeProject.load(path: corpus + "/artemnovichkov__DuoCut-xcproj/DuoCut.xcodeproj").get()
        #expect(duo.defaultConfigurationName == "Debug")
        #expect(duo.project.configurationList?.configurations.map(\.name) == ["Debug", "Release"])
    }
}

extension TestSupport {
    /// `../shared/corpus-xcproj` next to the package, when present.
    static let xcprojCorpus: String? = {
        let path = (packageRoot as NSString).appendingPathComponent("../shared/corpus-xcproj")
        return FileManager.default.fileExists(atPath: path + "/README.md") ? (path as NSString).standardizingPath : nil
    }()
}
