import Foundation
import Testing
@testable import LintEngine

/// Every rule's triggering and non-triggering examples, linted for real (the SwiftLint pattern).
@Suite struct RuleExampleTests {
    static let cases: [(String, Int)] = RuleRegistry.all.flatMap { rule in
        rule.examples.indices.map { (rule.description.id, $0) }
    }

    @Test("rule example", arguments: cases)
    func example(ruleID: String, index: Int) throws {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        let example = rule.examples[index]
        let root = try TestSupport.materialize(example.files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try #require(example.files.keys.first {
            $0.hasSuffix(".xcodeproj/project.pbxproj") || $0.hasSuffix(".xcodeproj/project.xcproj")
        })
        let projectDir = (root as NSString).appendingPathComponent((project as NSString).deletingLastPathComponent)
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: projectDir)
        #expect(result.failure == nil)
        #expect(result.configurationError == nil)
        // A rule's limits (what it could not check) are part of what its examples show, though not findings.
        let messages = result.diagnostics.filter { $0.ruleID == ruleID }.map(\.message)
            + result.limits.filter { $0.ruleID == ruleID }.map(\.message)
        #expect(messages.count == example.expectedMessages.count,
                "\(example.title): expected \(example.expectedMessages), got \(messages)")
        for (message, expected) in zip(messages, example.expectedMessages) {
            #expect(message.contains(expected), "\(example.title): “\(message)” lacks “\(expected)”")
        }
    }

    @Test func everyRuleHasDocumentationFields() {
        for (rule, _) in RuleDocumentation.rules {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id) is not kebab-case")
            #expect(!rule.summary.hasSuffix("."), "\(rule.id): summary ends with a period")
            #expect(rule.description.contains("**Fix:**"), "\(rule.id): description lacks the fix")
        }
        #expect(Set(RuleDocumentation.rules.map(\.description.id)).count == RuleDocumentation.rules.count)
    }
}

/// `docs/rules/` is generated from the rules' metadata; this fails when it drifts. `make docs` regenerates.
@Suite struct RuleDocumentationTests {
    @Test func docsMatchMetadata() throws {
        let update = ProcessInfo.processInfo.environment["PBXLINT_UPDATE_DOCS"] == "1"
        for (relative, expected) in RuleDocumentation.generatedFiles().sorted(by: { $0.key < $1.key }) {
            let path = (TestSupport.packageRoot as NSString).appendingPathComponent(relative)
            if update {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try Data(expected.utf8).write(to: URL(fileURLWithPath: path))
                continue
            }
            let actual = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<missing>"
            #expect(actual == expected, "\(relative) is out of date; run `make docs`")
        }
        let readmePath = (TestSupport.packageRoot as NSString).appendingPathComponent("README.md")
        let readme = try String(contentsOfFile: readmePath, encoding: .utf8)
        let regenerated = try #require(RuleDocumentation.readme(from: readme), "README lacks the rules markers")
        if update { try Data(regenerated.utf8).write(to: URL(fileURLWithPath: readmePath)) }
        else { #expect(readme == regenerated, "README's rules table is out of date; run `make docs`") }
        let dir = (TestSupport.packageRoot as NSString).appendingPathComponent("docs/rules")
        let stale = (try? FileManager.default.contentsOfDirectory(atPath: dir))?.filter {
            RuleDocumentation.generatedFiles()["docs/rules/\($0)"] == nil
        } ?? []
        #expect(stale.isEmpty, "pages for rules that no longer exist: \(stale)")
    }
}

/// `RuleRegistry`'s lists of each kind come from marks written in `RuleList.swift` (a dynamic cast per rule is slow
/// at start-up); each must be exactly the rules of `all` of that kind, in the same order, and every rule is of one.
@Test func ruleKindListsMatchTheCasts() {
    func ids(_ rules: [any Rule.Type]) -> [ObjectIdentifier] { rules.map { ObjectIdentifier($0) } }
    #expect(ids(RuleRegistry.all.compactMap { $0 as? any TargetRule.Type }) == ids(RuleRegistry.targetRules))
    #expect(ids(RuleRegistry.all.compactMap { $0 as? any ProjectRule.Type }) == ids(RuleRegistry.projectRules))
    #expect(ids(RuleRegistry.all.compactMap { $0 as? any ModelIssueRule.Type }) == ids(RuleRegistry.modelIssueRules))
    #expect(ids(RuleRegistry.all.compactMap { $0 as? any RunRule.Type }) == ids(RuleRegistry.runRules))
    #expect(RuleRegistry.targetRules.count + RuleRegistry.projectRules.count + RuleRegistry.modelIssueRules.count
                + RuleRegistry.runRules.count == RuleRegistry.all.count)
}
