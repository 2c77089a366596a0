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
                #"target "Widget", which "Client" embeds, needs IPHONEOS_DEPLOYMENT_TARGET 17.0, but "Client" runs from 16.0 (Debug)"#,
                #"target "Widget", which "Client" embeds, needs IPHONEOS_DEPLOYMENT_TARGET 17.0, but "Client" runs from 16.0 (Release)"#,
            ]),
        RuleExample(
            title: "The same deployment target everywhere",
            snippet: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;   // both targets",
            files: ExampleProject.embedding(
                host: ["IPHONEOS_DEPLOYMENT_TARGET = 16.0"], embedded: ["IPHONEOS_DEPLOYMENT_TARGET = 16.0"])),
    ]

    /// The deployment-target setting of an SDK family.
    static func deploymentTarget(for sdk: String) -> String? {
        let pairs: [(String, String)] = [
            ("iphone", Setting.iOSDeploymentTarget.name), ("macosx", Setting.macOSDeploymentTarget.name),
            ("appletv", Setting.tvOSDeploymentTarget.name), ("watch", Setting.watchOSDeploymentTarget.name),
            ("xr", Setting.visionOSDeploymentTarget.name),
        ]
        return pairs.first { sdk.hasPrefix($0.0) }?.1
    }

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        var findings = EmbeddedFindings()
        for embedded in target.embedded {
            for host in target.configurations {
                guard let setting = deploymentTarget(for: host.sdk), let inside = embedded.configuration(matching: host) else { continue }
                let hostValue = host[name: setting], embeddedValue = inside[name: setting]
                guard hostValue.isSet, embeddedValue.isSet, hostValue.unknowable == nil, embeddedValue.unknowable == nil,
                      let low = RuleOption.version(hostValue.string), let high = RuleOption.version(embeddedValue.string),
                      ProjectFormatTooNewRule.isNewer(high, than: low) else { continue }
                let at = embeddedValue.location ?? embedded.location
                findings.add(embedded: embedded.name, setting: setting, at: at,
                             values: [hostValue.string, embeddedValue.string], host: host) {
                    EmbeddedFindings.Finding(
                        message: "target \"\(embedded.name)\", which \"\(target.name)\" embeds, needs \(setting) "
                            + "\(embeddedValue.string), but \"\(target.name)\" runs from \(hostValue.string)",
                        consequence: "; on the versions in between it is missing or fails to load",
                        setting: setting, embedded: embedded.name, at: at,
                        related: hostValue.location.map {
                            [RelatedLocation(location: $0, message: "\"\(target.name)\" sets \(setting) \(hostValue.string) here")]
                        } ?? [])
                }
            }
        }
        findings.report(self, target: target, all: Wording.unique(target.configurations.map(\.label)), into: &report)
    }
}
