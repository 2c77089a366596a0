import Foundation
import Testing
@testable import LintEngine
@testable import XcodeModel

/// Catalog references that lead outside the project or at `/` (issue "Robustness"): a note at the reference's
/// `path` in the pbxproj, and `/` or a non-catalog folder is never walked.
@Suite struct CatalogPathTests {
    /// The project lives three folders down (`a/b/c/App.xcodeproj`) so that `../../..` leaves it but stays in
    /// the test's own temporary directory.
    static let projectDir = "a/b/c"

    /// Renders the usual client project under `a/b/c` with its catalog reference's `path = …; sourceTree = …;`
    /// replaced, writes it with `extra` files (relative to the temporary root) and lints it.
    func lint(catalogPath: String, sourceTree: String = "\"<group>\"",
              extra: [String: String] = [:]) throws -> (root: String, pbxproj: String, result: ProjectLintResult) {
        let files = ExampleProject.client(configurations: ["Release"], settings: [:])
            .editingProject("path = Client/Assets.xcassets; sourceTree = \"<group>\";",
                            "path = \(ExampleProject.quote(catalogPath)); sourceTree = \(sourceTree);")
        var placed: [String: String] = extra
        for (path, text) in files { placed[Self.projectDir + "/" + path] = text }
        let root = try TestSupport.materialize(placed)
        let pbxproj = try #require(placed[Self.projectDir + "/App.xcodeproj/project.pbxproj"])
        let project = root + "/" + Self.projectDir + "/App.xcodeproj"
        return (root, pbxproj, Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: project))
    }

    /// 1-based line and column of the first occurrence of `needle` in `text` (one column per character).
    func position(of needle: String, in text: String) throws -> (line: Int, column: Int) {
        let range = try #require(text.range(of: needle))
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return (line, before.distance(from: lineStart, to: before.endIndex) + 1)
    }

    func notes(_ result: ProjectLintResult) -> [Diagnostic] {
        result.diagnostics.filter { $0.ruleID == "catalog-path" }
    }

    @Test func catalogOutsideTheProjectIsReadAndSaidSo() throws {
        let shared = "Shared.xcassets/AppIcon.appiconset/"
        let (root, pbxproj, result) = try lint(catalogPath: "../../../Shared.xcassets", extra: [
            "Shared.xcassets/Contents.json": ExampleProject.catalogContents,
            shared + "Contents.json": ExampleProject.iconSetContents("AppIcon"),
            shared + ExampleProject.imageName("AppIcon"): "",
        ])
        let note = try #require(notes(result).first)
        #expect(notes(result).count == 1)
        #expect(note.severity == .note)
        #expect(note.location.file.hasSuffix("/a/b/c/App.xcodeproj/project.pbxproj"))
        let expected = try position(of: "../../../Shared.xcassets", in: pbxproj)
        #expect(note.location.range?.start.line == expected.line)
        #expect(note.location.range?.start.column == expected.column)
        let real = try #require(FileSystem.realPath(root + "/Shared.xcassets"))
        #expect(note.message.contains("resolves to \(real), outside the project folder"))
        // The baseline identity is the path as written, not this machine's absolute path.
        #expect(note.subject.name == "../../../Shared.xcassets")
        // Read all the same: the primary icon AppIcon is found in the outside catalog.
        #expect(!result.diagnostics.contains { $0.ruleID == "primary-icon-missing" }, "\(result.diagnostics)")
    }

    @Test func catalogPathThatIsTheRootIsNotWalked() throws {
        let started = Date()
        let (_, pbxproj, result) = try lint(catalogPath: "/", sourceTree: "\"<absolute>\"")
        #expect(Date().timeIntervalSince(started) < 10, "walking / would take far longer")
        let note = try #require(notes(result).first)
        #expect(note.severity == .note)
        #expect(note.message == "asset catalog reference \"/\" resolves to /; that is the root of the file system, "
                + "so pbxlint does not read it")
        let expected = try position(of: "path = /;", in: pbxproj)
        #expect(note.location.range?.start.line == expected.line)
        #expect(note.location.range?.start.column == expected.column + "path = ".count)
        // Nothing was read from it: the primary icon is reported missing.
        #expect(result.diagnostics.contains { $0.ruleID == "primary-icon-missing" })
    }

    @Test func dotDotThatLeavesTheProjectAndIsNoCatalogIsNotWalked() throws {
        let (_, pbxproj, result) = try lint(catalogPath: "../../..")
        let note = try #require(notes(result).first)
        #expect(notes(result).count == 1, "refused, so not also reported as read from outside")
        #expect(note.message.contains("that is not a folder named *.xcassets, so pbxlint does not read it"))
        let expected = try position(of: "path = ../../..;", in: pbxproj)
        #expect(note.location.range?.start.line == expected.line)
        #expect(note.location.range?.start.column == expected.column + "path = ".count)
    }

    @Test func symlinkedCatalogThatLeadsToTheRootIsNotWalked() throws {
        let (root, _, _) = try lint(catalogPath: "Client/Assets.xcassets")
        let project = root + "/" + Self.projectDir + "/App.xcodeproj"
        let catalog = root + "/" + Self.projectDir + "/Client/Assets.xcassets"
        try FileManager.default.removeItem(atPath: catalog)
        try FileManager.default.createSymbolicLink(atPath: catalog, withDestinationPath: "/")
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: project)
        #expect(notes(result).map(\.message) == [
            "asset catalog reference \"Client/Assets.xcassets\" resolves to \(catalog); that is the root of the "
                + "file system, so pbxlint does not read it",
        ])
        let model = try XcodeProject.load(path: project).get()
        #expect(model.catalog(at: catalog).exists == false)
    }

    @Test func catalogInsideTheProjectHasNoNote() throws {
        let (_, _, result) = try lint(catalogPath: "Client/Assets.xcassets")
        #expect(notes(result).isEmpty)
        #expect(!result.diagnostics.contains { $0.ruleID == "primary-icon-missing" })
    }
}

/// A synchronized folder whose path is `/` is not walked either (it would list the whole file system).
@Suite struct SynchronizedRootPathTests {
    @Test func synchronizedFolderAtTheRootIsNotWalked() throws {
        let root = NSTemporaryDirectory() + "pbxlint-synced-root-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/TestProjects/Model/Synced",
                                         toPath: root + "/Synced")
        let file = root + "/Synced/Synced.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "path = App; sourceTree = \"<group>\";",
                                               with: "path = /; sourceTree = \"<absolute>\";")
        #expect(edited != text)
        try Data(edited.utf8).write(to: URL(fileURLWithPath: file))
        let started = Date()
        let project = try XcodeProject.load(path: root + "/Synced/Synced.xcodeproj").get()
        let folder = try #require(project.synchronizedFolder(id: "SYNC_APP"))
        #expect(project.discoveredItems(in: folder).count == 0, "it listed the file system")
        _ = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/Synced/Synced.xcodeproj")
        #expect(Date().timeIntervalSince(started) < 10, "walking / would take far longer")
    }
}
