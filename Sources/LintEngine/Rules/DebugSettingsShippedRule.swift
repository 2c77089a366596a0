import XcodeModel

/// `debug-settings-shipped`: a configuration that ships builds with a setting meant for debugging.
struct DebugSettingsShippedRule: TargetRule {
    static let description = RuleDescription(
        id: "debug-settings-shipped",
        name: "Debug settings in a shipping configuration",
        defaultLevel: .warning,
        summary: "A configuration that ships uses a debugging setting: the DEBUG condition, -Onone, testability, only the active architecture",
        description: """
            Settings that make debugging pleasant make a shipped app slower, larger or wrong: `DEBUG` in \
            `SWIFT_ACTIVE_COMPILATION_CONDITIONS` or `DEBUG=1` in `GCC_PREPROCESSOR_DEFINITIONS` turns on \
            `#if DEBUG` code (test servers, logging, feature switches); `SWIFT_OPTIMIZATION_LEVEL = -Onone` and \
            `GCC_OPTIMIZATION_LEVEL = 0` build without optimisation; `ENABLE_TESTABILITY = YES` exports every \
            internal symbol for `@testable import`; `ONLY_ACTIVE_ARCH = YES` builds only the architecture of the \
            machine or device at hand. They usually arrive by copying the Debug configuration ("Duplicate Debug \
            Configuration" for a new Beta or Staging). pbxlint checks every configuration whose name does not \
            contain "debug" nor end in "test", "tests" or "testing" (any case; `TestFlight` ships), as resolved \
            per device SDK (simulator builds never ship, so a `[sdk=iphonesimulator*]` value is left alone), and \
            points at the line that sets the value.

            Which configurations do not ship is configurable, with patterns (`*`, `?`, matched ignoring case; \
            the default is `["*debug*", "*test", "*tests", "*testing"]`):

            ```json
            { "rules": { "debug-settings-shipped": { "options": { "debugConfigurations": ["*debug*", "Staging"] } } } }
            ```

            **Fix:** set the release value in that configuration (Xcode's Release template: no `DEBUG`, `-O`, \
            testability and only-active-architecture off), or name the configuration so it matches \
            `debugConfigurations` if it is never shipped.
            """,
        tags: ["settings", "configuration"],
        options: [RuleOption(optionKey, .strings,
                             "Patterns of configuration names that are never shipped (default: `*debug*`, `*test`, `*tests`, `*testing`)")])

    static let optionKey = "debugConfigurations"
    /// Configurations that do not ship unless the option says otherwise: named like Debug, or for running tests
    /// (`Test`, `UITests`, `Testing`; not `TestFlight`, which ships).
    static let defaultDebugConfigurations = ["*debug*", "*test", "*tests", "*testing"]

    static let examples: [RuleExample] = [
        RuleExample(
            title: "Beta was duplicated from Debug",
            snippet: """
                Beta: SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG BETA";   SWIFT_OPTIMIZATION_LEVEL = "-Onone";
                """,
            files: ExampleProject.client(configurations: ["Debug", "Beta", "Release"], settings: [
                "Debug": [#"SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG"#, #"SWIFT_OPTIMIZATION_LEVEL = "-Onone""#],
                "Beta": [#"SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG BETA""#, #"SWIFT_OPTIMIZATION_LEVEL = "-Onone""#],
                "Release": [#"SWIFT_OPTIMIZATION_LEVEL = "-O""#],
            ]),
            expectedMessages: [
                #"Beta of target "Client" ships with SWIFT_ACTIVE_COMPILATION_CONDITIONS containing DEBUG (set in target "Client" build settings), so #if DEBUG code is compiled in"#,
                #"Beta of target "Client" ships with SWIFT_OPTIMIZATION_LEVEL = -Onone"#,
            ]),
        RuleExample(
            title: "Debug settings only in configurations named like Debug or for tests",
            snippet: """
                Debug: ENABLE_TESTABILITY = YES;   "Debug Staging": ONLY_ACTIVE_ARCH = YES;   UITests: ENABLE_TESTABILITY = YES;
                """,
            files: ExampleProject.client(configurations: ["Debug", "Debug Staging", "UITests", "Release"], settings: [
                "Debug": ["ENABLE_TESTABILITY = YES"], "Debug Staging": ["ONLY_ACTIVE_ARCH = YES"],
                "UITests": ["ENABLE_TESTABILITY = YES"],
            ])),
        RuleExample(
            title: "Staging is declared as not shipping",
            snippet: """
                Staging: GCC_PREPROCESSOR_DEFINITIONS = "DEBUG=1";   // with debugConfigurations = ["*debug*", "staging"]
                """,
            files: ExampleProject.client(configurations: ["Debug", "Staging", "Release"], settings: [
                "Staging": [#"GCC_PREPROCESSOR_DEFINITIONS = "DEBUG=1""#],
            ]).adding([".pbxlint.json": #"{ "rules": { "debug-settings-shipped": { "options": { "debugConfigurations": ["*debug*", "staging"] } } } }"#])),
        RuleExample(
            title: "Debug values for simulator builds only, which never ship",
            snippet: """
                Release: "SWIFT_OPTIMIZATION_LEVEL[sdk=iphonesimulator*]" = "-Onone";   "ONLY_ACTIVE_ARCH[sdk=iphonesimulator*]" = YES;
                """,
            files: ExampleProject.client(settings: ["Release": [#""SWIFT_OPTIMIZATION_LEVEL[sdk=iphonesimulator*]" = "-Onone""#,
                                                                #""ONLY_ACTIVE_ARCH[sdk=iphonesimulator*]" = YES"#]])),
    ]

    /// One debugging setting: whether a value has it, and what that does to a shipped build.
    struct Check: Sendable {
        let setting: String
        let shows: @Sendable (SettingFact) -> String?
        let effect: String
    }

    static let checks: [Check] = [
        Check(setting: Setting.swiftActiveCompilationConditions.name,
              shows: { $0.list.contains("DEBUG") ? "containing DEBUG" : nil },
              effect: "#if DEBUG code is compiled in"),
        Check(setting: Setting.preprocessorDefinitions.name,
              shows: { fact in
                  fact.list.first { $0 == "DEBUG" || ($0.hasPrefix("DEBUG=") && $0 != "DEBUG=0") }.map { "containing \($0)" }
              },
              effect: "#if DEBUG code is compiled in"),
        Check(setting: Setting.swiftOptimizationLevel.name,
              shows: { $0.string == "-Onone" ? "= -Onone" : nil },
              effect: "Swift code is built without optimisation"),
        Check(setting: Setting.gccOptimizationLevel.name,
              shows: { $0.string == "0" ? "= 0" : nil },
              effect: "C and Objective-C code is built without optimisation"),
        Check(setting: Setting.enableTestability.name,
              shows: { $0.bool ? "= \($0.string)" : nil },
              effect: "every internal symbol is exported for @testable import, which makes the app larger and slower"),
        Check(setting: Setting.onlyActiveArch.name,
              shows: { $0.bool ? "= \($0.string)" : nil },
              effect: "only the architecture of the machine or device at hand is built"),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        let patterns = (report.context.configuration.options(of: description.id)[optionKey] ?? defaultDebugConfigurations)
            .map { $0.lowercased() }
        struct Key: Hashable {
            let check: Int
            let location: Location
        }
        var groups = FindingGroups<Key>()
        var shown: [Key: (String, SettingFact, Bool)] = [:]
        // Device builds only: what ships is built for a device SDK, so a `[sdk=iphonesimulator*]` value never does.
        for configuration in target.configurations where !configuration.isSimulator {
            let name = configuration.name.lowercased()
            guard !patterns.contains(where: { Glob.matches($0, name) }) else { continue }
            for (index, check) in checks.enumerated() where configuration.settings.isAssigned(check.setting) {
                let fact = configuration[name: check.setting]
                guard fact.isSet, fact.unknowable == nil, let how = check.shows(fact), let location = fact.location
                else { continue }
                let key = Key(check: index, location: location)
                groups.add(key, configuration: configuration.label, sdk: configuration.sdk)
                if shown[key] == nil {
                    let level = configuration.settings.assignments(check.setting).last?.level ?? .target
                    shown[key] = (how, fact, level <= .project)
                }
            }
        }
        for key in groups.order {
            guard let (how, fact, isShared) = shown[key] else { continue }
            let check = checks[key.check]
            let configurations = groups.configurations[key] ?? []
            // A project-level line is shared by every target: reported once, with the first target that meets it.
            if isShared && !report.firstTime(self, String(key.check), at: key.location) { continue }
            let whose = isShared ? "" : " of target \"\(target.name)\""
            report.report(self, "\(Wording.list(configurations))\(whose)\(groups.sdkNote(key, allSDKs: target.sdks.filter { !ConfigurationFacts.isSimulator(sdk: $0) })) "
                          + "ships with \(check.setting) \(how)\(Wording.origin(fact)), so \(check.effect)",
                          at: key.location, target: isShared ? nil : target.name,
                          configuration: configurations.joined(separator: ","), setting: check.setting,
                          name: check.setting)
        }
    }
}
