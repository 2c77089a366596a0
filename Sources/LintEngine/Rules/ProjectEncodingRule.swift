import XcodeModel

/// `project-encoding`: a project file without the UTF-8 header holds non-ASCII text (docs/reference/xcode-semantics.md §1.3).
struct ProjectEncodingRule: ModelIssueRule {
    static let description = RuleDescription(
        id: "project-encoding",
        name: "Project file encoding",
        defaultLevel: .warning,
        summary: "A project file without the // !$*UTF8*$! header contains non-ASCII text, which Xcode reads as MacRoman",
        description: """
            Xcode writes every project file as UTF-8 with the first line `// !$*UTF8*$!`, and reads a file \
            without that line as MacRoman. Older projects and hand-edited ones lack it. When the bytes are not \
            valid UTF-8, pbxlint decodes them as MacRoman too and lints the project normally; when they are \
            valid UTF-8 it keeps UTF-8 (what the author meant), but Xcode will show such names garbled — `é` \
            becomes `Ã©` — and look for files that do not exist. Either way the project builds as it reads.

            **Fix:** open and save the project in Xcode (it adds the header and writes UTF-8), then check that \
            names with accents survived.
            """,
        tags: ["syntax", "encoding"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "No UTF-8 header, a name with an accent",
            snippet: "(no // !$*UTF8*$! line)   INFOPLIST_KEY_CFBundleDisplayName = Café;",
            files: ExampleProject.client(configurations: ["Release"],
                                         settings: ["Release": ["INFOPLIST_KEY_CFBundleDisplayName = \"Café\""]])
                .editingProject("// !$*UTF8*$!\n", ""),
            expectedMessages: ["no '// !$*UTF8*$!' header"]),
        RuleExample(
            title: "The header Xcode writes",
            snippet: "// !$*UTF8*$!   INFOPLIST_KEY_CFBundleDisplayName = Café;",
            files: ExampleProject.client(configurations: ["Release"],
                                         settings: ["Release": ["INFOPLIST_KEY_CFBundleDisplayName = \"Café\""]])),
    ]

    static let modelIssueKinds: [ModelIssue.Kind] = [.legacyEncoding]

    static func message(for issue: ModelIssue) -> String? {
        guard case .legacyEncoding(let invalidUTF8At) = issue.detail else { return nil }
        guard let at = invalidUTF8At else {
            return "the file has no '// !$*UTF8*$!' header but contains non-ASCII text; Xcode decodes such files as "
                + "MacRoman, which would garble it. Read as UTF-8"
        }
        return "the file has no '// !$*UTF8*$!' header and is not valid UTF-8 (first at line \(at.line), column "
            + "\(at.column)); decoded as MacRoman, as Xcode does"
    }
}
