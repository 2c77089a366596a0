#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit

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

            Every line that assigns one of them for a checked target and configuration is reported once, naming \
            the configurations and targets it affects. A line that changes nothing is only a note, safe to delete: \
            `ENABLE_BITCODE = NO` (what Xcode 14 and later do anyway) and a `VALID_ARCHS` that holds the standard \
            architectures (`$(ARCHS_STANDARD)`, or every architecture Xcode builds for the SDK by default). \
            `ENABLE_BITCODE = YES`, `BITCODE_GENERATION_MODE` and a `VALID_ARCHS` that really leaves out an \
            architecture are warnings.

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
        guard line.conditions.isEmpty else { return false }
        return bitcodeIsOff(line)
    }

    /// `ENABLE_BITCODE = NO` (under any condition): what every Xcode since 14 does anyway.
    static func bitcodeIsOff(_ line: SettingAssignment) -> Bool {
        guard line.name == Setting.enableBitcode.name else { return false }
        let value = line.value.trimmedOfSpaces().trimmed(where: { $0 == "\"" })
        return value == "NO" || value == "no" || value == "false" || value == "0"
    }

    /// The architectures Xcode builds for an SDK by default (`ARCHS_STANDARD`, Xcode 12 and later): what a
    /// `VALID_ARCHS` must hold not to restrict anything. Nil for an SDK whose list pbxlint does not know.
    static func standardArchitectures(sdk: String) -> Set<String>? {
        guard let platform = Platform(sdk: sdk) else { return nil }
        if Platform.isSimulator(sdk: sdk) { return platform == .watchOS ? nil : ["arm64", "x86_64"] }
        switch platform {
        case .iOS, .tvOS, .visionOS: return ["arm64"]
        case .macOS: return ["arm64", "x86_64"]
        case .watchOS, .driverKit: return nil
        }
    }

    /// The SDKs whose architectures `VALID_ARCHS`, as written on `line`, restricts: it names architectures
    /// without all of the standard ones. A value built from `$(ARCHS_STANDARD…)` or `$(inherited)` restricts
    /// nothing by itself; an SDK whose standard list is unknown counts as restricted (the warning stays).
    static func restrictedSDKs(by line: SettingAssignment, sdks: [String]) -> [String] {
        let words = line.value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" }).map(String.init)
        let named = Set(words.filter { !$0.hasPrefix("$(") && !$0.hasPrefix("${") })
        if named.isEmpty && !words.isEmpty { return [] }
        return sdks.filter { sdk in standardArchitectures(sdk: sdk).map { !$0.isSubset(of: named) } ?? true }
    }

    /// Whether the line is inert, so a note ("safe to delete") rather than a warning: bitcode switched off, or a
    /// VALID_ARCHS that restricts none of the SDKs it is read for.
    static func isInert(_ line: SettingAssignment, sdk: String) -> Bool {
        if bitcodeIsOff(line) { return true }
        return line.name == Setting.validArchs.name && restrictedSDKs(by: line, sdks: [sdk]).isEmpty
    }

    static let examples: [RuleExample] = [
        RuleExample(
            title: "Bitcode is still switched on",
            snippet: "ENABLE_BITCODE = YES;",
            files: ExampleProject.client(settings: ["Release": ["ENABLE_BITCODE = YES"]]),
            expectedMessages: [
                #"ENABLE_BITCODE = YES is set in target "Client" build settings (Release), but Xcode 14 deprecated bitcode"#,
            ]),
        RuleExample(
            title: "Bitcode is switched off explicitly (a note: the line is safe to delete)",
            snippet: "ENABLE_BITCODE = NO;   // project build settings, Debug and Release",
            files: ExampleProject(projectSettings: ["Debug": ["ENABLE_BITCODE = NO"]],
                                  targets: [ExampleTarget(name: "Client")]).render(),
            expectedMessages: [
                #"ENABLE_BITCODE = NO is set in project build settings for target "Client" (Debug), which Xcode 14 and later do anyway"#,
            ]),
        RuleExample(
            title: "VALID_ARCHS leaves out an architecture the simulator builds",
            snippet: "VALID_ARCHS = arm64;",
            files: ExampleProject.client(settings: ["Debug": ["VALID_ARCHS = arm64"]]),
            expectedMessages: [
                #"VALID_ARCHS = arm64 is set in target "Client" build settings (Debug), which restricts the architectures built for iphonesimulator"#,
            ]),
        RuleExample(
            title: "The replacement setting",
            snippet: "EXCLUDED_ARCHS[sdk=iphonesimulator*] = i386;",
            files: ExampleProject.client(settings: ["Release": [#""EXCLUDED_ARCHS[sdk=iphonesimulator*]" = i386"#]])),
    ]

    static let checksEmbeddedTargets = true

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        for configuration in target.configurations {
            for removed in removed where configuration.settings.isAssigned(removed.name) {
                for line in configuration.settings.assignments(removed.name) where line.level != .builtin {
                    let location = Location(file: line.file, range: line.range)
                    // A line below the target (project settings, a shared xcconfig) is one cause for every target.
                    let isShared = line.level != .target
                    let inert = isInert(line, sdk: configuration.sdk)
                    let origin = SettingSource.origin(of: line, target: target.name)
                    // One cause per xcconfig line, and per level (or target) and value for lines in the project file
                    // (Debug and Release each have their own there).
                    // `origin` names the xcconfig line, or the level in the project file.
                    let cause = [isShared ? "-" : target.name, origin, line.name,
                                 line.conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined(), line.value]
                        .joined(separator: "|")
                    report.occurrence(of: self, cause: cause,
                                      .init(target: target.name, configuration: configuration.label,
                                            sdk: configuration.sdk, location: location),
                                      at: location, shared: isShared, setting: removed.name, name: removed.name,
                                      cappedAt: inert ? .note : nil,
                                      fix: deletionChangesNothing(line) ? .deleteAssignment(assignment: location) : nil) { scope in
                        (message(removed, line: line, origin: origin, shared: isShared, scope: scope),
                         scope.otherLines("sets it the same way"))
                    }
                }
            }
        }
    }

    static func message(_ removed: Removed, line: SettingAssignment, origin: String, shared: Bool,
                        scope: AffectedScope) -> String {
        let whereSet = "\(removed.name) = \(line.value.trimmedOfSpaces()) is set in \(origin) "
            + (shared ? "for \(scope.targetsAndConfigurations)" : "(\(scope.configurationList))")
        if bitcodeIsOff(line) {
            return whereSet + ", which Xcode 14 and later do anyway (they no longer build bitcode): the line changes "
                + "nothing and is safe to delete"
        }
        if line.name == Setting.validArchs.name {
            let restricted = restrictedSDKs(by: line, sdks: scope.sdks)
            if restricted.isEmpty {
                return whereSet + ", which holds the standard architectures, so it restricts nothing and is safe to "
                    + "delete (Xcode 12 removed VALID_ARCHS from the build settings editor)"
            }
            return whereSet + ", which restricts the architectures built for \(Wording.list(restricted)); but Xcode "
                + "\(removed.xcode) \(removed.what): delete it, and exclude what must not be built with EXCLUDED_ARCHS"
        }
        return whereSet + ", but Xcode \(removed.xcode) \(removed.what); delete it"
    }
}
