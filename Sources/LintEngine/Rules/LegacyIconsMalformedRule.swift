/// `legacy-icons-malformed`: wrong shapes in the Info.plist icon dictionaries.
struct LegacyIconsMalformedRule: TargetRule {
    static let description = RuleDescription(
        id: "legacy-icons-malformed",
        name: "Info.plist icon dictionary malformed",
        defaultLevel: .error,
        summary: "Wrong shapes in CFBundleIcons: not a dictionary, not an array of strings, duplicate keys",
        description: """
            iOS reads `CFBundleIcons` with fixed shapes: dictionaries down to `CFBundleIconFiles`, an array of \
            file names. A dictionary where an array belongs, a number among the names, or the tvOS array form of \
            `CFBundleAlternateIcons` on iOS make the icons silently unavailable. Duplicate keys are dropped by \
            Foundation without a word (only the last one counts). Entries whose files all name another \
            alternate look like a copy-paste slip and are reported too.

            **Fix:** correct the structure as the message says (Xcode's property-list editor shows the types).
            """,
        tags: ["icons", "legacy", "info-plist"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "An alternate whose files are a string, not an array",
            snippet: "<key>Dark</key><dict><key>CFBundleIconFiles</key><string>Dark</string></dict>",
            files: ExampleProject(configurations: ["Release"], targets: [
                ExampleTarget(settings: ["Release": ["INFOPLIST_FILE = Client/Info.plist", "TARGETED_DEVICE_FAMILY = 1"]],
                              resources: ["Client/Dark@2x.png"]),
            ], files: ["Client/Info.plist": LegacyExamples.plist(alternates: ["Dark": ["Dark"]])
                .replacingOccurrences(of: "<array>\n\t\t\t\t\t<string>Dark</string>\n\t\t\t\t</array>", with: "<string>Dark</string>")]).render(),
            expectedMessages: ["CFBundleIcons.CFBundleAlternateIcons.Dark.CFBundleIconFiles must be an array of file names, not a string"]),
        RuleExample(
            title: "An alternate declared twice (Foundation keeps only the last)",
            snippet: "<key>Dark</key><dict>…</dict> <key>Dark</key><dict>…</dict>",
            files: ExampleProject(configurations: ["Release"], targets: [
                ExampleTarget(settings: ["Release": ["INFOPLIST_FILE = Client/Info.plist", "TARGETED_DEVICE_FAMILY = 1"]],
                              resources: ["Client/Dark@2x.png", "Client/Dusk@2x.png"]),
            ], files: ["Client/Info.plist": LegacyExamples.plist(alternates: ["Dark": ["Dark"], "Dusk": ["Dusk"]])
                .replacingOccurrences(of: "<key>Dusk</key>", with: "<key>Dark</key>")]).render(),
            expectedMessages: [#"duplicate key "Dark" in the icon dictionary"#]),
        RuleExample(
            title: "Well-formed dictionaries",
            snippet: "<key>Dark</key><dict><key>CFBundleIconFiles</key><array><string>Dark</string></array></dict>",
            files: ExampleProject(configurations: ["Release"], targets: [
                ExampleTarget(settings: ["Release": ["INFOPLIST_FILE = Client/Info.plist", "TARGETED_DEVICE_FAMILY = 1"]],
                              resources: ["Client/Dark@2x.png"]),
            ], files: ["Client/Info.plist": LegacyExamples.plist(alternates: ["Dark": ["Dark"]])]).render()),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        for plist in target.legacy {
            for (message, location) in plist.malformed {
                report.report(self, "Info.plist of target \"\(target.name)\": \(message)", at: location,
                              target: target.name, configuration: plist.configurations.joined(separator: ","),
                              name: "\(location.range?.start.line ?? 0):\(message.prefix(40))")
            }
        }
    }
}
