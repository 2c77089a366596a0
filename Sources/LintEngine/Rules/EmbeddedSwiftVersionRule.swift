import XcodeModel

/// `embedded-swift-version`: an embedded target is compiled in another Swift language mode than its app.
struct EmbeddedSwiftVersionRule: TargetRule {
    static let description = RuleDescription(
        id: "embedded-swift-version",
        name: "Embedded target in another Swift language mode than its host",
        defaultLevel: .note,
        summary: "An app extension, watch app, App Clip or embedded framework sets another SWIFT_VERSION than the app that embeds it",
        description: """
            `SWIFT_VERSION` picks the Swift language mode of one module (`-swift-version`). Modules in different \
            modes build and run together, and moving one module at a time is how Swift 6 is meant to be adopted, \
            so an extension in Swift 5 inside a Swift 6 app is legal: only a note. It is usually a migration left \
            half done (the app moved, the widget added earlier did not), or a target added later from an older \
            template; Swift 5 code there escapes the data-race checks the app's code gets. pbxlint compares, per \
            configuration and SDK, the resolved `SWIFT_VERSION` of each app with those of the targets its \
            copy-files phases embed, when both are set and are versions (`5` and `5.0` are the same mode) and both \
            compile sources (a watchOS 2 watch app stub compiles none, so its `SWIFT_VERSION` has no effect).

            **Fix:** move the embedded target to the app's language mode, or set `SWIFT_VERSION` once at the \
            project level or in a shared xcconfig; leave it when the difference is deliberate.
            """,
        tags: ["settings", "targets", "swift"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The app moved to Swift 6, the widget stayed in Swift 5",
            snippet: "Client: SWIFT_VERSION = 6.0;   Widget (embedded in PlugIns): SWIFT_VERSION = 5.0;",
            files: ExampleProject.embedding(host: ["SWIFT_VERSION = 6.0"], embedded: ["SWIFT_VERSION = 5.0"],
                                             compilingSwift: true),
            expectedMessages: [
                #"target "Widget", which "Client" embeds, is compiled in Swift language mode 5.0, but "Client" in 6.0; it builds"#,
            ]),
        RuleExample(
            title: "The same language mode, written two ways",
            snippet: "Client: SWIFT_VERSION = 5.0;   Widget: SWIFT_VERSION = 5;",
            files: ExampleProject.embedding(host: ["SWIFT_VERSION = 5.0"], embedded: ["SWIFT_VERSION = 5"],
                                             compilingSwift: true)),
        RuleExample(
            title: "One SWIFT_VERSION for the whole project",
            snippet: "SWIFT_VERSION = 6.0;   // project level",
            files: ExampleProject.embedding(host: [], embedded: [], projectSettings: ["SWIFT_VERSION = 6.0"],
                                             compilingSwift: true)),
    ]

    static let checksEmbeddedTargets = true

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        // A target that compiles nothing (a watchOS 2 watch app stub: storyboards, its code in the extension) has
        // no language mode: its SWIFT_VERSION reaches no compiler, on either side of the comparison.
        guard target.compilesSources else { return }
        let comparison = EmbeddedComparison(
            includes: \.compilesSources,
            consequence: "; it builds (each module has its own language mode), so this is a migration left to finish")
        report.reportEmbeddedDifferences(of: self, in: target, comparison) { host, inside in
            let hostValue = host[.swiftVersion], embeddedValue = inside[.swiftVersion]
            // Unset, unknowable or not a version on either side: not compared.
            guard hostValue.unknowable == nil, embeddedValue.unknowable == nil, let hostMode = Version(hostValue.string),
                  let embeddedMode = Version(embeddedValue.string), hostMode != embeddedMode else { return [] }
            return [EmbeddedDifference(
                key: Setting.swiftVersion.name, hostValue: hostValue.string, embeddedValue: embeddedValue.string,
                embeddedLocation: embeddedValue.location, hostLocation: hostValue.location,
                hostNote: "sets SWIFT_VERSION \(hostValue.string)",
                what: { "is compiled in Swift language mode \(embeddedValue.string), but \(Wording.quoted($0)) in \(hostValue.string)" },
                otherLines: "sets SWIFT_VERSION \(embeddedValue.string)")]
        }
    }
}
