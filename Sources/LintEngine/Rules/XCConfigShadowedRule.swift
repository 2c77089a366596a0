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
            (xcode-semantics §4.1). When both assign a setting and the project file's value does not use \
            `$(inherited)`, the xcconfig line is dead: editing it changes nothing, and a team that keeps its \
            settings in xcconfig files reviews a value that is not the one built. Xcode creates this silently \
            (a checkbox, "Update to recommended settings", a merge). pbxlint reports the project-file line that \
            wins, with a note at the xcconfig line it hides, per target, configuration and SDK as resolved. \
            Lists that levels add to (`OTHER_LDFLAGS`, search paths, definitions, …) are reported by \
            `inherited-dropped` instead, which names the values lost.

            **Fix:** delete the setting from the project file (select it in the Build Settings editor and press \
            Delete) so the xcconfig decides, or move the value into the xcconfig.
            """,
        tags: ["settings", "xcconfig"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The target's Release sets the bundle identifier its xcconfig also sets",
            snippet: """
                // Client.xcconfig (base configuration of Debug and Release)
                PRODUCT_BUNDLE_IDENTIFIER = com.example.client
                // project.pbxproj, Release buildSettings
                PRODUCT_BUNDLE_IDENTIFIER = com.example.client.beta;
                """,
            files: ExampleProject.client(settings: ["Release": ["PRODUCT_BUNDLE_IDENTIFIER = com.example.client.beta"]],
                                         files: ["Client.xcconfig": "PRODUCT_BUNDLE_IDENTIFIER = com.example.client\n"],
                                         xcconfig: ["Debug": "Client.xcconfig", "Release": "Client.xcconfig"]),
            expectedMessages: [#"PRODUCT_BUNDLE_IDENTIFIER of target "Client" (Release) is set in target "Client" build settings, which overrides Client.xcconfig:1 without $(inherited), so that line has no effect"#]),
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

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        struct Key: Hashable {
            let setting: String
            let winner: Location
            let shadowed: Location
        }
        struct Finding {
            let winner: SettingAssignment
            let shadowed: SettingAssignment
            let origin: String
            let sameValue: Bool
        }
        var groups = FindingGroups<Key>()
        var findings: [Key: Finding] = [:]
        for configuration in target.configurations {
            let settings = configuration.settings
            // Cheapest first: a project-file line and an xcconfig line of the same level, under any condition.
            for name in settings.names(assignedAtBothOf: [(.target, .targetXCConfig), (.project, .projectXCConfig)])
            where !DeclaredSettings.accumulates(name) {
                // Cheap first: does the deciding line sit in a project file right above its own xcconfig's line?
                let assignments = settings.assignments(name)
                guard let winner = assignments.last, winner.level == .target || winner.level == .project,
                      !winner.includesInherited else { continue }
                let xcconfigLevel: SettingLevel = winner.level == .target ? .targetXCConfig : .projectXCConfig
                guard let shadowed = assignments.last(where: { $0.level == xcconfigLevel }) else { continue }
                let provenance = settings.provenance(name)
                guard !provenance.contributes(shadowed) else { continue }
                let key = Key(setting: name, winner: Location(file: winner.file, range: winner.range),
                              shadowed: Location(file: shadowed.file, range: shadowed.range))
                groups.add(key, configuration: configuration.label, sdk: configuration.sdk)
                if findings[key] == nil {
                    findings[key] = Finding(winner: winner, shadowed: shadowed,
                                            origin: SettingSource.origin(of: winner, target: target.name),
                                            sameValue: winner.value == shadowed.value)
                }
            }
        }
        let all = Wording.unique(target.configurations.map(\.label))
        for key in groups.order {
            guard let finding = findings[key] else { continue }
            let configurations = groups.configurations[key] ?? []
            let isProjectLevel = finding.winner.level == .project
            // A project-level line is shared by every target: reported once, with the first target that meets it.
            if isProjectLevel && !report.firstTime(self, key.setting, at: key.winner, key.shadowed) { continue }
            let line = SettingSource.origin(of: finding.shadowed, target: target.name)
            let whose = isProjectLevel ? "" : " of target \"\(target.name)\""
            var message = "\(key.setting)\(whose)\(Wording.configurations(configurations, of: all))"
                + "\(groups.sdkNote(key, allSDKs: target.sdks)) is set in \(finding.origin), which overrides \(line) "
                + "without $(inherited), so that line has no effect"
            if finding.sameValue { message += "; both say the same, so the project file's line can simply be deleted" }
            report.report(self, message, at: key.winner, target: isProjectLevel ? nil : target.name,
                          configuration: configurations.joined(separator: ","), setting: key.setting,
                          name: "\(key.setting)@\(ProjectPath.lastComponent(finding.shadowed.file))",
                          related: [RelatedLocation(location: key.shadowed,
                                                    message: "this \(key.setting) line has no effect"
                                                        + (isProjectLevel ? "" : " for target \"\(target.name)\""))])
        }
    }
}
