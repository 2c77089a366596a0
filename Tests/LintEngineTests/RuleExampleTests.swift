import Foundation
import Testing
@testable import LintEngine
import PlistKit

/// Every rule's triggering and non-triggering examples, linted for real (the SwiftLint pattern).
@Suite struct RuleExampleTests {
    static let cases: [(String, Int)] = RuleRegistry.all.flatMap { rule in
        rule.examples.indices.map { (rule.description.id, $0) }
    }

    /// Every example in both project formats (issue 32): the pbxproj as written and its xcproj form.
    static let formatCases: [(String, Int, RuleExample.ProjectFormat)] = cases.flatMap { id, index in
        RuleExample.ProjectFormat.allCases.map { (id, index, $0) }
    }

    /// The example's files in `format`, or nil (recorded) when it has none: an example without an xcproj form must
    /// say why (`pbxprojOnly`), and one that says so must really have none or differ.
    static func files(_ example: RuleExample, in format: RuleExample.ProjectFormat) -> [String: String]? {
        if format == .xcproj, example.pbxprojOnlyBecause != nil { return nil }
        switch example.files(in: format) {
        case .success(let files): return files
        case .failure(let why):
            Issue.record("\(example.title): no xcproj form (\(why.reason)); mark the example pbxprojOnly(reason) if it is about pbxproj text")
            return nil
        }
    }

    static func lint(_ files: [String: String]) throws -> ProjectLintResult {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try #require(files.keys.first {
            $0.hasSuffix(".xcodeproj/project.pbxproj") || $0.hasSuffix(".xcodeproj/project.xcproj")
        })
        let projectDir = (root as NSString).appendingPathComponent((project as NSString).deletingLastPathComponent)
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: projectDir)
    }

    /// The configuration names of an xcproj form.
    static func configurationNames(_ files: [String: String]) -> [String] {
        guard let (path, text) = files.first(where: { $0.key.hasSuffix("project.xcproj") }),
              let root = try? PlistReader.read(text, path: path).root else { return [] }
        return (root["configurations"]?.elements ?? []).compactMap { $0.string ?? $0["name"]?.string }
    }

    /// Messages compared across the formats: where a pbxproj has one line per configuration with the same value,
    /// the xcproj has one plain key (xcproj-notes §4.3), so one finding per cause is one finding there and one
    /// per configuration here. The configuration a message names (` (Debug)`) is taken out and equal messages
    /// counted once.
    static func acrossFormats(_ messages: [String], configurations: [String]) -> [String] {
        Array(Set(messages.map { message in
            configurations.reduce(message) { $0.replacing(" (\($1))", with: "") }
                .replacing("project.xcproj", with: "project.pbxproj")
        })).sorted()
    }

    @Test("rule example", arguments: formatCases)
    func example(ruleID: String, index: Int, format: RuleExample.ProjectFormat) throws {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        let example = rule.examples[index]
        guard let files = Self.files(example, in: format) else { return }
        let result = try Self.lint(files)
        #expect(result.failure == nil)
        #expect(result.configurationError == nil)
        // A rule's limits (what it could not check) are part of what its examples show, though not findings.
        var messages = result.diagnostics.filter { $0.ruleID == ruleID }.map(\.message)
            + result.limits.filter { $0.ruleID == ruleID }.map(\.message)
        var expectedMessages = example.expectedMessages
        if format == .xcproj {
            // Keys in Xcode's (sorted) order change the output order, and folded configurations the count.
            let names = Self.configurationNames(files)
            messages = Self.acrossFormats(messages, configurations: names)
            expectedMessages = Self.acrossFormats(expectedMessages, configurations: names)
            for expected in expectedMessages where !messages.contains(where: { $0.contains(expected) }) {
                Issue.record("\(example.title) (xcproj): no message has “\(expected)”: \(messages)")
            }
        }
        #expect(messages.count == expectedMessages.count,
                "\(example.title) (\(format)): expected \(expectedMessages), got \(messages)")
        guard format == .pbxproj else { return }
        for (message, expected) in zip(messages, expectedMessages) {
            #expect(message.contains(expected), "\(example.title) (\(format)): “\(message)” lacks “\(expected)”")
        }
    }

    /// Not only the example's own rule: every finding and limit of every rule is the same in both forms (the file
    /// name and folded configurations aside, `acrossFormats`), so a reader or renderer difference shows wherever
    /// it is.
    @Test("an example gives the same findings in both formats", arguments: cases)
    func sameFindingsInBothFormats(ruleID: String, index: Int) throws {
        let example = try #require(RuleRegistry.rule(id: ruleID)).examples[index]
        guard let xcproj = Self.files(example, in: .xcproj), xcproj != example.files else { return }
        let names = Self.configurationNames(xcproj)
        func findings(_ result: ProjectLintResult) -> [String] {
            Self.acrossFormats(result.diagnostics.map { "\($0.ruleID) \($0.severity): \($0.message)" }
                               + result.limits.map { "\($0.ruleID) limit: \($0.message)" }, configurations: names)
        }
        let pbxproj = findings(try Self.lint(example.files))
        let other = findings(try Self.lint(xcproj))
        #expect(pbxproj == other, "\(example.title): pbxproj \(pbxproj.filter { !other.contains($0) }) vs xcproj \(other.filter { !pbxproj.contains($0) })")
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
