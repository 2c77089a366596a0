import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// Every finding of the rules added for issue 33 on `../shared/corpus` and `../shared/corpus-xcproj`, each read
/// against the project's files (the comment above each project says why it is true and worth acting on). A new
/// finding, or one that disappears, fails here until it has been read. Skipped when the corpus is absent.
@Suite(.enabled(if: TestSupport.hasCorpus, "needs ../shared/corpus"))
struct CorpusIssue33FindingsTests {
    static let rules: Set<String> = ["embedded-version-mismatch", "script-sandbox-inputs", "project-integrity",
                                      "alternate-icon-image-lookup"]

    /// Project (relative to its corpus folder) → "rule | target | configurations | setting | name" (the
    /// configurations a finding of one cause affects, or the one its subject names).
    static let expected: [String: [String]] = [
        // Merge traces, each read in the file: Persisted.swift's build file is listed twice in a row in the app's
        // Sources (:3397-3398); the watch app's Resources list Assets.xcassets through two build files (:3305,
        // :3307, both fileRef 19DA487F…); Settings.bundle is a child of the main group (:2098) and of
        // "Localizations" (:1500).
        "Artificial-Pancreas__iAPS/FreeAPS.xcodeproj": [
            "project-integrity | FreeAPS |  |  | Persisted.swift",
            "project-integrity | FreeAPSWatch |  |  | Assets.xcassets",
            "project-integrity | - |  |  | Settings.bundle",
        ],
        // NioShareExtension sets CURRENT_PROJECT_VERSION = 35 in its own Release configuration (project.pbxproj:1766)
        // while the app sets 36 (:1722); the extension's Info.plist says $(CURRENT_PROJECT_VERSION), so the
        // extension ships build 35 inside build 36 (ITMS-90473). Debug differs the same way and does not ship.
        // CFBundleShortVersionString agrees (the extension's Info.plist says 1.0, the app's MARKETING_VERSION is 1.0).
        "niochat__nio/Nio.xcodeproj": [
            "embedded-version-mismatch | Nio | Release | CFBundleVersion | NioShareExtension",
        ],
        // NotificationBackgroundProcessor generates its Info.plist with MARKETING_VERSION = 1.0 (:2735, :2811)
        // while the app ships 2.3.8 (:3046, :3285): the template's version was never updated. Both release
        // configurations ship; each says it on its own line, but it is one cause (the same two values), hence one
        // finding naming both. CURRENT_PROJECT_VERSION is 1 in both.
        // IdentityView.swift's build file is listed twice in the app's Sources (:2016, :2018), two lines apart.
        "rarimo__rarime-ios-app/Rarime.xcodeproj": [
            "project-integrity | Rarime |  |  | IdentityView.swift",
            "embedded-version-mismatch | Rarime | Release (Development),Release (Production) | CFBundleShortVersionString | NotificationBackgroundProcessor",
        ],
        // Read and silent on purpose: woocommerce (every target's base configuration is a Pods xcconfig that is not
        // committed), home-assistant and iAPS (an optional override xcconfig that is absent could set the app's
        // version), KeePassium and iSH (the app's Info.plist is preprocessed), Secretive (XPC services keep their
        // own versions); IceCubes, Awful, claw, yattee, RegionalCheck and OneCart agree.
        //
        // script-sandbox-inputs finds nothing: no linted target with script phases has sandboxing known to be on
        // (home-assistant, woocommerce and iAPS could turn it on in xcconfigs pbxlint cannot see). What it would
        // say with sandboxing on is read in ScriptSandboxCorpusReadingTests.
        //
        // alternate-icon-image-lookup finds nothing: no corpus source loads an image by an app icon set's name
        // (checked with grep for every .appiconset name of the corpus).
    ]

    static func projects(in base: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".xcodeproj") {
                found.append(relative)
                walker.skipDescendants()
            }
        }
        return found.sorted()
    }

    static func configurations(_ diagnostic: Diagnostic) -> String {
        diagnostic.affects.flatMap(\.configurations).joined(separator: ",")
    }

    @Test func everyFindingIsKnownAndTrue() throws {
        var found: [String: [String]] = [:]
        for base in [TestSupport.corpus, TestSupport.xcprojCorpus].compactMap({ $0 }) {
            let linter = Linter(options: LintOptions(baseDirectory: base))
            for relative in Self.projects(in: base) {
                let result = linter.lint(projectAt: (base as NSString).appendingPathComponent(relative))
                for diagnostic in result.diagnostics where Self.rules.contains(diagnostic.ruleID) {
                    #expect(diagnostic.severity == .warning, "\(relative): \(diagnostic.message)")
                    let subject = diagnostic.subject
                    found[relative, default: []].append([diagnostic.ruleID, subject.target ?? "-", subject.configuration ?? Self.configurations(diagnostic),
                                                         subject.setting ?? "", subject.name ?? ""].joined(separator: " | "))
                }
            }
        }
        for project in Set(found.keys).union(Self.expected.keys).sorted() {
            #expect((found[project] ?? []).sorted() == (Self.expected[project] ?? []).sorted(), "\(project)")
        }
    }
}
