/// `parse-error`: a project file, xcconfig or Info.plist that does not parse, or an unresolved merge conflict.
struct ParseErrorRule: Rule {
    static let description = RuleDescription(
        id: "parse-error",
        name: "File does not parse",
        defaultLevel: .error,
        summary: "A project file, xcconfig or Info.plist does not parse, or contains merge-conflict markers",
        description: """
            Xcode refuses to open a project whose `project.pbxproj` does not parse, and silently ignores broken \
            lines of an xcconfig. pbxlint reads every file with CoreFoundation's grammar and points at the exact \
            line and column, with what it expected. Unresolved merge-conflict markers (`<<<<<<<`, `=======`, \
            `>>>>>>>`) get their own message.

            **Fix:** correct the file at the reported position; for merge conflicts, resolve the merge (keep \
            both sides' objects where they differ) and remove the markers.
            """,
        tags: ["syntax"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "A missing semicolon",
            snippet: "VALIDATE_PRODUCT = YES\n};",
            files: ExampleProject.client(configurations: ["Release"], settings: [:])
                .editingProject("ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;", "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"),
            expectedMessages: ["expected ';' after value for key \"ASSETCATALOG_COMPILER_APPICON_NAME\" but found '}'"]),
        RuleExample(
            title: "Unresolved merge-conflict markers",
            snippet: "<<<<<<< HEAD\n…\n=======\n…\n>>>>>>> feature",
            files: ExampleProject.client(configurations: ["Release"], settings: [:])
                .editingProject("\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;\n",
                                "<<<<<<< HEAD\n\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;\n=======\n\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon2;\n>>>>>>> feature\n"),
            expectedMessages: ["merge conflict marker '<<<<<<<'"]),
        RuleExample(
            title: "A well-formed project",
            snippet: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;",
            files: ExampleProject.client(configurations: ["Release"], settings: [:])),
    ]
}
