import XcodeModel

/// `setting-condition-never-matches`: a conditional assignment (`KEY[sdk=…]`, `KEY[config=…]`) whose condition
/// no build can satisfy, so the line silently does nothing.
struct SettingConditionNeverMatchesRule: ProjectRule {
    static let description = RuleDescription(
        id: "setting-condition-never-matches",
        name: "Setting condition that never matches",
        defaultLevel: .warning,
        summary: "A conditional setting (KEY[sdk=…], KEY[config=…]) whose condition no build satisfies, so the line has no effect",
        description: """
            Xcode applies `KEY[param=pattern] = value` only in builds where the pattern matches the parameter's \
            value, and says nothing when it never does: the line is simply skipped, and the setting keeps the \
            value it would have had without it. pbxlint reports a condition that cannot match in any build:

            - whitespace inside the brackets, which is part of the condition (`[ sdk=iphoneos* ]` is the \
            parameter " sdk", which Xcode never sets);
            - a parameter Xcode does not know (only `config`, `sdk`, `arch`, `variant` and `target` are set; \
            an unknown one matches only `*`);
            - a comma, which neither joins conditions nor lists alternatives: `[sdk=iphoneos*,arch=arm64]` is \
            one `sdk` pattern, "iphoneos*,arch=arm64" (write `[sdk=iphoneos*][arch=arm64]`);
            - an `sdk` pattern that no SDK's name matches (`[sdk=ios*]`, `[sdk=iPhoneOS*]`: names are lower case \
            — iphoneos, iphonesimulator, appletvos, watchos, xros, macosx and their simulators — and matching \
            is case-sensitive), or a `variant` other than normal, profile or debug;
            - in a `project.pbxproj`, a `[config=…]` or `[target=…]` that does not match the configuration or \
            target whose build settings hold the line (each configuration of each target has its own \
            dictionary, so `KEY[config=Release]` in Debug's settings never applies);
            - in a `project.xcproj`, where one `build-settings` object serves every configuration and \
            `KEY[config=Name]` is how a value is given to one of them, a `[config=…]` that names no \
            configuration of the project (`[config=Relase]`);
            - in an xcconfig, a `[config=…]` that matches none of the configurations using the file here while \
            one of them is spelled almost the same (`[config=Relase]`). An xcconfig may be shared with other \
            projects whose configurations pbxlint does not see, so other names are not reported.

            Architectures (`arch`) are not checked: the values depend on the toolchain.

            **Fix:** correct the condition, or drop the line if nothing needs it.
            """,
        tags: ["settings"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "A platform name where the SDK's name belongs",
            snippet: #""OTHER_SWIFT_FLAGS[sdk=ios*]" = "-DDEVICE";"#,
            files: ExampleProject.client(settings: ["Release": [#""OTHER_SWIFT_FLAGS[sdk=ios*]" = "-DDEVICE""#]]),
            expectedMessages: [#""OTHER_SWIFT_FLAGS[sdk=ios*]" never applies: no SDK's name matches "ios*""#]),
        RuleExample(
            title: "Two conditions joined by a comma",
            snippet: #""EXCLUDED_ARCHS[sdk=iphonesimulator*,arch=x86_64]" = arm64;"#,
            files: ExampleProject.client(settings: ["Debug": [#""EXCLUDED_ARCHS[sdk=iphonesimulator*,arch=x86_64]" = arm64"#]]),
            expectedMessages: [#"write [sdk=iphonesimulator*][arch=x86_64]"#]),
        RuleExample(
            title: "A Release-only line in Debug's build settings",
            snippet: #"Debug: "SWIFT_OPTIMIZATION_LEVEL[config=Release]" = "-O";"#,
            files: ExampleProject.client(settings: ["Debug": [#""SWIFT_OPTIMIZATION_LEVEL[config=Release]" = "-O""#]]),
            expectedMessages: [#"it is in the build settings of configuration "Debug", which "Release" does not match"#]),
        RuleExample(
            title: "A misspelt configuration in an xcconfig",
            snippet: "App.xcconfig: OTHER_SWIFT_FLAGS[config=Relase] = -DSTORE",
            files: ExampleProject.client(settings: [:], xcconfig: ["Debug": "App.xcconfig", "Release": "App.xcconfig"])
                .adding(["App.xcconfig": "OTHER_SWIFT_FLAGS[config=Relase] = -DSTORE\n"]),
            expectedMessages: [#"did you mean "Release"?"#]),
        RuleExample(
            title: "Conditions that match some build",
            snippet: """
                "EXCLUDED_ARCHS[sdk=iphonesimulator*][arch=*]" = i386;
                "OTHER_LDFLAGS[sdk=iphoneos17.*]" = "-ObjC";
                App.xcconfig: OTHER_SWIFT_FLAGS[config=Staging] = -DSTAGING   (a configuration of another project)
                """,
            files: ExampleProject.client(settings: ["Debug": [#""EXCLUDED_ARCHS[sdk=iphonesimulator*][arch=*]" = i386"#,
                                                              #""OTHER_LDFLAGS[sdk=iphoneos17.*]" = "-ObjC""#,
                                                              #""SWIFT_OPTIMIZATION_LEVEL[config=Debug]" = "-Onone""#]],
                                         xcconfig: ["Debug": "App.xcconfig", "Release": "App.xcconfig"])
                .adding(["App.xcconfig": "OTHER_SWIFT_FLAGS[config=Staging] = -DSTAGING\n"])),
    ]

    /// One conditional line, with where it is evaluated.
    private struct Line {
        let assignment: SettingAssignment
        var configurations: [String] = []
        /// The target whose own build settings hold the line (nil for shared levels).
        var owner: String?
    }

    static func check(_ project: ProjectFacts, report: inout DiagnosticCollector) {
        var order: [Location] = []
        var lines: [Location: Line] = [:]
        for target in project.targets {
            var seen = Set<String>()
            // The conditions are the same for every SDK of a configuration: one pass per configuration.
            for configuration in target.configurations where seen.insert(configuration.label).inserted {
                for assignment in configuration.settings.conditionedAssignments {
                    let location = Location(file: assignment.file, range: assignment.range)
                    if lines[location] == nil {
                        order.append(location)
                        lines[location] = Line(assignment: assignment,
                                               owner: assignment.level == .target ? target.name : nil)
                    }
                    if lines[location]?.configurations.contains(configuration.name) == false {
                        lines[location]?.configurations.append(configuration.name)
                    }
                }
            }
        }
        for location in order {
            guard let line = lines[location], let why = reason(line, isXcproj: project.isXcproj) else { continue }
            let key = written(line.assignment)
            report.report(self, "\"\(key)\" never applies: \(why)", at: location, target: line.owner,
                          configuration: line.configurations.joined(separator: ","), setting: line.assignment.name,
                          name: key)
        }
    }

    /// `KEY[param=pattern]…` as written.
    static func written(_ assignment: SettingAssignment) -> String {
        assignment.name + assignment.conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined()
    }

    /// Why the line's conditions never match, or nil when some build may apply it; `isXcproj`: the project file is
    /// a `project.xcproj`.
    private static func reason(_ line: Line, isXcproj: Bool) -> String? {
        let inProjectFile = line.assignment.level == .target || line.assignment.level == .project
        for condition in line.assignment.conditions {
            let parameter = condition.parameter, pattern = condition.pattern
            switch condition.defect {
            case .whitespaceInsideBrackets:
                return "the spaces inside its brackets are part of the condition, so its parameter is "
                    + "\"\(parameter)\" and its pattern \"\(pattern)\"; write "
                    + "[\(parameter.trimmingWhitespace)=\(pattern.trimmingWhitespace)]"
            case .unknownParameter:
                return "\"\(parameter)\" is not a condition parameter (Xcode sets config, sdk, arch, variant and "
                    + "target), so only the pattern \"*\" would match it"
            case .commaInPattern:
                return commaReason(parameter, pattern)
            case .matchesNoSDK:
                let suggestion = Suggest.closest(to: pattern.lowercased().replacing("*", with: ""),
                                                 among: SettingCondition.sdkNames, maximumDistance: 3)
                return "no SDK's name matches \"\(pattern)\" (names are lower case: "
                    + "\(Wording.list(SettingCondition.sdkNames)), matched case-sensitively)"
                    + (suggestion.map { "; did you mean \"\($0)*\"?" } ?? "")
            case .matchesNoVariant:
                return "Xcode's build variants are \(Wording.list(SettingCondition.variants)), and \"\(pattern)\" "
                    + "matches none of them"
            case nil:
                break
            }
            if parameter == "config" && !line.configurations.contains(where: { Fnmatch.matches(pattern, $0) }) {
                if inProjectFile && isXcproj {
                    // One build-settings object serves every configuration: the pattern names none of them.
                    let near = Suggest.closest(to: pattern, among: line.configurations, maximumDistance: 2)
                    return "no configuration of the project is named \"\(pattern)\" (configurations: "
                        + Wording.quoted(line.configurations) + ")"
                        + (near.map { "; did you mean \"\($0)\"?" } ?? "")
                }
                if inProjectFile {
                    return "it is in the build settings of configuration"
                        + (line.configurations.count == 1 ? "" : "s") + " "
                        + Wording.quoted(line.configurations) + ", which \"\(pattern)\" does not match"
                        + (pattern.contains(",") ? " (a comma does not list alternatives)" : "")
                }
                if let near = Suggest.closest(to: pattern, among: line.configurations, maximumDistance: 2) {
                    return "no configuration that uses \(ProjectPath.lastComponent(line.assignment.file)) here "
                        + "is named \"\(pattern)\" (it is used in \(Wording.quoted(line.configurations))); "
                        + "did you mean \"\(near)\"?"
                }
            }
            if parameter == "target", line.assignment.level == .target, let owner = line.owner,
               !Fnmatch.matches(pattern, owner) {
                return "it is in the build settings of target \"\(owner)\", which \"\(pattern)\" does not match"
            }
        }
        return nil
    }

    /// `[sdk=iphoneos*,arch=arm64]` meant two conditions; `[sdk=iphoneos*,iphonesimulator*]` two alternatives.
    private static func commaReason(_ parameter: String, _ pattern: String) -> String {
        let parts = pattern.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if parts.dropFirst().allSatisfy({ $0.contains("=") }) {
            let rewritten = "[\(parameter)=\(parts[0])]" + parts.dropFirst().map { "[\($0)]" }.joined()
            return "a comma does not join conditions: this is one \(parameter) pattern, \"\(pattern)\"; write "
                + rewritten
        }
        return "a comma does not list alternatives: this is one \(parameter) pattern, \"\(pattern)\"; write one "
            + "line per pattern"
    }
}
