/// Every rule, in documentation order. Adding a rule = adding its file and one line here.
enum RuleRegistry {
    static let all: [any Rule.Type] = [
        ParseErrorRule.self,
        DuplicateKeyRule.self,
        UnusedSuppressionRule.self,
    ]

    static func rule(id: String) -> (any Rule.Type)? { all.first { $0.description.id == id } }
}
