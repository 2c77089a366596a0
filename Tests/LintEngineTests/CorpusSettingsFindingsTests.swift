import Foundation
import Testing
@testable import LintEngine

/// Every finding of the build-settings rules on the corpus, each read against the project's files and true: real
/// defects in real projects (see the comment above each project). A new finding, or one that disappears, fails
/// here until it has been read. Skipped when the corpus is absent.
@Suite(.enabled(if: TestSupport.hasCorpus, "needs ../shared/corpus"))
struct CorpusSettingsFindingsTests {
    static let settingsRules: Set<String> = [
        "xcconfig-shadowed", "inherited-dropped", "debug-settings-shipped", "setting-removed",
        "embedded-deployment-target", "embedded-signing", "project-format-too-new",
    ]

    /// Project (relative to the corpus) → "rule | target (- for the project level) | configuration | name".
    static let expected: [String: [String]] = [
        // Common.xcconfig (included by the target and project base configurations) sets both; the project and the
        // "Awful" target set them again in the pbxproj without $(inherited), so the xcconfig lines do nothing.
        "Awful__Awful.app/Awful.xcodeproj": [
            "xcconfig-shadowed | - | Debug | ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS@Common.xcconfig",
            "xcconfig-shadowed | - | Release | ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS@Common.xcconfig",
            "xcconfig-shadowed | Awful | Debug | TARGETED_DEVICE_FAMILY@Common.xcconfig",
            "xcconfig-shadowed | Awful | Release | TARGETED_DEVICE_FAMILY@Common.xcconfig",
        ],
        // The widget extension targets iOS 17.0 while the app runs from 16.4; the project settings repeat
        // DEVELOPMENT_TEAM over the project base configuration HomeAssistant.xcconfig:4.
        "home-assistant__iOS/HomeAssistant.xcodeproj": [
            "embedded-deployment-target | App | Debug | Extensions-Widgets",
            "embedded-deployment-target | App | Release | Extensions-Widgets",
            "xcconfig-shadowed | - | Debug | DEVELOPMENT_TEAM@HomeAssistant.xcconfig",
            "xcconfig-shadowed | - | Release | DEVELOPMENT_TEAM@HomeAssistant.xcconfig",
        ],
        // The target sets GCC_PREPROCESSOR_DEFINITIONS = IPHONE in its debug configurations, dropping the project's
        // -DDEBUG.
        "id-Software__Wolf3D-iOS/wolf3d/code/iphone/wolf3d.xcodeproj": [
            "inherited-dropped | wolf3d | Debug | GCC_PREPROCESSOR_DEFINITIONS",
            "inherited-dropped | wolf3d | DebugLite | GCC_PREPROCESSOR_DEFINITIONS",
        ],
        // Linux.xcconfig, included after XcodeDebug.xcconfig for DebugLinux, sets GCC_PREPROCESSOR_DEFINITIONS
        // without $(inherited) (DEBUG=1 is lost); Project.xcconfig still sets ENABLE_BITCODE.
        "ish-app__ish/iSH.xcodeproj": [
            "inherited-dropped | - | DebugLinux | GCC_PREPROCESSOR_DEFINITIONS",
            "setting-removed | - | Debug-ApplePleaseFixFB19282108,DebugLinux,Release,ReleaseLinux | ENABLE_BITCODE",
        ],
        // The "KeePassium Org" target still sets ENABLE_BITCODE.
        "keepassium__KeePassium/KeePassium.xcodeproj": [
            "setting-removed | KeePassium Org | Debug | ENABLE_BITCODE",
            "setting-removed | KeePassium Org | Release | ENABLE_BITCODE",
        ],
        // Project settings still set ENABLE_BITCODE and VALID_ARCHS.
        "osmandapp__OsmAnd-iOS/OsmAnd.xcodeproj": [
            "setting-removed | - | Debug | ENABLE_BITCODE",
            "setting-removed | - | Debug | VALID_ARCHS",
            "setting-removed | - | Release | ENABLE_BITCODE",
            "setting-removed | - | Release | VALID_ARCHS",
        ],
        // "Release (Development)" keeps ENABLE_TESTABILITY and ONLY_ACTIVE_ARCH = YES at the project level; the
        // notification extension targets 17.5 while the app runs from 16.0; the app target's debug
        // SWIFT_ACTIVE_COMPILATION_CONDITIONS drop the project's DEBUG.
        "rarimo__rarime-ios-app/Rarime.xcodeproj": [
            "debug-settings-shipped | - | Release (Development) | ENABLE_TESTABILITY",
            "debug-settings-shipped | - | Release (Development) | ONLY_ACTIVE_ARCH",
            "embedded-deployment-target | Rarime | Debug (Development) | NotificationBackgroundProcessor",
            "embedded-deployment-target | Rarime | Debug (Production) | NotificationBackgroundProcessor",
            "embedded-deployment-target | Rarime | Release (Development) | NotificationBackgroundProcessor",
            "embedded-deployment-target | Rarime | Release (Production) | NotificationBackgroundProcessor",
            "inherited-dropped | Rarime | Debug (Development) | SWIFT_ACTIVE_COMPILATION_CONDITIONS",
            "inherited-dropped | Rarime | Debug (Production) | SWIFT_ACTIVE_COMPILATION_CONDITIONS",
        ],
        // VALID_ARCHS and ENABLE_BITCODE set at project and target level; the project settings repeat
        // IPHONEOS_DEPLOYMENT_TARGET over Common.xcconfig:1.
        "woocommerce__woocommerce-ios/WooCommerce/WooCommerce.xcodeproj": [
            "setting-removed | - | Debug | VALID_ARCHS",
            "setting-removed | - | Release | VALID_ARCHS",
            "setting-removed | - | Release-Alpha | VALID_ARCHS",
            "setting-removed | Woo Watch App | Debug | VALID_ARCHS",
            "setting-removed | Woo Watch App | Release | VALID_ARCHS",
            "setting-removed | Woo Watch App | Release-Alpha | VALID_ARCHS",
            "setting-removed | WooCommerce | Debug | ENABLE_BITCODE",
            "setting-removed | WooCommerce | Debug | VALID_ARCHS",
            "setting-removed | WooCommerce | Release | ENABLE_BITCODE",
            "setting-removed | WooCommerce | Release | VALID_ARCHS",
            "setting-removed | WooCommerce | Release-Alpha | ENABLE_BITCODE",
            "setting-removed | WooCommerce | Release-Alpha | VALID_ARCHS",
            "xcconfig-shadowed | - | Debug | IPHONEOS_DEPLOYMENT_TARGET@Common.xcconfig",
            "xcconfig-shadowed | - | Release | IPHONEOS_DEPLOYMENT_TARGET@Common.xcconfig",
            "xcconfig-shadowed | - | Release-Alpha | IPHONEOS_DEPLOYMENT_TARGET@Common.xcconfig",
        ],
    ]

    @Test func everySettingsFindingIsKnownAndTrue() throws {
        let corpus = try #require(TestSupport.corpus)
        CorpusCheckouts.declareAll(corpus)
        let linter = Linter(options: LintOptions(baseDirectory: corpus))
        var found: [String: [String]] = [:]
        for relative in CorpusExpectationTests.projects() {
            let result = linter.lint(projectAt: (corpus as NSString).appendingPathComponent(relative))
            for diagnostic in result.diagnostics where Self.settingsRules.contains(diagnostic.ruleID) {
                #expect(diagnostic.severity == .warning, "\(relative): \(diagnostic.message)")
                let subject = diagnostic.subject
                found[relative, default: []].append([diagnostic.ruleID, subject.target ?? "-",
                                                     subject.configuration ?? "", subject.name ?? ""]
                    .joined(separator: " | "))
            }
        }
        for project in Set(found.keys).union(Self.expected.keys).sorted() {
            #expect((found[project] ?? []).sorted() == (Self.expected[project] ?? []).sorted(), "\(project)")
        }
    }
}
