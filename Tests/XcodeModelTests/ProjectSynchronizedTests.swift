import Testing
@testable import XcodeModel

/// Synchronized folders (docs/reference/xcode-semantics.md §3.6, L-SYNC) on `TestProjects/Model/Synced`.
@Suite("Synchronized folders (docs/reference/xcode-semantics.md §3.6)")
struct ProjectSynchronizedTests {
    let project: XcodeProject
    init() throws { project = try ProjectFixtures.load("Synced/Synced.xcodeproj") }

    func resourceNames(_ target: String) -> [String] {
        guard let t = project.target(named: target) else { return [] }
        return project.resources(of: t).compactMap {
            guard case .synchronizedFolder(_, let rel, _) = $0.origin else { return nil }
            return rel
        }.sorted()
    }

    @Test("Discovery: wrappers and explicit folders are single items, hidden files skipped")
    func discovery() throws {
        let folder = try #require(project.synchronizedFolder(id: "SYNC_APP"))
        let items = project.discoveredItems(in: folder).map(\.relativePath)
        #expect(items == ["Assets.xcassets", "Code.swift", "Configs/Debug.xcconfig", "Excluded.xcassets",
                          "Icon-Dark@2x.png", "Icons/Alt.icon", "Info.plist", "Raw", "Shared.xcassets",
                          "Skip/b.png", "en.lproj/Localizable.strings"])
        let strings = project.discoveredItems(in: folder).first { $0.relativePath.hasSuffix(".strings") }
        #expect(strings?.localizedPath == "/Localized/Localizable.strings" && strings?.region == "en")
    }

    @Test("L-SYNC-1/2: the owning target gets every resource item except its exclusions")
    func owningTarget() {
        #expect(resourceNames("App") == ["Assets.xcassets", "Icon-Dark@2x.png", "Icons/Alt.icon", "Raw",
                                         "Shared.xcassets", "Skip/b.png", "en.lproj/Localizable.strings"])
    }

    @Test("L-SYNC-6: an exception naming a plain directory (not in explicitFolders) is ignored, and reported")
    func directoryException() throws {
        let folder = try #require(project.synchronizedFolder(id: "SYNC_APP"))
        let ignored = project.ignoredDirectoryExceptions(in: folder)
        #expect(ignored.map(\.path) == ["Skip"])
        let line = project.document.source.lineText(ignored.first?.range.start.line ?? 0)
        #expect(line.contains("Skip,"))
    }

    @Test("L-SYNC-3: a non-owning target gets only what its exception set lists, at the listing's range")
    func nonOwningTarget() throws {
        #expect(resourceNames("Widget") == ["Icons/Alt.icon", "Shared.xcassets", "en.lproj/Localizable.strings"])
        let widget = try #require(project.target(named: "Widget"))
        let shared = try #require(project.resources(of: widget).first { $0.name == "Shared.xcassets" })
        let line = project.document.source.lineText(shared.origin.range.start.line)
        #expect(line.contains("Shared.xcassets,"))
    }

    @Test("Kinds, bundle-root placement and platform filters of discovered resources (§7.3)")
    func kinds() throws {
        let app = try #require(project.target(named: "App"))
        let byName = Dictionary(project.resources(of: app).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byName["Assets.xcassets"]?.kind == .assetCatalog)
        #expect(byName["Alt.icon"]?.kind == .iconComposer)
        #expect(byName["Raw"]?.kind == .folderReference)
        #expect(byName["Localizable.strings"]?.kind == .localized(region: "en"))
        #expect(byName["Localizable.strings"]?.isAtBundleRoot == false)
        let png = try #require(byName["Icon-Dark@2x.png"])
        #expect(png.kind == .file && png.isAtBundleRoot && png.platformFilters == ["ios"])
    }

    @Test("L-SYNC-4: owning synchronized folders without a Resources phase gives no resources, and says so")
    func noResourcesPhase() throws {
        let target = try #require(project.target(named: "NoResources"))
        #expect(target.ownsSynchronizedFoldersWithoutResourcesPhase)
        #expect(project.resources(of: target).isEmpty)
        #expect(project.target(named: "App")?.ownsSynchronizedFoldersWithoutResourcesPhase == false)
    }

    @Test("L-SYNC-5: an .icon discovered in an owned folder is an icon provider")
    func iconProvider() throws {
        let app = try #require(project.target(named: "App"))
        let providers = project.iconProviders(of: app).map(\.name).sorted()
        #expect(providers == ["Alt", "AppIcon", "Purple"])
        let widget = try #require(project.target(named: "Widget"))
        #expect(project.iconProviders(of: widget).map(\.name).sorted() == ["Alt", "Purple"])
    }

    @Test("L-SYNC-7: an xcconfig via anchor + relative path resolves")
    func anchoredBaseConfiguration() throws {
        let app = try #require(project.target(named: "App"))
        let debug = try #require(project.configuration(for: "Debug", of: app))
        let base = try #require(debug.baseConfiguration)
        #expect(base.form == .anchored(folderID: "SYNC_APP", relativePath: "Configs/Debug.xcconfig"))
        #expect(base.path == .absolute(project.sourceRoot + "/App/Configs/Debug.xcconfig"))
        #expect(project.document.source.lineText(base.range.start.line).contains("Configs/Debug.xcconfig"))
    }

    @Test("A dangling exception set is reported")
    func danglingException() {
        #expect(project.issues.contains { $0.kind == .danglingReference && $0.item == "NOPE_EXCEPTION" })
    }
}
