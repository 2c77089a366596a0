import PlistKit
/// Generates the rule documentation pages (`docs/rules/ID.md`) and the rules table from rule metadata, so the
/// docs, `pbxlint rules` and SARIF can never disagree. A test fails when the committed pages drift.
public enum RuleDocumentation {
    /// Every rule's metadata and examples.
    public static var rules: [(description: RuleDescription, examples: [RuleExample])] {
        RuleRegistry.all.map { ($0.description, $0.examples) }
    }

    /// The page for one rule.
    public static func page(_ rule: RuleDescription, examples: [RuleExample]) -> String {
        var out = "# \(rule.id)\n\n"
        out += "**\(rule.name)** · default: `\(rule.defaultLevel.rawValue)`"
        if !rule.tags.isEmpty { out += " · tags: " + rule.tags.map { "`\($0)`" }.joined(separator: ", ") }
        out += "\n\n\(rule.summary).\n\n\(rule.description)\n"
        let triggering = examples.filter(\.triggers)
        let passing = examples.filter { !$0.triggers }
        if !triggering.isEmpty {
            out += "\n## Triggers\n"
            for example in triggering {
                out += "\n\(example.title):\n\n```\n\(example.snippet)\n```\n\nReports: "
                    + example.expectedMessages.map { "“…\($0)…”" }.joined(separator: "; ") + "\n"
            }
        }
        if !passing.isEmpty {
            out += "\n## Does not trigger\n"
            for example in passing { out += "\n\(example.title):\n\n```\n\(example.snippet)\n```\n" }
        }
        out += "\n## Fix\n\n" + (rule.fix.map { "`pbxlint fix` \($0)\n" }
            ?? "`pbxlint fix` leaves findings of this rule alone: they have no repair that is safe without you.\n")
        out += "\n## Configuration\n\n```json\n{ \"rules\": { \"\(rule.id)\": \"warning\" } }\n```\n\n"
        if !rule.options.isEmpty {
            out += "Options (`rules.\(rule.id).options`; any other key is an error):\n\n"
            for option in rule.options {
                let type = option.kind == .version ? "a version such as \"15.3\"" : "a string or an array of strings"
                out += "- `\(option.name)` (\(type)): \(option.summary)\n"
            }
            out += "\n"
        }
        out += "Levels: `error`, `warning`, `note`, `off`. Suppress one finding with an entry in `suppressions` "
            + "(see [configuration](../configuration.md)).\n\n"
            + "_Generated from `Sources/LintEngine/Rules/` — edit the rule's metadata, then run "
            + "`make docs`._\n"
        return out
    }

    /// The markdown table of all rules (docs/rules/README.md and the README).
    public static func table(linkPrefix: String = "") -> String {
        var out = "| rule | default | checks |\n|---|---|---|\n"
        for (rule, _) in rules {
            out += "| [`\(rule.id)`](\(linkPrefix)\(rule.id).md) | \(rule.defaultLevel.rawValue) | \(rule.summary) |\n"
        }
        return out
    }

    /// The index page.
    public static func index() -> String {
        "# Rules\n\nEvery rule pbxlint knows. Ids are stable; levels can be changed in `.pbxlint.json`.\n\n"
            + table() + "\n_Generated from the rules' metadata (`make docs`)._\n"
    }

    /// The README with its rules table (between the `rules:begin`/`rules:end` markers) regenerated.
    public static func readme(from current: String) -> String? {
        guard let begin = current.firstRange(of: "<!-- rules:begin -->\n"), let end = current.firstRange(of: "<!-- rules:end -->"),
              begin.upperBound <= end.lowerBound else { return nil }
        return String(current[..<begin.upperBound]) + table(linkPrefix: "docs/rules/") + String(current[end.lowerBound...])
    }

    /// All generated files, by path relative to the repository root.
    public static func generatedFiles() -> [String: String] {
        var files = ["docs/rules/README.md": index()]
        for (rule, examples) in rules { files["docs/rules/\(rule.id).md"] = page(rule, examples: examples) }
        return files
    }
}
