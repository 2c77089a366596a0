import XcodeModel

/// `inherited-dropped`: a list-typed setting is assigned without `$(inherited)`, and values a lower level assigns
/// are lost.
struct InheritedDroppedRule: TargetRule {
    static let description = RuleDescription(
        id: "inherited-dropped",
        name: "$(inherited) dropped on a list setting",
        defaultLevel: .warning,
        summary: "A list setting is assigned without $(inherited), so values a lower level or an included xcconfig assigns are lost",
        description: """
            List settings (`OTHER_LDFLAGS`, the `*_SEARCH_PATHS`, `GCC_PREPROCESSOR_DEFINITIONS`, \
            `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `OTHER_SWIFT_FLAGS`, …) are usually built up level by level: a \
            shared xcconfig or CocoaPods adds linker flags, the project adds a definition, the target adds its own. \
            Each level that means to add must start with `$(inherited)` (docs/reference/xcode-semantics.md §4.4); one that does not \
            replaces everything below it. The build still succeeds, or fails far away ("Undefined symbol", a \
            missing module, a feature flag that is silently off). pbxlint evaluates each list setting of a target \
            per configuration and SDK and reports the assignment that decides it when it leaves out values that a \
            lower level (or another xcconfig file it includes) assigns, naming them; a line that repeats those \
            values itself is not reported. One finding per target (or shared line) and pattern: Debug and Release lines that \
            drop the same values the same way are one finding. Where what is lost is itself malformed (`-DDEBUG` in \
            `GCC_PREPROCESSOR_DEFINITIONS`, which `$(inherited)` would pass on as `-D-DDEBUG`), the message says so \
            and proposes no `$(inherited)`; when nothing well-formed is lost it is only a note. Only lists that \
            levels add to are checked (flags, search paths, \
            definitions, compilation conditions), not lists that choose (`SUPPORTED_PLATFORMS`, `ARCHS`) nor \
            user-defined settings.

            **Fix:** start the value with `$(inherited)` (in a pbxproj array, `"$(inherited)"` as the first element), \
            or remove it so the lower level's value applies.
            """,
        tags: ["settings", "xcconfig"],
        fix: """
            puts `$(inherited)` first in each value that drops the lower levels' values, in the value's style (a new \
            first item of a list, or the first word of a string); not when what would be inherited is malformed.
            """)

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The target replaces the xcconfig's linker flags",
            snippet: """
                // Client.xcconfig
                OTHER_LDFLAGS = -ObjC -lsqlite3
                // project.pbxproj, Release buildSettings of target Client
                OTHER_LDFLAGS = "-lz";
                """,
            files: ExampleProject.client(settings: ["Debug": [#"OTHER_LDFLAGS = ("$(inherited)", "-lz")"#],
                                                    "Release": [#"OTHER_LDFLAGS = "-lz""#]],
                                         files: ["Client.xcconfig": "OTHER_LDFLAGS = -ObjC -lsqlite3\n"],
                                         xcconfig: ["Debug": "Client.xcconfig", "Release": "Client.xcconfig"]),
            expectedMessages: [#"OTHER_LDFLAGS of target "Client" (Release) is set in target "Client" build settings without $(inherited), so -ObjC and -lsqlite3 from Client.xcconfig:1 are lost"#]),
        RuleExample(
            title: "Every level adds to what is below it",
            snippet: """
                // project.pbxproj, project buildSettings
                GCC_PREPROCESSOR_DEFINITIONS = "APP=1";
                // target buildSettings
                GCC_PREPROCESSOR_DEFINITIONS = ("$(inherited)", "DEBUG=1");
                """,
            files: ExampleProject(projectSettings: ["Debug": [#"GCC_PREPROCESSOR_DEFINITIONS = "APP=1""#],
                                                    "Release": [#"GCC_PREPROCESSOR_DEFINITIONS = "APP=1""#]],
                                  targets: [ExampleTarget(settings: [
                                      "Debug": [#"GCC_PREPROCESSOR_DEFINITIONS = ("$(inherited)", "DEBUG=1")"#],
                                  ])]).render()),
        RuleExample(
            title: "A value that keeps what is below in its own words, or clears the list on purpose",
            snippet: """
                // project buildSettings
                GCC_PREPROCESSOR_DEFINITIONS = "HAVE_CONFIG_H=1";   WARNING_CFLAGS = "-Wno-conversion";
                // target buildSettings: -DHAVE_CONFIG_H defines it as 1; "" empties the list
                GCC_PREPROCESSOR_DEFINITIONS = (HAVE_CONFIG_H, IPHONE);   WARNING_CFLAGS = "";
                """,
            files: ExampleProject(projectSettings: ["Debug": [#"GCC_PREPROCESSOR_DEFINITIONS = "HAVE_CONFIG_H=1""#,
                                                              #"WARNING_CFLAGS = "-Wno-conversion""#]],
                                  targets: [ExampleTarget(settings: [
                                      "Debug": ["GCC_PREPROCESSOR_DEFINITIONS = (HAVE_CONFIG_H, IPHONE)", #"WARNING_CFLAGS = """#],
                                  ])]).render()),
    ]

    /// What an element means, so that a value that keeps it in another spelling does not lose it: the compiler
    /// defines `-D NAME` as `NAME=1`.
    static func meaning(_ element: String, of setting: String) -> String {
        guard setting.hasSuffix("PREPROCESSOR_DEFINITIONS"), element.hasSuffix("=1") else { return element }
        return String(element.dropLast(2))
    }

    static let checksEmbeddedTargets = true

    /// An inherited element that is not what the setting takes, so `$(inherited)` would pass it on broken: a
    /// compiler flag (`-DDEBUG`) in a list of definitions or compilation conditions, which the build turns into
    /// `-D-DDEBUG`.
    static func isMalformed(_ element: String, of setting: String) -> Bool {
        (setting.hasSuffix("PREPROCESSOR_DEFINITIONS") || setting == Setting.swiftActiveCompilationConditions.name)
            && element.hasPrefix("-")
    }

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        for configuration in target.configurations {
            let settings = configuration.settings
            for name in DeclaredSettings.accumulating where settings.assignmentCount(name) > 1 {
                // Cheap first: is there anything below the deciding line in another level or file?
                let assignments = settings.assignments(name)
                // An empty value (`= ""`) clears the list on purpose.
                guard let winner = assignments.last, winner.level != .builtin,
                      !winner.value.allSatisfy({ $0 == " " || $0 == "\"" }), !winner.includesInherited else { continue }
                let below = assignments.dropLast().filter {
                    $0.level != .builtin && ($0.level != winner.level || $0.file != winner.file)
                }
                guard !below.isEmpty else { continue }
                let fact = settings.fact(name)
                // A missing optional include or an evaluation limit: what is lost cannot be said.
                guard fact.unknowable == nil else { continue }
                let provenance = settings.provenance(name)
                let dropped = below.filter { !provenance.contributes($0) }
                guard !dropped.isEmpty else { continue }
                let kept = Set(fact.list.map { Self.meaning($0, of: name) })
                let lost = Wording.unique(provenance.inherited.filter { !kept.contains(Self.meaning($0, of: name)) })
                guard !lost.isEmpty else { continue }
                let malformed = lost.filter { isMalformed($0, of: name) }
                let location = Location(file: winner.file, range: winner.range)
                // A line below the targets is shared by all of them: one cause, naming every target it affects.
                let isProjectLevel = winner.level <= .project
                // One cause per target (or shared line) and pattern: the same value losing the same values, on
                // however many lines (Debug and Release each have their own in a project file).
                let pattern = [name, isProjectLevel ? "-" : target.name,
                               SettingSource.origin(of: winner, target: target.name), winner.value,
                               lost.joined(separator: " ")].joined(separator: "|")
                let origin = SettingSource.origin(of: winner, target: target.name)
                // The lines whose values are lost: the nearest below the winner first.
                let from = Array(dropped.reversed().prefix(3))
                let sources = Wording.list(Wording.unique(from.map { SettingSource.origin(of: $0, target: target.name) }))
                let sdks = target.sdks
                report.occurrence(of: self, cause: pattern,
                                  .init(target: target.name, configuration: configuration.label, sdk: configuration.sdk,
                                        location: location),
                                  at: location, shared: isProjectLevel, setting: name, name: name,
                                  cappedAt: malformed.count == lost.count ? .note : nil,
                                  fix: malformed.isEmpty ? .prependInherited(assignment: location) : nil) { scope in
                    let who = isProjectLevel ? " for \(scope.targetsAndConfigurations)"
                        : " of target \"\(scope.targets.first ?? "")\" (\(scope.configurationList))"
                    var message = "\(name)\(who)\(scope.sdkNote(allSDKs: sdks)) is set in \(origin) without $(inherited), so "
                        + "\(Wording.list(lost, limit: 8)) from \(sources) \(Wording.plural(lost.count, "is", "are")) lost"
                    if malformed.isEmpty {
                        message += "; start the value with $(inherited)"
                    } else {
                        // $(inherited) would pass the broken element on: `-DDEBUG` becomes `-D-DDEBUG`.
                        message += "; but \(Wording.list(malformed)) is a compiler flag, not a value \(name) takes "
                            + "(the build would pass -D\(malformed[0])), so do not add $(inherited) before "
                            + "\(Wording.plural(malformed.count, "it is", "they are")) corrected below"
                    }
                    let related = from.map {
                        RelatedLocation(location: Location(file: $0.file, range: $0.range),
                                        message: "\(name) set here is not passed on")
                    } + scope.otherLines("sets it the same way")
                    return (message, related)
                }
            }
        }
    }
}
