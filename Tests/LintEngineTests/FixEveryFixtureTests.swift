import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// Every fix proposed on every bundled project under `TestProjects/`, applied to a copy (issue 31): the edits
/// change only their bytes, the fixed findings go and none comes, and fixing a second time changes nothing
/// (`FixEveryProject`).
@Suite struct FixEveryFixtureTests {
    @Test func fixingEveryFixtureTwiceChangesNothingTheSecondTime() throws {
        let outcome = try FixEveryProject.run(onACopyOf: TestSupport.packageRoot + "/TestProjects")
        #expect(outcome.projects >= 10)
        // MissingInRelease (pbxproj and xcproj) and XCConfigNames (the forgotten #include) at least.
        #expect(outcome.fixedFindings >= 3)
    }
}
