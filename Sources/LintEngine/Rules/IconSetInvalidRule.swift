/// `icon-set-invalid`: an icon set whose `Contents.json` is unreadable, empty or names missing files.
struct IconSetInvalidRule: TargetRule {
    static let description = RuleDescription(
        id: "icon-set-invalid",
        name: "Icon set is broken",
        defaultLevel: .warning,
        summary: "An icon set's Contents.json is unreadable, empty, or names files that do not exist",
        description: """
            actool fails or silently drops an icon set whose `Contents.json` is not valid JSON, has no image with \
            a `filename`, or names an image that is not in the folder ("The file … for the image set … does not \
            exist"). The icon then falls back to a blank one, or the build fails only for the configuration that \
            uses it.

            **Fix:** re-add the images in Xcode's asset catalog editor, or fix the `filename` entries.
            """,
        tags: ["icons", "assets"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "An icon set whose Contents.json names no image",
            snippet: #"{ "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ] }"#,
            files: ExampleProject.client(configurations: ["Release"], settings: [:]).adding([
                "Client/Assets.xcassets/AppIcon-Blue.appiconset/Contents.json":
                    #"{ "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ] }"#,
            ]),
            expectedMessages: [#"icon set "AppIcon-Blue" of target "Client": no image has a filename"#]),
        RuleExample(
            title: "Icon sets whose images exist",
            snippet: #"{ "images" : [ { "filename" : "AppIcon-1024.png", "idiom" : "universal", … } ] }"#,
            files: ExampleProject.client(configurations: ["Release"], settings: [:])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        for problem in target.iconSetProblems {
            report.report(self, "icon set \"\(problem.name)\" of target \"\(target.name)\": \(problem.message)",
                          at: problem.location, target: target.name, name: problem.name)
        }
    }
}
