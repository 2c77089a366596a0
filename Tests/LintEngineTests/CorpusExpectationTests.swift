import Foundation
import Testing
@testable import LintEngine

/// The EXPECTED items of `../shared/corpus/README.md`, and nothing else at error level, for every corpus project.
/// Skipped when the corpus is absent.
@Suite(.enabled(if: TestSupport.hasCorpus, "needs ../shared/corpus"))
struct CorpusExpectationTests {
    /// (project path under the corpus, rule id, subject name) of every error-level finding a correct linter gives.
    static let expectedErrors: [String: [(rule: String, name: String)]] = [
        // §8: the target base configurations are referenced but not committed.
        "bikeindex__bike_index_ios/BikeIndex.xcodeproj": [
            ("xcconfig-missing", "BikeIndex-development.xcconfig"),
            ("xcconfig-missing", "BikeIndex-production.xcconfig"),
        ],
        // §18: the project-level Debug base configuration is not committed.
        "Dimillian__IceCubesApp/IceCubesApp.xcodeproj": [
            ("xcconfig-missing", "IceCubesApp.xcconfig"),
        ],
        // §13 (not yet in the corpus README): Nio is iPad-capable (TARGETED_DEVICE_FAMILY = "1,2"), its primary
        // icon is the catalog's AppIcon and its three alternates are only in CFBundleIcons with no ~ipad
        // dictionary: actool's CFBundleIcons~ipad replaces CFBundleIcons on iPad, so they fail there
        // (docs/reference/xcode-semantics.md §6.3/§7.2; pointfreeco/isowords#78). One cause (the generated iPad dictionary), so one
        // finding naming the three (issue 27: it used to be three errors).
        "niochat__nio/Nio.xcodeproj": [
            ("legacy-ipad-icons-incomplete", "CFBundleIcons~ipad"),
        ],
        // §21: the three icon files are in Resources but not in the repository.
        "id-Software__DOOM-iOS/code/iphone/Doom.xcodeproj": [
            ("legacy-icon-file-missing", "DOOM_57.png"),
            ("legacy-icon-file-missing", "DOOM_114.png"),
            ("legacy-icon-file-missing", "DOOM_72.png"),
        ],
        // §22: WOLF_* are referenced without extension and missing.
        "id-Software__Wolf3D-iOS/wolf3d/code/iphone/wolf3d.xcodeproj": [
            ("legacy-icon-file-missing", "WOLF_57"),
            ("legacy-icon-file-missing", "WOLF_114"),
            ("legacy-icon-file-missing", "WOLF_72"),
        ],
    ]

    static func projects() -> [String] {
        guard let corpus = TestSupport.corpus,
              let walker = FileManager.default.enumerator(atPath: corpus) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".xcodeproj") {
                found.append(relative)
                walker.skipDescendants()
            }
        }
        return found.sorted()
    }

    @Test("corpus project", arguments: projects())
    func project(_ relative: String) throws {
        let corpus = try #require(TestSupport.corpus)
        CorpusCheckouts.declareAll(corpus)
        let path = (corpus as NSString).appendingPathComponent(relative)
        let result = Linter(options: LintOptions(baseDirectory: corpus)).lint(projectAt: path)
        #expect(result.failure == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        let expected = Self.expectedErrors[relative] ?? []
        for item in expected {
            #expect(errors.contains { $0.ruleID == item.rule && ($0.subject.name ?? "").contains(item.name) },
                    "\(relative): expected \(item.rule) about \(item.name)")
        }
        let unexpected = errors.filter { error in
            !expected.contains { error.ruleID == $0.rule && (error.subject.name ?? "").contains($0.name) }
        }
        let listing = unexpected.map { "\($0.ruleID): \($0.message)" }.joined(separator: "\n")
        #expect(unexpected.isEmpty, "\(relative): unexpected errors:\n\(listing)")
    }

    /// Awful's alternates exist only as Icon Composer bundles (§7): accepting `.icon` is what keeps it clean.
    @Test func awfulIconBundlesSatisfyTheNames() throws {
        let corpus = try #require(TestSupport.corpus)
        CorpusCheckouts.declareAll(corpus)
        let result = Linter(options: LintOptions(baseDirectory: corpus))
            .lint(projectAt: corpus + "/Awful__Awful.app/Awful.xcodeproj")
        #expect(!result.diagnostics.contains { $0.ruleID == "alternate-icon-missing" || $0.ruleID == "primary-icon-missing" })
    }

    /// iSH declares its icons through Info.plist preprocessing (§15): not an error, and not a finding at all
    /// but pbxlint's limit (issue 27), which `--explain` lists.
    @Test func ishPreprocessedPlistIsALimit() throws {
        let corpus = try #require(TestSupport.corpus)
        CorpusCheckouts.declareAll(corpus)
        let result = Linter(options: LintOptions(baseDirectory: corpus))
            .lint(projectAt: corpus + "/ish-app__ish/iSH.xcodeproj")
        #expect(!result.diagnostics.contains { $0.ruleID == "legacy-icons-unchecked" })
        #expect(result.limits.contains { $0.ruleID == "legacy-icons-unchecked" && $0.kind == .fileNotChecked })
    }
}
