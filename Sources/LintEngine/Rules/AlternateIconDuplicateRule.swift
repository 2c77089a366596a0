/// `alternate-icon-duplicate`: a name listed twice, an empty element, or a stray comma.
struct AlternateIconDuplicateRule: TargetRule {
    static let description = RuleDescription(
        id: "alternate-icon-duplicate",
        name: "Duplicate or malformed alternate icon name",
        defaultLevel: .warning,
        summary: "An alternate icon name is listed twice, is empty, or carries a stray comma",
        description: """
            `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES` is a space-separated list. A name listed twice is \
            noise that hides real edits; an empty element (`""` in an xcconfig) asks actool for an icon named \
            nothing; and a comma (`"og, joy"`) becomes part of the name `og,`, which no icon set matches.

            **Fix:** separate names with spaces only, once each.
            """,
        tags: ["icons"],
        fix: """
            rewrites the value without the repeated names, empty names and stray commas, keeping its style; not \
            when the value uses a macro such as `$(inherited)`.
            """)

    static let examples: [RuleExample] = [
        RuleExample(
            title: "Comma-separated names",
            snippet: #"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue, AppIcon-Green";"#,
            files: ExampleProject.client(configurations: ["Release"], settings: [
                "Release": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue, AppIcon-Green""#],
            ]),
            expectedMessages: [#"alternate icon name "AppIcon-Blue," of target "Client" ends with a comma"#]),
        RuleExample(
            title: "A name listed twice",
            snippet: #"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Blue";"#,
            files: ExampleProject.client(configurations: ["Release"], settings: [
                "Release": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Blue""#],
            ]),
            expectedMessages: [#""AppIcon-Blue" is listed 2 times"#]),
        RuleExample(
            title: "Distinct names separated by spaces",
            snippet: #"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green";"#,
            files: ExampleProject.client(configurations: ["Release"], settings: [
                "Release": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
            ])),
    ]

    /// A name without the commas it starts or ends with (`AppIcon-Blue,` → `AppIcon-Blue`).
    static func trimmingCommas(_ name: String) -> String {
        // On UTF-8 indices: reversed views instantiate generic metadata at run time (0.9M instructions, more than
        // the rest of the rule).
        let bytes = name.utf8
        guard let first = bytes.firstIndex(where: { $0 != UInt8(ascii: ",") }),
              let last = bytes.lastIndex(where: { $0 != UInt8(ascii: ",") }) else { return "" }
        return String(name[first...last])
    }

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        var seen = Set<String>()
        for config in target.configurations {
            let fact = config[.alternateAppIconNames]
            let location = fact.location ?? config.location
            // One report per assignment, however many configurations and SDKs share it.
            guard seen.insert("\(location.file):\(location.range?.startOffset ?? -1)").inserted else { continue }
            var counts: [String: Int] = [:]
            for name in fact.list { counts[name, default: 0] += 1 }
            let cleaned = Wording.unique(fact.list.map(trimmingCommas).filter { !$0.isEmpty })
            let fix: Fix? = fact.location.flatMap { location in
                fact.unknowable == nil ? .setNames(assignment: location, current: fact.list, names: cleaned) : nil
            }
            for name in Wording.unique(fact.list) {
                let subject = (target: target.name, setting: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES")
                if name.isEmpty {
                    report.report(self, "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES of target \"\(target.name)\" "
                                  + "contains an empty name\(Wording.origin(fact))", at: location,
                                  target: subject.target, configuration: config.name, setting: subject.setting,
                                  name: "", fix: fix)
                } else if name.hasSuffix(",") || name.hasPrefix(",") {
                    report.report(self, "alternate icon name \"\(name)\" of target \"\(target.name)\" "
                                  + "\(name.hasSuffix(",") ? "ends" : "starts") with a comma; names are separated by "
                                  + "spaces, so the comma becomes part of the name", at: location,
                                  target: subject.target, configuration: config.name, setting: subject.setting,
                                  name: name, fix: fix)
                }
                if let n = counts[name], n > 1, !name.isEmpty {
                    report.report(self, "alternate icon \"\(name)\" is listed \(n) times for target "
                                  + "\"\(target.name)\"\(Wording.origin(fact))", at: location,
                                  target: subject.target, configuration: config.name, setting: subject.setting,
                                  name: name + "#dup", fix: fix)
                }
            }
        }
    }
}
