import Testing
import PlistKit
@testable import XcodeModel

/// Asset catalogs, icon providers and target resources on `TestProjects/Model/Paths` (docs/reference/xcode-semantics.md §5, §6.5).
@Suite("Asset catalogs and icon providers (docs/reference/xcode-semantics.md §5)")
struct CatalogTests {
    let project: XcodeProject
    init() throws { project = try ProjectFixtures.load("Paths/Paths.xcodeproj") }

    var assets: AssetCatalog { project.catalog(at: project.sourceRoot + "/App/Resources/Assets.xcassets") }

    @Test("L-CAT-1/2: providers anywhere in the catalog, nested plain groups keep the plain name")
    func nestedProviders() throws {
        let blue = try #require(assets.assets.first { $0.name == "Blue" })
        #expect(blue.relativePath == "Icons/Alt/Blue.appiconset")
        #expect(blue.namespacedName == "Blue" && blue.iconKind == .appIconSet)
        #expect(assets.iconProviders.map(\.name) == ["AppIcon", "Broken", "Empty", "Blue", "NoContents", "Red"])
        // Non-icon assets are kept for uniqueness checks (L-CAT-4).
        #expect(assets.assets.contains { $0.name == "Logo" && $0.type == "imageset" && $0.iconKind == nil })
    }

    @Test("L-CAT-3: a provides-namespace group prefixes the name; both names are recorded")
    func namespace() throws {
        let red = try #require(assets.assets.first { $0.name == "Red" })
        #expect(red.namespacedName == "Spaced/Red")
        #expect(assets.providers(named: "Spaced/Red").count == 1)
        #expect(assets.providers(named: "Red").count == 1)
    }

    @Test("App icon set contents: images with appearances, unassigned files (§5.2, L-CAT-8)")
    func contents() throws {
        let blue = try #require(assets.appIconSets.first { $0.asset.name == "Blue" })
        #expect(blue.contents.images.count == 3)
        #expect(blue.contents.images[1].appearances == [.init(appearance: "luminosity", value: "dark")])
        #expect(blue.contents.images[0].size == "1024x1024" && blue.contents.images[0].platform == "ios")
        #expect(!blue.contents.isEmpty)
        #expect(blue.contents.missingFiles == ["blue-dark.png"])
        #expect(blue.contents.unassignedFiles == ["extra.png"])
    }

    @Test("L-CAT-5/6/9: empty, missing, invalid Contents.json and missing files")
    func statuses() throws {
        let sets = Dictionary(assets.appIconSets.map { ($0.asset.name, $0.contents) }, uniquingKeysWith: { a, _ in a })
        #expect(sets["Empty"]?.isEmpty == true)
        guard case .missing = sets["NoContents"]?.status else { Issue.record("NoContents: missing"); return }
        #expect(sets["NoContents"]?.unassignedFiles == ["orphan.png"])
        guard case .invalid(_, _, let position) = sets["Broken"]?.status else {
            Issue.record("Broken: invalid"); return
        }
        #expect(position != nil)
        let shared = project.catalog(at: project.sourceRoot + "/Shared/Icons.xcassets")
        #expect(shared.appIconSets.first?.contents.missingFiles == ["green.png"])
        #expect(!project.catalog(at: "/nonexistent/X.xcassets").exists)
    }

    @Test("Resources of a target: kinds, paths, filters, bundle root and declaration range (§6.5, §7.3)")
    func resources() throws {
        let app = try #require(project.target(named: "App"))
        let resources = project.resources(of: app)
        let names = resources.map(\.name)
        #expect(names == ["Icons.xcassets", "Assets.xcassets", "Dark.icon", "Raw", "Main.strings",
                          "Main.storyboard", "Icon-Dark@2x.png", "readme.TXT"])
        let byName = Dictionary(resources.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byName["Raw"]?.kind == .folderReference)
        #expect(byName["Main.strings"]?.kind == .localized(region: "en"))
        #expect(byName["Main.storyboard"]?.path.path == project.sourceRoot + "/App/Base.lproj/Main.storyboard")
        #expect(byName["Dark.icon"]?.kind == .iconComposer && byName["Dark.icon"]?.isAtBundleRoot == false)
        let png = try #require(byName["Icon-Dark@2x.png"])
        #expect(png.isAtBundleRoot && png.platformFilters == ["ios"])
        let line = project.document.source.lineText(png.origin.range.start.line)
        #expect(line.contains("BF_PNG"))
        // The Sources phase contributes only catalogs.
        #expect(!names.contains("App.swift"))
    }

    @Test("L-CAT-10: an .icon resource of its own is a provider; catalog providers come with their resource")
    func iconProviders() throws {
        let app = try #require(project.target(named: "App"))
        let providers = project.iconProviders(of: app)
        #expect(providers.map(\.name).sorted() == ["AppIcon", "Blue", "Broken", "Dark", "Empty", "Green",
                                                  "NoContents", "Red"])
        let dark = try #require(providers.first { $0.name == "Dark" })
        #expect(dark.kind == .iconComposer && dark.catalogPath == nil)
    }

    @Test("All catalogs of the project with the targets using them (L-BUILD-2)")
    func projectCatalogs() {
        let all = project.allCatalogs()
        #expect(all.map { ProjectPath.lastComponent($0.catalog.path) } == ["Assets.xcassets", "Icons.xcassets"])
        #expect(all.map(\.targetNames) == [["App"], ["App", "Widget"]])
    }

    @Test("Info.plist per configuration (§7.1)")
    func infoPlist() {
        let root = project.sourceRoot
        guard case .file(let path, let document) = InfoPlistSource.locate(
            infoPlistFile: "App/Info.plist", generate: false, sourceRoot: root) else {
            Issue.record("expected a file"); return
        }
        #expect(path == root + "/App/Info.plist")
        #expect(document.root["CFBundleIcons"]?["CFBundleAlternateIcons"]?["Dark"] != nil)
        guard case .file(_, let openStep) = InfoPlistSource.locate(infoPlistFile: root + "/App/OpenStep.plist",
                                                                   generate: true, sourceRoot: root + "/App") else {
            Issue.record("absolute INFOPLIST_FILE"); return
        }
        // A file outside the project's tree is not read (issue 29).
        guard case .unreadable(_, .file(ProjectTree.outsideNotRead)) = InfoPlistSource.locate(
            infoPlistFile: root + "/App/OpenStep.plist", generate: true, sourceRoot: "/elsewhere") else {
            Issue.record("an Info.plist outside the tree was read"); return
        }
        #expect(openStep.root["CFBundleName"]?.string == "Old Style")
        guard case .generatedOnly = InfoPlistSource.locate(infoPlistFile: "", generate: true, sourceRoot: root),
              case .none = InfoPlistSource.locate(infoPlistFile: nil, generate: false, sourceRoot: root),
              case .missing(let missing) = InfoPlistSource.locate(infoPlistFile: "App/Nope.plist", generate: true,
                                                                  sourceRoot: root),
              case .unreadable(_, .parse(let error)) = InfoPlistSource.locate(
                infoPlistFile: "App/Broken.plist", generate: false, sourceRoot: root)
        else { Issue.record("generated / none / missing / unreadable"); return }
        #expect(missing == root + "/App/Nope.plist")
        #expect(error.position.line == 3)
    }
}
