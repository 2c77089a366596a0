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
            uses it. A set without images that the target never ships (Xcode's empty `AppIcon` template left \
            beside the icon in use) breaks nothing; `alternate-icon-unused` says to delete it.

            **Fix:** re-add the images in Xcode's asset catalog editor, or fix the `filename` entries.
            """,
        tags: ["icons", "assets"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "An icon set whose Contents.json names no image",
            snippet: #"{ "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ] }"#,
            files: ExampleProject.client(configurations: ["Release"], settings: [
                "Release": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
            ]).adding([
                "Client/Assets.xcassets/AppIcon-Blue.appiconset/Contents.json":
                    #"{ "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ] }"#,
            ]),
            expectedMessages: [#"icon set "AppIcon-Blue" of target "Client": no image has a filename"#]),
        RuleExample(
            title: "An empty icon set that never ships (alternate-icon-unused's finding, not this rule's)",
            snippet: #"AppIcon-Blue.appiconset: { "images" : [ { "idiom" : "universal", "size" : "1024x1024" } ] }, not listed"#,
            files: ExampleProject.client(configurations: ["Release"], settings: [:]).adding([
                "Client/Assets.xcassets/AppIcon-Blue.appiconset/Contents.json":
                    #"{ "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ] }"#,
            ])),
        RuleExample(
            title: "Icon sets whose images exist",
            snippet: #"{ "images" : [ { "filename" : "AppIcon-1024.png", "idiom" : "universal", … } ] }"#,
            files: ExampleProject.client(configurations: ["Release"], settings: [:])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        // A set without images that never ships (Xcode's empty template, left beside the icon in use) breaks
        // nothing: actool compiles only the icons the target uses and has nothing of it to check, and
        // alternate-icon-unused says to delete it. Broken JSON and missing files are reported wherever they are:
        // actool reads and checks every set of the catalog.
        let unshipped = Set(target.iconSetsThatNeverShip.map(\.path))
        for problem in target.iconSetProblems where !(problem.hasNoImages && unshipped.contains(Self.folder(of: problem.location.file))) {
            report.report(self, "icon set \"\(problem.name)\" of target \"\(target.name)\": \(problem.message)"
                          + Self.otherSources(of: problem, in: target, baseDirectory: report.context.options.baseDirectory),
                          at: problem.location, target: target.name, name: problem.name)
        }
    }

    /// When the target compiles other icon sets of the same name (an empty `AppIcon` left in a second catalog
    /// beside the real one): says so, and which one actool is likely to use. Which of several same-named sets
    /// actool picks is not documented; a broken one contributes nothing, so the others are the likely source.
    static func otherSources(of problem: IconSetProblem, in target: TargetFacts, baseDirectory: String) -> String {
        let folder = Self.folder(of: problem.location.file)
        let others = target.providers.filter { $0.name == problem.name && $0.path != folder }
        guard !others.isEmpty else { return "" }
        let broken = Set(target.iconSetProblems.map { Self.folder(of: $0.location.file) })
        let usable = others.filter { !broken.contains($0.path) }.map { PathUtilities.relative($0.path, to: baseDirectory) }
        let role = target.configurations.contains { $0[.appIconName].string == problem.name } ? "primary " : ""
        let text = "; the target compiles \(others.count + 1) \(role)icon sets named \"\(problem.name)\""
        if usable.isEmpty { return text + ", and none of them is usable" }
        return text + ", and actool most likely uses the one with images, " + Wording.list(usable, limit: 3)
            + " (which of several same-named sets actool picks is not documented): delete this one"
    }

    /// The icon set folder of a problem's location: the folder of its `Contents.json`, or the set's folder itself
    /// when `Contents.json` is missing (then the location is the folder, and its parent is the catalog).
    static func folder(of location: String) -> String {
        guard location.hasSuffix("/Contents.json") else { return location }
        return String(location.dropLast("/Contents.json".count))
    }
}
