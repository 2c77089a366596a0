import PlistKit
import Testing
@testable import LintEngine
@testable import Reporters

/// The text reporter prints the offending line and a caret under a parse error (as `pbxlint dump` does), never
/// under other findings, never coloured, and with the broken file's terminal controls blanked.
@Suite struct TextExcerptTests {
    static func diagnostic(excerpt: String?, rule: String = "parse-error") -> Diagnostic {
        Diagnostic(ruleID: rule, severity: .error, message: "expected ';'",
                   location: Location(file: "/p/App.xcodeproj/project.pbxproj",
                                      range: SourceRange(start: SourcePosition(line: 3, column: 9),
                                                         end: SourcePosition(line: 3, column: 9),
                                                         startOffset: 20, endOffset: 20)),
                   subject: Subject(project: "App.xcodeproj"), excerpt: excerpt)
    }

    static func render(_ diagnostics: [Diagnostic], color: Bool) -> String {
        Reporters.render(LintReport(diagnostics: diagnostics, rules: Linter.allRules, projectCount: 1), as: .text,
                         options: ReportOptions(baseDirectory: "/p", color: color, toolVersion: "t"))
    }

    @Test func excerptFollowsTheParseError() {
        let text = Self.render([Self.diagnostic(excerpt: "    \tname = x\n    \t       ^")], color: false)
        #expect(text == "App.xcodeproj/project.pbxproj:3:9: error: expected ';' [parse-error]\n"
                + "    \tname = x\n    \t       ^\n")
    }

    @Test func noExcerptNoExtraLines() {
        let text = Self.render([Self.diagnostic(excerpt: nil, rule: "duplicate-key")], color: false)
        #expect(text.split(separator: "\n").count == 1)
    }

    @Test func colourStaysOnTheHeadLine() {
        let text = Self.render([Self.diagnostic(excerpt: "    x\n    ^")], color: true)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.contains("\u{1B}[") == true)
        #expect(lines.dropFirst().allSatisfy { !$0.contains("\u{1B}") })
    }

    @Test func c1ControlsFromTheFileAreBlanked() {
        let text = Self.render([Self.diagnostic(excerpt: "    a\u{9B}31mb\n    ^")], color: false)
        #expect(!text.unicodeScalars.contains("\u{9B}"))
        #expect(text.contains("    a 31mb\n"))
    }
}
