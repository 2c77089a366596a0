import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// Applies every fix pbxlint proposes on every project of a copy of a folder tree, checking each one: the edits
/// change only the bytes of their values, the fixed findings go and no new one comes, and fixing a second time
/// changes nothing. The copy is removed afterwards.
enum FixEveryProject {
    struct Outcome {
        var projects = 0
        /// Findings fixed, and edits made (one finding per cause can fix several lines).
        var fixedFindings = 0
        var edits = 0
    }

    static func run(onACopyOf tree: String) throws -> Outcome {
        let root = NSTemporaryDirectory() + "pbxlint-fix-every-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: tree, toPath: root)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let linter = Linter(options: LintOptions(baseDirectory: root))
        var outcome = Outcome()
        for project in CorpusGolden.projects(in: root).map({ root + "/" + $0 }) {
            outcome.projects += 1
            let before = linter.lint(projectAt: project).diagnostics
            let plan = FixPlanner.plan(before.filter { $0.fix != nil }, projectOf: { _ in project })
            for file in plan.files {
                #expect(FixExampleTests.onlyEditedBytesDiffer(file), "\(file.path): bytes outside the edits changed")
                try Data(file.edited).write(to: URL(fileURLWithPath: file.path))
            }
            outcome.fixedFindings += plan.fixedCount
            outcome.edits += plan.files.reduce(0) { $0 + $1.edits.count }
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
        return outcome
    }
}
