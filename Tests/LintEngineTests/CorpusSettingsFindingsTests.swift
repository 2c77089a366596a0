import Foundation
import Testing
@testable import LintEngine

/// Every finding of the build-settings rules on the corpus, each read against the project's files and true: the
/// warnings are real defects worth a change, the notes harmless clean-ups (see the comment above each project). A new finding, or one that disappears, fails
/// here until it has been read. Skipped when the corpus is absent.
@Suite(.enabled(if: TestSupport.hasCorpus, "needs ../shared/corpus"))
struct CorpusSettingsFindingsTests {
    static let settingsRules: Set<String> = [
        "xcconfig-shadowed", "inherited-dropped", "debug-settings-shipped", "setting-removed",
        "embedded-deployment-target", "embedded-signing", "project-format-too-new",
    ]

    /// Project (relative to the corpus) → "rule | severity | target (- for a line shared by several) | name", one
    /// per cause. Warnings are what a team should change; notes are safe clean-ups.
    static let expected: [String: [String]] = [
        // Common.xcconfig (included by the target and project base configurations) sets both; the project and the
        // "Awful" target repeat the same values in the pbxproj: lines that can be deleted (notes).
        "Awful__Awful.app/Awful.xcodeproj": [
            "xcconfig-shadowed | note | - | ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS@Common.xcconfig",
            "xcconfig-shadowed | note | Awful | TARGETED_DEVICE_FAMILY@Common.xcconfig",
        ],
        // Worth acting on: the widget extension targets iOS 17.0 while the app runs from 16.4, so iOS 16.4–16.x
        // users get the app without its widgets. The project settings repeat DEVELOPMENT_TEAM over
        // HomeAssistant.xcconfig:4 with the same value (a note).
        "home-assistant__iOS/HomeAssistant.xcodeproj": [
            "embedded-deployment-target | warning | App | Extensions-Widgets",
            "xcconfig-shadowed | note | - | DEVELOPMENT_TEAM@HomeAssistant.xcconfig",
        ],
        // The target's debug configurations set GCC_PREPROCESSOR_DEFINITIONS (IPHONE; LITE IPHONE) over the
        // project's "-DDEBUG", which is a flag, not a definition: $(inherited) would pass -D-DDEBUG, so these are
        // notes that say so instead of proposing it.
        "id-Software__Wolf3D-iOS/wolf3d/code/iphone/wolf3d.xcodeproj": [
            "inherited-dropped | note | wolf3d | GCC_PREPROCESSOR_DEFINITIONS",
            "inherited-dropped | note | wolf3d | GCC_PREPROCESSOR_DEFINITIONS",
        ],
        // Worth acting on: Linux.xcconfig, included after XcodeDebug.xcconfig for DebugLinux, sets
        // GCC_PREPROCESSOR_DEFINITIONS without $(inherited), so the DebugLinux build of all three targets loses
        // DEBUG=1. Project.xcconfig still says ENABLE_BITCODE = NO (a note: safe to delete).
        "ish-app__ish/iSH.xcodeproj": [
            "inherited-dropped | warning | - | GCC_PREPROCESSOR_DEFINITIONS",
            "setting-removed | note | - | ENABLE_BITCODE",
        ],
        // ENABLE_BITCODE = NO in the "KeePassium Org" target (a note).
        "keepassium__KeePassium/KeePassium.xcodeproj": [
            "setting-removed | note | KeePassium Org | ENABLE_BITCODE",
        ],
        // ENABLE_BITCODE = NO and VALID_ARCHS = $(ARCHS_STANDARD) in the project settings (notes).
        "osmandapp__OsmAnd-iOS/OsmAnd.xcodeproj": [
            "setting-removed | note | - | ENABLE_BITCODE",
            "setting-removed | note | - | VALID_ARCHS",
        ],
        // Worth acting on: "Release (Development)" keeps ENABLE_TESTABILITY = YES at the project level (the message
        // says which option leaves the configuration out if it never ships); the notification extension targets
        // 17.5 while the app runs from 16.0; the app target's debug SWIFT_ACTIVE_COMPILATION_CONDITIONS (two
        // different values) drop the project's DEBUG, so #if DEBUG code is off in those debug builds.
        "rarimo__rarime-ios-app/Rarime.xcodeproj": [
            "debug-settings-shipped | warning | - | ENABLE_TESTABILITY",
            "embedded-deployment-target | warning | Rarime | NotificationBackgroundProcessor",
            "inherited-dropped | warning | Rarime | SWIFT_ACTIVE_COMPILATION_CONDITIONS",
            "inherited-dropped | warning | Rarime | SWIFT_ACTIVE_COMPILATION_CONDITIONS",
        ],
        // Worth acting on: the project settings set IPHONEOS_DEPLOYMENT_TARGET = 16.0 in every configuration over
        // the team's Common.xcconfig:1 (15.0), which then decides nothing for any target that uses it. VALID_ARCHS
        // = $(ARCHS_STANDARD…) and ENABLE_BITCODE = NO at project and target level, app and extensions (notes).
        "woocommerce__woocommerce-ios/WooCommerce/WooCommerce.xcodeproj": [
            "setting-removed | note | - | VALID_ARCHS",
            "setting-removed | note | StoreWidgetsExtension | ENABLE_BITCODE",
            "setting-removed | note | WatchWidgetsExtension | VALID_ARCHS",
            "setting-removed | note | Woo Watch App | VALID_ARCHS",
            "setting-removed | note | WooCommerce | ENABLE_BITCODE",
            "setting-removed | note | WooCommerce | VALID_ARCHS",
            "xcconfig-shadowed | warning | - | IPHONEOS_DEPLOYMENT_TARGET@Common.xcconfig",
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
                let subject = diagnostic.subject
                found[relative, default: []].append([diagnostic.ruleID, diagnostic.severity.rawValue,
                                                     subject.target ?? "-", subject.name ?? ""]
                    .joined(separator: " | "))
            }
        }
        for project in Set(found.keys).union(Self.expected.keys).sorted() {
            #expect((found[project] ?? []).sorted() == (Self.expected[project] ?? []).sorted(), "\(project)")
        }
    }
}
