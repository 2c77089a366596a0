import Foundation
import Testing
@testable import LintEngine

/// `alternate-icon-name-in-code` on `TestProjects/IconNamesInCode` (issue 19): literals (Swift forms and
/// Objective-C), an icon enum, nil, comments, raw and interpolated strings, a synchronized folder with an
/// excluded file, and a name whose icon set exists in another target only.
@Suite struct IconNamesInCodeTests {
    @Test func findingsOnTheFixture() {
        let root = TestSupport.packageRoot + "/TestProjects/IconNamesInCode"
        let result = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/IconNamesInCode.xcodeproj")
        let found = result.diagnostics.filter { $0.ruleID == "alternate-icon-name-in-code" }.map {
            "\(($0.location.file as NSString).lastPathComponent):\($0.location.range?.start.line ?? 0) \($0.severity.rawValue)"
        }
        #expect(found == [
            "Legacy.m:5 error",            // @"AppIcon-Grene"
            // case blak = "AppIcon-Blak": pbxlint cannot see whether code passes this case, so at most a warning
            "IconPicker.swift:8 warning",
            "IconPicker.swift:21 warning", // "AppIcon-Green": Debug only
            "IconPicker.swift:23 error",   // "AppIcon-Red": the widget's catalog only
        ], "\(result.diagnostics.map(\.message))")
        // A variable: pbxlint's limit, not a finding (issue 27).
        let limits = result.limits.filter { $0.ruleID == "alternate-icon-name-in-code" }
        #expect(limits.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.range?.start.line ?? 0)" }
                == ["IconPicker.swift:24"])
        let messages = result.diagnostics.map(\.message).joined(separator: "\n")
        for silent in ["AppIcon-Commented", "AppIcon-Block", "AppIcon-InRawString", "AppIcon-Interpolated",
                       "AppIcon-Excluded", "ping", "pong"] {
            #expect(!messages.contains(silent), "\(silent)")
        }
        #expect(messages.contains("AppIcon-Red.appiconset exists only in a catalog of target \"Widget\""))
        #expect(messages.contains("did you mean \"AppIcon-Green\"?"))
    }
}
