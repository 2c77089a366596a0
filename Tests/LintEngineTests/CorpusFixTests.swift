import Foundation
import Testing
@testable import LintEngine

/// Every fix pbxlint proposes on the real projects of `../shared/corpus`, applied to a copy (issue 18): the edits
/// change only the bytes of their values, the results parse and lint with the fixed findings gone and no new
/// one, and fixing again changes nothing (`FixEveryProject`).
@Suite(.enabled(if: TestSupport.hasCorpus, "needs ../shared/corpus"))
struct CorpusFixTests {
    @Test func everyCorpusFixTouchesOnlyItsValue() throws {
        let corpus = try CorpusCheckouts.declaredCorpus()
        let outcome = try FixEveryProject.run(onACopyOf: corpus)
        // The corpus has findings with safe fixes (inherited-dropped, setting-removed): the test is not empty. Counted
        // in edits, since one finding per cause can fix several lines.
        #expect(outcome.edits >= 10)
    }
}
