import Foundation
import Testing
@testable import LintEngine
@testable import XcodeModel

/// The real Xcode 27 `project.xcproj` files of `../shared/corpus-xcproj/`: each loads as xcproj without a model
/// issue, and the reader gets the values their SOURCE.md files name. Their findings are in the golden file
/// (`CorpusGoldenTests`). Skipped when the corpus is absent.
@Suite(.enabled(if: TestSupport.xcprojCorpus != nil, "needs ../shared/corpus-xcproj"))
struct XcprojCorpusTests {
    static var corpus: String? { TestSupport.xcprojCorpus }

    @Test("xcproj corpus project", arguments: TestSupport.xcprojCorpus.map(CorpusGolden.projects(in:)) ?? [])
    func project(_ relative: String) throws {
        let corpus = try #require(Self.corpus)
        let path = (corpus as NSString).appendingPathComponent(relative)
        #expect(FileManager.default.fileExists(atPath: path + "/project.xcproj"))
        let model = try XcodeProject.load(path: path).get()
        #expect(model.isXcproj)
        #expect(model.issues.isEmpty, "\(model.issues.map(\.message))")
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
