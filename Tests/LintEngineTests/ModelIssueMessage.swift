@testable import LintEngine
import XcodeModel

extension ModelIssue {
    /// The message the rule covering this issue's kind words (tests read issues as users do).
    var message: String { ModelIssueRouting.message(for: self) ?? "(no rule words \(kind))" }
}
