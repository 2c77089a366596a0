/// `setting-consistent` (opt-in): chosen build settings must agree across a target's configurations.
struct SettingConsistentRule: TargetRule {
    static let description = RuleDescription(
        id: "setting-consistent",
        name: "Chosen settings consistent across configurations",
        defaultLevel: .off,
        summary: "Build settings you list must resolve to the same value in every configuration of a target",
        description: """
            Some settings must not differ between Debug and Release (a bundle identifier prefix, an app group, \
            the deployment target). List them and pbxlint compares their resolved values across each target's \
            configurations, like it does for alternate icons.

            ```json
            { "rules": { "setting-consistent": { "severity": "warning",
                                                 "options": { "keys": ["IPHONEOS_DEPLOYMENT_TARGET"] } } } }
            ```

            **Fix:** set the value once for all configurations.
            """,
        tags: ["configuration"],
        options: [RuleOption(optionKey, .strings, "The settings to compare, by name")])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The deployment target differs (with keys = [IPHONEOS_DEPLOYMENT_TARGET])",
            snippet: "Debug: IPHONEOS_DEPLOYMENT_TARGET = 16.0;   Release: IPHONEOS_DEPLOYMENT_TARGET = 17.0;",
            files: ExampleProject.client(settings: ["Debug": ["IPHONEOS_DEPLOYMENT_TARGET = 16.0", "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES"],
                                                    "Release": ["IPHONEOS_DEPLOYMENT_TARGET = 17.0", "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES"]])
                .adding([".pbxlint.json": #"{ "rules": { "setting-consistent": { "severity": "warning", "options": { "keys": ["IPHONEOS_DEPLOYMENT_TARGET"] } } } }"#]),
            expectedMessages: [#"IPHONEOS_DEPLOYMENT_TARGET of target "Client" is "17.0" in Release but "16.0" in Debug"#]),
        RuleExample(
            title: "Off unless configured",
            snippet: "Debug: IPHONEOS_DEPLOYMENT_TARGET = 16.0;   Release: IPHONEOS_DEPLOYMENT_TARGET = 17.0;",
            files: ExampleProject.client(settings: ["Debug": ["IPHONEOS_DEPLOYMENT_TARGET = 16.0"], "Release": ["IPHONEOS_DEPLOYMENT_TARGET = 17.0"]])),
    ]

    static let optionKey = "keys"

    static let checksEmbeddedTargets = true

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        let keys = report.context.configuration.options(of: description.id)[optionKey] ?? []
        for key in keys {
            var seen = Set<String>()
            for sdk in target.sdks {
                let configs = target.configurations.filter { $0.sdk == sdk }
                let values = configs.map { $0[name: key].string }
                var tally: [String: Int] = [:]
                for v in values { tally[v, default: 0] += 1 }
                guard tally.count > 1, let majority = values.max(by: { tally[$0, default: 0] < tally[$1, default: 0] })
                else { continue }
                let majorityNames = zip(configs, values).filter { $0.1 == majority }.map(\.0.label)
                for (config, value) in zip(configs, values) where value != majority && seen.insert(config.label).inserted {
                    let fact = config[name: key]
                    report.report(self, "\(key) of target \"\(target.name)\" is \"\(value)\" in \(config.label) but "
                                  + "\"\(majority)\" in \(Wording.list(majorityNames))\(Wording.origin(fact))",
                                  at: fact.location ?? config.location, target: target.name,
                                  configuration: config.name, setting: key)
                }
            }
        }
    }
}
