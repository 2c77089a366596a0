import Foundation
import Testing
@testable import LintEngine

/// The findings about what the readers notice (`parse-error`, `duplicate-key`, `project-encoding`,
/// `project-format-conflict`) and `unused-suppression` come from their rule files like every other rule's, so
/// `.pbxlint.json` sets their level and turns them off like any rule's.
@Suite struct ReaderRuleLevelTests {
    static let ruleIDs = ["parse-error", "duplicate-key", "project-encoding", "project-format-conflict",
                          "unused-suppression"]

    /// The first triggering example of `ruleID` with `"rules": { ruleID: level }` in its `.pbxlint.json`.
    static func example(_ ruleID: String, level: RuleLevel?) throws -> [String: String] {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        let triggering = rule.examples.first { $0.triggers }
        var files = try #require(triggering).files
        guard let level else { return files }
        let rules = #""rules": { "\#(ruleID)": "\#(level.rawValue)" }"#
        if let existing = files[".pbxlint.json"], let brace = existing.firstIndex(of: "{") {
            files[".pbxlint.json"] = existing.replacingCharacters(in: brace...brace, with: "{ " + rules + ", ")
        } else {
            files[".pbxlint.json"] = "{ " + rules + " }"
        }
        return files
    }

    static func findings(_ ruleID: String, in files: [String: String]) throws -> [Diagnostic] {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try #require(files.keys.first { $0.hasSuffix("project.pbxproj") || $0.hasSuffix("project.xcproj") })
        let result = Linter(options: LintOptions(baseDirectory: root))
            .lint(projectAt: root + "/" + (project as NSString).deletingLastPathComponent)
        #expect(result.configurationError == nil)
        return result.diagnostics.filter { $0.ruleID == ruleID }
    }

    @Test(arguments: ruleIDs)
    func offReportsNothing(ruleID: String) throws {
        #expect(try !Self.findings(ruleID, in: Self.example(ruleID, level: nil)).isEmpty)
        #expect(try Self.findings(ruleID, in: Self.example(ruleID, level: .off)).isEmpty)
    }

    @Test(arguments: ruleIDs)
    func theConfiguredLevelIsTheFindingsLevel(ruleID: String) throws {
        for level in [RuleLevel.error, .warning, .note] {
            let findings = try Self.findings(ruleID, in: Self.example(ruleID, level: level))
            #expect(!findings.isEmpty && findings.allSatisfy { $0.severity == level.severity }, "\(ruleID) \(level)")
        }
    }

    /// A property list that is not a project is a parse error (subject name `not-a-project`), worded by the rule
    /// that covers the reason.
    @Test func notAProjectIsAParseError() throws {
        let files = ["App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n}\n"]
        let findings = try Self.findings("parse-error", in: files)
        #expect(findings.map(\.message) == ["the project has no \"objects\" dictionary"])
        #expect(findings.first?.subject.name == "not-a-project")
        var off = files
        off[".pbxlint.json"] = #"{ "rules": { "parse-error": "off" } }"#
        #expect(try Self.findings("parse-error", in: off).isEmpty)
    }

    /// The duplicate key points at the second one and names the first, with where it is.
    @Test func aDuplicateKeyPointsAtBoth() throws {
        let findings = try Self.findings("duplicate-key", in: Self.example("duplicate-key", level: nil))
        let finding = try #require(findings.first)
        #expect(finding.message.hasPrefix("duplicate key \"SWIFT_VERSION\" (first at line "))
        #expect(finding.message.hasSuffix("; the last one wins"))
        #expect(finding.related.map(\.message) == ["first occurrence"])
        #expect(finding.related.first.flatMap { $0.location.range?.start.line }
                    .map { finding.message.contains("(first at line \($0))") } == true)
        #expect(finding.subject.name?.hasPrefix("SWIFT_VERSION@") == true)
    }

    /// Bytes that are not UTF-8 without the header: read as MacRoman, and the finding says where the first is.
    @Test func aMacRomanFileSaysWhereTheFirstNonUTF8ByteIs() throws {
        let files = ExampleProject.client(configurations: ["Release"],
                                          settings: ["Release": ["INFOPLIST_KEY_CFBundleDisplayName = \"Caf@\""]])
            .editingProject("// !$*UTF8*$!\n", "")
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/App.xcodeproj/project.pbxproj"
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let at = try #require(bytes.firstIndex(of: UInt8(ascii: "@")))
        bytes[at] = 0x8E  // MacRoman é
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let line = bytes[..<at].filter { $0 == UInt8(ascii: "\n") }.count + 1
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        let messages = result.diagnostics.filter { $0.ruleID == "project-encoding" }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("is not valid UTF-8 (first at line \(line), column ") == true, "\(messages)")
        #expect(messages.first?.hasSuffix("decoded as MacRoman, as Xcode does") == true)
    }
}
