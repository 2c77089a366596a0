import Foundation
import Testing
@testable import LintEngine
import PlistKit

/// Differences between the two project formats found by running every rule example in both (issue 32, §2 step 1)
/// that lie in the xcproj reader, which the `graph` work replaces: recorded as known issues, so the test fails
/// loudly once the new reader fixes them (and then the `withKnownIssue` goes).
@Suite struct XcprojReaderGapTests {
    /// A file listed twice in one phase: the xcproj has no build files, yet the finding names the synthetic ids
    /// the converter invents for them (`xcproj~5`), which mean nothing to the user and change with the file.
    @Test func aFileListedTwiceInAPhaseNamesNoInventedIDs() throws {
        let files = try ExampleXcproj.form(of: ExampleProject(targets: [ExampleTarget(sources: ["Client/AppDelegate.swift"])])
            .render()).get()
        let key = try #require(files.keys.first { $0.hasSuffix("project.xcproj") })
        var twice = files
        twice[key] = files[key]?.replacing("\"Client/compile-sources\",", with: "\"Client/compile-sources\", \"Client/compile-sources\",")
        #expect(twice[key] != files[key])
        let messages = try RuleExampleTests.lint(twice).diagnostics.filter { $0.ruleID == "project-integrity" }.map(\.message)
        #expect(messages.count == 1)
        withKnownIssue("the xcproj reader's synthetic build file ids reach the message") {
            #expect(messages.allSatisfy { !$0.contains("xcproj~") }, "\(messages)")
        }
    }
}
