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
        /// Findings the engine emits while loading; metadata and examples only.
        case project(any Rule.Type)
        /// Words the model issues of the kinds it declares (the engine routes them).
        case modelIssues(any ModelIssueRule.Type)
    }

    static let all: [any Rule.Type] = entries.map {
        switch $0 {
        case .target(let rule): return rule
        case .projectCheck(let rule): return rule
        case .project(let rule): return rule
        case .modelIssues(let rule): return rule
        }
    }

    /// The rules that check the whole project, in the same order.
    static let projectRules: [any ProjectRule.Type] = entries.compactMap {
        if case .projectCheck(let rule) = $0 { return rule }
        return nil
    }

    /// The rules that word model issues, in the same order.
    static let modelIssueRules: [any ModelIssueRule.Type] = entries.compactMap {
        if case .modelIssues(let rule) = $0 { return rule }
        return nil
    }

    /// The rules that check targets, in the same order.
    static let targetRules: [any TargetRule.Type] = entries.compactMap {
        if case .target(let rule) = $0 { return rule }
        return nil
    }

    static func rule(id: String) -> (any Rule.Type)? { all.first { $0.description.id == id } }
}
