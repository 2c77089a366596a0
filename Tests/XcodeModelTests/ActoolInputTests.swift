import Testing
@testable import XcodeModel

/// `actoolInputs(of:)` finds catalogs and `.icon` documents with a byte test per build file instead of building
/// every resource; it must agree with `resources(of:)` filtered to actool inputs (docs/reference/xcode-semantics.md §6.5 step 1).
@Suite("Actool inputs of a target")
struct ActoolInputTests {
    /// File references written every way a catalog or `.icon` can be recognised, and ways that look close.
    static let text = """
        { archiveVersion = 1; objectVersion = 77; rootObject = P;
          objects = {
            P = {isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L; };
            L = {isa = XCConfigurationList; buildConfigurations = (); };
            G = {isa = PBXGroup; children = (F1, F2, F3, F4, F5, F6, F7, F8, F9, V); sourceTree = "<group>"; };
            T = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                 buildPhases = (S, R); };
            S = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
            R = {isa = PBXResourcesBuildPhase; files = (B3, B4, B5, B6, B7, B8, B9, B10); };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            B2 = {isa = PBXBuildFile; fileRef = F2; };
            B3 = {isa = PBXBuildFile; fileRef = F3; };
            B4 = {isa = PBXBuildFile; fileRef = F4; };
            B5 = {isa = PBXBuildFile; fileRef = F5; };
            B6 = {isa = PBXBuildFile; fileRef = F6; };
            B7 = {isa = PBXBuildFile; fileRef = F7; };
            B8 = {isa = PBXBuildFile; fileRef = F8; };
            B9 = {isa = PBXBuildFile; fileRef = F9; };
            B10 = {isa = PBXBuildFile; fileRef = V; };
            F1 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; path = InSources.xcassets; sourceTree = "<group>"; };
            F3 = {isa = PBXFileReference; path = Art.XCASSETS; sourceTree = "<group>"; };
            F4 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Images; sourceTree = "<group>"; };
            F5 = {isa = PBXFileReference; explicitFileType = folder.iconcomposer.icon; path = Glyph; sourceTree = "<group>"; };
            F6 = {isa = PBXFileReference; path = Dark.icon; sourceTree = "<group>"; };
            F7 = {isa = PBXFileReference; name = Named.xcassets; path = Folder; sourceTree = "<group>"; };
            F8 = {isa = PBXFileReference; path = lexicon; sourceTree = "<group>"; };
            F9 = {isa = PBXFileReference; path = Icon.png; sourceTree = "<group>"; };
            V = {isa = PBXVariantGroup; name = Main.xcassets; children = (F10); sourceTree = "<group>"; };
            F10 = {isa = PBXFileReference; name = en; path = en.lproj/Main.xcassets; sourceTree = "<group>"; };
          };
        }
        """

    static func load() throws -> XcodeProject {
        try XcodeProject.load(bytes: Array(text.utf8), projectFilePath: "/nonexistent/App.xcodeproj/project.pbxproj").get()
    }

    static func summary(_ resources: [TargetResource]) -> [String] {
        resources.map { "\($0.name) \($0.kind) \($0.path.path ?? "-") \($0.elementID ?? "-")" }
    }

    @Test("By extension in any case, by file type alone, in a Sources phase; not by name or a lookalike suffix")
    func recognised() throws {
        let project = try Self.load()
        let app = try #require(project.target(named: "App"))
        let inputs = project.actoolInputs(of: app)
        #expect(inputs.map(\.name) == ["InSources.xcassets", "Art.XCASSETS", "Images", "Glyph", "Dark.icon"])
        #expect(inputs.map(\.kind) == [.assetCatalog, .assetCatalog, .assetCatalog, .iconComposer, .iconComposer])
        // Computed first on a fresh project, then compared with the full list (which is then cached separately).
        let full = try Self.load()
        #expect(Self.summary(inputs) == Self.summary(full.resources(of: app).filter(\.isActoolInput)))
    }

    @Test("Once the full resource list exists, the inputs are taken from it")
    func fromFullList() throws {
        let project = try Self.load()
        let app = try #require(project.target(named: "App"))
        let full = project.resources(of: app)
        #expect(full.count == 9)  // F1 (Swift) is compiled; the variant group contributes its one child
        #expect(Self.summary(project.actoolInputs(of: app)) == Self.summary(full.filter(\.isActoolInput)))
    }
}
