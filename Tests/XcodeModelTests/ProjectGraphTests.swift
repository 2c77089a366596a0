import Testing
import PlistKit
@testable import XcodeModel

/// The object graph of `TestProjects/Model/Paths` (docs/reference/xcode-semantics.md §3.1–§3.3).
@Suite("Project object graph (docs/reference/xcode-semantics.md §3)")
struct ProjectGraphTests {
    let project: XcodeProject
    init() throws { project = try ProjectFixtures.load("Paths/Paths.xcodeproj") }

    @Test("Loads from the .xcodeproj directory and from the pbxproj path alike (§1.1)")
    func loadsBothForms() throws {
        let direct = try ProjectFixtures.load("Paths/Paths.xcodeproj/project.pbxproj")
        #expect(direct.projectFilePath == project.projectFilePath)
        #expect(project.name == "Paths")
        #expect(project.objectVersion == "56")
        #expect(project.sourceRoot == ProjectFixtures.modelRoot + "/Paths")
        #expect(project.conflictingPBXProjPath == nil)
        #expect(project.format == .pbxproj && !project.isXcproj)
    }

    @Test("The format is the one the reader found, not one guessed from the file's name")
    func formatFromTheReader() throws {
        // A JSON5 project under a `.json5` name is read as a `project.xcproj` (PlistReader.isJSON5Path), so it is one.
        let text = "{ configurations: ['Debug'], targets: [{ name: 'App', 'product-type': 'application' }] }"
        let project = try XcodeProject.load(bytes: Array(text.utf8), projectFilePath: "/tmp/p/P.xcodeproj/project.json5").get()
        #expect(project.format == .xcproj && project.isXcproj)
        #expect(project.targets.map(\.name) == ["App"])
    }

    @Test("Targets of every class, with product types and application scope (§3.2)")
    func targets() throws {
        #expect(project.targets.map(\.name) == ["App", "Widget", "Watch", "Lint"])
        let app = try #require(project.target(named: "App"))
        #expect(app.kind == .native && app.isApplication && app.isInDefaultIconScope)
        let watch = try #require(project.target(named: "Watch"))
        #expect(watch.isApplication && !watch.isInDefaultIconScope)
        #expect(project.target(named: "Widget")?.isApplication == false)
        #expect(project.target(named: "Lint")?.kind == .aggregate)
        #expect(app.nameRange.map { project.document.source.lineText($0.start.line) }?.contains("name = App;") == true)
        #expect(app.buildPhases.map(\.kind) == [.sources, .resources])
    }

    @Test("Build files keep references, package products and platform filters")
    func buildFiles() throws {
        let app = try #require(project.target(named: "App"))
        let resources = try #require(app.buildPhases.first { $0.kind == .resources })
        let png = try #require(resources.files.first { $0.id == "BF_PNG" })
        #expect(png.platformFilters == ["ios"])
        #expect(resources.files.first { $0.id == "BF_README" }?.platformFilters == ["ios", "maccatalyst"])
        let sources = try #require(app.buildPhases.first { $0.kind == .sources })
        #expect(sources.files.first { $0.id == "BF_PACKAGE" }?.productRefID == "PKG_PRODUCT")
    }

    @Test("Configuration selection: exact, else the project's default, else the first (§3.3)")
    func configurationSelection() throws {
        let app = try #require(project.target(named: "App"))
        #expect(project.configurationNames == ["Debug", "Release", "Beta"])
        #expect(project.defaultConfigurationName == "Release")
        #expect(app.configurationNames == ["Debug", "Release"])
        #expect(project.configuration(for: "Debug", of: app)?.id == "A_DEBUG")
        // Beta is missing in the target: the project's default (Release) is used, not the target list's (Debug).
        #expect(project.configuration(for: "Beta", of: app)?.id == "A_RELEASE")
        #expect(project.configurationNamesMissing(in: app) == ["Beta"])
        let widget = try #require(project.target(named: "Widget"))
        // Neither Release nor the default exists in the widget: the first configuration.
        #expect(project.configuration(for: "Release", of: widget)?.id == "E_DEBUG")
        #expect(project.projectConfiguration(for: "Nope")?.id == "P_RELEASE")
        #expect(project.projectConfiguration(for: "Beta")?.id == "P_BETA")
    }

    @Test("A configuration keeps its buildSettings level, name range and base xcconfig")
    func configurationContents() throws {
        let debug = try #require(project.projectConfiguration(for: "Debug"))
        #expect(debug.buildSettings?.entries.first { $0.name == "SDKROOT" }?.value == "iphoneos")
        let settingsLine = try #require(debug.buildSettings).range.start.line
        #expect(project.document.source.lineText(settingsLine).contains("buildSettings = {"))
        let base = try #require(debug.baseConfiguration)
        #expect(base.form == .fileReference(id: "FR_XCCONFIG"))
        #expect(base.path == .absolute(project.sourceRoot + "/Config/Base.xcconfig"))
        #expect(project.document.source.lineText(base.range.start.line).contains("baseConfigurationReference"))
        #expect(project.projectConfiguration(for: "Beta")?.baseConfiguration == nil)
    }

    @Test("Dangling references become issues at the referencing value, never crashes (§3.1)")
    func danglingReferences() {
        let dangling = project.issues.filter { $0.kind == .danglingReference }
        let items = Set(dangling.compactMap(\.item))
        #expect(items == ["NOPE_TARGET", "NOPE_PHASE", "NOPE_BUILDFILE", "NOPE_FILE", "NOPE_CHILD", "NOPE_XCCONFIG"])
        for issue in dangling {
            let line = project.document.source.lineText(issue.range?.start.line ?? 0)
            #expect(line.contains(issue.item ?? "?"), "issue \(issue.detail) points at '\(line)'")
            #expect(issue.file == project.projectFilePath)
        }
        // The issue says who lists the missing object.
        let details = dangling.map(\.detail)
        #expect(details.contains(.danglingReference(.listed(by: .projectTargets, .init(id: "NOPE_TARGET")))))
        #expect(details.contains {
            guard case .danglingReference(.listed(by: .targetBuildPhases, let object)) = $0 else { return false }
            return object.id == "NOPE_PHASE"
        })
        #expect(details.contains {
            guard case .danglingReference(.phaseBuildFile(_, _, let file)) = $0 else { return false }
            return file.id == "NOPE_BUILDFILE"
        })
    }

    @Test("A reference listed in two groups is reported and resolved through the first (§3.5 L-PATH-8)")
    func multipleParents() {
        let issues = project.issues.filter { $0.kind == .multipleParents }
        #expect(issues.map(\.item) == ["FR_TWICE"])
        #expect(project.absolutePath("FR_TWICE") == project.sourceRoot + "/App/twice.txt")
    }

    @Test("Malformed input is a value: parse errors and non-projects")
    func loadFailures() {
        guard case .failure(.parse(let error)) = XcodeProject.load(bytes: Array("{ a = ".utf8),
                                                                   projectFilePath: "/x/A.xcodeproj/project.pbxproj")
        else { Issue.record("expected a parse error"); return }
        #expect(error.position.line == 1)
        guard case .failure(.notAProject(let issue)) = XcodeProject.load(
            bytes: Array("{ objects = {}; rootObject = R; }".utf8), projectFilePath: "/x/A.xcodeproj/project.pbxproj")
        else { Issue.record("expected notAProject"); return }
        #expect(issue.kind == .danglingReference)
        guard case .failure(.unreadable) = XcodeProject.load(path: "/nonexistent/X.xcodeproj") else {
            Issue.record("expected unreadable"); return
        }
    }

    @Test("Unknown isa values and keys are tolerated silently")
    func unknownObjects() {
        #expect(project.element(id: "FR_FUTURE") == nil)
        #expect(!project.issues.contains { $0.item == "FR_FUTURE" })
    }
}
