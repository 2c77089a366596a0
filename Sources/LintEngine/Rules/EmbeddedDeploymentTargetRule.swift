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

    /// The deployment-target setting of an SDK family.
    static func deploymentTarget(for sdk: String) -> String? {
        let pairs: [(String, String)] = [
            ("iphone", Setting.iOSDeploymentTarget.name), ("macosx", Setting.macOSDeploymentTarget.name),
            ("appletv", Setting.tvOSDeploymentTarget.name), ("watch", Setting.watchOSDeploymentTarget.name),
            ("xr", Setting.visionOSDeploymentTarget.name),
        ]
        return pairs.first { sdk.hasPrefix($0.0) }?.1
    }

    static let checksEmbeddedTargets = true

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        let all = Wording.unique(target.configurations.map(\.label))
        for embedded in target.embedded {
            for host in target.configurations {
                guard let setting = deploymentTarget(for: host.sdk), let inside = embedded.configuration(matching: host) else { continue }
                let hostValue = host[name: setting], embeddedValue = inside[name: setting]
                guard hostValue.isSet, embeddedValue.isSet, hostValue.unknowable == nil, embeddedValue.unknowable == nil,
                      let low = RuleOption.version(hostValue.string), let high = RuleOption.version(embeddedValue.string),
                      ProjectFormatTooNewRule.isNewer(high, than: low) else { continue }
                let at = embeddedValue.location ?? embedded.location
                // One finding per pattern (the same two values), however many lines say them.
                let cause = target.name + "|" + embedded.name + "|" + setting + "|" + hostValue.string + "|" + embeddedValue.string
                let name = embedded.name, hostName = target.name
                report.occurrence(of: self, cause: cause,
                                  .init(target: target.name, configuration: host.label, sdk: host.sdk, location: at),
                                  at: at, shared: false, setting: setting, name: embedded.name) { scope in
                    ("target \"\(name)\", which \"\(hostName)\" embeds, needs \(setting) \(embeddedValue.string), but "
                        + "\"\(hostName)\" runs from \(hostValue.string)\(Wording.configurations(scope.configurations, of: all))"
                        + "; on the versions in between it is missing or fails to load",
                     (hostValue.location.map {
                         [RelatedLocation(location: $0, message: "\"\(hostName)\" sets \(setting) \(hostValue.string) here")]
                     } ?? []) + scope.otherLines("sets \(setting) \(embeddedValue.string)"))
                }
            }
        }
    }
}
