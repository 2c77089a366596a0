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
            `SWIFT_ACTIVE_COMPILATION_CONDITIONS` or `DEBUG=1` in `GCC_PREPROCESSOR_DEFINITIONS`, `-DDEBUG` or \
            `-D DEBUG` in `OTHER_SWIFT_FLAGS` or `OTHER_CFLAGS` turns on `#if DEBUG` code (test servers, logging, \
            feature switches); `SWIFT_OPTIMIZATION_LEVEL = -Onone`, `-Onone` in `OTHER_SWIFT_FLAGS` and \
            `GCC_OPTIMIZATION_LEVEL = 0` build without optimisation; `ENABLE_TESTABILITY = YES` exports every \
            internal symbol for `@testable import`; `ONLY_ACTIVE_ARCH = YES` builds only the architecture of the \
            Mac at hand (checked for macOS and Mac Catalyst builds only: a device or archive build for iOS, tvOS, \
            watchOS or visionOS builds its one architecture whatever the setting says). They usually arrive by copying the Debug configuration ("Duplicate Debug \
            Configuration" for a new Beta or Staging). pbxlint checks every configuration whose name does not \
            contain "debug" nor end in "test", "tests" or "testing" (any case; `TestFlight` ships), as resolved \
            per device SDK (simulator builds never ship, so a `[sdk=iphonesimulator*]` value is left alone), and \
            points at the line that sets the value, once per line, naming the configurations and targets it \
            affects. Whether an internal configuration (`Alpha`, `Staging`, `Dev`…) ships is the team's call: the \
            message about one says which option leaves it out.

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
        /// The SDKs where the value matters; nil for every device SDK.
        var appliesTo: (@Sendable (String) -> Bool)? = nil
    }

    /// `-DDEBUG`, `-D DEBUG`, `-DDEBUG=1` in a list of compiler flags: what turns `#if DEBUG` on.
    static func definesDebug(_ flags: [String]) -> String? {
        for (index, flag) in flags.enumerated() {
            if flag == "-DDEBUG" || (flag.hasPrefix("-DDEBUG=") && flag != "-DDEBUG=0") { return flag }
            if flag == "-D", index + 1 < flags.count {
                let next = flags[index + 1]
                if next == "DEBUG" || (next.hasPrefix("DEBUG=") && next != "DEBUG=0") { return "-D \(next)" }
            }
        }
        return nil
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
        Check(setting: Setting.otherSwiftFlags.name,
              shows: { fact in definesDebug(fact.list).map { "containing \($0)" } },
              effect: "#if DEBUG code is compiled in"),
        Check(setting: Setting.otherSwiftFlags.name,
              shows: { $0.list.contains("-Onone") ? "containing -Onone" : nil },
              effect: "Swift code is built without optimisation"),
        Check(setting: Setting.otherCFlags.name,
              shows: { fact in definesDebug(fact.list).map { "containing \($0)" } },
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
        // A device or archive build of an iOS, tvOS, watchOS or visionOS app builds one architecture (arm64, or
        // arm64_32 with arm64 for a watch) whatever this says; only a Mac build (macOS, Mac Catalyst) then leaves
        // out the Intel or Apple silicon half of a universal app.
        Check(setting: Setting.onlyActiveArch.name,
              shows: { $0.bool ? "= \($0.string)" : nil },
              effect: "only the architecture of the Mac at hand is built, so the app does not run on the other kind of Mac",
              appliesTo: { Platform(sdk: $0) == .macOS }),
    ]

    /// Names of configurations that are usually internal builds, for the hint that says how to leave them out.
    static let internalNameParts = ["alpha", "staging", "prototype", "dev", "internal", "qa", "canary", "nightly"]

    static let checksEmbeddedTargets = true

    /// The configurations of `target` that ship, as this rule's options say (`embedded-version-mismatch` compares
    /// only those): device builds (a `[sdk=iphonesimulator*]` value never ships) of configurations no
    /// `debugConfigurations` pattern matches.
    static func shippingConfigurations(of target: TargetFacts, _ report: DiagnosticCollector) -> [ConfigurationFacts] {
        let patterns = (report.context.configuration.options(of: description.id)[optionKey] ?? defaultDebugConfigurations)
            .map { $0.lowercased() }
        return target.configurations.filter { configuration in
            let name = configuration.name.lowercased()
            return !configuration.isSimulator && !patterns.contains { Glob.matches($0, name) }
        }
    }

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        let deviceSDKs = target.sdks.filter { !ConfigurationFacts.isSimulator(sdk: $0) }
        for configuration in shippingConfigurations(of: target, report) {
            for (index, check) in checks.enumerated() where configuration.settings.isAssigned(check.setting) {
                if let applies = check.appliesTo, !applies(configuration.sdk) { continue }
                let fact = configuration[name: check.setting]
                guard fact.isSet, fact.unknowable == nil, let how = check.shows(fact), let location = fact.location
                else { continue }
                let level = configuration.settings.assignments(check.setting).last?.level ?? .target
                // A line below the targets is shared by all of them: one cause, naming every target it affects.
                let isShared = level <= .project
                let origin = Wording.origin(fact)
                // One cause per xcconfig line, and per level (or target) and value in the project file.
                let cause = "\(index)|\(isShared ? "-" : target.name)|\(fact.string)|\(fact.origin ?? "")"
                report.occurrence(of: self, cause: cause,
                                  .init(target: target.name, configuration: configuration.label,
                                        sdk: configuration.sdk, location: location),
                                  at: location, shared: isShared, setting: check.setting, name: check.setting) { scope in
                    let who = isShared ? scope.targetsAndConfigurations
                        : "\(scope.configurationList) of target \"\(scope.targets.first ?? "")\""
                    let verb = isShared && scope.targets.count > 1 ? "ship" : "ships"
                    let sdkNote = isShared ? "" : scope.sdkNote(allSDKs: deviceSDKs)
                    return ("\(who)\(sdkNote) \(verb) with \(check.setting) \(how)\(origin), so "
                            + "\(check.effect)\(hint(scope.configurations))", scope.otherLines("sets it the same way"))
                }
            }
        }
    }

    /// For configurations named like internal builds: which option leaves them out, since only the team knows
    /// whether they ship.
    static func hint(_ configurations: [String]) -> String {
        let internalBuilds = configurations.filter { name in
            let lower = name.lowercased()
            return internalNameParts.contains { lower.contains($0) }
        }
        guard !internalBuilds.isEmpty else { return "" }
        return "; if \(Wording.quoted(internalBuilds)) never \(Wording.plural(internalBuilds.count, "ships", "ship")), add "
            + "\(Wording.plural(internalBuilds.count, "it", "them")) to the \(optionKey) option of \(description.id) in .pbxlint.json "
            + "(which replaces the default list \(defaultDebugConfigurations.joined(separator: ", ")))"
    }
}
