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
        // Parents are recorded for elements only: the build file gets none (its slot holds its fileRef).
        #expect(project.parentID(of: "A00000000000000000000011") == "A00000000000000000000021")
        #expect(project.parentID(of: "A00000000000000000000012") == "A00000000000000000000021")
        #expect(project.parentID(of: "A00000000000000000000001") == nil)
    }
}
