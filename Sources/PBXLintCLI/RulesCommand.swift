import LintEngine

/// `pbxlint rules` (table) and `pbxlint rules ID` (full explanation).
enum RulesCommand {
    static let usage = """
        usage: pbxlint rules [ID]

        Without ID, lists every rule: its id, default level and what it checks. With ID, prints the rule's full
        explanation (why it matters, examples, the fix) and its documentation link. Levels and options are set in
        .pbxlint.json (see 'pbxlint --help').

        """

    static func run(_ arguments: [String], console: Console) -> ExitCode {
        let rules = Linter.allRules
        if PBXLintCommand.asksForHelp(arguments) {
            console.write(usage)
            return .success
        }
        if arguments.count > 1 {
            console.error("pbxlint rules: expected at most one rule id\n\(usage)")
            return .usage
        }
        guard let id = arguments.first else {
            let width = rules.map(\.id.count).max() ?? 10
            for rule in rules {
                let pad = String(repeating: " ", count: width - rule.id.count)
                let level = rule.defaultLevel.rawValue
                console.write("\(rule.id)\(pad)  \(level)\(String(repeating: " ", count: 9 - level.count))\(rule.summary)\n")
            }
            return .success
        }
        guard let rule = rules.first(where: { $0.id == id }) else {
            let closest = Suggest.closest(to: id, among: rules.map(\.id), maximumDistance: max(3, id.count / 3))
            console.error("pbxlint: unknown rule '\(EchoedText.bounded(id))'" + (closest.map { "; did you mean '\($0)'?" } ?? "")
                          + " ('pbxlint rules' lists them)\n")
            return .usage
        }
        console.write("\(rule.id) (\(rule.defaultLevel.rawValue)): \(rule.name)\n\n\(rule.summary).\n\n\(rule.description)\n\n"
                      + "Documentation: \(rule.helpURI)\n")
        return .success
    }
}
