import Foundation
import Testing
@testable import LintEngine
@testable import PBXLintCLI

/// No project text can become a GitHub Actions workflow command (issue 29): the runner reads one from a line that
/// starts with `::` after leading whitespace, and from `##[` anywhere in a line. Each position where pbxlint prints
/// project text is tried — the start of a text line (a folder name), inside a line (a target name) in every
/// format, the indented excerpt of a line that does not parse, the context lines of the `--dry-run` diff, the
/// lines `fix` prints, an error message — and SARIF messages must not carry a Markdown link from the project.
@Suite struct WorkflowCommandTests {
    static let folder = "::error file=README.md::forged"
    static let target = "Client##[error]forged ##[stop-commands]x [Click](https://evil.example)"

    /// Line breaks a runner (or terminal) may honour.
    static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0.unicodeScalars.contains(where: WorkflowCommands.isLineBreak) }
    }

    /// The workflow commands a runner would find in `text`; `own` allows the GitHub reporter's annotations.
    static func commands(in text: String, own: Bool = false) -> [String] {
        lines(text).compactMap { line -> String? in
            if line.contains("##[") { return String(line) }
            let trimmed = line.drop { $0.isWhitespace }
            guard trimmed.hasPrefix("::") else { return nil }
            if own && trimmed.count == line.count && line.wholeMatch(of: /::(error|warning|notice) file=[^:]*(,[^:]*)*::.*/) != nil {
                return nil
            }
            return String(line)
        }
    }

    /// MissingInRelease in a folder named like a command, with a target named like the old form and a link, and
    /// build settings whose keys start with `::` and hold `##[` next to the line `fix` changes.
    static func hostileProject() throws -> (root: String, project: String) {
        let root = try CLITestSupport.scratch()
        let project = root + "/" + folder
        try FileManager.default.copyItem(atPath: CLITestSupport.testProjects + "/MissingInRelease", toPath: project)
        let file = project + "/MissingInRelease.xcodeproj/project.pbxproj"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "\t\t\tname = Client;", with: "\t\t\tname = \"\(target)\";")
        text = text.replacingOccurrences(of: "\t\t\t\tASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Green;\n",
                                         with: "\t\t\t\tASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Green;\n"
                                            + "\t\t\t\t::warning::forged = 1;\n\t\t\t\t\"##[error]forged\" = 1;\n")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return (root, project)
    }

    /// Whether `text` has `[…](` with neither bracket escaped by a backslash.
    static func hasEmbeddedLink(_ text: String) -> Bool {
        let c = Array(text)
        var open: Int?
        var i = 0
        while i < c.count {
            if c[i] == "\\" { i += 2; continue }
            if c[i] == "[" { open = i }
            if c[i] == "]", open != nil, i + 1 < c.count, c[i + 1] == "(" { return true }
            i += 1
        }
        return false
    }

    @Test func neutralizedBreaksBothFormsAndIsIdempotent() {
        let input = "::error::a\n  ::warning::b\n\u{00A0}\u{2003}::notice::c\r::debug::d\u{2028}::x::y\nok ##[error]e ###[f\n"
        let once = WorkflowCommands.neutralized(input)
        #expect(Self.commands(in: once).isEmpty, "\(once)")
        #expect(WorkflowCommands.neutralized(once) == once)
        #expect(once.hasPrefix(#"\u003A:error::a"#))
        #expect(once.contains("ok #\\u0023[error]e"))
        // The GitHub reporter's own lines stay; an indented one does not.
        let own = WorkflowCommands.neutralized("::error file=a::m ##[x]\n ::error::y\n", keepingOwnCommands: true)
        #expect(own == "::error file=a::m #\\u0023[x]\n \\u003A:error::y\n")
        // In JSON the escape decodes back to the text: the data is unchanged.
        let json = WorkflowCommands.neutralized("{\"name\": \"##[error]x\"}")
        let decoded = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        #expect(decoded?["name"] == "##[error]x")
    }

    @Test func everyReporterAndEveryLineIsNeutralized() throws {
        let (root, project) = try Self.hostileProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for reporter in ["text", "json", "sarif", "github"] {
            let result = CLITestSupport.run(["-r", reporter, "--base-dir", root, project, root + "/::error::missing ##[x]"])
            #expect(result.status == .unreadableInput, "\(reporter): \(result.err)")
            #expect(Self.commands(in: result.out, own: reporter == "github").isEmpty, "\(reporter): \(result.out)")
            #expect(Self.commands(in: result.err).isEmpty, "\(reporter): \(result.err)")
            #expect(result.out.contains("forged"), "the text is still there, escaped")
            if reporter == "json" || reporter == "sarif" {
                // The JSON still parses, and decodes to the project's text.
                let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8))
                let again = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
                // (SARIF messages escape the brackets themselves: `##\\[error\\]`.)
                #expect(again.contains(reporter == "json" ? "Client##[error]forged" : "Client##\\\\[error\\\\]forged"), "\(again)")
            }
        }
        // -o writes the same neutralised text.
        let output = root + "/report.sarif"
        _ = CLITestSupport.run(["-r", "sarif", "-o", output, "--base-dir", root, project])
        #expect(Self.commands(in: try String(contentsOfFile: output, encoding: .utf8)).isEmpty)
    }

    @Test func sarifMessagesCarryNoLinkFromTheProject() throws {
        let (root, project) = try Self.hostileProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CLITestSupport.run(["-r", "sarif", "--base-dir", root, project])
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        let runs = object?["runs"] as? [[String: Any]]
        let results = runs?.first?["results"] as? [[String: Any]] ?? []
        let texts = results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(texts.contains { $0.contains(#"\[Click\](https://evil.example)"#) }, "\(texts)")
        for text in texts {
            // An unescaped `[…](…)` is an embedded link (SARIF 2.1.0 §3.11.6).
            #expect(!Self.hasEmbeddedLink(text), "\(text)")
        }
    }

    @Test func anExcerptOfALineThatDoesNotParseIsNeutralized() throws {
        let root = try CLITestSupport.scratch(copying: ["Syntax"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/Syntax/Syntax.xcodeproj/project.pbxproj"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "VALIDATE_PRODUCT = YES\n", with: "::error::forged ##[error]x = YES\n")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        for reporter in ["text", "json", "sarif", "github"] {
            let result = CLITestSupport.run(["-r", reporter, "--base-dir", root, root + "/Syntax"])
            #expect(result.status == .findings, "\(reporter): \(result.err)")
            #expect(Self.commands(in: result.out, own: reporter == "github").isEmpty, "\(reporter): \(result.out)")
        }
        let text0 = CLITestSupport.run(["--base-dir", root, root + "/Syntax"]).out
        #expect(text0.contains("\\u003A:error::forged #\\u0023[error]x"), "\(text0)")
    }

    @Test func fixOutputAndTheDryRunDiffAreNeutralized() throws {
        let (root, project) = try Self.hostileProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let dryRun = CLITestSupport.run(["fix", "--dry-run", "--base-dir", root, project])
        #expect(dryRun.out.contains("forged = 1;"), "the context lines are printed: \(dryRun.out)")
        #expect(Self.commands(in: dryRun.out).isEmpty, "\(dryRun.out)")
        #expect(Self.commands(in: dryRun.err).isEmpty, "\(dryRun.err)")
        let fixed = CLITestSupport.run(["fix", "--base-dir", root, project])
        #expect(fixed.err.contains("fixed 1 finding in"), "\(fixed.err)")
        #expect(Self.commands(in: fixed.out).isEmpty, "\(fixed.out)")
        #expect(Self.commands(in: fixed.err).isEmpty, "\(fixed.err)")
        // Summary and refusal lines of fix start with the path when it is left alone.
        let usage = CLITestSupport.run(["fix", "--rule", "::error::x ##[y]", project])
        #expect(usage.status == .usage)
        #expect(Self.commands(in: usage.err).isEmpty, "\(usage.err)")
    }
}
