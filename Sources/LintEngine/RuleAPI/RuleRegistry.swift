/// Every rule, in documentation order. The list itself (`RuleList.swift`) is generated from the rule files by
/// `make docs`: adding a rule is adding its file.
enum RuleRegistry {
    /// A rule, marked when it checks targets. The mark is written here rather than found with `as?`: each dynamic
    /// cast to a protocol scans the binary's conformance records, a large part of a statically linked pbxlint's
    /// start-up (a test checks the marks agree with the casts).
    enum Entry {
        case target(any TargetRule.Type)
        /// Checks the project as a whole (its facts, once).
        case projectCheck(any ProjectRule.Type)
        /// Words the model issues of the kinds it declares (the engine routes them).
        case modelIssues(any ModelIssueRule.Type)
        /// Checks the run as a whole, once every project of it is linted.
        case run(any RunRule.Type)
    }

    static let all: [any Rule.Type] = entries.map {
        switch $0 {
        case .target(let rule): rule
        case .projectCheck(let rule): rule
        case .modelIssues(let rule): rule
        case .run(let rule): rule
        }
    }

    /// The rules of each kind, in the same order.
    static let targetRules: [any TargetRule.Type] = entries.compactMap { if case .target(let r) = $0 { r } else { nil } }
    static let projectRules: [any ProjectRule.Type] = entries.compactMap { if case .projectCheck(let r) = $0 { r } else { nil } }
    static let modelIssueRules: [any ModelIssueRule.Type] = entries.compactMap { if case .modelIssues(let r) = $0 { r } else { nil } }
    static let runRules: [any RunRule.Type] = entries.compactMap { if case .run(let r) = $0 { r } else { nil } }

    static func rule(id: String) -> (any Rule.Type)? { all.first { $0.description.id == id } }
}
