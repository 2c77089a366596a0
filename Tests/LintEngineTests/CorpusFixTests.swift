import Foundation
import Testing
@testable import LintEngine

/// Every fix pbxlint proposes on the real projects of `../shared/corpus`, applied to a copy (issue 18): the edits
/// change only the bytes of their values, the results parse and lint with the fixed findings gone and no new
/// one, and fixing again changes nothing.
@Suite(.enabled(if: TestSupport.hasCorpus, "needs ../shared/corpus"))
struct CorpusFixTests {
    @Test func everyCorpusFixTouchesOnlyItsValue() throws {
        let corpus = try #require(TestSupport.corpus)
        CorpusCheckouts.declareAll(corpus)
        let root = NSTemporaryDirectory() + "pbxlint-corpus-fix-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: corpus, toPath: root)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var projects: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".xcodeproj") { projects.append(root + "/" + relative); enumerator?.skipDescendants() }
        }
        let linter = Linter(options: LintOptions(baseDirectory: root))
        var fixedCount = 0
        for project in projects.sorted() {
            let before = linter.lint(projectAt: project).diagnostics
            let plan = FixPlanner.plan(before.filter { $0.fix != nil }, projectOf: { _ in project })
            for file in plan.files {
                #expect(FixExampleTests.onlyEditedBytesDiffer(file), "\(file.path): bytes outside the edits changed")
                try Data(file.edited).write(to: URL(fileURLWithPath: file.path))
            }
            fixedCount += plan.files.reduce(0) { $0 + $1.edits.count }
            let after = linter.lint(projectAt: project).diagnostics
            let fixed = Set(plan.files.flatMap(\.fixed).map(\.fingerprint))
            let remaining = Set(before.filter { !fixed.contains($0.fingerprint) }.map(\.fingerprint))
            for finding in after {
                #expect(remaining.contains(finding.fingerprint), "\(project): new finding after fixing: \(finding.message)")
            }
            for diagnostic in plan.files.flatMap(\.fixed) {
                #expect(!after.contains { $0.fingerprint == diagnostic.fingerprint }, "\(project): still there: \(diagnostic.message)")
            }
            let again = FixPlanner.plan(after.filter { $0.fix != nil }, projectOf: { _ in project })
            #expect(again.files.isEmpty, "\(project): a second fix would change \(again.files.map(\.path))")
        }
        // The corpus has findings with safe fixes (inherited-dropped, setting-removed): the test is not empty. Counted
        // in edits, since one finding per cause can fix several lines.
        #expect(fixedCount >= 10)
    }
}
