import PlistKit

/// Something pbxlint could not check: its own limit, not the project's mistake, so not a finding.
///
/// A rule reports one through `DiagnosticCollector.unchecked(…)` when it meets something it cannot follow (a
/// `setAlternateIconName` argument built at run time, an Info.plist the C preprocessor rewrites). Limits do not
/// fail a run, do not count as findings, and stay out of code scanning: the summary line counts them, `--explain`
/// lists them, and JSON keeps them under their own key (`limits`). A rule that wants a limit to become a finding
/// in a case that could hide a mistake the user cares about reports a diagnostic instead, on purpose (a call with a
/// name while the app ships no alternate icon at all is a warning, whatever its argument). `--strict` does not turn
/// limits into failures: a pre-commit hook must never block a good commit for what pbxlint cannot see.
public struct Limit: Sendable, Hashable {
    /// What was not checked, for the summary's count ("2 calls not followed").
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A call whose argument pbxlint cannot follow to a name.
        case callNotFollowed = "call-not-followed"
        /// A file whose content pbxlint cannot know (preprocessed, missing, generated during the build).
        case fileNotChecked = "file-not-checked"
        /// A value built from something pbxlint cannot resolve offline.
        case valueNotChecked = "value-not-checked"
        /// A file the project uses whose real path lies outside the repository, where pbxlint reads nothing
        /// (docs/security.md): what it would set is unknown.
        case fileOutsideRepository = "file-outside-repository"

        /// `2 calls not followed`.
        public func counted(_ n: Int) -> String {
            switch self {
            case .callNotFollowed: "\(n) \(n == 1 ? "call" : "calls") not followed"
            case .fileNotChecked: "\(n) \(n == 1 ? "file" : "files") not checked"
            case .valueNotChecked: "\(n) \(n == 1 ? "value" : "values") not checked"
            case .fileOutsideRepository: "\(n) \(n == 1 ? "file" : "files") outside the repository not read"
            }
        }
    }

    /// The rule that could not check it.
    public var ruleID: String
    public var kind: Kind
    /// A full sentence saying what was not checked and why.
    public var message: String
    public var location: Location
    public var subject: Subject

    public init(ruleID: String, kind: Kind, message: String, location: Location, subject: Subject) {
        self.ruleID = ruleID
        self.kind = kind
        self.message = message
        self.location = location
        self.subject = subject
    }

    /// `2 calls not followed, 1 file not checked`: the counts by kind in a fixed order; nil for none.
    public static func counts(_ limits: [Limit]) -> String? {
        let parts = Kind.allCases.compactMap { kind -> String? in
            let n = limits.filter { $0.kind == kind }.count
            return n == 0 ? nil : kind.counted(n)
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The one ordering of limits, as for findings (file, position, rule, message).
    public static func precedes(_ a: Limit, _ b: Limit) -> Bool {
        DiagnosticOrder.precedes((a.location, a.ruleID, a.message), (b.location, b.ruleID, b.message))
    }
}

extension DiagnosticCollector {
    /// Records that `rule` could not check something: a `Limit`, not a finding. Dropped like a finding when the
    /// rule is off or the target or configuration is filtered out; suppressions do not apply (nothing to silence).
    mutating func unchecked(_ rule: any Rule.Type, _ kind: Limit.Kind, _ message: String, at location: Location,
                            target: String? = nil, configuration: String? = nil, name: String? = nil) {
        guard context.configuration.severity(of: rule.description) != nil else { return }
        if let target, !context.configuration.includes(target: target, options: context.options) { return }
        if let configuration, !context.configuration.includes(configuration: configuration, options: context.options) {
            return
        }
        limits.append(Limit(ruleID: rule.description.id, kind: kind, message: message, location: location,
                            subject: context.subject(target: target, configuration: configuration, name: name)))
    }
}
