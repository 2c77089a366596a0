import XcodeModel

/// `embedded-version-mismatch`: an extension, watch app or App Clip ships with another version or build number
/// than the app that embeds it.
struct EmbeddedVersionMismatchRule: TargetRule {
    static let description = RuleDescription(
        id: "embedded-version-mismatch",
        name: "Embedded target's version differs from its app's",
        defaultLevel: .warning,
        summary: "An app extension, watch app or App Clip ships another CFBundleShortVersionString or CFBundleVersion than the app that embeds it (ITMS-90473)",
        description: """
            An app and its extensions must carry the same version and build number. Xcode warns while building \
            ("The CFBundleShortVersionString of an app extension ('1.0') must match that of its containing parent \
            app ('2.3')"; for an App Clip it is an error), and App Store Connect flags every upload: "ITMS-90473: \
            CFBundleShortVersionString Mismatch - The CFBundleShortVersionString value '1.0' of extension \
            'App.app/PlugIns/Widget.appex' does not match the CFBundleShortVersionString value '2.3' of its \
            containing iOS application". It happens when a target is added later with the template's 1.0 and 1, \
            or when a release script bumps the app only.

            pbxlint works out what each built Info.plist holds, per configuration that ships (device SDK; the \
            configurations `debug-settings-shipped` treats as not shipping are left out): with \
            `GENERATE_INFOPLIST_FILE = YES`, `MARKETING_VERSION` and `CURRENT_PROJECT_VERSION` when assigned (they \
            replace the file's keys), otherwise the Info.plist's `CFBundleShortVersionString` and `CFBundleVersion` \
            with build settings expanded, as swift-build's Info.plist processor does. It reports each cause once, \
            at the line that decided the embedded target's value, naming the configurations it affects, with a \
            note at the app's line and at the other lines that give the embedded target the same value. A value it \
            cannot know (an Info.plist it cannot read or that is preprocessed, a setting it cannot see, a Run Script \
            phase that edits versions with PlistBuddy or agvtool) is not compared. Frameworks and bundles keep \
            their own versions.

            **Fix:** set `MARKETING_VERSION` and `CURRENT_PROJECT_VERSION` once for all targets (project level or a \
            shared xcconfig) and let each Info.plist say `$(MARKETING_VERSION)` and `$(CURRENT_PROJECT_VERSION)`.
            """,
        tags: ["settings", "targets", "info-plist"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The widget kept the template's version and build number",
            snippet: """
                Client: MARKETING_VERSION = 2.3;   CURRENT_PROJECT_VERSION = 45;   GENERATE_INFOPLIST_FILE = YES;
                Widget: MARKETING_VERSION = 1.0;   CURRENT_PROJECT_VERSION = 1;    GENERATE_INFOPLIST_FILE = YES;
                """,
            files: ExampleProject.embedding(
                host: ["MARKETING_VERSION = 2.3", "CURRENT_PROJECT_VERSION = 45", "GENERATE_INFOPLIST_FILE = YES"],
                embedded: ["MARKETING_VERSION = 1.0", "CURRENT_PROJECT_VERSION = 1", "GENERATE_INFOPLIST_FILE = YES"]),
            expectedMessages: [
                #"target "Widget", which "Client" embeds, ships CFBundleShortVersionString 1.0 (from MARKETING_VERSION), but "Client" 2.3 (Release)"#,
                #"target "Widget", which "Client" embeds, ships CFBundleVersion 1 (from CURRENT_PROJECT_VERSION), but "Client" 45 (Release)"#,
            ]),
        RuleExample(
            title: "The extension's Info.plist still says 1.0",
            snippet: """
                MARKETING_VERSION = 2.3;   // project level
                Widget/Info.plist: <key>CFBundleShortVersionString</key> <string>1.0</string>
                """,
            files: ExampleProject(projectSettings: ["Debug": ["MARKETING_VERSION = 2.3"], "Release": ["MARKETING_VERSION = 2.3"]],
                                  targets: [
                ExampleTarget(settings: ["Release": ["GENERATE_INFOPLIST_FILE = YES"]], embeds: ["Widget"]),
                ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension",
                              settings: ["Release": ["INFOPLIST_FILE = Widget/Info.plist"]]),
            ], files: ["Widget/Info.plist": plist(["CFBundleShortVersionString": "1.0"])]).render(),
            expectedMessages: [
                #"target "Widget", which "Client" embeds, ships CFBundleShortVersionString 1.0 (from Info.plist), but "Client" 2.3"#,
            ]),
        RuleExample(
            title: "One version for every target; the Info.plist refers to it",
            snippet: """
                MARKETING_VERSION = 2.3;   CURRENT_PROJECT_VERSION = 45;   // project level
                Widget/Info.plist: <key>CFBundleShortVersionString</key> <string>$(MARKETING_VERSION)</string>
                """,
            files: ExampleProject(projectSettings: [
                "Debug": ["MARKETING_VERSION = 2.3", "CURRENT_PROJECT_VERSION = 45"],
                "Release": ["MARKETING_VERSION = 2.3", "CURRENT_PROJECT_VERSION = 45"],
            ], targets: [
                ExampleTarget(settings: ["Release": ["GENERATE_INFOPLIST_FILE = YES"]], embeds: ["Widget"]),
                ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension",
                              settings: ["Release": ["INFOPLIST_FILE = Widget/Info.plist"]]),
            ], files: ["Widget/Info.plist": plist(["CFBundleShortVersionString": "$(MARKETING_VERSION)",
                                                   "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)"])]).render()),
        RuleExample(
            title: "Only Debug differs, and Debug never ships",
            snippet: """
                Client: MARKETING_VERSION = 2.3;
                Widget: Debug: MARKETING_VERSION = 1.0;   Release: MARKETING_VERSION = 2.3;
                """,
            files: ExampleProject(targets: [
                ExampleTarget(settings: ["Debug": ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"],
                                         "Release": ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"]],
                              embeds: ["Widget"]),
                ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension",
                              settings: ["Debug": ["MARKETING_VERSION = 1.0", "GENERATE_INFOPLIST_FILE = YES"],
                                         "Release": ["MARKETING_VERSION = 2.3", "GENERATE_INFOPLIST_FILE = YES"]]),
            ]).render()),
    ]

    /// A minimal XML Info.plist with these string keys, for examples and tests.
    static func plist(_ strings: [String: String]) -> String {
        let body = strings.keys.sorted().map { "\t<key>\($0)</key>\n\t<string>\(strings[$0] ?? "")</string>\n" }.joined()
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)</dict>\n</plist>\n"
    }

    /// Products whose versions must match the app's: app extensions (ExtensionKit too), watch apps (a
    /// single-target watch app is a plain application built for watchOS) and their extensions, App Clips.
    /// Frameworks, bundles, XPC services and macOS helper apps keep versions of their own.
    static func mustMatchHost(_ embedded: EmbeddedTargetFacts) -> Bool {
        let productType = embedded.productType
        if productType == "com.apple.product-type.application" {
            return embedded.configurations.contains { $0.sdk.hasPrefix("watch") }
        }
        return productType.hasPrefix("com.apple.product-type.app-extension")
            || productType.hasPrefix("com.apple.product-type.watchkit")
            || productType.hasPrefix("com.apple.product-type.application.watchapp")
            || [
                "com.apple.product-type.extensionkit-extension", "com.apple.product-type.tv-app-extension",
                "com.apple.product-type.application.on-demand-install-capable",
            ].contains(productType)
    }

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        let notShipping = (report.context.configuration.options(of: DebugSettingsShippedRule.description.id)[DebugSettingsShippedRule.optionKey]
            ?? DebugSettingsShippedRule.defaultDebugConfigurations).map { $0.lowercased() }
        let shipping = target.configurations.filter { configuration in
            !configuration.isSimulator && !notShipping.contains { Glob.matches($0, configuration.name.lowercased()) }
        }
        guard !shipping.isEmpty else { return }
        // Every configuration of the app, not only the shipping ones: a finding about the shipping ones names them,
        // so it does not read as if Debug were compared too.
        let all = Wording.unique(target.configurations.map(\.label))
        // Gathered first and reported after, so that the note at the app's side can name every line the app's
        // value comes from (each configuration may set it on its own line) whichever configurations remain.
        var mismatches: [Mismatch] = []
        var hostLines: [String: [HostLine]] = [:]
        for embedded in target.embedded where mustMatchHost(embedded) {
            for host in shipping {
                guard let inside = embedded.deviceConfiguration(matching: host) else { continue }
                let hostVersions = host.bundleVersions, embeddedVersions = inside.bundleVersions
                for (key, hostFact, embeddedFact) in [
                    (BundleVersionFactsBuilder.shortVersionKey, hostVersions.shortVersion, embeddedVersions.shortVersion),
                    (BundleVersionFactsBuilder.bundleVersionKey, hostVersions.bundleVersion, embeddedVersions.bundleVersion),
                ] {
                    // Unknowable on either side is not compared; an app without the key fails validation on its own.
                    guard let hostValue = hostFact.value, let embeddedValue = embeddedFact.value, !hostValue.isEmpty,
                          embeddedValue != hostValue else { continue }
                    let at = embeddedFact.location ?? embedded.location
                    // One finding per pattern (the same two values from the same kind of place), however many
                    // lines say them.
                    let cause = [target.name, embedded.name, key, hostValue, embeddedValue, embeddedFact.decidedBy]
                        .joined(separator: "|")
                    if let line = hostFact.location {
                        hostLines[cause, default: []].append(
                            HostLine(location: line, configuration: host.label, decidedBy: hostFact.decidedBy))
                    }
                    let what = embeddedValue.isEmpty
                        ? "ships no \(key)"
                        : "ships \(key) \(embeddedValue) (from \(embeddedFact.decidedBy))"
                    mismatches.append(Mismatch(
                        cause: cause, key: key, embedded: embedded.name, hostValue: hostValue, at: at,
                        occurrence: .init(target: target.name, configuration: host.label, sdk: host.sdk, location: at),
                        message: "target \"\(embedded.name)\", which \"\(target.name)\" embeds, \(what), "
                            + "but \"\(target.name)\" \(hostValue)"))
                }
            }
        }
        let hostName = target.name
        for mismatch in mismatches {
            let lines = hostLines[mismatch.cause] ?? []
            report.occurrence(of: self, cause: mismatch.cause, mismatch.occurrence, at: mismatch.at, shared: false,
                              setting: mismatch.key, name: mismatch.embedded) { scope in
                (mismatch.message + Wording.configurations(scope.configurations, of: all)
                    + "; App Store Connect flags the upload (ITMS-90473), an app and its extensions must carry the same version",
                 hostNotes(lines, host: hostName, key: mismatch.key, value: mismatch.hostValue, in: scope)
                    + scope.otherLines("sets it the same way"))
            }
        }
    }

    /// One difference, in one host configuration.
    private struct Mismatch {
        let cause: String
        /// `CFBundleShortVersionString` or `CFBundleVersion`.
        let key: String
        let embedded: String
        let hostValue: String
        let at: Location
        let occurrence: CauseGroups.Occurrence
        /// The sentence before the configurations: `target "Widget", which "Client" embeds, ships …`.
        let message: String
    }

    /// Where the app's value comes from in one configuration.
    private struct HostLine: Sendable {
        let location: Location
        let configuration: String
        let decidedBy: String
    }

    /// A note at each line the app's value comes from, for the configurations the finding affects; naming the
    /// configurations when the app says it on more than one line.
    private static func hostNotes(_ lines: [HostLine], host: String, key: String, value: String,
                                  in scope: AffectedScope) -> [RelatedLocation] {
        let affected = Set(scope.configurations)
        let remaining = lines.filter { affected.contains($0.configuration) }
        var seen = Set<Location>()
        let locations = remaining.map(\.location).filter { seen.insert($0).inserted }
        return locations.compactMap { location in
            let here = remaining.filter { $0.location == location }
            guard let first = here.first else { return nil }
            let which = locations.count > 1 ? " (\(Wording.list(Wording.unique(here.map(\.configuration)))))" : ""
            return RelatedLocation(location: location, message: "\"\(host)\" gets \(key) \(value) from \(first.decidedBy) here\(which)")
        }
    }
}
