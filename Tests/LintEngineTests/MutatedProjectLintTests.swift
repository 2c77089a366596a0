import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// The whole pipeline (parse, model, settings, catalogs, rules) on mutated copies of real fixture projects: it
/// returns findings, never crashes. The parser alone is mutated far more in PlistKitTests' MutationPropertyTests.
@Suite struct MutatedProjectLintTests {
    static let seed: UInt64 = 0xC0FF_EE11
    static let projects = ["MissingInRelease", "XCConfigNames", "DuplicateKey", "Typo"]

    /// Copies `TestProjects/<name>` to a temporary directory and returns the copy's `.xcodeproj` path.
    func copy(_ name: String) throws -> String {
        let root = NSTemporaryDirectory() + "pbxlint-mutated-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/TestProjects/" + name, toPath: root + "/" + name)
        return root + "/" + name + "/" + name + ".xcodeproj"
    }

    func lineCount(_ bytes: [UInt8]) -> Int { bytes.filter { $0 == 0x0A || $0 == 0x0D }.count + 1 }

    @Test(arguments: projects)
    func truncatedProjectIsAParseErrorInsideTheFile(name: String) throws {
        var random = SplitMix64(seed: Self.seed ^ UInt64(name.utf8.count))
        let project = try copy(name)
        let file = project + "/project.pbxproj"
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        // Cut inside the objects (past the header, before the final brace), so the file cannot be complete.
        let cut = Int.random(in: (bytes.count / 10)...(bytes.count * 9 / 10), using: &random)
        try Data(bytes[..<cut]).write(to: URL(fileURLWithPath: file))
        let result = Linter(options: LintOptions(baseDirectory: project)).lint(projectAt: project)
        let error = try #require(result.diagnostics.first { $0.ruleID == "parse-error" }, "cut at \(cut)")
        #expect(error.severity == .error)
        #expect(error.location.file == file)
        let line = try #require(error.location.range?.start.line)
        #expect((1...(lineCount(Array(bytes[..<cut])) + 1)).contains(line), "cut at \(cut)")
    }

    @Test(arguments: projects)
    func projectWithLinesDeletedOrDuplicatedIsLinted(name: String) throws {
        var random = SplitMix64(seed: Self.seed ^ UInt64(name.utf8.count) ^ 0xFF)
        for round in 0..<5 {
            let project = try copy(name)
            let file = project + "/project.pbxproj"
            var lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            var edits: [String] = []
            for _ in 0..<3 {
                let at = Int.random(in: 0..<lines.count, using: &random)
                if Bool.random(using: &random) {
                    edits.append("deleted \(at + 1)")
                    lines.remove(at: at)
                } else {
                    edits.append("duplicated \(at + 1)")
                    lines.insert(lines[at], at: at)
                }
            }
            let text = lines.joined(separator: "\n")
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            let result = Linter(options: LintOptions(baseDirectory: project)).lint(projectAt: project)
            #expect(result.failure == nil, "round \(round): \(edits)")
            // Every finding in the mutated file points at a line it has.
            for diagnostic in result.diagnostics where diagnostic.location.file == file {
                let line = diagnostic.location.range?.start.line ?? 1
                #expect((1...(lineCount(Array(text.utf8)) + 1)).contains(line), "round \(round): \(edits)")
            }
        }
    }
}
