import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// `project-integrity` (issue 33 item 1): what a merge that took both sides leaves in a valid property list.
@Suite struct ProjectIntegrityTests {
    static let rule = ProjectIntegrityRule.description.id

    func findings(_ files: [String: String], project: String = "App.xcodeproj") throws -> [Diagnostic] {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/" + project).diagnostics
            .filter { $0.ruleID == Self.rule }
    }

    static func pbxproj(_ files: [String: String]) -> String { files["App.xcodeproj/project.pbxproj"] ?? "" }

    /// The id of the object whose annotation is `/* comment */` on a line that contains `marker`.
    static func id(in text: String, line marker: String) -> String {
        let line = text.components(separatedBy: "\n").first { $0.contains(marker) } ?? ""
        return String(line.drop { $0 == "\t" || $0 == " " }.prefix { $0.isHexDigit })
    }

    @Test func infoPlistInCopyBundleResourcesIsAnError() throws {
        let files = ExampleProject(targets: [
            ExampleTarget(settings: ["Release": ["INFOPLIST_FILE = Client/Info.plist"]],
                          resources: ["Client/Info.plist", "Client/GoogleService-Info.plist"]),
            ExampleTarget(name: "Core", productType: "com.apple.product-type.library.static", resources: ["Core/Info.plist"]),
            // A bundle that processes no Info.plist of its own gets one only by copying it.
            ExampleTarget(name: "Resources", productType: "com.apple.product-type.bundle", resources: ["Resources/Info.plist"]),
        ]).render()
        let found = try findings(files)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.severity == .error)
        #expect(found.first?.subject.target == "Client")
        let line = Self.pbxproj(files).components(separatedBy: "\n")
            .firstIndex { $0.contains("/* Info.plist in Resources */,") && !$0.contains("Google") }.map { $0 + 1 }
        #expect(found.first?.location.range?.start.line == line, "the entry in the Resources phase")
    }

    @Test func theSameBuildFileTwiceInOnePhase() throws {
        let files = ExampleProject(targets: [ExampleTarget(sources: ["Client/A.swift", "Client/B.swift"])]).render()
            .duplicatingProjectLine(containing: "/* A.swift in Sources */,")
        let found = try findings(files)
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains(#"the Compile Sources phase of target "Client" lists build file"#) == true)
        let first = try #require(found.first?.related.first?.location.range?.start.line)
        #expect(found.first?.location.range?.start.line == first + 1, "the second entry, with a note at the first")
    }

    /// The rule compares ids through `ObjectKeys`: an id no object defines gets a key of its own, the same each time.
    @Test func undefinedIdsKeepTheirOwnKeys() {
        var keys = ProjectIntegrityFacts.ObjectKeys()
        let a = keys.key("AAAAAAAAAAAAAAAAAAAAAAAA", object: nil)
        let b = keys.key("BBBBBBBBBBBBBBBBBBBBBBBB", object: nil)
        #expect(a < 0 && b < 0 && a != b)
        #expect(keys.key("AAAAAAAAAAAAAAAAAAAAAAAA", object: nil) == a)
    }

    @Test func theSameUndefinedBuildFileTwiceInOnePhase() throws {
        let base = ExampleProject(targets: [ExampleTarget(sources: ["Client/A.swift", "Client/B.swift"])]).render()
        let buildA = Self.id(in: Self.pbxproj(base), line: "/* A.swift in Sources */ = {")
        // The build file's object is gone (dangling-reference's finding), and the merge listed it twice.
        let files = base.editingProject("\(buildA) /* A.swift in Sources */ = {isa = PBXBuildFile;",
                                        "\(buildA)FF /* A.swift in Sources */ = {isa = PBXBuildFile;")
            .duplicatingProjectLine(containing: "/* A.swift in Sources */,")
        let found = try findings(files)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains("lists build file \(buildA)") == true)
    }

    @Test func theSameFileThroughTwoBuildFiles() throws {
        let base = ExampleProject(targets: [ExampleTarget(sources: ["Client/A.swift", "Client/B.swift"])]).render()
        let text = Self.pbxproj(base)
        let buildB = Self.id(in: text, line: "/* B.swift in Sources */ = {")
        let refA = Self.id(in: text, line: "/* A.swift */ = {")
        // B's build file now builds A.swift too, as a merge that resolved a rename badly leaves it.
        let files = base.editingProject("\(buildB) /* B.swift in Sources */ = {isa = PBXBuildFile; fileRef = ",
                                        "\(buildB) /* B.swift in Sources */ = {isa = PBXBuildFile; fileRef = \(refA); oldRef = ")
        let found = try findings(files)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains(#""A.swift" is in the Compile Sources phase of target "Client" twice"#) == true)
        // A pbxproj has build file objects: the message names both ids, which the user finds in the file.
        let buildA = Self.id(in: text, line: "/* A.swift in Sources */ = {")
        #expect(found.first?.message.contains("(build files \(buildA) and \(buildB))") == true, "\(found.map(\.message))")
    }

    /// A package product twice in one phase (two build files whose `productRef` names the same product): named
    /// by its `productName`, as the model gives what a build file builds.
    @Test func theSamePackageProductThroughTwoBuildFiles() throws {
        let base = ExampleProject(targets: [ExampleTarget(sources: ["Client/A.swift", "Client/B.swift"])]).render()
        let files = base
            .editingProject("/* A.swift in Sources */ = {isa = PBXBuildFile; fileRef = ",
                            "/* A.swift in Sources */ = {isa = PBXBuildFile; productRef = PKG000000000000000000001; oldRef = ")
            .editingProject("/* B.swift in Sources */ = {isa = PBXBuildFile; fileRef = ",
                            "/* B.swift in Sources */ = {isa = PBXBuildFile; productRef = PKG000000000000000000001; oldRef = ")
            .editingProject("/* Begin PBXBuildFile section */\n",
                            "/* Begin PBXBuildFile section */\n\t\tPKG000000000000000000001 = {isa = "
                                + "XCSwiftPackageProductDependency; productName = Alamofire; };\n")
        let found = try findings(files)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains(#""Alamofire" is in the Compile Sources phase of target "Client" twice"#) == true,
                "\(found.map(\.message))")
    }

    @Test func aBuildFileInTwoPhases() throws {
        let base = ExampleProject(targets: [
            ExampleTarget(sources: ["Client/A.swift"]),
            ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension", sources: ["Widget/W.swift"]),
        ]).render()
        let text = Self.pbxproj(base)
        let buildA = Self.id(in: text, line: "/* A.swift in Sources */ = {")
        let files = base.editingProject("/* W.swift in Sources */,", "/* W.swift in Sources */,\n\t\t\t\t\(buildA) /* A.swift in Sources */,")
        let found = try findings(files)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains(#"is listed by the Compile Sources phase of target "Widget" and by the Compile Sources phase of target "Client""#) == true)
        #expect(found.first?.subject.target == "Widget")
    }

    @Test func aFileInTwoGroups() throws {
        let base = ExampleProject(targets: [
            ExampleTarget(sources: ["Client/A.swift"]),
            ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension", sources: ["Widget/W.swift"]),
        ]).render()
        let text = Self.pbxproj(base)
        let refA = Self.id(in: text, line: "/* A.swift */ = {")
        let files = base.editingProject("/* W.swift */,\n", "/* W.swift */,\n\t\t\t\t\(refA) /* A.swift */,\n")
        let found = try findings(files)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains(#""A.swift" is a child of both"#) == true)
        #expect(found.first?.related.first?.message == "first listed here")
    }

    /// A project.xcproj lists membership per file: the same phase twice is the same file twice in that phase.
    @Test func theJSONFormat() throws {
        let fixture = TestSupport.packageRoot + "/TestProjects/Xcproj/Clean/Clean.xcodeproj/project.xcproj"
        let text = try String(contentsOfFile: fixture, encoding: .utf8)
        let doubled = text.replacingOccurrences(of: #""target-membership": [ "Client/compile-sources" ]"#,
                                                with: #""target-membership": [ "Client/compile-sources", "Client/compile-sources" ]"#)
        #expect(doubled != text)
        let found = try findings(["Clean.xcodeproj/project.xcproj": doubled, "Client/AppDelegate.swift": ""],
                                 project: "Clean.xcodeproj")
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains(#""AppDelegate.swift" is in the Compile Sources phase of target "Client" twice"#) == true)
        #expect(found.first?.location.file.hasSuffix("project.xcproj") == true)
    }

    /// The fixture: Info.plist in Copy Bundle Resources and Model.swift's build file listed twice in Sources.
    @Test func fixture() {
        let root = TestSupport.packageRoot + "/TestProjects"
        let found = Linter(options: LintOptions(baseDirectory: root))
            .lint(projectAt: root + "/DamagedMerge/DamagedMerge.xcodeproj").diagnostics.filter { $0.ruleID == Self.rule }
        #expect(found.map { "\($0.severity) \($0.subject.name ?? "") \($0.location.range?.start.line ?? 0)" }.sorted()
                == ["error Info.plist 88", "warning Model.swift 80"])
    }

    @Test func aCleanProjectHasNone() throws {
        let files = ExampleProject(targets: [
            ExampleTarget(settings: ["Release": ["INFOPLIST_FILE = Client/Info.plist"]], resources: ["Client/Settings.bundle"],
                          sources: ["Client/A.swift"], embeds: ["Widget"]),
            ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension", sources: ["Widget/W.swift"]),
        ]).render()
        #expect(try findings(files).isEmpty)
    }

    /// A big project keeps one entry per build file for the whole run (186K on the 100 MB synthetic), so its keys
    /// are stored in 32 bits.
    @Test func buildFileEntriesStaySmall() {
        #expect(MemoryLayout<BuildFileEntry>.stride <= 40)
    }
}
