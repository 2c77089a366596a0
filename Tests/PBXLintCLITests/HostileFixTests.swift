import Foundation
import Testing
@testable import LintEngine
@testable import PBXLintCLI
import PlistKit

/// `pbxlint fix` and its `--dry-run` diff on files made to trip them (issue 29): line breaks and encodings whose
/// decoded positions are not the file's bytes, two edits on one line, neighbouring suppressions, names git quotes,
/// and a last line without a line break. Every diff is checked with the real `git apply` and must give exactly
/// what `fix` writes.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")
                || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/git"), "needs git"))
struct HostileFixTests {
    static let git = FileManager.default.isExecutableFile(atPath: "/usr/bin/git") ? "/usr/bin/git" : "/usr/local/bin/git"

    /// A copy of `TestProjects/NAME` in a fresh folder, changed by `setup`.
    static func copy(_ name: String, _ setup: (String) throws -> Void) throws -> String {
        let root = try CLITestSupport.scratch(copying: [name])
        try setup(root + "/" + name)
        return root
    }

    @discardableResult
    static func run(_ arguments: [String], in directory: String) throws -> (status: Int32, out: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "core.autocrlf=false"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Every file below `root` (without `.git`) with its bytes.
    static func snapshot(_ root: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let name = enumerator?.nextObject() as? String {
            if name == ".git" || name.hasPrefix(".git/") { enumerator?.skipDescendants(); continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[name] = FileManager.default.contents(atPath: root + "/" + name)
            }
        }
        return result
    }

    /// The `--dry-run` diff of project `name` (set up by `setup`) applied with `git apply` in a repository, and the
    /// files `fix` writes for the same project: both trees, and the diff.
    static func diffAndFix(_ name: String, arguments: [String] = [], _ setup: @escaping (String) throws -> Void) throws
        -> (applied: [String: Data], fixed: [String: Data], diff: String) {
        let dry = try copy(name, setup)
        let wet = try copy(name, setup)
        defer {
            try? FileManager.default.removeItem(atPath: dry)
            try? FileManager.default.removeItem(atPath: wet)
        }
        try run(["init", "-q"], in: dry)
        try run(["add", "-A"], in: dry)
        try run(["commit", "-q", "-m", "base"], in: dry)
        let diff = CLITestSupport.run(["fix", "--dry-run", "--base-dir", dry] + arguments + [dry + "/" + name])
        try Data(diff.out.utf8).write(to: URL(fileURLWithPath: dry + "/.git/fix.diff"))
        let check = try run(["apply", "--check", ".git/fix.diff"], in: dry)
        #expect(check.status == 0, "git apply --check: \(check.out)\n\(diff.out)")
        try run(["apply", ".git/fix.diff"], in: dry)
        _ = CLITestSupport.run(["fix", "-q"] + arguments + [wet + "/" + name])
        return (snapshot(dry), snapshot(wet), diff.out)
    }

    static func write(_ bytes: [UInt8], _ path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    static func bytes(_ path: String) -> [UInt8] { Array(FileManager.default.contents(atPath: path) ?? Data()) }

    // MARK: fix damages no file

    @Test("CR-only line breaks: deleting ENABLE_BITCODE = NO on line 1 deletes only that line")
    func carriageReturnLines() throws {
        let root = try Self.copy("XCConfigNames") {
            try Self.write(Array("ENABLE_BITCODE = NO\rBUNDLE_SUFFIX = .beta\rOTHER_FLAG = 1\r".utf8), $0 + "/Beta.xcconfig")
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = CLITestSupport.run(["fix", "-q", "--rule", "setting-removed", root + "/XCConfigNames"])
        #expect(String(decoding: Self.bytes(root + "/XCConfigNames/Beta.xcconfig"), as: UTF8.self)
                == "BUNDLE_SUFFIX = .beta\rOTHER_FLAG = 1\r")
    }

    @Test("an xcconfig starting with a UTF-8 BOM: the reported line is deleted, not the one before, and the BOM stays")
    func byteOrderMarkXCConfig() throws {
        let root = try Self.copy("XCConfigNames") {
            try Self.write([0xEF, 0xBB, 0xBF] + Array("BUNDLE_SUFFIX = .beta\nENABLE_BITCODE = NO\nOTHER_FLAG = 1\n".utf8),
                           $0 + "/Beta.xcconfig")
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = CLITestSupport.run(["fix", "-q", "--rule", "setting-removed", root + "/XCConfigNames"])
        #expect(Self.bytes(root + "/XCConfigNames/Beta.xcconfig")
                == [0xEF, 0xBB, 0xBF] + Array("BUNDLE_SUFFIX = .beta\nOTHER_FLAG = 1\n".utf8))
    }

    /// MissingInRelease without its UTF-8 header and with MacRoman text (`Café`, 0x8E) before the edited value.
    static func macRomanProject(_ folder: String) throws {
        let path = folder + "/MissingInRelease.xcodeproj/project.pbxproj"
        var text = String(decoding: bytes(path), as: UTF8.self)
        text = text.replacingOccurrences(of: "// !$*UTF8*$!\n", with: "")
        text = text.replacingOccurrences(of: "/* Begin XCBuildConfiguration section */",
                                         with: "/* Begin XCBuildConfiguration section Caf\u{E9} \u{E9}\u{E9} */")
        var raw: [UInt8] = []
        for scalar in text.unicodeScalars { raw.append(scalar == "\u{E9}" ? 0x8E : UInt8(scalar.value)) }
        try write(raw, path)
    }

    @Test("a MacRoman project: only the value changes, and the bytes before it keep their encoding")
    func macRomanProjectFile() throws {
        let root = try Self.copy("MissingInRelease", Self.macRomanProject)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/MissingInRelease/MissingInRelease.xcodeproj/project.pbxproj"
        let before = Self.bytes(path)
        let fixed = CLITestSupport.run(["fix", "-q", root + "/MissingInRelease"])
        #expect(fixed.status == .success, "\(fixed.err)")
        let old = Array("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Green;".utf8)
        let new = Array("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \"AppIcon-Blue AppIcon-Green\";".utf8)
        var expected = before
        if let at = expected.firstRange(of: old) { expected.replaceSubrange(at, with: new) }
        #expect(expected != before)
        #expect(Self.bytes(path) == expected)
    }

    @Test("a UTF-16 project file is fixed in UTF-16; a UTF-16 xcconfig is left alone, unchanged")
    func utf16Files() throws {
        let root = try Self.copy("MissingInRelease") { folder in
            let path = folder + "/MissingInRelease.xcodeproj/project.pbxproj"
            let text = String(decoding: Self.bytes(path), as: UTF8.self)
            try Self.write([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, path)
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/MissingInRelease/MissingInRelease.xcodeproj/project.pbxproj"
        let reference = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: reference) }
        _ = CLITestSupport.run(["fix", "-q", reference + "/MissingInRelease"])
        let expectedText = String(decoding: Self.bytes(reference + "/MissingInRelease/MissingInRelease.xcodeproj/project.pbxproj"),
                                  as: UTF8.self)
        let fixed = CLITestSupport.run(["fix", "-q", root + "/MissingInRelease"])
        #expect(fixed.status == .success, "\(fixed.err)")
        #expect(Self.bytes(path) == [0xFF, 0xFE] + expectedText.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })

        let xcconfig = try Self.copy("XCConfigNames") {
            let text = "ENABLE_BITCODE = NO\nBUNDLE_SUFFIX = .beta\n"
            try Self.write([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, $0 + "/Beta.xcconfig")
        }
        defer { try? FileManager.default.removeItem(atPath: xcconfig) }
        let before = Self.bytes(xcconfig + "/XCConfigNames/Beta.xcconfig")
        _ = CLITestSupport.run(["fix", "-q", xcconfig + "/XCConfigNames"])
        #expect(Self.bytes(xcconfig + "/XCConfigNames/Beta.xcconfig") == before)
    }

    @Test func editableFileRefusesWhatDoesNotRoundTrip() {
        // UTF-16 with a lone surrogate does not come back byte for byte.
        let lone: [UInt8] = [0xFF, 0xFE] + Array("{ a = b; }".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) + [0x00, 0xD8]
        guard case .failure = EditableFile.decode(lone, path: "/x/project.pbxproj") else {
            Issue.record("a UTF-16 file with a lone surrogate was accepted"); return
        }
        guard case .failure = EditableFile.decode(Array("bplist00".utf8), path: "/x/project.pbxproj") else {
            Issue.record("a binary plist was accepted"); return
        }
        // MacRoman has no byte for a character outside it: the new text is refused, not mangled.
        guard case .success(let file) = EditableFile.decode([0x7B, 0x8E, 0x7D], path: "/x/project.pbxproj") else {
            Issue.record("MacRoman refused"); return
        }
        #expect(file.encoding == .macRoman)
        guard case .failure = file.encoded(Array("{\u{4E2D}}".utf8), path: "/x/project.pbxproj") else {
            Issue.record("a character MacRoman lacks was written"); return
        }
    }

    // MARK: --dry-run diffs git applies

    @Test("two fixes on one line: the diff applies and gives what fix writes, which parses")
    func twoFixesOnOneLine() throws {
        let result = try Self.diffAndFix("MissingInRelease") { folder in
            let path = folder + "/MissingInRelease.xcodeproj/project.pbxproj"
            var text = String(decoding: Self.bytes(path), as: UTF8.self)
            text = text.replacingOccurrences(of: "\t\t\t\tASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Green;\n",
                                             with: "\t\t\t\tASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Green; ENABLE_BITCODE = NO;\n")
            try Self.write(Array(text.utf8), path)
        }
        let file = "MissingInRelease/MissingInRelease.xcodeproj/project.pbxproj"
        #expect(result.applied[file] == result.fixed[file], "\(result.diff)")
        let fixed = String(decoding: result.fixed[file] ?? Data(), as: UTF8.self)
        #expect(fixed.contains("\t\t\t\tASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \"AppIcon-Blue AppIcon-Green\";\n"), "\(fixed)")
        #expect(!fixed.contains("ENABLE_BITCODE"))
        #expect((try? PlistReader.read(bytes: Array(result.applied[file] ?? Data()), path: file)) != nil)
    }

    @Test("neighbouring suppressions (two on one line, one below) do not crash, and the diff applies")
    func neighbouringSuppressions() throws {
        let config = """
            { "suppressions": [ { "rule": "alternate-icon-missing", "name": "A", "reason": "x" }, { "rule": "alternate-icon-missing", "name": "B", "reason": "x" },
              { "rule": "alternate-icon-missing", "name": "C", "reason": "x" }
            ] }

            """
        let result = try Self.diffAndFix("MissingInRelease", arguments: ["--rule", "unused-suppression"]) {
            try Self.write(Array(config.utf8), $0 + "/.pbxlint.json")
        }
        let file = "MissingInRelease/.pbxlint.json"
        #expect(result.diff.contains("+++ b/\(file)"), "\(result.diff)")
        #expect(result.applied[file] == result.fixed[file], "\(result.diff)")
        let fixed = String(decoding: result.fixed[file] ?? Data(), as: UTF8.self)
        #expect(!fixed.contains("\"A\"") && !fixed.contains("\"B\"") && !fixed.contains("\"C\""), "\(fixed)")
        #expect((try? PlistReader.read(bytes: Array(result.fixed[file] ?? Data()), path: file)) != nil, "\(fixed)")
    }

    @Test("names git quotes: a space (trailing tab, not a timestamp), a quote and non-ASCII; a missing final newline")
    func quotedNamesAndMissingNewline() throws {
        let spaced = "C.xcconfig 2010-07-05 19:41:17"
        let special = "R\u{E9}l\"ease.xcconfig"
        let result = try Self.diffAndFix("XCConfigNames", arguments: ["--rule", "setting-removed"]) { folder in
            let path = folder + "/XCConfigNames.xcodeproj/project.pbxproj"
            var text = String(decoding: Self.bytes(path), as: UTF8.self)
            text = text.replacingOccurrences(of: "path = Beta.xcconfig;", with: "path = \"\(spaced)\";")
            text = text.replacingOccurrences(of: "path = Release.xcconfig;", with: "path = \"R\u{E9}l\\\"ease.xcconfig\";")
            try Self.write(Array(text.utf8), path)
            // The decoy git would patch if it read the name as "C.xcconfig" and a timestamp.
            try Self.write(Array("ENABLE_BITCODE = NO\n".utf8), folder + "/C.xcconfig")
            try Self.write(Array("BUNDLE_SUFFIX = .beta\nENABLE_BITCODE = NO".utf8), folder + "/" + spaced)
            try Self.write(Array("ENABLE_BITCODE = NO\n#include \"Icons.xcconfig\"".utf8), folder + "/" + special)
        }
        #expect(result.diff.contains("--- a/XCConfigNames/\(spaced)\t\n"), "\(result.diff)")
        #expect(result.diff.contains(#"--- "a/XCConfigNames/R\303\251l\"ease.xcconfig""#), "\(result.diff)")
        #expect(result.diff.contains("\\ No newline at end of file"), "\(result.diff)")
        #expect(result.applied == result.fixed, "\(result.diff)")
        #expect(result.fixed["XCConfigNames/C.xcconfig"] == Data("ENABLE_BITCODE = NO\n".utf8), "the decoy is untouched")
        #expect(result.fixed["XCConfigNames/" + spaced] == Data("BUNDLE_SUFFIX = .beta\n".utf8))
        #expect(result.fixed["XCConfigNames/" + special] == Data("#include \"Icons.xcconfig\"".utf8))
    }
}
