import Foundation
import Testing
import LintEngine

/// Names from a stranger's project cannot drive the terminal or forge lines that GitHub runners (`::error …::`)
/// or Xcode (`path:line:col: error:`) parse from any line of output (issue 21, "Injection and disclosure").
@Suite
struct HostileNameTests {
    /// ESC sequences, a forged workflow command, a forged Xcode issue, DEL, a C1 control and U+2028.
    static let forgery = "\u{1B}[2J\u{1B}]0;owned\u{07}\n::error file=README.md,line=1::forged\nREADME.md:1:1: error: forged"
        + "\u{7F}\u{9B}31m\u{2028}::warning::forged"

    /// MissingInRelease with the target and the project's folder named with `forgery`.
    static func hostileProject() throws -> (root: String, folder: String) {
        let root = try CLITestSupport.scratch()
        let folder = "Evil" + forgery
        try FileManager.default.copyItem(atPath: CLITestSupport.testProjects + "/MissingInRelease", toPath: root + "/" + folder)
        let file = root + "/" + folder + "/MissingInRelease.xcodeproj/project.pbxproj"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        // In an OpenStep string: \033 and \007 are octal escapes, \n a newline; the rest is written as is.
        let quoted = "Client" + forgery.replacingOccurrences(of: "\u{1B}", with: "\\033")
            .replacingOccurrences(of: "\u{07}", with: "\\007").replacingOccurrences(of: "\n", with: "\\n")
        text = text.replacingOccurrences(of: "\t\t\tname = Client;", with: "\t\t\tname = \"\(quoted)\";")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return (root, folder)
    }

    static func hasControl(_ s: String) -> Bool {
        s.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 }
    }

    @Test func textPrintsOneEscapedLinePerFinding() throws {
        let (root, folder) = try Self.hostileProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CLITestSupport.execute(["--no-color", folder, "Missing" + Self.forgery], in: root)
        #expect(result.status == 3)
        #expect(!Self.hasControl(result.out), "\(result.out)")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 3, "the missing path, the finding and its note")
        for line in lines {
            #expect(line.wholeMatch(of: /(Missing|Evil).*: (error|warning|note): .+/) != nil, "\(line)")
        }
        #expect(result.out.contains(#"target "Client\x1B[2J\x1B]0;owned\x07\x0A::error file=README.md,line=1::forged"#))
        #expect(result.out.contains(#"\x7F\x9B31m\u{2028}::warning::forged"#))
    }

    /// `pbxlint settings` prints target and configuration names and setting values from the project too.
    @Test func settingsOutputIsEscaped() throws {
        let (root, folder) = try Self.hostileProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = folder + "/MissingInRelease.xcodeproj"
        let list = try CLITestSupport.execute(["settings", project], in: root)
        #expect(list.status == 0)
        #expect(!Self.hasControl(list.out), "\(list.out)")
        #expect(list.out.contains(#"Target Client\x1B[2J"#))
        let target = "Client" + Self.forgery
        let values = try CLITestSupport.execute(["settings", project, "--target", target, "--configuration", "Release",
                                                 "TARGET_NAME"], in: root)
        #expect(values.status == 0, "\(values.err)")
        #expect(!Self.hasControl(values.out), "\(values.out)")
        #expect(values.out.contains(#"TARGET_NAME = Client\x1B[2J"#))
    }

    /// The notes `settings` writes to standard error name files from the project (a missing `#include`): escaped too.
    @Test func settingsNotesAreEscaped() throws {
        let files = ExampleProject(configurations: ["Release"],
                                   targets: [ExampleTarget(xcconfig: ["Release": "Config.xcconfig"])]).render()
            .merging(["Config.xcconfig": "#include \"Gone\u{1B}[2J.xcconfig\"\nA = 1\n"], uniquingKeysWith: { $1 })
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CLITestSupport.execute(["settings", "App.xcodeproj", "--target", "Client", "A"], in: root)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains(#"Gone\x1B[2J.xcconfig"#), "\(result.err)")
        #expect(!Self.hasControl(result.err), "\(result.err)")
    }

    @Test func githubAnnotationsStayOneCommandEach() throws {
        let (root, folder) = try Self.hostileProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CLITestSupport.execute(["-r", "github", folder, "Missing" + Self.forgery], in: root)
        #expect(!Self.hasControl(result.out), "\(result.out)")
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines { #expect(line.hasPrefix("::error file=Missing") || line.hasPrefix("::error file=Evil"), "\(line)") }
    }

    @Test func jsonAndSARIFKeepTheNameExactlyAndEscaped() throws {
        let (root, folder) = try Self.hostileProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for reporter in ["json", "sarif"] {
            let result = try CLITestSupport.execute(["-r", reporter, folder], in: root)
            #expect(result.status == 1)
            #expect(!result.out.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != " " }, "raw C0 in \(reporter)")
            let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8))
            let text = String(describing: object)
            #expect(text.contains("::forged") && object is [String: Any], "\(reporter)")
            if reporter == "json", let diagnostics = (object as? [String: Any])?["diagnostics"] as? [[String: Any]] {
                #expect(diagnostics.first?["target"] as? String == "Client" + Self.forgery, "the name round-trips")
            }
        }
    }

    /// Configuration errors go straight to stderr, so their file name is escaped too.
    @Test func configurationErrorsOnStderrAreEscaped() throws {
        let (root, folder) = try Self.hostileProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("{\"rulez\": 1}".utf8).write(to: URL(fileURLWithPath: root + "/" + folder + "/.pbxlint.json"))
        let result = try CLITestSupport.execute([folder], in: root)
        #expect(result.status == 2)
        #expect(!Self.hasControl(result.err), "\(result.err)")
        #expect(result.err.hasPrefix(#"Evil\x1B[2J\x1B]0;owned\x07\x0A::error file=README.md"#), "\(result.err)")
    }
}
