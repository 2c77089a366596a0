import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// A missing set that other targets' catalogs provide: the message names every such target, not the first one
/// with "only" (found on a real project whose preview targets each had the primary set: the message named one
/// of nine).
@Suite struct IconElsewhereWordingTests {
    func messages(owners: [String]) throws -> [String] {
        let others = owners.map {
            ExampleTarget(name: $0, productType: "com.apple.product-type.app-extension",
                          catalogs: [ExampleCatalog(path: "\($0)/Icons.xcassets", iconSets: ["AppIcon-Red"])])
        }
        let files = ExampleProject.client(configurations: ["Release"],
                                          settings: ["Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Red"]],
                                          otherTargets: others)
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        return result.diagnostics.filter { $0.ruleID == "alternate-icon-missing" }.map(\.message)
    }

    @Test func oneOtherTargetIsNamedAsTheOnlyOne() throws {
        let found = try messages(owners: ["Widget"])
        #expect(found.count == 1)
        #expect(found.first?.contains(#"AppIcon-Red.appiconset exists only in a catalog of target "Widget"; add that catalog to target "Client""#) == true, "\(found)")
    }

    @Test func severalOtherTargetsAreAllNamed() throws {
        let found = try messages(owners: ["Widget", "Preview"])
        #expect(found.count == 1)
        let message = try #require(found.first)
        #expect(message.contains(#"AppIcon-Red.appiconset exists only in catalogs of other targets ("Widget" and "Preview"); add one of them to target "Client""#)
                || message.contains(#"AppIcon-Red.appiconset exists only in catalogs of other targets ("Preview" and "Widget"); add one of them to target "Client""#),
                "\(message)")
        #expect(!message.contains("a catalog of target"), "\(message)")
    }
}
