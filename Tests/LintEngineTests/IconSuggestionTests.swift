import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// A listed name typed without the set's prefix or suffix gets a "did you mean" (found on a real project whose
/// README told users to list `Blue Green` for the sets `BlueIcon` and `GreenIcon`: "GreenIcn" got a suggestion,
/// "Green" none, since an edit distance of four is too far).
@Suite struct IconSuggestionTests {
    @Test func aNamePartOfExactlyOneSetIsSuggested() {
        #expect(Suggest.extending("Green", among: ["AppIcon", "BlueIcon", "GreenIcon"]) == "GreenIcon")
        #expect(Suggest.extending("blue", among: ["AppIcon", "AppIcon-Blue"]) == "AppIcon-Blue")
        #expect(Suggest.extending("Icon", among: ["AppIcon", "BlueIcon"]) == nil, "two sets end with it")
        #expect(Suggest.extending("Re", among: ["Red"]) == nil, "too short to mean anything")
        #expect(Suggest.extending("Green", among: ["Green"]) == nil, "the same name is no suggestion")
    }

    @Test func theMissingSetMessageSuggestsIt() throws {
        let files = ExampleProject.client(configurations: ["Release"],
                                          settings: ["Release": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "Green""#]],
                                          iconSets: ["AppIcon", "BlueIcon", "GreenIcon"])
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
            .diagnostics.filter { $0.ruleID == "alternate-icon-missing" }
        #expect(found.count == 1)
        #expect(found.first?.message.contains(#"has no icon set; did you mean "GreenIcon"?"#) == true,
                "\(found.map(\.message))")
    }
}

/// The per-size file names actool writes for a compiled icon set (found on a real project whose Info.plist lists
/// `AppIcon60x60` for the catalog's `AppIcon` set: reported as a missing file, an error, while the app builds and
/// shows its icon).
@Suite struct ActoolSizedFileNameTests {
    @Test(arguments: [
        ("AppIcon60x60", "AppIcon"), ("AppIcon60x60@2x.png", "AppIcon"), ("AppIcon83.5x83.5@2x~ipad", "AppIcon"),
        ("Dark-Icon20x20@3x", "Dark-Icon"), ("Icon-App-76x76", "Icon-App-"),
    ])
    func sizedNamesGiveTheirSet(name: String, set: String) {
        #expect(LegacyNames.actoolSizedFileSet(name) == set)
    }

    @Test(arguments: ["AppIcon", "Icon@2x", "60x60", "AppIconx60", "AppIcon60x", "AppIcon.x60"])
    func otherNamesGiveNone(name: String) {
        #expect(LegacyNames.actoolSizedFileSet(name) == nil)
    }
}
