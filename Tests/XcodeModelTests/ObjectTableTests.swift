import Testing
@testable import PlistKit
@testable import XcodeModel

/// The object table with ids as Xcode writes them (24 hex digits, decoded to 96 bits): build files' `fileRef`
/// resolved ahead, parents of elements only, and a phase that lists something other than a build file.
@Suite struct ObjectTableTests {
    static let text = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objectVersion = 77;
        objects = {
            A00000000000000000000001 = { isa = PBXBuildFile; fileRef = A00000000000000000000011; };
            A00000000000000000000002 = { isa = PBXBuildFile; fileRef = A000000000000000000000FF; };
            A00000000000000000000003 = { isa = PBXBuildFile; fileRef = a00000000000000000000011; };
            A00000000000000000000011 = { isa = PBXFileReference; path = a.png; sourceTree = "<group>"; };
            A00000000000000000000012 = { isa = PBXFileReference; fileRef = A00000000000000000000011; path = b.png; sourceTree = "<group>"; };
            A00000000000000000000021 = { isa = PBXGroup; children = ( A00000000000000000000011, A00000000000000000000012, A00000000000000000000001 ); sourceTree = "<group>"; };
            A00000000000000000000031 = { isa = PBXResourcesBuildPhase; files = ( A00000000000000000000001, A00000000000000000000002, A00000000000000000000003, A00000000000000000000012 ); };
            A00000000000000000000041 = { isa = PBXNativeTarget; name = App; buildPhases = ( A00000000000000000000031 ); };
            A00000000000000000000051 = { isa = PBXProject; mainGroup = A00000000000000000000021; targets = ( A00000000000000000000041 ); };
        };
        rootObject = A00000000000000000000051;
    }
    """

    @Test func buildFilesParentsAndOddReferences() throws {
        let project = try XcodeProject.load(bytes: Array(Self.text.utf8), projectFilePath: "/p/App.xcodeproj/project.pbxproj").get()
        let files = try #require(project.target(named: "App")?.buildPhases.first?.files)
        #expect(files.map(\.id) == ["A00000000000000000000001", "A00000000000000000000002", "A00000000000000000000003",
                                    "A00000000000000000000012"])
        // Resolved ahead: found; dangling (reported); lowercase ids are other keys, not the uppercase one.
        let fileIDs = files.map { $0.file.map { project.element($0).id } }
        #expect(fileIDs == ["A00000000000000000000011", nil, nil,
                            // A file reference listed as a build file: its own fileRef is read when the phase is built.
                            "A00000000000000000000011"])
        #expect(files[1].builtID == Int(BuildFile.namesUndefined) && files[2].builtID == Int(BuildFile.namesUndefined))
        #expect(files[0].builtID == files[3].builtID && files[0].builtID >= 0)
        let dangling = project.issues.filter { $0.kind == .danglingReference }.compactMap(\.item)
        // The build file among the group's children is no element: reported as the group's missing child.
        #expect(dangling == ["A00000000000000000000001", "A000000000000000000000FF", "a00000000000000000000011"])
        // Parents are recorded for elements only: the build file gets none.
        #expect(project.parentID(of: "A00000000000000000000011") == "A00000000000000000000021")
        #expect(project.parentID(of: "A00000000000000000000012") == "A00000000000000000000021")
        #expect(project.parentID(of: "A00000000000000000000001") == nil)
    }

    /// The group tree in the model: every `children` entry in order, where it is written, the element it names,
    /// and the object it names when that is no element (a build file here).
    @Test func groupChildrenEntries() throws {
        let project = try XcodeProject.load(bytes: Array(Self.text.utf8), projectFilePath: "/p/App.xcodeproj/project.pbxproj").get()
        let main = try #require(project.project.mainGroup)
        #expect(project.element(main).id == "A00000000000000000000021" && project.isGroup(main))
        let entries = Array(project.childEntries(of: main))
        #expect(entries.map { project.value(of: $0).string } == ["A00000000000000000000011", "A00000000000000000000012",
                                                                 "A00000000000000000000001"])
        #expect(entries.map { $0.childElement.map { project.element($0).id } } == ["A00000000000000000000011",
                                                                                   "A00000000000000000000012", nil])
        // Each entry points at its own line and column in the file.
        #expect(entries.map { project.value(of: $0).range.start.line } == [11, 11, 11])
        #expect(Set(entries.map { project.value(of: $0).range.start.column }).count == 3)
        // The build file is no element, but the entry still names an object: its key is that object's.
        #expect(entries[2].namedID >= 0 && entries[2].namedID != entries[0].namedID)
        #expect(entries[0].namedID == project.target(named: "App")?.buildPhases.first?.files.first?.builtID)
        #expect(try project.childEntries(of: #require(entries[0].childElement)).isEmpty)
    }
}
