import Foundation
import Testing
@testable import PBXLintCLI

/// The summary line on standard error says what the run left out on purpose.
@Suite struct RunSummaryTests {
    @Test func summarySaysHowManyFindingsTheBaselineHid() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let baseline = root + "/baseline.json"
        let written = CLITestSupport.run(["--write-baseline", baseline, root + "/MissingInRelease"])
        #expect(written.status == .success, "\(written.err)")
        let result = CLITestSupport.run(["--baseline", baseline, root + "/MissingInRelease"])
        #expect(result.status == .success, "\(result.out)\(result.err)")
        let all = CLITestSupport.run([root + "/MissingInRelease"])
        #expect(all.err.contains("Linted 1 project: 1 error\n"), "\(all.err)")
        #expect(result.err.contains("Linted 1 project: no problems; 1 finding hidden by the baseline"), "\(result.err)")
        // Without a baseline nothing is said about one.
        #expect(!all.err.contains("baseline"))
    }
}
