import Foundation
import Testing
@testable import LintEngine

/// Adding a rule is one file, then `make docs`: the registry is generated from the rule files, and `make rule`
/// writes a new one from a template.
@Suite struct RuleToolingTests {
    static let rulesDirectory = TestSupport.packageRoot + "/Sources/LintEngine/Rules"

    /// Rule types declared in the rule files, as `scripts/generate-rule-list.sh` finds them.
    static func declaredRules() throws -> Set<String> {
        var names = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: rulesDirectory) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: rulesDirectory + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let match = line.wholeMatch(of: /struct ([A-Za-z0-9_]+) *: *(TargetRule|ProjectRule|ModelIssueRule|RunRule)([ ,{].*)?/) {
                    names.insert(String(match.1))
                }
            }
        }
        return names
    }

    @Test func everyRuleFileIsRegistered() throws {
        let registered = Set(RuleRegistry.all.map { String(describing: $0) })
        let declared = try Self.declaredRules()
        #expect(declared == registered, "RuleList.swift is out of date; run `make docs`")
    }

    @Test func newRuleScaffold() throws {
        let directory = NSTemporaryDirectory() + "pbxlint-rules-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func run(_ name: String) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: TestSupport.packageRoot + "/scripts/new-rule.sh")
            process.arguments = [name]
            process.environment = ["RULES_DIR": directory, "PATH": "/usr/bin:/bin"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        #expect(try run("DebugSettingsShipped") == 0)
        let text = try String(contentsOfFile: directory + "/DebugSettingsShippedRule.swift", encoding: .utf8)
        #expect(text.contains("struct DebugSettingsShippedRule: TargetRule"))
        #expect(text.contains(#"id: "debug-settings-shipped""#))
        #expect(text.contains("static let examples"))
        #expect(try run("DebugSettingsShipped") == 1, "an existing rule is never overwritten")
        #expect(try run("not-camel-case") == 2)
    }
}
