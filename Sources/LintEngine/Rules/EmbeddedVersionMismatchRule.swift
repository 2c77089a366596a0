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

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        // App extensions, watch apps and their extensions, App Clips; frameworks, bundles, XPC services and macOS
        // helper apps keep versions of their own.
        let comparison = EmbeddedComparison(
            includes: { embedded in
                ProductKind(productType: embedded.productType)
                    .carriesHostVersion(builtFor: embedded.configurations.compactMap { Platform(sdk: $0.sdk) })
            },
            configurations: DebugSettingsShippedRule.shippingConfigurations(of: target, report),
            deviceBuilds: true,
            consequence: "; App Store Connect flags the upload (ITMS-90473), an app and its extensions must carry the same version",
            noteEveryHostLine: true)
        reportUncompared(target, comparison, &report)
        report.reportEmbeddedDifferences(of: self, in: target, comparison) { host, inside in
            let hostVersions = host.bundleVersions, embeddedVersions = inside.bundleVersions
            return [
                (BundleVersionFactsBuilder.shortVersionKey, hostVersions.shortVersion, embeddedVersions.shortVersion),
                (BundleVersionFactsBuilder.bundleVersionKey, hostVersions.bundleVersion, embeddedVersions.bundleVersion),
            ].compactMap { key, hostFact, embeddedFact in
                // Unknowable on either side is not compared; an app without the key fails validation on its own.
                guard let hostValue = hostFact.value, let embeddedValue = embeddedFact.value, !hostValue.isEmpty,
                      embeddedValue != hostValue else { return nil }
                let what = embeddedValue.isEmpty
                    ? "ships no \(key)"
                    : "ships \(key) \(embeddedValue) (from \(embeddedFact.decidedBy))"
                return EmbeddedDifference(
                    key: key, hostValue: hostValue, embeddedValue: embeddedValue,
                    embeddedLocation: embeddedFact.location, hostLocation: hostFact.location,
                    hostNote: "gets \(key) \(hostValue) from \(hostFact.decidedBy)",
                    what: { "\(what), but \(Wording.quoted($0)) \(hostValue)" }, detail: embeddedFact.decidedBy)
            }
        }
    }

    /// Versions pbxlint cannot know (an optional include that is absent could set how the Info.plist is made, a
    /// preprocessed Info.plist, a script that edits the built one) are not compared; that is pbxlint's limit, not
    /// the user's mistake, so it is said once per embedded target as a limit (`--explain`), never as a finding,
    /// and never passed over in silence.
    private static func reportUncompared(_ target: TargetFacts, _ comparison: EmbeddedComparison,
                                         _ report: inout DiagnosticCollector) {
        for embedded in target.embedded where comparison.includes(embedded) {
            var reasons: [String] = []
            var configurations: [String] = []
            for (host, inside) in comparison.pairs(of: embedded, in: target) {
                for (name, versions) in [(target.name, host.bundleVersions), (embedded.name, inside.bundleVersions)] {
                    for why in [versions.shortVersion.unknownBecause, versions.bundleVersion.unknownBecause]
                    .compactMap({ $0 }) {
                        let reason = "\"\(name)\": \(why)"
                        if !reasons.contains(reason) { reasons.append(reason) }
                        if !configurations.contains(host.label) { configurations.append(host.label) }
                    }
                }
            }
            guard !reasons.isEmpty else { continue }
            report.unchecked(self, .valueNotChecked,
                             "the versions of target \"\(embedded.name)\", which \"\(target.name)\" embeds, were not compared "
                                + "with the app's (\(Wording.list(configurations))): " + reasons.joined(separator: "; "),
                             at: embedded.location, target: target.name, name: embedded.name)
        }
    }
}
