import Testing
@testable import LintEngine
import PlistKit

/// The example projects' two forms (issue 32, §2 step 1): what the renderer writes, and where the xcproj form
/// refuses with a reason rather than dropping what it cannot write.
@Suite struct ExampleXcprojTests {
    /// An xcconfig that two configurations share is one file reference: the renderer wrote it once per
    /// configuration, a duplicate key in `objects` that the xcproj form refused as a reader warning.
    @Test func sharedXcconfigIsOneFileReference() throws {
        let files = ExampleProject.client(settings: [:], xcconfig: ["Debug": "App.xcconfig", "Release": "App.xcconfig"])
            .merging(["App.xcconfig": "A = 1\n"]) { $1 }
        let pbxproj = try #require(files.first { $0.key.hasSuffix("project.pbxproj") })
        #expect(try PlistReader.read(pbxproj.value, path: pbxproj.key).warnings.isEmpty)
        let xcproj = try ExampleXcproj.form(of: files).get()
        let text = try #require(xcproj.first { $0.key.hasSuffix("project.xcproj") }?.value)
        let root = try PlistReader.read(text, path: "App.xcodeproj/project.xcproj").root
        #expect(root["configurations"]?.count == 2)
        let configurations = root["targets"]?.elements.first?["specialized-configurations"]?.elements ?? []
        #expect(configurations.count == 2)
        #expect(configurations.allSatisfy { $0["file"]?.string?.hasPrefix("id:") == true })
        #expect(xcproj.keys.contains { $0.hasSuffix("project.pbxproj") } == false)
    }

    @Test func perConfigurationValuesFoldIntoOneObject() throws {
        let files = ExampleProject.client(settings: ["Debug": ["SWIFT_VERSION = 6.0", "\"OTHER_LDFLAGS[sdk=iphoneos*]\" = \"-ObjC\""],
                                                     "Release": ["SWIFT_VERSION = 6.0"]])
        let text = try #require(try ExampleXcproj.form(of: files).get().first { $0.key.hasSuffix("project.xcproj") }?.value)
        let settings = try #require(PlistReader.read(text, path: "p.xcproj").root["targets"]?.elements.first?["build-settings"])
        #expect(settings["SWIFT_VERSION"]?.string == "6.0")
        #expect(settings["OTHER_LDFLAGS[config=Debug][sdk=iphoneos*]"]?.string == "-ObjC")
        #expect(settings.entries.map { $0.key.string ?? "" } == settings.entries.map { $0.key.string ?? "" }.sorted())
    }

    @Test func whatHasNoXcprojFormSaysWhy() {
        let edited = ExampleProject.client(settings: [:]).editingProject("isa = PBXBuildFile; fileRef = ",
                                                                          "isa = PBXBuildFile; fileRef = 0000DEADBEEF00000000BEEF; unused = ")
        guard case .failure(let why) = ExampleXcproj.form(of: edited) else {
            Issue.record("a dangling build file converted")
            return
        }
        #expect(why.reason.contains("0000DEADBEEF00000000BEEF"))
    }
}
