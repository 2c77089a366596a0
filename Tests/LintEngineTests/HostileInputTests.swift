import Foundation
import Testing
@testable import LintEngine
@testable import PlistKit

/// Broken and hostile input: each gets a clear diagnostic (with a position where one exists), never a crash or
/// hang, and linting goes on. Issue "Robustness".
@Suite struct HostileInputTests {
    /// Writes `pbxproj` as `App.xcodeproj/project.pbxproj` (plus `extra` files) and lints it.
    func lint(_ pbxproj: [UInt8], extra: [String: String] = [:]) throws -> ProjectLintResult {
        let root = try TestSupport.materialize(extra)
        let dir = root + "/App.xcodeproj"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data(pbxproj).write(to: URL(fileURLWithPath: dir + "/project.pbxproj"))
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: dir)
    }

    func parseErrors(_ result: ProjectLintResult) -> [Diagnostic] {
        result.diagnostics.filter { $0.ruleID == "parse-error" }
    }

    @Test func emptyFile() throws {
        let result = try lint([])
        #expect(parseErrors(result).first?.message == "the file is empty")
    }

    @Test func onlyTheHeader() throws {
        // A header-only file is an empty dictionary, which is not a project.
        let result = try lint(Array("// !$*UTF8*$!\n".utf8))
        #expect(parseErrors(result).count == 1)
    }

    @Test func binaryPlistWhereOpenStepIsExpected() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["a": "b"], format: .binary, options: 0)
        let result = try lint([UInt8](data))
        #expect(parseErrors(result).count == 1)
    }

    @Test func nulBytesAndInvalidUTF8() throws {
        let result = try lint(Array("// !$*UTF8*$!\n{ a = \"x\u{0}y\"; b = \"".utf8) + [0xFF, 0xFE] + Array("\"; }".utf8))
        let error = try #require(parseErrors(result).first)
        #expect(error.message.contains("invalid UTF-8"))
        #expect(error.location.range?.start.line == 2)
    }

    @Test func hundredThousandDeepNesting() throws {
        let result = try lint(Array(String(repeating: "{a=", count: 100_000).utf8))
        #expect(parseErrors(result).first?.message.contains("too many nested") == true)
    }

    @Test func hundredMegabyteString() throws {
        var bytes = Array("{ a = \"".utf8)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "x"), count: 100 << 20))
        bytes.append(contentsOf: Array("\"; }".utf8))
        let result = try lint(bytes)
        #expect(parseErrors(result).count == 1)  // a dictionary, but not a project
    }

    @Test func projectFileThatIsADirectory() throws {
        let root = try TestSupport.materialize(["App.xcodeproj/project.pbxproj/x": ""])
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        #expect(result.failure != nil)
    }

    @Test func missingProjectIsAnInputFailure() throws {
        let result = Linter(options: LintOptions()).lint(projectAt: "/nonexistent/App.xcodeproj")
        #expect(result.failure?.path.hasPrefix("/nonexistent/App.xcodeproj") == true)
    }

    @Test func truncationAtEveryOffsetNeverCrashes() throws {
        let files = ExampleProject.client(settings: ["Debug": [], "Release": []])
        let text = Array(try #require(files["App.xcodeproj/project.pbxproj"]).utf8)
        for cut in stride(from: 0, to: text.count, by: max(1, text.count / 400)) {
            do {
                _ = try PlistReader.read(bytes: Array(text[..<cut]), path: "t")
            } catch {
                #expect(error.position.line >= 1 && error.position.line <= text.count)
                #expect(error.position.column >= 1)
            }
        }
    }

    @Test func tenThousandConfigurations() throws {
        let names = (0..<10_000).map { "C\($0)" }
        let files = ExampleProject(configurations: names, targets: [
            ExampleTarget(settings: ["C1": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue"]],
                          catalogs: [ExampleCatalog(iconSets: ["AppIcon-Blue"])]),
        ]).render()
        let root = try TestSupport.materialize(files)
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        #expect(result.failure == nil)
        #expect(result.diagnostics.contains { $0.ruleID == "alternate-icons-consistent" })
    }

    /// A project file with `count` app targets (each with its own two configurations) and nothing else: 1 MB of
    /// pbxproj for 5,000 targets.
    static func manyTargets(_ count: Int, configurations: [String] = ["Debug", "Release"]) -> [UInt8] {
        var serial = 0
        func id() -> String { serial += 1; return String(repeating: "0", count: 16) + String(format: "%08X", serial) }
        var objects: [String] = []
        func configurationList(_ settings: String) -> String {
            let ids = configurations.map { name -> String in
                let config = id()
                objects.append("\(config) = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = \(name);};")
                return config
            }
            let list = id()
            objects.append("\(list) = {isa = XCConfigurationList; buildConfigurations = (\(ids.joined(separator: ","))); "
                           + "defaultConfigurationName = \(configurations[configurations.count - 1]);};")
            return list
        }
        var targets: [String] = []
        var products: [String] = []
        for n in 0..<count {
            let product = id()
            products.append(product)
            objects.append("\(product) = {isa = PBXFileReference; explicitFileType = wrapper.application; path = T\(n).app; "
                           + "sourceTree = BUILT_PRODUCTS_DIR;};")
            let list = configurationList("ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon; PRODUCT_NAME = T\(n); SDKROOT = iphoneos;")
            let target = id()
            targets.append(target)
            objects.append("\(target) = {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (); "
                           + "dependencies = (); name = T\(n); productReference = \(product); "
                           + "productType = \"com.apple.product-type.application\";};")
        }
        let group = id(), main = id(), project = id()
        objects.append("\(group) = {isa = PBXGroup; children = (\(products.joined(separator: ","))); name = Products; sourceTree = \"<group>\";};")
        objects.append("\(main) = {isa = PBXGroup; children = (\(group)); sourceTree = \"<group>\";};")
        let projectList = configurationList("")
        objects.append("\(project) = {isa = PBXProject; buildConfigurationList = \(projectList); mainGroup = \(main); "
                       + "productRefGroup = \(group); projectDirPath = \"\"; projectRoot = \"\"; targets = (\(targets.joined(separator: ",")));};")
        let text = "// !$*UTF8*$!\n{ archiveVersion = 1; classes = {}; objectVersion = 56; objects = {\n"
            + objects.joined(separator: "\n") + "\n}; rootObject = \(project); }\n"
        return Array(text.utf8)
    }

    /// 5,000 targets took 14 s on a 1.8 MB project (issue 29), 150 s on this 1 MB one: finding the targets each
    /// app embeds built a map of every target's product, once per app. The map is built once per project now; at
    /// this size the quadratic step would take many minutes in a debug build.
    @Test func fiveThousandTargets() throws {
        let result = try lint(Self.manyTargets(5_000))
        #expect(result.failure == nil)
        // Apps without an asset catalog: their icon settings have no effect, and nothing else is wrong.
        #expect(result.diagnostics.isEmpty)
    }

    @Test func contentsJSONThatIsNotJSON() throws {
        var files = ExampleProject.client(configurations: ["Release"], settings: [:])
        files["Client/Assets.xcassets/AppIcon.appiconset/Contents.json"] = "{ this is not json"
        let root = try TestSupport.materialize(files)
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        #expect(result.diagnostics.contains { $0.ruleID == "icon-set-invalid" && $0.message.contains("AppIcon") })
    }

    @Test func xcconfigIncludeCycleAndSelfInclude() throws {
        let files = ExampleProject.client(configurations: ["Release"], settings: [:],
                                          files: ["A.xcconfig": "#include \"B.xcconfig\"\nX = 1\n",
                                                  "B.xcconfig": "#include \"A.xcconfig\"\n#include \"B.xcconfig\"\n"],
                                          xcconfig: ["Release": "A.xcconfig"])
        let root = try TestSupport.materialize(files)
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        #expect(result.diagnostics.contains { $0.ruleID == "xcconfig-include-cycle" })
    }

    @Test func macroCycleTerminates() throws {
        let files = ExampleProject.client(configurations: ["Release"], settings: [
            "Release": ["A = \"$(B)\"", "B = \"$(A)\"", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \"$(A)\""],
        ])
        let root = try TestSupport.materialize(files)
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        #expect(result.failure == nil)
    }

    @Test func catalogSymlinkLoopAndPathOutsideTheProject() throws {
        var files = ExampleProject.client(configurations: ["Release"], settings: [:])
        files["Client/Assets.xcassets/Loop/.keep"] = ""
        let root = try TestSupport.materialize(files)
        try FileManager.default.createSymbolicLink(atPath: root + "/Client/Assets.xcassets/Loop/again",
                                                   withDestinationPath: root + "/Client/Assets.xcassets")
        try FileManager.default.createSymbolicLink(atPath: root + "/Client/Assets.xcassets/Dangling",
                                                   withDestinationPath: root + "/nowhere")
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        #expect(result.failure == nil)
        #expect(!result.diagnostics.contains { $0.ruleID == "primary-icon-missing" })
    }
}

/// Linting reads; it never writes into the project. Hashes every file before and after.
@Suite struct NothingWrittenTests {
    static func snapshot(_ root: String) -> [String: Int] {
        var hashes: [String: Int] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [:] }
        while let relative = walker.nextObject() as? String {
            let path = root + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: path) else { continue }
            var hasher = Hasher()
            hasher.combine(data)
            hashes[relative] = hasher.finalize()
        }
        return hashes
    }

    static func lintEverything(under root: String) {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return }
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".xcodeproj") else { continue }
            walker.skipDescendants()
            _ = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/" + relative)
        }
    }

    @Test func testProjectsAreUntouched() {
        let root = TestSupport.packageRoot + "/TestProjects"
        let before = Self.snapshot(root)
        Self.lintEverything(under: root)
        #expect(Self.snapshot(root) == before)
    }

    @Test(.enabled(if: TestSupport.hasCorpus)) func corpusIsUntouched() throws {
        let root = try #require(TestSupport.corpus)
        let before = Self.snapshot(root)
        Self.lintEverything(under: root)
        #expect(Self.snapshot(root) == before)
    }
}
