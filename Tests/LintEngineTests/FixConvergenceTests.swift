import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// Applies every fix the findings of a generated project propose, as `pbxlint fix` does, and lints again.
struct FixRun {
    let root: String
    let project: String
    let before: [Diagnostic]
    let plan: FixPlan
    let after: [Diagnostic]
    /// The plan a second run would make.
    let again: FixPlan

    /// `files` materialized; `project` is the path of its project file relative to the root.
    init(_ files: [String: String], project: String = "App.xcodeproj/project.pbxproj") throws {
        root = try TestSupport.materialize(files)
        self.project = (root as NSString).appendingPathComponent(project)
        before = FixExampleTests.lint(root, project)
        let projectPath = self.project
        plan = FixPlanner.plan(before.filter { $0.fix != nil }, projectOf: { _ in projectPath })
        for file in plan.files { try Data(file.edited).write(to: URL(fileURLWithPath: file.path)) }
        after = FixExampleTests.lint(root, project)
        again = FixPlanner.plan(after.filter { $0.fix != nil }, projectOf: { _ in projectPath })
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// The text of `relative` (to the root) after fixing.
    func text(_ relative: String) -> String {
        (try? String(contentsOfFile: (root as NSString).appendingPathComponent(relative), encoding: .utf8)) ?? ""
    }
}

/// Fixes of one value are planned together, so one run reaches the fixed point (issue 31).
@Suite struct FixConvergenceTests {
    @Test func aDuplicateAndAMissingNameInOneListAreFixedInOneRun() throws {
        let run = try FixRun(ExampleProject.client(configurations: ["Debug", "Release", "Beta"], settings: [
            "Debug": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
            "Release": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Green AppIcon-Green""#],
            "Beta": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
        ]))
        defer { run.remove() }
        let rules = Set(run.before.filter { $0.fix != nil }.map(\.ruleID))
        #expect(rules == ["alternate-icons-consistent", "alternate-icon-duplicate"])
        #expect(run.plan.refused.isEmpty, "\(run.plan.refused.map(\.reason))")
        #expect(run.plan.fixedCount == run.before.filter { $0.fix != nil }.count)
        #expect(run.after.filter { $0.ruleID.hasPrefix("alternate-icon") }.isEmpty, "\(run.after.map(\.message))")
        #expect(run.again.files.isEmpty && run.again.refused.isEmpty)
        #expect(run.text("App.xcodeproj/project.pbxproj").components(separatedBy:
            #"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green";"#).count == 4)
    }

    @Test func theMajorityListWithThePrimaryInItLosesThePrimaryInTheSameRun() throws {
        // Release lists the primary and forgets Blue: is-primary and consistent both edit Release's value.
        let run = try FixRun(ExampleProject.client(configurations: ["Debug", "Release", "Beta"], settings: [
            "Debug": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
            "Release": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon AppIcon-Green AppIcon-Green""#],
            "Beta": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
        ]))
        defer { run.remove() }
        #expect(run.plan.refused.isEmpty, "\(run.plan.refused.map(\.reason))")
        #expect(run.after.filter { $0.ruleID.hasPrefix("alternate-icon") }.isEmpty, "\(run.after.map(\.message))")
        #expect(run.again.files.isEmpty && run.again.refused.isEmpty)
    }
}
