import Foundation
import Testing
@testable import LintEngine

/// Behaviour of the build-settings rules beyond their documented examples.
@Suite struct SettingsRulesTests {
    func lint(_ files: [String: String]) throws -> [Diagnostic] {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try #require(files.keys.first { $0.hasSuffix(".xcodeproj/project.pbxproj") })
        let path = (root as NSString).appendingPathComponent((project as NSString).deletingLastPathComponent)
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: path).diagnostics
    }

    /// A project-level line is shared by every target: one finding, not one per target, and no target named.
    @Test func projectLevelShadowingIsReportedOnce() throws {
        let files = ExampleProject(projectSettings: ["Debug": ["SWIFT_VERSION = 5.0"], "Release": ["SWIFT_VERSION = 5.0"]],
                                   projectXCConfig: ["Debug": "Project.xcconfig", "Release": "Project.xcconfig"],
                                   targets: [ExampleTarget(name: "One"), ExampleTarget(name: "Two")],
                                   files: ["Project.xcconfig": "SWIFT_VERSION = 6.0\n"]).render()
        let findings = try lint(files).filter { $0.ruleID == "xcconfig-shadowed" }
        // Debug and Release are separate lines of the project file saying the same: one finding, whatever the
        // target count.
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.subject.target == nil && $0.message.hasPrefix(#"SWIFT_VERSION for targets "One" and "Two" (Debug and Release)"#) })
        #expect(findings.allSatisfy { $0.related.first?.location.file.hasSuffix("Project.xcconfig") == true })
    }

    /// An xcconfig that includes another and assigns a list without `$(inherited)` loses the included values
    /// (a lower line in another file of the same level), and the message names them.
    @Test func includedXCConfigValuesLost() throws {
        let files = ExampleProject(targets: [ExampleTarget(xcconfig: ["Debug": "Client.xcconfig", "Release": "Client.xcconfig"])],
                                   files: ["Client.xcconfig": "#include \"Pods.xcconfig\"\nOTHER_LDFLAGS = -lz\n",
                                           "Pods.xcconfig": "OTHER_LDFLAGS = $(inherited) -ObjC -framework \"Alamofire\"\n"]).render()
        let findings = try lint(files).filter { $0.ruleID == "inherited-dropped" }
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("so -ObjC, -framework and Alamofire from Pods.xcconfig:1 are lost") == true)
        #expect(findings.first?.location.file.hasSuffix("Client.xcconfig") == true)
    }

    /// A configuration named for tests does not ship; TestFlight does.
    @Test func testConfigurationsDoNotShipButTestFlightDoes() throws {
        let files = ExampleProject.client(configurations: ["UnitTests", "TestFlight"], settings: [
            "UnitTests": ["ENABLE_TESTABILITY = YES"], "TestFlight": ["ENABLE_TESTABILITY = YES"],
        ])
        let findings = try lint(files).filter { $0.ruleID == "debug-settings-shipped" }
        #expect(findings.map { $0.message.hasPrefix(#"TestFlight of target "Client""#) } == [true], "\(findings.map(\.message))")
    }
}
