import XcodeModel

/// `project-format-too-new`: the project file's format needs a newer Xcode than the oldest the team supports.
struct ProjectFormatTooNewRule: ProjectRule {
    static let description = RuleDescription(
        id: "project-format-too-new",
        name: "Project format newer than the team's oldest Xcode",
        defaultLevel: .warning,
        summary: "The project's format needs a newer Xcode than the team pins (.xcode-version, a CI workflow, or minimumXcodeVersion): \"cannot be opened because it is in a future Xcode project file format\"",
        description: """
            Each Xcode saves `project.pbxproj` in the newest format it knows (`objectVersion`), silently, as soon as \
            someone changes a project setting ("Project Format" in the File inspector). An older Xcode then refuses \
            the project ("The project … cannot be opened because it is in a future Xcode project file format"), and \
            so do tools built on an older format table (CocoaPods' "Unknown object version"). Tell pbxlint the \
            oldest Xcode your team or CI builds with and it reports the project once its format needs more:

            ```json
            { "rules": { "project-format-too-new": { "options": { "minimumXcodeVersion": "15.0" } } } }
            ```

            The Xcode version each format needs comes from a table (objectVersion 45 = Xcode 3.1, …, 77 = Xcode \
            16, 90 = Xcode 16.3, 100 = Xcode 26.3, 110 = Xcode 27); a newer objectVersion than the table knows needs at least Xcode \
            27 and is reported against that. \
            Without the option pbxlint reads the Xcode the repository already pins (never above its root, symbolic \
            links resolved): the first line of the nearest `.xcode-version` (xcodes, fastlane), and in \
            `.github/workflows/*.yml` an `Xcode_15.4.app` path in `DEVELOPER_DIR` or `xcode-select`, \
            `xcode-version: 15.4` (setup-xcode) and `xcodes select 15.4`; the lowest one found counts, and the \
            option wins over all. With neither, nothing is checked. Besides `objectVersion` it checks the project's \
            "Project Format" setting (`compatibilityVersion`, `preferredProjectObjectVersion`), which decides what \
            the next save writes, and a `project.xcproj`, which needs Xcode 27.2 (uhooi/Loki#274: a CI pinned to \
            Xcode 27.0 could not load it).

            **Fix:** set "Project Format" back to the oldest Xcode you support (File inspector of the project), or \
            raise `minimumXcodeVersion` once the team has moved on.
            """,
        tags: ["xcode-version"],
        options: [RuleOption(optionKey, .version, "The oldest Xcode the project must open in, e.g. \"15.0\"")])

    static let optionKey = "minimumXcodeVersion"

    /// The Xcode version that introduced each project format. Sources: CocoaPods/Xcodeproj
    /// `lib/xcodeproj/constants.rb` (`COMPATIBILITY_VERSION_BY_OBJECT_VERSION`: 45 … 63, 70 and 77 = Xcode 16.0,
    /// 100 = Xcode 26.3); the `ProjectFormat` table of XcodeProj/XcodeGen (`xcode16_3` = 90, `xcode16_0` = 77,
    /// `xcode15_3` = 63, `xcode15_0` = 60, `xcode14_0` = 56): Xcode 16.3 writes 90 ("Xcode 16.3" project format);
    /// Xcode 27 writes 110, as the xcproj issue records. Not listed because no source could be verified here: 71
    /// (one secondary note gives Xcode 16.2) and 73 (seen in fixtures with synchronized folders); a project that
    /// says one of them is held to the format below it.
    static let xcodeByObjectVersion: [(objectVersion: Int, xcode: String)] = [
        (45, "3.1"), (46, "3.2"), (47, "6.3"), (48, "8.0"), (50, "9.3"), (51, "10.0"), (52, "11.0"), (53, "11.4"),
        (54, "12.0"), (55, "13.0"), (56, "14.0"), (60, "15.0"), (63, "15.3"), (70, "16.0"), (77, "16.0"),
        (90, "16.3"), (100, "26.3"), (110, "27.0"),
    ]

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The team still opens the project in Xcode 13",
            snippet: """
                objectVersion = 56;   // .pbxlint.json: "minimumXcodeVersion": "13.4"
                """,
            files: ExampleProject.client(settings: [:])
                .adding([".pbxlint.json": #"{ "rules": { "project-format-too-new": { "options": { "minimumXcodeVersion": "13.4" } } } }"#]),
            expectedMessages: ["objectVersion 56 needs Xcode 14.0 or later, but minimumXcodeVersion is 13.4"]),
        RuleExample(
            title: "The oldest Xcode supported opens it",
            snippet: """
                objectVersion = 56;   // .pbxlint.json: "minimumXcodeVersion": "14"
                """,
            files: ExampleProject.client(settings: [:])
                .adding([".pbxlint.json": #"{ "rules": { "project-format-too-new": { "options": { "minimumXcodeVersion": "14" } } } }"#])),
        RuleExample(
            title: "The repository pins Xcode 13.4 for xcodes and fastlane",
            snippet: """
                objectVersion = 56;   // .xcode-version: 13.4
                """,
            files: ExampleProject.client(settings: [:]).adding([".xcode-version": "13.4\n"]),
            expectedMessages: ["objectVersion 56 needs Xcode 14.0 or later, but the team's Xcode is 13.4 (.xcode-version)"]),
        RuleExample(
            title: "No minimumXcodeVersion and no pin: nothing to compare with",
            snippet: "objectVersion = 56;",
            files: ExampleProject.client(settings: [:])),
    ]

    static func check(_ project: ProjectFacts, report: inout DiagnosticCollector) {
        // The option wins; without it, the Xcode the repository pins (XcodePinFacts.swift).
        let option = report.context.configuration.options(of: description.id)[optionKey]?.first
        let pin = option == nil ? project.xcodePin : nil
        guard let minimumText = option ?? pin?.version, let minimum = Version(minimumText) else { return }
        let against = pin.map { "the team's Xcode is \($0.version) (\($0.file))" } ?? "minimumXcodeVersion is \(minimumText)"
        let pinNote = pin.map { [RelatedLocation(location: $0.location, message: "Xcode \($0.version) is selected here")] } ?? []
        if project.isXcproj {
            checkXcproj(project, minimum: minimum, against: against, pinNote: pinNote, report: &report)
            return
        }
        let settings = formatSettings(of: project, newerThan: minimum)
        if let written = project.objectVersion, let objectVersion = Int(written.value),
           // The newest format at or below the written one: what the project needs at least.
           let needed = xcodeByObjectVersion.last(where: { $0.objectVersion <= objectVersion }),
           let neededVersion = Version(needed.xcode), neededVersion > minimum {
            let beyondTable = objectVersion > (xcodeByObjectVersion.last?.objectVersion ?? 0)
            report.report(self, "objectVersion \(objectVersion) needs Xcode \(needed.xcode) or later"
                          + (beyondTable ? " (newer than pbxlint's table, which ends at Xcode \(needed.xcode); it may need a later one)" : "")
                          + ", but \(against): that Xcode cannot open this project",
                          at: written.location, name: "objectVersion",
                          related: pinNote + settings.map {
                              RelatedLocation(location: $0.setting.location,
                                              message: "\($0.setting.key) \($0.setting.value) keeps Xcode saving it in that format")
                          })
            return
        }
        reportFormatSettings(settings, against: against, pinNote: pinNote, report: &report)
    }
}
