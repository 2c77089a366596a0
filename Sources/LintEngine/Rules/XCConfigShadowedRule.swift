import XcodeModel

/// `xcconfig-shadowed`: the project file assigns a setting that the same level's xcconfig also assigns, without
/// `$(inherited)`, so the xcconfig line has no effect.
struct XCConfigShadowedRule: TargetRule {
    static let description = RuleDescription(
        id: "xcconfig-shadowed",
        name: "Project file shadows the xcconfig",
        defaultLevel: .warning,
        summary: "A setting in the project file overrides the same setting in that configuration's xcconfig, whose line then has no effect",
        description: """
            A configuration's `buildSettings` in the project file sit above its base configuration (the xcconfig) \
            (docs/reference/xcode-semantics.md §4.1). When both assign a setting and the project file's value does not use \
            `$(inherited)`, the xcconfig line is dead: editing it changes nothing, and a team that keeps its \
            settings in xcconfig files reviews a value that is not the one built. Xcode creates this silently \
            (a checkbox, "Update to recommended settings", a merge). pbxlint reports the project-file line that \
            wins, with a note at the xcconfig line it hides, once per line, naming the configurations (and, for a \
            project-level line, the targets) it affects:

            - a warning when the values differ and the xcconfig line decides nothing for any target, configuration \
              or SDK that uses the file: a team's central deployment target or version silently overridden;
            - a note when both say the same: the project file's line can be deleted;
            - nothing when the xcconfig line still decides the value for another target or configuration that \
              uses the same file: that is a shared default one target overrides on purpose;
            - nothing for a setting that does not apply to the target's platform (the iOS deployment target of a \
              tvOS-only target).

            Lists that levels add to (`OTHER_LDFLAGS`, search paths, definitions, …) are reported by \
            `inherited-dropped` instead, which names the values lost.

            **Fix:** delete the setting from the project file (select it in the Build Settings editor and press \
            Delete) so the xcconfig decides, or move the value into the xcconfig.
            """,
        tags: ["settings", "xcconfig"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The target overrides the team's deployment target in every configuration",
            snippet: """
                // Client.xcconfig (base configuration of Debug and Release)
                IPHONEOS_DEPLOYMENT_TARGET = 16.0
                // project.pbxproj, Debug and Release buildSettings
                IPHONEOS_DEPLOYMENT_TARGET = 15.0;
                """,
            files: ExampleProject.client(settings: ["Debug": ["IPHONEOS_DEPLOYMENT_TARGET = 15.0"],
                                                    "Release": ["IPHONEOS_DEPLOYMENT_TARGET = 15.0"]],
                                         files: ["Client.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n"],
                                         xcconfig: ["Debug": "Client.xcconfig", "Release": "Client.xcconfig"]),
            expectedMessages: [
                #"IPHONEOS_DEPLOYMENT_TARGET of target "Client" (Debug and Release) is set in target "Client" build settings to 15.0, which overrides 16.0 from Client.xcconfig:1 without $(inherited) for every target and configuration that uses Client.xcconfig"#,
            ]),
        RuleExample(
            title: "The project file repeats the xcconfig's value (a note)",
            snippet: """
                // Client.xcconfig
                SWIFT_VERSION = 5.0
                // project.pbxproj, Release buildSettings
                SWIFT_VERSION = 5.0;
                """,
            files: ExampleProject.client(settings: ["Release": ["SWIFT_VERSION = 5.0"]],
                                         files: ["Client.xcconfig": "SWIFT_VERSION = 5.0\n"],
                                         xcconfig: ["Debug": "Client.xcconfig", "Release": "Client.xcconfig"]),
            expectedMessages: [#"SWIFT_VERSION of target "Client" (Release) is set in target "Client" build settings to the same value as Client.xcconfig:1, so the project file's line can be deleted"#]),
        RuleExample(
            title: "A shared default that one configuration overrides",
            snippet: """
                // Client.xcconfig (base configuration of Debug and Release)
                PRODUCT_BUNDLE_IDENTIFIER = com.example.client
                // project.pbxproj, Release buildSettings: Debug still uses the xcconfig's value
                PRODUCT_BUNDLE_IDENTIFIER = com.example.client.beta;
                """,
            files: ExampleProject.client(settings: ["Release": ["PRODUCT_BUNDLE_IDENTIFIER = com.example.client.beta"]],
                                         files: ["Client.xcconfig": "PRODUCT_BUNDLE_IDENTIFIER = com.example.client\n"],
                                         xcconfig: ["Debug": "Client.xcconfig", "Release": "Client.xcconfig"])),
        RuleExample(
            title: "The project file extends the xcconfig's value with $(inherited)",
            snippet: """
                // Client.xcconfig
                PRODUCT_BUNDLE_IDENTIFIER = com.example.client
                // project.pbxproj, Debug buildSettings
                PRODUCT_BUNDLE_IDENTIFIER = "$(inherited).debug";
                """,
            files: ExampleProject.client(settings: ["Debug": [#"PRODUCT_BUNDLE_IDENTIFIER = "$(inherited).debug""#]],
                                         files: ["Client.xcconfig": "PRODUCT_BUNDLE_IDENTIFIER = com.example.client\n"],
                                         xcconfig: ["Debug": "Client.xcconfig", "Release": "Client.xcconfig"])),
    ]

    static let checksEmbeddedTargets = true

    /// The deployment-target settings, each read only for its platform's SDKs (`Platform.deploymentTargetsRead`).
    static let deploymentTargets = Set(Platform.allCases.map(\.deploymentTarget.name))

    /// Whether `name` means anything for a build with `sdk`: a deployment target of another platform does not.
    static func isRelevant(_ name: String, sdk: String) -> Bool {
        guard deploymentTargets.contains(name) else { return true }
        return Platform(sdk: sdk)?.deploymentTargetsRead.contains { $0.name == name } ?? false
    }

    /// Whether the xcconfig line `line` still decides (or contributes to) `name` for some target, configuration and
    /// SDK that reads it, where the setting matters: then it is a shared default a target overrides, not dead.
    static func stillDecides(_ line: SettingAssignment, _ name: String, in project: ProjectFacts) -> Bool {
        for (_, configurations) in project.everyTargetSettings {
            for configuration in configurations where isRelevant(name, sdk: configuration.sdk) {
                let settings = configuration.settings
                guard settings.assignments(name).contains(where: { $0.file == line.file && $0.range == line.range })
                else { continue }
                if settings.provenance(name).contributes(line) { return true }
            }
        }
        return false
    }

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        for configuration in target.configurations {
            let settings = configuration.settings
            // Cheapest first: a project-file line and an xcconfig line of the same level, under any condition.
            for name in settings.names(assignedAtBothOf: [(.target, .targetXCConfig), (.project, .projectXCConfig)])
            where !DeclaredSettings.accumulates(name) && isRelevant(name, sdk: configuration.sdk) {
                // Cheap first: does the deciding line sit in a project file right above its own xcconfig's line?
                let assignments = settings.assignments(name)
                guard let winner = assignments.last, winner.level == .target || winner.level == .project,
                      !winner.includesInherited else { continue }
                let xcconfigLevel: SettingLevel = winner.level == .target ? .targetXCConfig : .projectXCConfig
                guard let shadowed = assignments.last(where: { $0.level == xcconfigLevel }) else { continue }
                guard !settings.provenance(name).contributes(shadowed) else { continue }
                let sameValue = winner.value == shadowed.value
                // A different value over a line that still decides elsewhere is a default being overridden.
                if !sameValue && stillDecides(shadowed, name, in: project) { continue }
                let at = Location(file: winner.file, range: winner.range)
                let hidden = Location(file: shadowed.file, range: shadowed.range)
                let isProjectLevel = winner.level == .project
                let origin = SettingSource.origin(of: winner, target: target.name)
                let line = SettingSource.origin(of: shadowed, target: target.name)
                let file = ProjectPath.lastComponent(shadowed.file)
                let sdks = target.sdks
                // One cause per hidden xcconfig line and project-file value: a target's (or the project's) Debug
                // and Release lines that say the same over the same xcconfig line are one finding.
                let cause = "\(name)|\(isProjectLevel ? "-" : target.name)|\(winner.value)|\(hidden.file):\(hidden.range?.startOffset ?? -1)"
                report.occurrence(of: self, cause: cause,
                                  .init(target: target.name, configuration: configuration.label, sdk: configuration.sdk,
                                        location: at),
                                  at: at, shared: isProjectLevel, setting: name, name: "\(name)@\(file)",
                                  cappedAt: sameValue ? .note : nil) { scope in
                    let whose = isProjectLevel ? "" : " of target \"\(scope.targets.first ?? "")\""
                    let affected = isProjectLevel ? " for \(scope.targetsAndConfigurations)" : " (\(scope.configurationList))"
                    let sdkNote = isProjectLevel ? "" : scope.sdkNote(allSDKs: sdks)
                    let message = sameValue
                        ? "\(name)\(whose)\(affected)\(sdkNote) is set in \(origin) to the same value as \(line), "
                            + "so the project file's line can be deleted"
                        : "\(name)\(whose)\(affected)\(sdkNote) is set in \(origin) to "
                            + "\(EchoedText.bounded(winner.value)), which overrides \(EchoedText.bounded(shadowed.value)) from \(line) "
                            + "without $(inherited) for every target and configuration that uses \(file), so that line has no effect"
                    return (message, [RelatedLocation(location: hidden, message: sameValue
                                                        ? "this \(name) line says the same"
                                                        : "this \(name) line has no effect")]
                                + scope.otherLines("sets it the same way"))
                }
            }
        }
    }
}
