import Foundation
import Testing
import TestSupport
@testable import LintEngine
@testable import PlistKit
@testable import XcodeModel

/// Files made to exhaust memory or time, or to leak what lies outside the project (issue "Hostile projects").
@Suite struct HostileFilesTests {
    func lint(_ files: [String: String]) throws -> (root: String, result: ProjectLintResult) {
        let root = try TestSupport.materialize(files)
        return (root, Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj"))
    }

    /// A 1 TiB sparse file takes no disk, and reading it aborted with "failed to allocate".
    @Test func hugeSparseFileIsRefusedBeforeReading() throws {
        let dir = try TestSupport.materialize(["placeholder": ""])
        let path = dir + "/Contents.json"
        let fd = open(path, O_CREAT | O_WRONLY, 0o644)
        #expect(fd >= 0)
        #expect(ftruncate(fd, 1 << 40) == 0)
        close(fd)
        guard case .failure(.unreadable(let why)) = FileSystem.read(path) else {
            Issue.record("a 1 TiB file was read")
            return
        }
        #expect(why.contains("larger than the 1024 MiB pbxlint reads"))
    }

    @Test func procFilesAreNeverRead() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/environ") else { return }   // Linux only
        guard case .failure(.unreadable(let why)) = FileSystem.read("/proc/self/environ") else {
            Issue.record("/proc/self/environ was read")
            return
        }
        #expect(why.contains("/proc or /sys"))
    }

    /// The excerpt under a parse error decoded the whole line: 1.2 GB for a 200 MB unterminated string.
    @Test func excerptOfAHugeLineIsBounded() throws {
        var bytes = Array("{ a = \"".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 20 << 20)
        do {
            _ = try PlistReader.read(bytes: bytes, path: "p")
            Issue.record("an unterminated string parsed")
        } catch {
            #expect(error.excerpt.utf8.count < 2_000)
            #expect(error.excerpt.hasSuffix("^"))
        }
        // A caret far into a long line with multi-byte text still lines up with its column.
        let source = SourceText(path: "p", bytes: Array((String(repeating: "é", count: 5_000) + "X" + String(repeating: "é", count: 5_000)).utf8))
        let excerpt = source.excerpt(at: SourcePosition(line: 1, column: 5_001))
        let lines = excerpt.split(separator: "\n", omittingEmptySubsequences: false)
        let caret = lines[1].count - 1
        #expect(Array(lines[0])[caret] == "X")
    }

    /// 400,000 duplicate keys on one line: every position rescanned the line (23 s).
    @Test func positionsFarIntoALongLine() {
        let text = "{" + String(repeating: "é=b;", count: 200_000) + "}"
        let source = SourceText(path: "p", bytes: Array(text.utf8))
        let timer = ThreadCPUTimer()
        var last = 0
        for i in stride(from: 0, to: 200_000, by: 1) {
            let position = source.position(of: 1 + i * 5)
            last = position.column
        }
        #expect(last == 1 + 199_999 * 4 + 1)
        #expect(timer.elapsed < .seconds(10))
        #expect(source.position(of: 1 + 5 * 1_000).column == 1 + 4 * 1_000 + 1)
    }

    @Test func duplicateKeysOnOneLine() throws {
        let body = (0..<100_000).map { _ in "k = v;" }.joined()
        let timer = ThreadCPUTimer()
        let document = try PlistReader.read(bytes: Array("{\(body)}".utf8), path: "p")
        _ = document.warnings.map(\.range.start.column)
        #expect(document.warnings.count == 99_999)
        #expect(timer.elapsed < .seconds(10))
    }

    /// One value continued with `\` over 100,000 lines took 72 s (joined line by line).
    @Test func longContinuations() {
        let text = "X = a \\\n" + String(repeating: "b \\\n", count: 100_000) + "c\n"
        let timer = ThreadCPUTimer()
        let file = XCConfigParser.parse(bytes: Array(text.utf8), path: "x.xcconfig", level: .targetXCConfig)
        #expect(timer.elapsed < .seconds(10))
        guard case .assignment(let a)? = file.lines.first else { Issue.record("no assignment"); return }
        #expect(a.value.hasPrefix("a b b"))
        #expect(a.value.hasSuffix("b c"))
        #expect(a.value.count == 1 + 100_000 * 2 + 2)
    }

    @Test func continuationKeepsXcodesJoining() {
        let file = XCConfigParser.parse(bytes: Array("X = a  \\\n  b\\\n\nY = c \\\n".utf8), path: "x", level: .targetXCConfig)
        let values = file.lines.compactMap { line -> String? in
            if case .assignment(let a) = line { return "\(a.name)=\(a.value)" }
            return nil
        }
        #expect(values == ["X=a b", "Y=c"])
    }

    /// 5,000 missing names in a 5,000-file icon set: the folder was listed and folded per missing name (30 s).
    @Test func manyMissingFilesInAnIconSet() throws {
        var files: [String: String] = [:]
        for i in 0..<5_000 { files["Set.appiconset/present-\(i).png"] = "" }
        let images = (0..<5_000).map { "{\"filename\": \"missing-\($0).png\", \"idiom\": \"universal\"}" }
        files["Set.appiconset/Contents.json"] = "{\"images\": [\(images.joined(separator: ","))]}"
        files["Set.appiconset/Present-0.PNG.txt"] = ""
        let root = try TestSupport.materialize(files)
        let timer = ThreadCPUTimer()
        let contents = AppIconContentsReader.read(setPath: root + "/Set.appiconset")
        #expect(timer.elapsed < .seconds(10))
        #expect(contents.missingFiles.count == 5_000)
    }

    @Test func missingFileFoundByCaseAsOnMacOS() throws {
        let root = try TestSupport.materialize([
            "Set.appiconset/Icon.PNG": "",
            "Set.appiconset/Contents.json": "{\"images\": [{\"filename\": \"icon.png\", \"idiom\": \"universal\"}, {\"filename\": \"gone.png\", \"idiom\": \"universal\"}]}",
        ])
        #expect(AppIconContentsReader.read(setPath: root + "/Set.appiconset").missingFiles == ["gone.png"])
    }

    /// A Contents.json that parses but is not an object was "not valid JSON: Contents.json is not a JSON object".
    @Test func iconSetContentsThatIsNotAnObjectSaysSo() throws {
        var files = ExampleProject.client(configurations: ["Release"], settings: [:])
        files["Client/Assets.xcassets/AppIcon-Blue.appiconset/Contents.json"] = "[]"
        let (_, result) = try lint(files)
        let invalid = result.diagnostics.filter { $0.ruleID == "icon-set-invalid" }
        #expect(invalid.count == 1)
        #expect(invalid.first?.message.hasSuffix("Contents.json is not a JSON object") == true, "\(invalid.map(\.message))")
        #expect(invalid.first?.message.contains("not valid JSON") == false)
    }

    /// An absolute `#include` of a file outside the project echoed 40 characters of each of its lines.
    @Test func contentOutsideTheTreeIsNeverQuoted() throws {
        let secretDir = try TestSupport.materialize(["secret.xcconfig": "TOKEN-abc123-do-not-leak\n"])
        var files = ExampleProject.client(configurations: ["Release"], settings: [:],
                                          xcconfig: ["Release": "Config/Release.xcconfig"])
        files["Config/Release.xcconfig"] = "#include \"\(secretDir)/secret.xcconfig\"\nINSIDE-bad-line\n"
        files[".git/HEAD"] = "ref: refs/heads/main\n"
        let (_, result) = try lint(files)
        let messages = result.diagnostics.map(\.message) + result.limits.map(\.message)
        #expect(messages.contains { $0.contains("INSIDE-bad-line") }, "a file inside the tree is still quoted")
        #expect(!messages.contains { $0.contains("TOKEN") || $0.contains("abc123") }, "\(messages)")
        // Not read at all (issue 29): a limit of evaluation-limit, what it sets unknowable.
        #expect(result.limits.contains { $0.message.contains("secret.xcconfig\" was not read: it lies outside the project's repository") },
                "\(messages)")
    }

    @Test func infoPlistOutsideTheTreeIsNotQuoted() throws {
        let secretDir = try TestSupport.materialize(["Info.plist": "secret-value-123 = ;"])
        var files = ExampleProject.client(configurations: ["Release"],
                                          settings: ["Release": ["INFOPLIST_FILE = \"\(secretDir)/Info.plist\""]])
        files[".git/HEAD"] = "ref: refs/heads/main\n"
        let (_, result) = try lint(files)
        #expect(result.diagnostics.contains { $0.message.contains(ProjectTree.outsideNotRead) },
                "\(result.diagnostics.map(\.message))")
        for d in result.diagnostics {
            #expect(!d.message.contains("secret-value"), "\(d.message)")
            #expect(!(d.excerpt ?? "").contains("secret-value"))
        }
    }

    /// A catalog outside the tree (say, `path = /etc/x.xcassets`): its broken Contents.json is reported, unquoted.
    @Test func catalogOutsideTheTreeIsNotQuoted() throws {
        let outside = try TestSupport.materialize([
            "Shared.xcassets/Contents.json": "{}",
            "Shared.xcassets/AppIcon.appiconset/Contents.json": "{\"images\": [ secret-token-42 ]}",
        ])
        var files = ExampleProject.client(configurations: ["Release"], settings: [:])
        files[".git/HEAD"] = "ref: refs/heads/main\n"
        for (path, text) in files where path.hasSuffix("project.pbxproj") {
            files[path] = text.replacingOccurrences(of: "path = Client/Assets.xcassets; sourceTree = \"<group>\";",
                                                    with: "path = \"\(outside)/Shared.xcassets\"; sourceTree = \"<absolute>\";")
        }
        let (_, result) = try lint(files)
        #expect(result.diagnostics.contains { $0.message.contains(ProjectTree.outsideNotRead) },
                "\(result.diagnostics.map(\.message))")
        for d in result.diagnostics { #expect(!d.message.contains("secret-token"), "\(d.message)") }
    }
}
