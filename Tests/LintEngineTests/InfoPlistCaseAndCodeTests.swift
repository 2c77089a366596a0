import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// Found on a real project (steventroughtonsmith/AlternateIconTest): `INFOPLIST_FILE = AlternateIcontest/Info.plist`
/// for the folder `AlternateIconTest/`. macOS finds it; pbxlint did not, skipped the Info.plist, and then reported
/// the code's `setAlternateIconName:@"Test1"` as an error although that Info.plist declares Test1
/// (docs/reference/xcode-semantics.md §1.3: file systems are case-insensitive by default).
@Suite struct InfoPlistCaseAndCodeTests {
    static let code = """
        import UIKit
        func choose() { UIApplication.shared.setAlternateIconName("Test1") }

        """

    /// The line of the example project file that a finding points at.
    static func lineText(_ finding: Diagnostic, in files: [String: String]) -> String {
        lineText(finding.location, in: files)
    }

    static func lineText(_ location: Location, in files: [String: String]) -> String {
        let lines = (files["App.xcodeproj/project.pbxproj"] ?? "").components(separatedBy: "\n")
        guard let line = location.range?.start.line, line >= 1, line <= lines.count else { return "" }
        return lines[line - 1]
    }

    func files(infoPlistFile: String, plistAt: String?, code: String = code) -> [String: String] {
        var files = ExampleProject.client(configurations: ["Release"],
                                          settings: ["Release": ["INFOPLIST_FILE = \(infoPlistFile)", "TARGETED_DEVICE_FAMILY = 1"]],
                                          iconSets: ["AppIcon"], sources: ["Client/Icons.swift": code])
        if let plistAt {
            files[plistAt] = LegacyExamples.plist(alternates: ["Test1": ["Test1"]])
            files["Client/Test1@2x.png"] = ""
        }
        return files
    }

    func findings(infoPlistFile: String, plistAt: String?, code: String = code) throws -> [Diagnostic] {
        try findings(files(infoPlistFile: infoPlistFile, plistAt: plistAt, code: code))
    }

    func findings(_ files: [String: String]) throws -> [Diagnostic] {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj").diagnostics
    }

    @Test func anInfoPlistPathThatDiffersInCaseIsRead() throws {
        let all = try findings(infoPlistFile: "client/info.plist", plistAt: "Client/Info.plist")
        #expect(!all.contains { $0.ruleID == "legacy-icons-unchecked" }, "\(all.map(\.message))")
        #expect(!all.contains { $0.ruleID == "alternate-icon-name-in-code" && $0.severity == .error }, "\(all.map(\.message))")
    }

    @Test func codeIsNotCheckedAgainstAnInfoPlistThatCouldNotBeRead() throws {
        let project = files(infoPlistFile: "Client/Missing.plist", plistAt: nil)
        let root = try TestSupport.materialize(project)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj")
        let all = result.diagnostics
        #expect(!all.contains { $0.ruleID == "alternate-icon-name-in-code" }, "\(all.map(\.message))")
        // Said to be unchecked: pbxlint's limit, not a finding (issue 27).
        #expect(!all.contains { $0.ruleID == "legacy-icons-unchecked" })
        let unchecked = result.limits.filter { $0.ruleID == "legacy-icons-unchecked" }
        #expect(unchecked.count == 1, "the Info.plist is said to be unchecked")
        // At the INFOPLIST_FILE line, not at the target's name.
        #expect(unchecked.first?.location.file.hasSuffix("project.pbxproj") == true)
        #expect(unchecked.first.map { Self.lineText($0.location, in: project) }?.contains("INFOPLIST_FILE") == true)
    }

    @Test func theHintListsTheAlternatesShippedNotThePrimary() throws {
        let code = "import UIKit\nfunc f() { UIApplication.shared.setAlternateIconName(\"Zebra\") }\n"
        let all = try findings(infoPlistFile: "Client/Info.plist", plistAt: "Client/Info.plist", code: code)
        let found = all.filter { $0.ruleID == "alternate-icon-name-in-code" }
        #expect(found.count == 1, "\(all.map(\.message))")
        #expect(found.first?.message.hasSuffix("(alternate icons it ships: Test1)") == true, "\(found.map(\.message))")
    }
}
