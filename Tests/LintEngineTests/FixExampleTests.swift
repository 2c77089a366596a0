import Foundation
import Testing
@testable import LintEngine

import PlistKit

/// A range that only says where it starts, for feeding fixes by hand.
enum SourceRangeAt {
    static func offset(_ offset: Int) -> SourceRange {
        SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1),
                    startOffset: offset, endOffset: offset)
    }
}

/// Every triggering example of a rule that has a fix, fixed for real: the edits touch only the value they name,
/// the result parses and lints without the fixed findings and without any new one (a finding about the same value,
/// such as the missing icon set of a name with a stray comma, may go with it), and fixing again does nothing.
@Suite struct FixExampleTests {
    /// Each triggering example of a rule with a fix, in both project formats (its xcproj form unless it has none).
    static let cases: [(String, Int, RuleExample.ProjectFormat)] = RuleRegistry.all.filter { $0.description.fix != nil }
        .flatMap { rule in
            rule.examples.indices.filter { rule.examples[$0].triggers }.flatMap { index in
                RuleExample.ProjectFormat.allCases.filter { $0 == .pbxproj || rule.examples[index].pbxprojOnlyBecause == nil }
                    .map { (rule.description.id, index, $0) }
            }
        }

    static func lint(_ root: String, _ project: String) -> [Diagnostic] {
        // A project file under another name (`project.json5`) is named itself: the bundle would not find it.
        let named = ["project.pbxproj", "project.xcproj"].contains((project as NSString).lastPathComponent)
            ? (project as NSString).deletingLastPathComponent : project
        let projectDir = (root as NSString).appendingPathComponent(named)
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: projectDir).diagnostics
    }

    /// The original bytes with the edits' spans taken out equal the edited bytes with the replacements taken out.
    static func onlyEditedBytesDiffer(_ plan: FilePlan) -> Bool {
        var outside: [UInt8] = []
        var cursor = 0
        for edit in plan.edits {
            outside += plan.original[cursor..<edit.start]
            cursor = edit.end
        }
        outside += plan.original[cursor...]
        var editedOutside: [UInt8] = []
        cursor = 0
        var delta = 0
        for edit in plan.edits {
            let start = edit.start + delta
            editedOutside += plan.edited[cursor..<start]
            cursor = start + edit.replacement.utf8.count
            delta += edit.replacement.utf8.count - (edit.end - edit.start)
        }
        editedOutside += plan.edited[cursor...]
        return outside == editedOutside
    }

    @Test("fixing a rule example", arguments: cases)
    func fixExample(ruleID: String, index: Int, format: RuleExample.ProjectFormat) throws {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        let example = rule.examples[index]
        let files = try example.files(in: format).get()
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try #require(files.keys.first {
            $0.hasSuffix(".xcodeproj/project.pbxproj") || $0.hasSuffix(".xcodeproj/project.xcproj")
        })
        let before = Self.lint(root, project)
        let targeted = before.filter { $0.ruleID == ruleID && $0.fix != nil }
        if format == .xcproj {
            // Both forms have a fix or neither has.
            let pbxrootFiles = example.files
            let pbxroot = try TestSupport.materialize(pbxrootFiles)
            defer { try? FileManager.default.removeItem(atPath: pbxroot) }
            let pbxproject = try #require(pbxrootFiles.keys.first { $0.hasSuffix(".xcodeproj/project.pbxproj") })
            let fixable = Self.lint(pbxroot, pbxproject).contains { $0.ruleID == ruleID && $0.fix != nil }
            #expect(fixable == !targeted.isEmpty, "\(example.title): a fix in one format only")
        }
        guard !targeted.isEmpty else { return }  // no safe fix here (a tie, a macro): checked by the rule's tests
        let plan = FixPlanner.plan(targeted, projectOf: { _ in (root as NSString).appendingPathComponent(project) })
        #expect(plan.refused.isEmpty, "\(example.title) (\(format)): \(plan.refused.map(\.reason))")
        #expect(!plan.files.isEmpty, "\(example.title) (\(format)): nothing to fix")
        for file in plan.files {
            #expect(Self.onlyEditedBytesDiffer(file), "\(example.title) (\(format)): bytes outside the edits changed")
            try Data(file.edited).write(to: URL(fileURLWithPath: file.path))
        }
        let after = Self.lint(root, project)
        let fixed = Set(plan.files.flatMap(\.fixed).map(\.fingerprint))
        let remaining = Set(before.filter { !fixed.contains($0.fingerprint) }.map { "\($0.ruleID): \($0.message)" })
        for finding in after {
            #expect(remaining.contains("\(finding.ruleID): \(finding.message)"),
                    "\(example.title) (\(format)): new or unfixed finding after fixing: \(finding.message)")
        }
        let again = FixPlanner.plan(after.filter { $0.ruleID == ruleID && $0.fix != nil }, projectOf: { _ in root })
        #expect(again.files.isEmpty, "\(example.title) (\(format)): a second fix changed something")
    }

    @Test("every rule with a fix fixes at least one of its examples")
    func everyFixIsExercised() throws {
        for rule in RuleRegistry.all where rule.description.fix != nil && rule.description.id != "unused-suppression" {
            let fixedOne = try rule.examples.filter(\.triggers).contains { example in
                let root = try TestSupport.materialize(example.files)
                defer { try? FileManager.default.removeItem(atPath: root) }
                guard let project = example.files.keys.first(where: { $0.hasSuffix(".xcodeproj/project.pbxproj") })
                else { return false }
                return Self.lint(root, project).contains { $0.ruleID == rule.description.id && $0.fix != nil }
            }
            #expect(fixedOne, "\(rule.description.id) has no example with a fix")
        }
    }

    @Test("values are found and rewritten in their own style", arguments: [
        // (syntax, text with the key at offset 0, names, expected text)
        ("pbxproj", "K = A;", ["A", "B"], "K = \"A B\";"),
        ("pbxproj", "K = \"A B\";", ["A"], "K = \"A\";"),
        ("pbxproj", "\"K[sdk=iphoneos*]\" = \"A  B\";", ["B"], "\"K[sdk=iphoneos*]\" = \"B\";"),
        ("pbxproj", "K = (\n\t\t\t\t\tA,\n\t\t\t\t\tB,\n\t\t\t\t);", ["B"], "K = (\n\t\t\t\t\tB,\n\t\t\t\t);"),
        ("pbxproj", "K = (A, B);", ["A", "C D"], "K = (A, \"C D\");"),
        ("pbxproj", "K = \"\\\"Six Colors\\\" Sketch\";", ["Sketch"], "K = \"Sketch\";"),
        ("pbxproj", "K = A;", ["Six Colors", "B"], "K = \"\\\"Six Colors\\\" B\";"),
        ("xcconfig", "K = A B // the names\n", ["A"], "K = A // the names\n"),
        ("xcconfig", "K=A\n", ["A", "B"], "K=A B\n"),
        ("xcproj", "\"K[config=Release]\": \"A\",", ["A", "B"], "\"K[config=Release]\": \"A B\","),
        ("xcproj", "\"K\": [\n    \"A\",\n    \"B\",\n  ],", ["A"], "\"K\": [\n    \"A\",\n  ],"),
    ])
    func rewrite(syntax: String, text: String, names: [String], expected: String) throws {
        let path = "x." + syntax
        let bytes = Array(text.utf8)
        let value = try AssignedValue.find(in: bytes, keyOffset: 0, syntax: AssignedValue.Syntax(path: path)).get()
        var edited = bytes
        edited.replaceSubrange(value.start..<value.end,
                               with: Array(value.rendered(names, syntax: AssignedValue.Syntax(path: path)).utf8))
        #expect(String(decoding: edited, as: UTF8.self) == expected)
    }

    @Test("$(inherited) goes first, in the value's style", arguments: [
        ("pbxproj", "K = IPHONE;", "K = \"$(inherited) IPHONE\";"),
        ("pbxproj", "K = \"A=1 B\";", "K = \"$(inherited) A=1 B\";"),
        ("pbxproj", "K = (\n\t\t\t\t\tLITE,\n\t\t\t\t);", "K = (\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t\tLITE,\n\t\t\t\t);"),
        ("pbxproj", "K = (A, B);", "K = (\"$(inherited)\", A, B);"),
        ("xcconfig", "K = ISH_LINUX=1\n", "K = $(inherited) ISH_LINUX=1\n"),
        ("xcproj", "\"K\": \"A\",", "\"K\": \"$(inherited) A\","),
        ("xcproj", "\"K\": [\n    \"A\",\n  ],", "\"K\": [\n    \"$(inherited)\",\n    \"A\",\n  ],"),
    ])
    func prependInherited(syntax: String, text: String, expected: String) throws {
        let bytes = Array(text.utf8)
        let kind = AssignedValue.Syntax(path: "x." + syntax)
        let value = try AssignedValue.find(in: bytes, keyOffset: 0, syntax: kind).get()
        let edit = InheritedInsertion.edit(value, in: bytes, syntax: kind)
        var edited = bytes
        edited.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        #expect(String(decoding: edited, as: UTF8.self) == expected)
    }

    @Test("an assignment is deleted with its line, or alone when it shares one", arguments: [
        ("pbxproj", "\t\t\t\tA = 1;\n\t\t\t\tENABLE_BITCODE = NO;\n\t\t\t\tB = 2;\n", 15, "\t\t\t\tA = 1;\n\t\t\t\tB = 2;\n"),
        ("pbxproj", "{A = 1; ENABLE_BITCODE = NO; B = 2; }", 8, "{A = 1; B = 2; }"),
        ("xcconfig", "A = 1\nENABLE_BITCODE = NO // why\nB = 2\n", 6, "A = 1\nB = 2\n"),
        ("xcproj", "{\n  \"A\": \"1\",\n  \"ENABLE_BITCODE\": \"NO\",\n}", 16, "{\n  \"A\": \"1\",\n}"),
    ])
    func deleteAssignment(syntax: String, text: String, keyOffset: Int, expected: String) throws {
        let path = "/nowhere/x." + syntax
        let bytes = Array(text.utf8)
        let edit = try FixPlanner.edit(for: .deleteAssignment(assignment: Location(file: path, range: SourceRangeAt.offset(keyOffset))),
                                       in: bytes, file: path).get()
        var edited = bytes
        edited.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        #expect(String(decoding: edited, as: UTF8.self) == expected)
    }

    @Test("values a fix must not touch", arguments: [
        ("pbxproj", "K = \"$(inherited) A\";"),
        ("pbxproj", "K = (\"$(inherited)\", A);"),
        ("xcconfig", "K = $(inherited) A\n"),
    ])
    func macrosAreNotNames(syntax: String, text: String) throws {
        let value = try AssignedValue.find(in: Array(text.utf8), keyOffset: 0,
                                           syntax: AssignedValue.Syntax(path: "x." + syntax)).get()
        #expect(value.names == nil)
    }

    @Test func continuedXcconfigLineIsRefused() {
        let result = AssignedValue.find(in: Array("K = A \\\n  B\n".utf8), keyOffset: 0, syntax: .xcconfig)
        #expect(throws: FixRefusal.self) { try result.get() }
    }
}
