import Testing
@testable import XcodeModel

/// `displayName(of:isFile:)` answers what `displayName == file || displayName.hasSuffix("/" + file)` answers,
/// reading the name in place: `name` when it is a string, else the last component of `path`, else the id; nil
/// (compare the String) when the name is not ASCII.
@Suite struct DisplayNameFileTests {
    static let text = """
    // !$*UTF8*$!
    {
        objects = {
            B00000000000000000000001 = { isa = PBXFileReference; name = Info.plist; path = Other.txt; };
            B00000000000000000000002 = { isa = PBXFileReference; path = Sub/Info.plist; };
            B00000000000000000000003 = { isa = PBXFileReference; name = "Res/Info.plist"; };
            B00000000000000000000004 = { isa = PBXFileReference; path = "Info.plist/Other"; };
            B00000000000000000000005 = { isa = PBXFileReference; name = "XInfo.plist"; };
            B00000000000000000000006 = { isa = PBXFileReference; name = "Ínfo.plist"; };
            B00000000000000000000007 = { isa = PBXFileReference; name = ( ); path = "Info.plist"; };
            B00000000000000000000008 = { isa = PBXFileReference; name = "Info.plis"; };
            B00000000000000000000009 = { isa = PBXFileReference; name = "Info.plist\\U00e9"; };
            B00000000000000000000010 = { isa = PBXFileReference; };
            B00000000000000000000021 = { isa = PBXGroup; children = ( B00000000000000000000001, B00000000000000000000002, B00000000000000000000003, B00000000000000000000004, B00000000000000000000005, B00000000000000000000006, B00000000000000000000007, B00000000000000000000008, B00000000000000000000009, B00000000000000000000010 ); };
            B00000000000000000000051 = { isa = PBXProject; mainGroup = B00000000000000000000021; targets = ( ); };
        };
        rootObject = B00000000000000000000051;
    }
    """

    @Test func comparedInPlaceAsTheStringIs() throws {
        let project = try XcodeProject.load(bytes: Array(Self.text.utf8),
                                            projectFilePath: "/p/App.xcodeproj/project.pbxproj").get()
        let main = try #require(project.project.mainGroup)
        let entries = Array(project.childEntries(of: main))
        let children = entries.compactMap(\.childElement)
        #expect(children.count == 10)
        let answers = children.map { project.displayName(of: $0, isFile: "Info.plist") }
        #expect(answers == [true, true, true, false, false, nil, true, false, nil, false])
        // Wherever it answers, it agrees with the String comparison it stands in for.
        for (entry, answer) in zip(entries, answers) {
            let name = project.displayName(of: entry)
            if let answer { #expect(answer == (name == "Info.plist" || name.hasSuffix("/Info.plist"))) }
        }
    }
}
