import Foundation
import Testing
import TestSupport
@testable import XcodeModel
@testable import LintEngine

/// The two code checks (icon names, image names) read a target's files once between them: the first scan notes
/// the files that hold the other's marker, and the other reads only those (`XcodeProject.markedSources`). What
/// each finds must not depend on which ran first.
@Suite struct CodeScanSharingTests {
    static let sources = [
        "Client/Both.swift": "let i = UIImage(named: \"Tile\")\nfunc f() { UIApplication.shared.setAlternateIconName(\"AppIcon-Blue\") }\n",
        "Client/Icon.swift": "func g() { UIApplication.shared.setAlternateIconName(\"Gold\") }\n",
        "Client/ImageOnly.swift": "let j = Image(\"Banner\")\n",
        "Client/Plain.swift": "let x = 1 // no marker\n",
    ]

    func withProject(_ body: (XcodeProject, Target) throws -> Void) throws {
        let root = try TestSupport.materialize(ExampleProject.client(settings: [:], sources: Self.sources))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try XcodeProject.load(path: root + "/App.xcodeproj").get()
        let target = try #require(project.targets.first { $0.name == "Client" })
        try body(project, target)
    }

    static func describe(_ uses: IconNameUses) -> [String] {
        uses.calls.map { "\(ProjectPath.lastComponent($0.file)):\($0.line) \($0.argument)" }
    }

    static func describe(_ uses: ImageNameUses) -> [String] {
        uses.calls.map { "\(ProjectPath.lastComponent($0.file)):\($0.line) \($0.name)" }
    }

    @Test("icon names first or image names first: the same uses")
    func eitherOrder() throws {
        let icons = [#"Both.swift:2 literal("AppIcon-Blue")"#, #"Icon.swift:1 literal("Gold")"#]
        let images = ["Both.swift:1 Tile", "ImageOnly.swift:1 Banner"]
        try withProject { project, target in
            #expect(Self.describe(project.iconNameUses(of: target)).sorted() == icons)
            #expect(Self.describe(project.imageNameUses(of: target)).sorted() == images)
        }
        try withProject { project, target in
            #expect(Self.describe(project.imageNameUses(of: target)).sorted() == images)
            #expect(Self.describe(project.iconNameUses(of: target)).sorted() == icons)
        }
    }

    @Test("the first scan notes, for the other check, exactly the files holding its marker")
    func notedFiles() throws {
        try withProject { project, target in
            _ = project.iconNameUses(of: target)
            let noted = project.disk.takeNotedSources(target.id, marker: ImageNameUses.marker)
            #expect(noted?.map { ProjectPath.lastComponent($0) }.sorted() == ["Both.swift", "ImageOnly.swift"])
            // Taken once: a second image scan reads every file again, and finds the same.
            #expect(project.disk.takeNotedSources(target.id, marker: ImageNameUses.marker) == nil)
            #expect(Self.describe(project.imageNameUses(of: target)).count == 2)
        }
        try withProject { project, target in
            _ = project.imageNameUses(of: target)
            let noted = project.disk.takeNotedSources(target.id, marker: IconNameUses.marker)
            #expect(noted?.map { ProjectPath.lastComponent($0) }.sorted() == ["Both.swift", "Icon.swift"])
        }
    }
}
