#!/bin/sh
# `make rule NAME=SomethingWrong`: writes Sources/LintEngine/Rules/SomethingWrongRule.swift from a template, a
# target rule with id `something-wrong`, default level warning, one triggering and one non-triggering example.
# Then: fill in the metadata, the examples and `check`, run `make docs` (it registers the rule and writes its
# page), then `make test`. RULES_DIR overrides the folder (the tests use it).
set -eu
cd "$(dirname "$0")/.."
name=${1:-}
case "$name" in
    ''|*[!A-Za-z0-9]*|[!A-Z]*) echo "usage: make rule NAME=UpperCamelCaseName (letters and digits)" >&2; exit 2 ;;
esac
name=${name%Rule}
type="${name}Rule"
id=$(printf '%s' "$name" | sed -E 's/([a-z0-9])([A-Z])/\1-\2/g; s/([A-Z])([A-Z][a-z])/\1-\2/g' | tr 'A-Z' 'a-z')
dir=${RULES_DIR:-Sources/LintEngine/Rules}
file="$dir/$type.swift"
if [ -e "$file" ] || grep -qs "id: \"$id\"" "$dir"/*.swift; then
    echo "$file or a rule with id $id already exists" >&2
    exit 1
fi
mkdir -p "$dir"
cat > "$file" <<SWIFT
import XcodeModel

/// \`$id\`: TODO one line saying what is wrong.
struct $type: TargetRule {
    static let description = RuleDescription(
        id: "$id",
        name: "TODO A short title",
        defaultLevel: .warning,
        summary: "TODO One line, no trailing period",
        description: """
            TODO Why it matters: what breaks, and when.

            **Fix:** TODO what to change.
            """,
        tags: ["settings"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "TODO A configuration that triggers it",
            snippet: "Release: ONLY_ACTIVE_ARCH = YES;",
            files: ExampleProject.client(settings: ["Release": ["ONLY_ACTIVE_ARCH = YES"]]),
            expectedMessages: ["TODO a fragment of the message"]),
        RuleExample(
            title: "TODO One that does not",
            snippet: "Release: (not set)",
            files: ExampleProject.client(settings: [:])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        for configuration in target.configurations {
            // Ask for any declared setting (SettingCatalog.swift): the value and where it was decided.
            let fact = configuration[.onlyActiveArch]
            guard fact.isSet, fact.bool else { continue }
            report.report(self, "TODO a sentence naming target \\"\\(target.name)\\" and \\(configuration.label)",
                          at: fact.location ?? configuration.location, target: target.name,
                          configuration: configuration.name, setting: Setting.onlyActiveArch.name)
        }
    }
}
SWIFT
echo "wrote $file (rule $id); fill in the TODOs, then run make docs and make test"
