import Foundation
import Testing
@testable import XcodeModel

/// The real-world corpus (`../shared/corpus`, see its README): skipped when absent.
@Suite("Project model on the corpus", .enabled(if: ProjectFixtures.corpusAvailable))
struct ProjectCorpusTests {
    static func allProjects() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: ProjectFixtures.corpusRoot) else { return [] }
        var result: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasSuffix(".xcodeproj/project.pbxproj") { result.append(path) }
        }
        return result.sorted()
    }

    @Test("Every corpus project.pbxproj loads; every target's resources and catalogs can be listed")
    func everyProjectLoads() throws {
        let projects = Self.allProjects()
        #expect(projects.count >= 20)
        for relative in projects {
            let project = try ProjectFixtures.corpus(relative)
            #expect(!project.targets.isEmpty, "\(relative) has no targets")
            for target in project.targets {
                _ = project.iconProviders(of: target)
            }
        }
    }

    @Test("Every corpus target: actoolInputs(of:) is resources(of:) filtered to catalogs and .icon documents")
    func actoolInputsAgree() throws {
        for relative in Self.allProjects() {
            // Two loads, so each list is computed from scratch rather than one derived from the other's cache.
            let quick = try ProjectFixtures.corpus(relative)
            let full = try ProjectFixtures.corpus(relative)
            for target in quick.targets {
                let inputs = ActoolInputTests.summary(quick.actoolInputs(of: target))
                let filtered = ActoolInputTests.summary(full.resources(of: target).filter(\.isActoolInput))
                #expect(inputs == filtered, "\(relative) target \(target.name)")
            }
        }
    }

    @Test("claw: the claw target has the 4 alternate sets and Classic in claw/Assets.xcassets")
    func claw() throws {
        let project = try ProjectFixtures.corpus("twodayslate__claw/claw.xcodeproj")
        let claw = try #require(project.target(named: "claw"))
        let providers = project.iconProviders(of: claw)
            .filter { $0.catalogPath?.hasSuffix("claw/Assets.xcassets") == true }
        let names = Set(providers.map(\.name))
        for name in ["Akhmad437LobsterLightIcon", "Akhmad437LobsterDarkIcon", "KnuxIcon", "ClawHeart", "Classic"] {
            #expect(names.contains(name), "missing \(name)")
        }
    }

    @Test("Awful: the Awful target's resources include the 14 alternate .icon bundles (and the primary)")
    func awful() throws {
        let project = try ProjectFixtures.corpus("Awful__Awful.app/Awful.xcodeproj")
        let awful = try #require(project.target(named: "Awful"))
        let icons = project.resources(of: awful).filter { $0.kind == .iconComposer }
        #expect(icons.count == 15)
        #expect(icons.allSatisfy { $0.path.path?.contains("/App/App Icons/") == true })
        let names = Set(project.iconProviders(of: awful).filter { $0.kind == .iconComposer }.map(\.name))
        #expect(names.isSuperset(of: ["cute_appicon", "v_appicon", "staredog_tongue_appicon", "rated_five_appicon"]))
    }

    @Test("KeePassium: the loose PNGs reach the app targets through the synchronized folder")
    func keePassium() throws {
        let project = try ProjectFixtures.corpus("keepassium__KeePassium/KeePassium.xcodeproj")
        let app = try #require(project.target(named: "KeePassium"))
        let pngs = project.resources(of: app).filter {
            $0.name.hasSuffix(".png") && $0.isAtBundleRoot
        }
        #expect(pngs.count == 30)
        #expect(pngs.allSatisfy {
            if case .synchronizedFolder = $0.origin { return true } else { return false }
        })
        // The AutoFill extension does not own the KeePassium folder; its exception set *includes* the catalog and
        // the three .icon bundles (§3.6 inclusion sense), and none of the PNGs.
        let autoFill = try #require(project.target(named: "KeePassium AutoFill"))
        let included = project.resources(of: autoFill).filter {
            if case .synchronizedFolder(_, let rel, _) = $0.origin { return !rel.contains("/") } else { return false }
        }
        #expect(Set(included.map(\.name)).isSuperset(of: ["Assets.xcassets", "app-icon.icon", "app-icon-pro.icon"]))
        #expect(!included.contains { $0.name.hasSuffix(".png") })
    }

    @Test("rarime: AppIcons/ is a plain group, so names carry no namespace")
    func rarime() throws {
        let project = try ProjectFixtures.corpus("rarimo__rarime-ios-app/Rarime.xcodeproj")
        let target = try #require(project.target(named: "Rarime"))
        let providers = project.iconProviders(of: target).filter { $0.kind == .appIconSet }
        let names = Set(providers.map(\.namespacedName))
        #expect(names.isSuperset(of: ["BlackIcon", "GreenIcon", "GradientIcon", "WhiteIcon", "CatIcon"]))
    }

    @Test("bikeindex: the .icon bundles are found as providers of BikeIndex")
    func bikeIndex() throws {
        let project = try ProjectFixtures.corpus("bikeindex__bike_index_ios/BikeIndex.xcodeproj")
        let target = try #require(project.target(named: "BikeIndex"))
        let names = Set(project.iconProviders(of: target).filter { $0.kind == .iconComposer }.map(\.name))
        #expect(names == ["AppIcon", "Striped", "Grayscale", "Pride", "Shadow"])
    }

    @Test("DOOM (objectVersion 45) loads")
    func doom() throws {
        let project = try ProjectFixtures.corpus("id-Software__DOOM-iOS/code/iphone/Doom.xcodeproj")
        #expect(project.objectVersion == "45")
        #expect(project.targets.contains { $0.isApplication })
    }
}
