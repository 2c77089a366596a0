import XcodeModel

/// Routes what the model noticed while loading to the rules that declare those kinds (`ModelIssueRule`).
enum ModelIssueRouting {
    /// The rule that covers each kind, from the rules' own declarations.
    static let rules: [ModelIssue.Kind: any ModelIssueRule.Type] = {
        var rules: [ModelIssue.Kind: any ModelIssueRule.Type] = [:]
        for rule in RuleRegistry.modelIssueRules {
            for kind in rule.modelIssueKinds where rules[kind] == nil { rules[kind] = rule }
        }
        return rules
    }()

    /// The message the covering rule words for `issue`, nil when no rule covers its kind.
    static func message(for issue: ModelIssue) -> String? { rules[issue.kind]?.message(for: issue) }

    /// One finding per issue a rule covers, or one `Limit` when the rule says the issue is pbxlint's own limit
    /// (`limitKind(for:)`); the same issue met twice (an xcconfig shared by configurations) once.
    static func report(_ issues: [ModelIssue], into collector: inout DiagnosticCollector) {
        struct Identity: Hashable {
            let detail: ModelIssue.Detail
            let file: String
            let offset: Int
            let item: String?
        }
        var seen = Set<Identity>()
        for issue in issues {
            guard let rule = rules[issue.kind], let message = rule.message(for: issue) else { continue }
            let identity = Identity(detail: issue.detail, file: issue.file, offset: issue.range?.startOffset ?? -1,
                                    item: issue.item)
            guard seen.insert(identity).inserted else { continue }
            let location = Location(file: issue.file, range: issue.range)
            let name = issue.item ?? PathUtilities.relative(issue.file, to: collector.context.options.baseDirectory)
            if let kind = rule.limitKind(for: issue) {
                collector.unchecked(rule, kind, message, at: location, target: issue.target,
                                    configuration: issue.configuration, name: name)
                continue
            }
            collector.emit(rule.description, message: message, location: location,
                           subject: collector.context.subject(target: issue.target, configuration: issue.configuration,
                                                              name: name, nameIsPath: issue.item == nil),
                           related: rule.related(for: issue), excerpt: rule.excerpt(for: issue))
        }
    }
}
