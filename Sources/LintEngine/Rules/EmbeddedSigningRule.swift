import XcodeModel

/// `embedded-signing`: what an app embeds is signed differently from the app.
struct EmbeddedSigningRule: TargetRule {
    static let description = RuleDescription(
        id: "embedded-signing",
        name: "Signing inconsistent between an app and what it embeds",
        defaultLevel: .warning,
        summary: "An embedded target has no or another DEVELOPMENT_TEAM, or another CODE_SIGN_STYLE, than the app that embeds it",
        description: """
            An app and the extensions, App Clips and frameworks inside it are signed as one: with another team, \
            the device refuses to install the app or App Store Connect rejects it; with no team, the embedded \
            target does not sign for a device at all; with manual signing in one and automatic in the other, \
            profiles go out of step. It usually happens when a target is added later or a team changes. pbxlint \
            compares, per configuration and device SDK (simulator builds need no team; a watch app in its own \
            device SDK), the resolved \
            `DEVELOPMENT_TEAM` and `CODE_SIGN_STYLE` of each app that sets them with those of the targets its \
            copy-files phases embed; frameworks and libraries are left out, as Xcode signs them again with the \
            app's identity when it copies them.

            **Fix:** set the team and signing style once for all targets (project level or a shared xcconfig), \
            or give the embedded target the app's.
            """,
        tags: ["settings", "targets", "signing"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The widget was added with another team and manual signing",
            snippet: """
                Client: DEVELOPMENT_TEAM = ABCDE12345;   CODE_SIGN_STYLE = Automatic;
                Widget: DEVELOPMENT_TEAM = ZZZZZ99999;   CODE_SIGN_STYLE = Manual;
                """,
            files: ExampleProject.embedding(host: ["DEVELOPMENT_TEAM = ABCDE12345", "CODE_SIGN_STYLE = Automatic"],
                                            embedded: ["DEVELOPMENT_TEAM = ZZZZZ99999", "CODE_SIGN_STYLE = Manual"]),
            expectedMessages: [
                #"target "Widget", which "Client" embeds, is signed by team ZZZZZ99999, but "Client" by ABCDE12345; an app"#,
                #"target "Widget", which "Client" embeds, uses CODE_SIGN_STYLE Manual, but "Client" Automatic; an app"#,
            ]),
        RuleExample(
            title: "The watch app has another team",
            snippet: """
                Client: DEVELOPMENT_TEAM = ABCDE12345;   Watch (watchOS, in "Embed Watch Content"): DEVELOPMENT_TEAM = ZZZZZ99999;
                """,
            files: ExampleProject(configurations: ["Release"], targets: [
                ExampleTarget(settings: ["Release": ["DEVELOPMENT_TEAM = ABCDE12345", "SDKROOT = iphoneos"]], embeds: ["Watch"]),
                ExampleTarget(name: "Watch", productType: "com.apple.product-type.application.watchapp2",
                              settings: ["Release": ["DEVELOPMENT_TEAM = ZZZZZ99999", "SDKROOT = watchos"]]),
            ]).render(),
            expectedMessages: [#"target "Watch", which "Client" embeds, is signed by team ZZZZZ99999, but "Client" by ABCDE12345"#]),
        RuleExample(
            title: "One team and style for the whole project",
            snippet: "DEVELOPMENT_TEAM = ABCDE12345;   CODE_SIGN_STYLE = Automatic;   // project level",
            files: ExampleProject.embedding(host: [], embedded: [],
                                            projectSettings: ["DEVELOPMENT_TEAM = ABCDE12345", "CODE_SIGN_STYLE = Automatic"])),
    ]

    static let checksEmbeddedTargets = true

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        // Frameworks, libraries and plain bundles are signed again with the app's identity when copied ("Code Sign
        // On Copy"); their own settings do not decide. Device builds only: the simulator signs ad hoc, without a
        // team.
        let comparison = EmbeddedComparison(
            includes: { !ProductKind(productType: $0.productType).isResignedWhenEmbedded },
            configurations: target.configurations.filter { !$0.isSimulator }, deviceBuilds: true,
            consequence: "; an app and what it embeds are signed as one")
        report.reportEmbeddedDifferences(of: self, in: target, comparison) { host, inside in
            [Setting.developmentTeam, Setting.codeSignStyle].compactMap { setting in
                let hostValue = host[setting], embeddedValue = inside[setting]
                guard !hostValue.string.isEmpty, hostValue.unknowable == nil, embeddedValue.unknowable == nil,
                      embeddedValue.string != hostValue.string else { return nil }
                let isTeam = setting == .developmentTeam
                // A style the embedded target leaves to the default is not a second style.
                if !isTeam && embeddedValue.string.isEmpty { return nil }
                let embeddedSide = isTeam
                    ? (embeddedValue.string.isEmpty ? "has no DEVELOPMENT_TEAM" : "is signed by team \(embeddedValue.string)")
                    : "uses CODE_SIGN_STYLE \(embeddedValue.string)"
                let hostSide = isTeam ? "by \(hostValue.string)" : hostValue.string
                let what: @Sendable ([String]) -> String = { "\(embeddedSide), but \(Wording.quoted($0)) \(hostSide)" }
                return EmbeddedDifference(key: setting.name, hostValue: hostValue.string, embeddedValue: embeddedValue.string,
                                          embeddedLocation: embeddedValue.location, hostLocation: hostValue.location,
                                          what: what)
            }
        }
    }
}
