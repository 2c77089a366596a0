import XcodeModel

/// `embedded-deployment-target`: an embedded target needs a newer OS than the app that embeds it.
struct EmbeddedDeploymentTargetRule: TargetRule {
    static let description = RuleDescription(
        id: "embedded-deployment-target",
        name: "Embedded target needs a newer OS than its host",
        defaultLevel: .warning,
        summary: "An app extension, App Clip or embedded framework has a higher deployment target than the app that embeds it",
        description: """
            The app installs on every OS version down to its own deployment target, but what it embeds only runs \
            from its own: on the versions in between the widget, share extension or intent handler is silently \
            missing, and an embedded framework that needs a newer OS fails to load. Usually one target was \
            raised and the other forgotten. pbxlint compares, per configuration and SDK, the deployment target of \
            each app with those of the targets its copy-files phases embed (PlugIns, Frameworks, products \
            directory), when both are set and the platform is the same (a watch app is compared with nothing).

            **Fix:** give the embedded target the app's deployment target, or raise the app's; best, set it once at \
            the project level or in a shared xcconfig.
            """,
        tags: ["settings", "targets"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The widget needs iOS 17, the app runs on iOS 16",
            snippet: """
                Client: IPHONEOS_DEPLOYMENT_TARGET = 16.0;
                Widget (embedded in PlugIns): IPHONEOS_DEPLOYMENT_TARGET = 17.0;
                """,
            files: ExampleProject.embedding(
                host: ["IPHONEOS_DEPLOYMENT_TARGET = 16.0"], embedded: ["IPHONEOS_DEPLOYMENT_TARGET = 17.0"]),
            expectedMessages: [
                #"target "Widget", which "Client" embeds, needs IPHONEOS_DEPLOYMENT_TARGET 17.0, but "Client" runs from 16.0; on the versions in between"#,
            ]),
        RuleExample(
            title: "The same deployment target everywhere",
            snippet: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;   // both targets",
            files: ExampleProject.embedding(
                host: ["IPHONEOS_DEPLOYMENT_TARGET = 16.0"], embedded: ["IPHONEOS_DEPLOYMENT_TARGET = 16.0"])),
    ]

    static let checksEmbeddedTargets = true

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        let comparison = EmbeddedComparison(consequence: "; on the versions in between it is missing or fails to load")
        report.reportEmbeddedDifferences(of: self, in: target, comparison) { host, inside in
            guard let setting = Platform(sdk: host.sdk)?.deploymentTarget else { return [] }
            let hostValue = host[setting], embeddedValue = inside[setting]
            // Unset, unknowable or not a version on either side: nothing to compare.
            guard hostValue.isSet, embeddedValue.isSet, hostValue.unknowable == nil, embeddedValue.unknowable == nil,
                  let low = Version(hostValue.string), let high = Version(embeddedValue.string), high > low
            else { return [] }
            return [EmbeddedDifference(
                key: setting.name, hostValue: hostValue.string, embeddedValue: embeddedValue.string,
                embeddedLocation: embeddedValue.location, hostLocation: hostValue.location,
                hostNote: "sets \(setting.name) \(hostValue.string)",
                what: { "needs \(setting.name) \(embeddedValue.string), but \(Wording.quoted($0)) "
                    + Wording.plural($0.count, "runs", "run") + " from \(hostValue.string)" },
                otherLines: "sets \(setting.name) \(embeddedValue.string)")]
        }
    }
}
