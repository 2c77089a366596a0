import Foundation
import Testing
import TestSupport
import XcodeModel
@testable import LintEngine

/// `project-format-too-new` against the Xcode a repository pins (issue 33 item 3): where the pin is read, which
/// one counts, what is never read, and the format settings and `project.xcproj` checked against it.
@Suite struct XcodePinTests {
    static let rule = ProjectFormatTooNewRule.description.id

    /// A repository (`.git` at its root) with the example project in `App/` and `extra` files relative to the root.
    func findings(_ extra: [String: String], project: [String: String] = ExampleProject.client(settings: [:]),
                  edit: (String) -> String = { $0 }) throws -> (root: String, found: [Diagnostic]) {
        var files: [String: String] = [".git/HEAD": "ref: refs/heads/main\n"]
        for (path, text) in project { files["App/" + path] = path.hasSuffix("project.pbxproj") ? edit(text) : text }
        files.merge(extra) { $1 }
        let root = try TestSupport.materialize(files)
        let found = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App/App.xcodeproj").diagnostics
            .filter { $0.ruleID == Self.rule }
        return (root, found)
    }

    @Test func xcodeVersionFileAtTheRepositoryRoot() throws {
        let (root, found) = try findings([".xcode-version": "\n13.4.1\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("objectVersion 56 needs Xcode 14.0 or later, but the team's Xcode is 13.4.1 (.xcode-version): that Xcode cannot open this project") == true,
                "\(found.map(\.message))")
        let pin = found.first?.related.first
        #expect(pin?.message == "Xcode 13.4.1 is selected here")
        #expect(pin?.location.file.hasSuffix("/.xcode-version") == true)
        #expect(pin?.location.range?.start.line == 2)
    }

    /// Every workflow counts and the oldest Xcode wins: it is the one that must still open the project.
    @Test func theOldestXcodeOfTheWorkflowsCounts() throws {
        let (root, found) = try findings([
            ".github/workflows/release.yml": "jobs:\n  build:\n    steps:\n      - uses: maxim-lobanov/setup-xcode@v1\n        with:\n          xcode-version: '15.0'\n",
            ".github/workflows/ci.yml": "env:\n  # DEVELOPER_DIR: /Applications/Xcode_12.0.app/Contents/Developer\n  DEVELOPER_DIR: /Applications/Xcode_13.2.1.app/Contents/Developer\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("but the team's Xcode is 13.2.1 (.github/workflows/ci.yml)") == true, "\(found.map(\.message))")
        #expect(found.first?.related.first?.location.range?.start.line == 3, "the commented-out Xcode 12 line is skipped")
    }

    @Test func theOptionWinsOverThePin() throws {
        let (root, found) = try findings([
            ".xcode-version": "13.0\n",
            "App/.pbxlint.json": #"{ "rules": { "project-format-too-new": { "options": { "minimumXcodeVersion": "14.0" } } } }"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Nothing above the repository root is read, and a link out of it is not followed.
    @Test func nothingOutsideTheRepositoryIsRead() throws {
        let outside = try TestSupport.materialize(["pin/.xcode-version": "12.0\n", "workflows/ci.yml": "  xcode-version: 12.0\n"])
        defer { try? FileManager.default.removeItem(atPath: outside) }
        var files: [String: String] = [".git/HEAD": "ref: refs/heads/main\n"]
        for (path, text) in ExampleProject.client(settings: [:]) { files["repo/App/" + path] = text }
        files[".xcode-version"] = "12.0\n"   // above the repository root
        let top = try TestSupport.materialize(files.reduce(into: [:]) { result, item in
            result[item.key == ".git/HEAD" ? "repo/.git/HEAD" : item.key] = item.value
        })
        defer { try? FileManager.default.removeItem(atPath: top) }
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: top + "/repo/App/.xcode-version", withDestinationPath: outside + "/pin/.xcode-version")
        try fm.createDirectory(atPath: top + "/repo/.github", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: top + "/repo/.github/workflows", withDestinationPath: outside + "/workflows")
        #expect(XcodePinReader.pin(sourceRoot: top + "/repo/App") == nil)
        let found = Linter(options: LintOptions(baseDirectory: top)).lint(projectAt: top + "/repo/App/App.xcodeproj").diagnostics
            .filter { $0.ruleID == Self.rule }
        #expect(found.isEmpty, "\(found.map(\.message))")
        // The same files inside the repository are read.
        try fm.removeItem(atPath: top + "/repo/App/.xcode-version")
        try "12.0\n".write(toFile: top + "/repo/App/.xcode-version", atomically: true, encoding: .utf8)
        #expect(XcodePinReader.pin(sourceRoot: top + "/repo/App")?.version == "12.0")
    }

    /// The format still opens in the pinned Xcode, but the Project Format setting will make the next save write a
    /// newer one; when the format is already too new, the setting is a note on that finding.
    @Test func projectFormatSettings() throws {
        let preferred = { (text: String) in
            text.replacingOccurrences(of: "compatibilityVersion = \"Xcode 14.0\";",
                                      with: "compatibilityVersion = \"Xcode 14.0\";\n\t\t\tpreferredProjectObjectVersion = 77;")
        }
        let (root, found) = try findings([".xcode-version": "15.0\n"], edit: preferred)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("preferredProjectObjectVersion 77 makes Xcode save this project, at its next change, in a format that needs Xcode 16.0 or later, but the team's Xcode is 15.0 (.xcode-version)") == true,
                "\(found.map(\.message))")
        #expect(found.first?.subject.name == "preferredProjectObjectVersion")

        let (root2, tooNew) = try findings([".xcode-version": "13.0\n"])
        defer { try? FileManager.default.removeItem(atPath: root2) }
        #expect(tooNew.count == 1)
        #expect(tooNew.first?.subject.name == "objectVersion")
        #expect(tooNew.first?.related.map(\.message) == ["Xcode 13.0 is selected here",
                                                         #"compatibilityVersion Xcode 14.0 keeps Xcode saving it in that format"#])
    }

    @Test func xcprojNeedsXcode27Point2() throws {
        let fixture = TestSupport.packageRoot + "/TestProjects/Xcproj/Clean"
        func lint(pin: String) throws -> [Diagnostic] {
            let root = try TestSupport.materialize([".git/HEAD": "ref: refs/heads/main\n", ".xcode-version": pin])
            defer { try? FileManager.default.removeItem(atPath: root) }
            try FileManager.default.copyItem(atPath: fixture, toPath: root + "/Clean")
            return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/Clean/Clean.xcodeproj").diagnostics
                .filter { $0.ruleID == Self.rule }
        }
        let old = try lint(pin: "27.0\n")
        #expect(old.count == 1)
        #expect(old.first?.message.hasPrefix("project.xcproj needs Xcode 27.2 or later, but the team's Xcode is 27.0 (.xcode-version)") == true,
                "\(old.map(\.message))")
        #expect(old.first?.location.file.hasSuffix("project.xcproj") == true)
        #expect(try lint(pin: "27.2\n").isEmpty)
    }

    @Test func workflowLines() {
        #expect(XcodePinReader.selectedXcode(in: "DEVELOPER_DIR: /Applications/Xcode_15.4.app/Contents/Developer") == "15.4")
        #expect(XcodePinReader.selectedXcode(in: "run: sudo xcode-select -s /Applications/Xcode-16.0.0.app") == "16.0.0")
        #expect(XcodePinReader.selectedXcode(in: "xcode-version: \"16.2\"") == "16.2")
        #expect(XcodePinReader.selectedXcode(in: "run: xcodes select 15.3") == "15.3")
        #expect(XcodePinReader.selectedXcode(in: "xcode-version: latest-stable") == nil)
        #expect(XcodePinReader.selectedXcode(in: "xcode-version: ${{ matrix.xcode }}") == nil)
        #expect(XcodePinReader.selectedXcode(in: "DEVELOPER_DIR: ${{ env.XCODE }}") == nil)
        #expect(XcodePinReader.selectedXcode(in: "name: Build with Xcode_15.4") == nil)
        #expect(XcodePinReader.leadingVersion("15.4 beta 2") == "15.4")
        #expect(XcodePinReader.leadingVersion("beta") == nil)
    }
}
