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
            Foundation without a word (only the last one counts). An alternate whose file list is exactly \
            that of another alternate shows the same icon under two names, a copy-paste slip, and is reported too.

            **Fix:** correct the structure as the message says (Xcode's property-list editor shows the types).
            """,
        tags: ["icons", "legacy", "info-plist"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "An alternate whose files are a string, not an array",
            snippet: "<key>Dark</key><dict><key>CFBundleIconFiles</key><string>Dark</string></dict>",
            files: LegacyExamples.project(
                plist: LegacyExamples.plist(alternates: ["Dark": ["Dark"]])
                    .replacing("<array>\n\t\t\t\t\t<string>Dark</string>\n\t\t\t\t</array>", with: "<string>Dark</string>"),
                resources: ["Client/Dark@2x.png"]),
            expectedMessages: ["CFBundleIcons.CFBundleAlternateIcons.Dark.CFBundleIconFiles must be an array of file names, not a string"]),
        RuleExample(
            title: "An alternate declared twice (Foundation keeps only the last)",
            snippet: "<key>Dark</key><dict>…</dict> <key>Dark</key><dict>…</dict>",
            files: LegacyExamples.project(
                plist: LegacyExamples.plist(alternates: ["Dark": ["Dark"], "Dusk": ["Dusk"]])
                    .replacing("<key>Dusk</key>", with: "<key>Dark</key>"),
                resources: ["Client/Dark@2x.png", "Client/Dusk@2x.png"]),
            expectedMessages: [#"duplicate key "Dark" in the icon dictionary"#]),
        RuleExample(
            title: "Well-formed dictionaries",
            snippet: "<key>Dark</key><dict><key>CFBundleIconFiles</key><array><string>Dark</string></array></dict>",
            files: LegacyExamples.project(plist: LegacyExamples.plist(alternates: ["Dark": ["Dark"]]),
                resources: ["Client/Dark@2x.png"])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        // A plist read for several configurations (different expansions) has the same shape in each: once.
        let findings = target.legacyOnce { plist in
            plist.malformed.map { (key: $0.location.place + ":" + $0.message, item: $0) }
        }
        for (malformation, configurations) in findings {
            report.report(self, "Info.plist of target \"\(target.name)\": \(malformation.message)", at: malformation.location,
                          target: target.name, configuration: configurations.joined(separator: ","),
                          name: malformation.name)
        }
    }
}
