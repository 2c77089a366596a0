import Foundation
import Testing
@testable import PBXLintCLI

/// Every subcommand answers `--help` and `-h` with its own usage and exit 0 (before: `pbxlint rules --help` and
/// `pbxlint lint --help` were usage errors), and `pbxlint dump` keeps the types XML and JSON give their scalars.
@Suite("Help and dump")
struct HelpAndDumpTests {
    @Test("every subcommand answers --help and -h", arguments: [
        (["--help"], "USAGE"), (["-h"], "USAGE"), (["lint", "--help"], "USAGE"), (["lint", "-h"], "USAGE"),
        (["--strict", "--help"], "USAGE"), (["rules", "--help"], "usage: pbxlint rules"),
        (["rules", "-h"], "usage: pbxlint rules"), (["settings", "--help"], "usage: pbxlint settings"),
        (["dump", "--help"], "usage: pbxlint dump"), (["dump", "-h"], "usage: pbxlint dump"),
    ])
    func help(arguments: [String], expected: String) {
        let result = CLITestSupport.run(arguments)
        #expect(result.status == .success, "\(arguments): \(result.err)")
        #expect(result.out.contains(expected), "\(arguments)")
        #expect(result.err.isEmpty)
    }

    @Test func helpAfterDoubleDashIsAPath() {
        let result = CLITestSupport.run(["lint", "--", "--help"])
        #expect(result.status != .success)
        #expect(!result.out.contains("USAGE"))
    }

    @Test func rulesTakesOneID() {
        #expect(CLITestSupport.run(["rules", "parse-error", "duplicate-key"]).status == .usage)
        #expect(CLITestSupport.run(["rules", "parse-error"]).status == .success)
    }

    private func dump(_ text: String, name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pbxlint-dump-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        let result = CLITestSupport.run(["dump", file.path])
        #expect(result.status == .success, "\(result.err)")
        return result.out
    }

    @Test func dumpKeepsJSONTypes() throws {
        let out = try dump(#"{"a": 1, "b": -2.5e3, "c": true, "d": false, "e": null, "f": "1", "g": [0, 1.50]}"#,
                           name: "x.json")
        let value = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
        #expect(value?["a"] as? Int == 1)
        #expect(value?["b"] as? Double == -2500)
        #expect(value?["c"] as? Bool == true)
        #expect(value?["d"] as? Bool == false)
        #expect(value?["e"] is NSNull)
        #expect(value?["f"] as? String == "1")
        #expect(out.contains("1.50"), "numbers are written as they were: \(out)")
    }

    @Test func dumpKeepsXMLTypes() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>int</key><integer>42</integer><key>neg</key><integer>-7</integer>
            <key>real</key><real>0.5</real><key>yes</key><true/><key>no</key><false/>
            <key>date</key><date>2026-11-25T00:00:00Z</date><key>text</key><string>42</string>
            <key>spaced</key><integer> 3 </integer><key>odd</key><real>.5</real>
            </dict></plist>
            """
        let out = try dump(xml, name: "Info.plist")
        let value = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
        #expect(value?["int"] as? Int == 42)
        #expect(value?["neg"] as? Int == -7)
        #expect(value?["real"] as? Double == 0.5)
        #expect(value?["yes"] as? Bool == true)
        #expect(value?["no"] as? Bool == false)
        #expect(value?["date"] as? String == "2026-11-25T00:00:00Z")
        #expect(value?["text"] as? String == "42")
        #expect(value?["spaced"] as? Int == 3)
        #expect(value?["odd"] as? Double == 0.5)
    }

    @Test func openStepScalarsStayStrings() throws {
        let out = try dump("{ objectVersion = 77; flag = YES; }", name: "project.pbxproj")
        let value = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
        #expect(value?["objectVersion"] as? String == "77")
        #expect(value?["flag"] as? String == "YES")
    }
}
