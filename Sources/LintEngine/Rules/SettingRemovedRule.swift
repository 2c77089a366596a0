import Foundation

import XcodeModel

/// `setting-removed`: a setting Xcode deprecated, replaced or stopped honouring is still assigned.
struct SettingRemovedRule: TargetRule {
    static let description = RuleDescription(
        id: "setting-removed",
        name: "Setting Xcode removed or ignores",
        defaultLevel: .warning,
        summary: "A build setting that Xcode has deprecated, replaced or stopped using is still assigned",
        description: """
            Xcode drops settings over the years but never removes them from projects: they stay in the project \
            file and in xcconfigs, where they mislead readers (a team believes it ships bitcode) or keep a \
            deprecation warning in every build. pbxlint knows these, with the Xcode version that changed each:

            | setting | Xcode | what that Xcode did |
            |---|---|---|
            \(removed.map { "| `\($0.name)` | \($0.xcode) | \($0.what) |" }.joined(separator: "\n"))

            Every line that assigns one of them for a checked target and configuration is reported once.

            **Fix:** delete the setting (and, where a replacement is named, set that instead if you still need the \
            behaviour).
            """,
        tags: ["settings", "xcode-version"],
        fix: """
            deletes `ENABLE_BITCODE = NO` (the default since Xcode 14, so no build changes), with its line when \
            nothing else is on it. Other removed settings are left for you: Xcode 14 still builds bitcode when it is \
            switched on, and how far newer Xcodes still honour `VALID_ARCHS` is not documented.
            """)

    /// A setting Xcode stopped using, and since when.
    struct Removed: Sendable {
        let name: String
        /// The Xcode version that changed it.
        let xcode: String
        let what: String
    }

    /// From Xcode's release notes (Xcode 8, 12 and 14).
    static let removed: [Removed] = [
        Removed(name: Setting.enableBitcode.name, xcode: "14",
                what: "deprecated bitcode: it no longer builds it, warns when it is enabled, and the App Store no longer accepts it"),
        Removed(name: Setting.bitcodeGenerationMode.name, xcode: "14",
                what: "deprecated bitcode: it no longer builds it and the App Store no longer accepts it"),
        Removed(name: Setting.validArchs.name, xcode: "12",
                what: "removed it from the build settings editor and discourages it in favour of EXCLUDED_ARCHS"),
        Removed(name: "EMBEDDED_CONTENT_CONTAINS_SWIFT", xcode: "8",
                what: "replaced it with ALWAYS_EMBED_SWIFT_STANDARD_LIBRARIES"),
    ]

    /// Whether deleting the line leaves every build as it is: `ENABLE_BITCODE = NO` (the default since Xcode 14).
    /// Not the others: Xcode 14 still builds bitcode when it is switched on, and how far later versions still
    /// honour VALID_ARCHS and EMBEDDED_CONTENT_CONTAINS_SWIFT is not documented.
    static func deletionChangesNothing(_ line: SettingAssignment) -> Bool {
        guard line.name == Setting.enableBitcode.name, line.conditions.isEmpty else { return false }
        let value = line.value.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        return value == "NO" || value == "no" || value == "false" || value == "0"
    }

    static let examples: [RuleExample] = [
        RuleExample(
            title: "Bitcode is still switched off explicitly",
            snippet: "ENABLE_BITCODE = NO;",
            files: ExampleProject.client(settings: ["Debug": ["ENABLE_BITCODE = NO"], "Release": ["ENABLE_BITCODE = NO"]]),
            expectedMessages: [
                #"ENABLE_BITCODE is set in target "Client" build settings (Debug), but Xcode 14 deprecated bitcode"#,
                #"ENABLE_BITCODE is set in target "Client" build settings (Release), but Xcode 14 deprecated bitcode"#,
            ]),
        RuleExample(
            title: "The replacement setting",
            snippet: "EXCLUDED_ARCHS[sdk=iphonesimulator*] = i386;",
            files: ExampleProject.client(settings: ["Release": [#""EXCLUDED_ARCHS[sdk=iphonesimulator*]" = i386"#]])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        struct Key: Hashable {
            let removed: Int
            let location: Location
        }
        var groups = FindingGroups<Key>()
        var lines: [Key: SettingAssignment] = [:]
        for configuration in target.configurations {
            for (index, removed) in removed.enumerated() where configuration.settings.isAssigned(removed.name) {
                for line in configuration.settings.assignments(removed.name) where line.level != .builtin {
                    let key = Key(removed: index, location: Location(file: line.file, range: line.range))
                    groups.add(key, configuration: configuration.label, sdk: configuration.sdk)
                    if lines[key] == nil { lines[key] = line }
                }
            }
        }
        for key in groups.order {
            guard let line = lines[key] else { continue }
            let removed = removed[key.removed]
            // A line below the target (project settings, a shared xcconfig) is reported once per project.
            let isShared = line.level != .target
            if isShared && !report.firstTime(self, "", at: key.location) { continue }
            let configurations = groups.configurations[key] ?? []
            report.report(self, "\(removed.name) is set in \(SettingSource.origin(of: line, target: target.name)) "
                          + "(\(Wording.list(configurations))), but Xcode \(removed.xcode) \(removed.what); delete it",
                          at: key.location, target: isShared ? nil : target.name,
                          configuration: configurations.joined(separator: ","), setting: removed.name, name: removed.name,
                          fix: Self.deletionChangesNothing(line) ? .deleteAssignment(assignment: key.location) : nil)
        }
    }
}
