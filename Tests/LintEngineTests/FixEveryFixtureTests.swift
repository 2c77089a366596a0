import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// Every fix proposed on every bundled project under `TestProjects/`, applied to a copy (issue 31): the edits
/// change only their bytes, the fixed findings go and none comes, and fixing a second time changes nothing.
@Suite struct FixEveryFixtureTests {
    @Test func fixingEveryFixtureTwiceChangesNothingTheSecondTime() throws {
        let root = NSTemporaryDirectory() + "pbxlint-fixtures-fix-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/TestProjects", toPath: root)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var projects: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".xcodeproj") { projects.append(root + "/" + relative); enumerator?.skipDescendants() }
        }
        #expect(projects.count >= 10)
        let linter = Linter(options: LintOptions(baseDirectory: root))
        var fixedCount = 0
        for project in projects.sorted() {
            let before = linter.lint(projectAt: project).diagnostics
            let plan = FixPlanner.plan(before.filter { $0.fix != nil }, projectOf: { _ in project })
            for file in plan.files {
                #expect(FixExampleTests.onlyEditedBytesDiffer(file), "\(file.path): bytes outside the edits changed")
                try Data(file.edited).write(to: URL(fileURLWithPath: file.path))
            }
            fixedCount += plan.fixedCount
            let after = linter.lint(projectAt: project).diagnostics
            let fixed = Set(plan.files.flatMap(\.fixed).map(\.fingerprint))
            let remaining = Set(before.filter { !fixed.contains($0.fingerprint) }.map(\.fingerprint))
            for finding in after {
                #expect(remaining.contains(finding.fingerprint), "\(project): new finding after fixing: \(finding.message)")
            }
            let again = FixPlanner.plan(after.filter { $0.fix != nil }, projectOf: { _ in project })
            #expect(again.files.isEmpty, "\(project): a second fix would change \(again.files.map(\.path))")
        }
        // MissingInRelease (pbxproj and xcproj) and XCConfigNames (the forgotten #include) at least.
        #expect(fixedCount >= 3)
    }
}
