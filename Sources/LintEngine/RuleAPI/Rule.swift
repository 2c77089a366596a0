import XcodeModel

/// A rule: one file under `Sources/LintEngine/Rules/`, carrying its metadata, its examples and every word of its
/// findings.
///
/// Rules that inspect the project's facts are `TargetRule`s or `ProjectRule`s and implement `check`. Rules about
/// what the model or the readers noticed while loading (`dangling-reference`, `xcconfig-missing`, `parse-error`,
/// `duplicate-key` …) are `ModelIssueRule`s: they declare the `ModelIssue.Kind`s they cover and word each message
/// from the facts; the engine routes the issues to them. A rule that needs every project of a run
/// (`unused-suppression`) is a `RunRule`. The engine itself words no finding.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Inputs that must trigger the rule and inputs that must not; each runs as a test and appears in the docs.
    static var examples: [RuleExample] { get }
}

/// A small project (files by relative path) that a rule's documentation shows and its tests lint.
public struct RuleExample: Sendable {
    /// One line saying what the example shows.
    public var title: String
    /// The excerpt shown in the documentation (e.g. the relevant `buildSettings` lines).
    public var snippet: String
    /// Files of the example project, relative to its root; must contain one `.xcodeproj`.
    public var files: [String: String]
    /// Expected findings of this rule: each entry is a substring of one message, in output order.
    /// Empty for a non-triggering example.
    public var expectedMessages: [String]

    public var triggers: Bool { !expectedMessages.isEmpty }

    public init(title: String, snippet: String, files: [String: String], expectedMessages: [String] = []) {
        self.title = title
        self.snippet = snippet
        self.files = files
        self.expectedMessages = expectedMessages
    }
}
