import Foundation
import Testing
@testable import XcodeModel

/// Build settings of real projects resolved with provenance (corpus README §6, §7, §14, §17). Skipped without
/// the corpus.
@Suite(.enabled(if: TestSupport.hasCorpus, "needs ../shared/corpus"))
struct CorpusSettingsTests {
    func settings(_ project: String, _ target: String, _ configuration: String) throws -> BuildSettings {
        let corpus = try #require(TestSupport.corpus)
        CorpusCheckouts.declareAll(corpus)
        let model = try XcodeProject.load(path: corpus + "/" + project).get()
        let t = try #require(model.target(named: target))
        return BuildSettings(project: model, target: t, configuration: configuration,
                             loader: XCConfigLoader(sourceRoot: model.sourceRoot))
    }

    @Test func awfulNamesComeFromItsXCConfig() throws {
        for configuration in ["Debug", "Release"] {
            let value = try settings("Awful__Awful.app/Awful.xcodeproj", "Awful", configuration)
                .resolve("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", sdk: "iphoneos")
            #expect(value.list.count == 14)
            #expect(value.list.first == "cute_appicon")
            #expect(value.winner?.file.hasSuffix("App/App Icons/App Icons.xcconfig") == true)
            #expect(value.winner?.level == .targetXCConfig)
            let text = try String(contentsOfFile: value.winner?.file ?? "", encoding: .utf8)
            let line = text.split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.hasPrefix("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES") }.map { $0 + 1 }
            #expect(value.winner?.range?.start.line == line)
        }
    }

    @Test func clawNamesComeFromTheTarget() throws {
        let value = try settings("twodayslate__claw/claw.xcodeproj", "claw", "Release")
            .resolve("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", sdk: "iphoneos")
        #expect(value.list == ["Akhmad437LobsterLightIcon", "Akhmad437LobsterDarkIcon", "KnuxIcon", "ClawHeart"])
        #expect(value.winner?.level == .target)
        #expect(value.winner?.file.hasSuffix("claw.xcodeproj/project.pbxproj") == true)
    }

    @Test func keePassiumAndHomeAssistantIncludeAll() throws {
        let keepassium = try settings("keepassium__KeePassium/KeePassium.xcodeproj", "KeePassium", "Release")
            .resolve("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", sdk: "iphoneos")
        #expect(keepassium.bool && keepassium.isSet)
        let ha = try settings("home-assistant__iOS/HomeAssistant.xcodeproj", "App", "Debug")
        #expect(ha.resolve("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", sdk: "iphoneos").bool)
        #expect(ha.resolve("ASSETCATALOG_COMPILER_APPICON_NAME", sdk: "iphoneos").string == "AppIcon.dev")
        let haRelease = try settings("home-assistant__iOS/HomeAssistant.xcodeproj", "App", "Release")
        #expect(haRelease.resolve("ASSETCATALOG_COMPILER_APPICON_NAME", sdk: "iphoneos").string == "AppIcon")
    }

    @Test func iapsPrimaryComesFromAVariableAndMayBeOverridden() throws {
        let value = try settings("Artificial-Pancreas__iAPS/FreeAPS.xcodeproj", "FreeAPS", "Release")
            .resolve("ASSETCATALOG_COMPILER_APPICON_NAME", sdk: "iphoneos")
        #expect(value.string == "appIcon1")
        guard case .hiddenFile(let hidden) = value.unknowable else { Issue.record("not marked unknowable"); return }
        #expect(hidden.path.contains("ConfigOverride.xcconfig") && hidden.cause == .optionalIncludeMissing)
    }
}
