import PlistKit
import XcodeModel

/// What `pbxlint settings` asks of one project: its targets and configurations, and a target's resolved build
/// settings with where each came from (`xcodebuild -showBuildSettings`, offline, with provenance). Values are
/// evaluated by the same evaluator every rule uses; a value pbxlint cannot know carries an `unknowable` note.
public struct SettingsQuery {
    let project: XcodeProject

    /// Reads the project at `path` (an `.xcodeproj` directory, a `project.pbxproj` or a `project.xcproj` file);
    /// on failure, why it could not be read.
    public static func open(projectAt path: String) -> Result<SettingsQuery, ProjectUnreadable> {
        switch XcodeProject.load(path: path) {
        case .success(let project): .success(SettingsQuery(project: project))
        case .failure(let error): .failure(ProjectUnreadable(description: "\(error)"))
        }
    }

    /// The project's name, its file, and its targets with their configurations.
    public var outline: ProjectOutline {
        ProjectOutline(name: project.name, file: project.projectFilePath, configurations: project.configurationNames,
                       targets: project.targets.map {
                           ProjectOutline.Target(name: $0.name, productType: $0.productType,
                                                 configurations: $0.configurationNames)
                       })
    }

    /// The first of `configurations` that neither the project nor any target defines (resolving it would give the
    /// fallback configuration's values under the name asked for), else `target` when no target has that name.
    public func unmatched(target: String?, configurations: [String]) -> UnmatchedName? {
        let names = ProjectNames(project)
        if let name = configurations.first(where: { !names.configurations.contains($0) }) {
            return UnmatchedName(kind: .configuration, name: name, known: names.configurations, projectCount: 1)
        }
        if let target, project.target(named: target) == nil {
            return UnmatchedName(kind: .target, name: target, known: names.targets, projectCount: 1)
        }
        return nil
    }

    /// The settings of `target` in each of `configurations` (empty: the target's own), for the SDK named `sdk`
    /// (nil: each configuration's first), of `keys` (empty: every setting a level assigns and the built-ins
    /// pbxlint derives from the SDK, sorted). Nil when the project has no target of that name.
    public func resolve(target name: String, configurations: [String] = [], sdk: String? = nil,
                        keys: [String] = []) -> ResolvedSettings? {
        guard let target = project.target(named: name) else { return nil }
        let loader = XCConfigLoader(sourceRoot: project.sourceRoot)
        var resolved = ResolvedSettings(target: target.name)
        for configuration in configurations.isEmpty ? target.configurationNames : configurations {
            let settings = BuildSettings(project: project, target: target, configuration: configuration, loader: loader)
            let family = sdk ?? settings.sdkFamilies.first
            let wanted = keys.isEmpty
                ? Array(Set(settings.names + settings.sdkBuiltinNames(sdk: family))).sorted() : keys
            resolved.configurations.append(ResolvedSettings.Configuration(
                name: configuration, sdk: family,
                settings: wanted.map { Self.setting($0, settings.resolve($0, sdk: family)) }))
        }
        // What reading the xcconfigs ran into, worded by the rule that covers each kind (as a lint would).
        resolved.notes = loader.issues.compactMap { issue in
            ModelIssueRouting.message(for: issue).map {
                ResolvedSettings.Note(file: issue.file, line: issue.range?.start.line ?? 0,
                                      severity: Linter.isLimit(issue) ? .note : .warning, message: $0)
            }
        }
        return resolved
    }

    static func setting(_ key: String, _ value: ResolvedSetting) -> ResolvedSettings.Setting {
        // A setting nothing assigns (no level, built-in ones included, and no value derived from the target) is
        // not set: an empty value would read like `KEY = ""` set on purpose.
        let isSet = !(value.winner == nil && value.string.isEmpty && value.list.isEmpty && value.unknowable == nil)
        // The list form only for settings Xcode declares as lists (what a tool's command line gets: split, unquoted,
        // search paths normalized); every other setting, user-defined ones included, is its string form, which
        // `-showBuildSettings` prints and `$(NAME)` in a string gives (docs/reference/settings-evaluation.md).
        return ResolvedSettings.Setting(
            key: key, string: value.string, list: DeclaredSettings.isDeclaredList(key) ? value.list : nil,
            isSet: isSet, sources: sources(of: value).map {
                ResolvedSettings.Source(file: $0.file, line: $0.range?.start.line ?? 0,
                                        column: $0.range?.start.column ?? 0, level: $0.level.title, setting: $0.name)
            },
            unknowable: value.unknowable?.explanation)
    }

    /// The assignments to show for `value`: the deciding one first, then the others that contributed (through
    /// `$(inherited)` or a reference to another setting), nearest level first; built-in defaults left out.
    static func sources(of value: ResolvedSetting) -> [SettingAssignment] {
        var shown: [SettingAssignment] = []
        if let winner = value.winner, winner.level != .builtin { shown.append(winner) }
        for assignment in value.contributors.reversed() where assignment.level != .builtin {
            if let winner = value.winner, assignment.file == winner.file, assignment.range == winner.range,
               assignment.name == winner.name { continue }
            shown.append(assignment)
        }
        return shown
    }
}

/// Why a project could not be read, as one line.
public struct ProjectUnreadable: Error, Sendable, CustomStringConvertible {
    public var description: String
}

/// A project's targets and configurations.
public struct ProjectOutline: Sendable {
    public struct Target: Sendable {
        public var name: String
        public var productType: String?
        public var configurations: [String]
    }

    public var name: String
    /// The project file (absolute).
    public var file: String
    /// The project's own configurations.
    public var configurations: [String]
    public var targets: [Target]
}

/// A target's resolved build settings, per configuration, with provenance. Paths are absolute.
public struct ResolvedSettings: Sendable {
    public struct Configuration: Sendable {
        public var name: String
        /// The SDK conditions were matched against; nil when the target names none.
        public var sdk: String?
        public var settings: [Setting]
    }

    public struct Setting: Sendable {
        public var key: String
        /// The string form, as `-showBuildSettings` prints it (quotes and backslashes kept).
        public var string: String
        /// The list form, for a setting Xcode declares as a list (`OTHER_LDFLAGS`); nil for every other setting.
        public var list: [String]?
        /// False when nothing assigns it and nothing derives it (its value is empty but not chosen).
        public var isSet: Bool
        /// The deciding assignment first, then the others that contributed.
        public var sources: [Source]
        /// Why the value may differ from what pbxlint sees; never an empty value that looks known.
        public var unknowable: String?
    }

    /// One line that contributed to a value.
    public struct Source: Sendable {
        public var file: String
        /// 0 when the position is not known.
        public var line: Int
        public var column: Int
        /// `target xcconfig`, `project build settings`…
        public var level: String
        /// The setting the line assigns: another one than the key when it contributed through a reference.
        public var setting: String
    }

    /// A problem met while reading the settings files (a missing `#include`) or a limit of pbxlint's (a note).
    public struct Note: Sendable {
        public var file: String
        public var line: Int
        public var severity: Severity
        public var message: String
    }

    public var target: String
    public var configurations: [Configuration] = []
    public var notes: [Note] = []
}
