import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// pbxlint's findings on the real projects of `../shared/corpus` and `../shared/corpus-xcproj` against the golden
/// files `Tests/CorpusGolden/<corpus>.txt`, where a reviewer's comment above each says why it is right (or why a
/// project is silent). A new finding, a changed one or one that disappears fails here until `make docs` has
/// rewritten the file and the diff has been read. Each test is skipped when its corpus is absent.
@Suite struct CorpusGoldenTests {
    @Test(.enabled(if: TestSupport.hasCorpus, "needs ../shared/corpus"))
    func corpus() throws {
        let base = try CorpusCheckouts.declaredCorpus()
        try check(CorpusGolden(name: "corpus", base: base))
    }

    @Test(.enabled(if: TestSupport.xcprojCorpus != nil, "needs ../shared/corpus-xcproj"))
    func corpusXcproj() throws {
        try check(CorpusGolden(name: "corpus-xcproj", base: try #require(TestSupport.xcprojCorpus)))
    }

    private func check(_ golden: CorpusGolden) throws {
        var failures: [String] = []
        let found = golden.findings(failures: &failures)
        #expect(failures.isEmpty, "projects pbxlint could not lint:\n\(failures.joined(separator: "\n"))")
        let previous = (try? String(contentsOfFile: golden.goldenPath, encoding: .utf8)) ?? ""
        if ProcessInfo.processInfo.environment["PBXLINT_UPDATE_CORPUS"] == "1" {
            try FileManager.default.createDirectory(atPath: (golden.goldenPath as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(golden.render(found, previous: previous).utf8).write(to: URL(fileURLWithPath: golden.goldenPath))
            return
        }
        let drift = CorpusGolden.drift(expected: CorpusGolden.entries(of: previous), found: found)
        #expect(drift.isEmpty, """
            pbxlint's findings on ../shared/\(golden.name) differ from Tests/CorpusGolden/\(golden.name).txt \
            (- in the file, + found); run `make docs`, read the diff against the projects and say why above each new line:
            \(drift.joined(separator: "\n"))
            """)
    }
}

/// How the golden file keeps the reviewers' comments and reports drift; needs no corpus.
@Suite struct CorpusGoldenFileTests {
    let previous = """
        # pbxlint's findings on ../shared/corpus: a header in an older wording,
        # replaced when the file is written.

        project A/A.xcodeproj
        # why the first finding is right
        rule-a | error | App | X | A/A.xcodeproj/project.pbxproj:10
        # why the second one is right
        rule-b | note | - | Y | A/A.xcodeproj/project.pbxproj:20

        # read and silent
        project B/B.xcodeproj
        # a finding that went away
        rule-c | warning | B | Z | B/B.xcodeproj/project.pbxproj:5
        # closing remark
        """

    @Test func commentsStayAboveTheirLines() {
        let lines = ["project A/A.xcodeproj", "rule-a | error | App | X | A/A.xcodeproj/project.pbxproj:12",
                     "rule-b | note | - | Y | A/A.xcodeproj/project.pbxproj:20", "project B/B.xcodeproj",
                     "project C/C.xcodeproj", "rule-d | error | C | W | C/C.xcodeproj/project.pbxproj:1"]
        let merged = CorpusGolden.merge(lines, commentsFrom: previous).components(separatedBy: "\n")
        func comments(above line: String) -> [String] {
            guard let index = merged.firstIndex(of: line) else { return ["<\(line) missing>"] }
            return Array(merged[..<index].reversed().prefix { $0.hasPrefix("#") }.reversed())
        }
        // The same line, and the same finding at another line of the file.
        #expect(comments(above: "project A/A.xcodeproj") == [])
        #expect(comments(above: lines[1]) == ["# why the first finding is right"])
        #expect(comments(above: lines[2]) == ["# why the second one is right"])
        // A finding that went away leaves its comment above its project's line; a new project has none.
        #expect(comments(above: "project B/B.xcodeproj") == ["# read and silent", "# a finding that went away"])
        #expect(comments(above: "project C/C.xcodeproj") == [])
        // The closing comment stays last; the header is not kept (the file gets the current one).
        #expect(merged.suffix(2) == ["# closing remark", ""])
        #expect(!merged.contains { $0.contains("older wording") })
        #expect(merged.filter { !$0.hasPrefix("#") && !$0.isEmpty } == lines)
    }

    @Test func aChangedFindingIsDrift() {
        let expected = CorpusGolden.entries(of: previous)
        #expect(CorpusGolden.drift(expected: expected, found: expected).isEmpty)
        var found = expected
        found[1] = "rule-a | warning | App | X | A/A.xcodeproj/project.pbxproj:10"
        #expect(CorpusGolden.drift(expected: expected, found: found) == [
            "- rule-a | error | App | X | A/A.xcodeproj/project.pbxproj:10",
            "+ rule-a | warning | App | X | A/A.xcodeproj/project.pbxproj:10",
        ])
    }
}
