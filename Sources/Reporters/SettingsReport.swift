import LintEngine

/// What `pbxlint settings` prints: a target's resolved settings (`ResolvedSettings`) as text or JSON, and a project's
/// outline. Paths are relative to `base`. Names and values come from the project: control characters are made
/// visible in text and escaped in JSON. The JSON is a contract (README, "pbxlint settings"): the same shape and
/// layout every release, one line per setting.
public enum SettingsReport {
    /// `{"target": …, "configurations": {"Release": {"KEY": {"value": …, "sources": […], "unknowable": …}}}}`.
    public static func json(_ settings: ResolvedSettings, relativeTo base: String) -> String {
        JSONValue.object([
            ("target", .string(settings.target)),
            ("configurations", .object(settings.configurations.map { configuration in
                (configuration.name, .object(configuration.settings.map { ($0.key, json($0, relativeTo: base)) }))
            })),
        ]).rendered(oneLineFrom: 3)
    }

    static func json(_ setting: ResolvedSettings.Setting, relativeTo base: String) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("value", setting.list.map { .array($0.map { .string($0) }) } ?? .string(setting.string)),
            ("sources", .array(setting.sources.map { source in
                .object([("file", .string(PathUtilities.relative(source.file, to: base))), ("line", .int(source.line)),
                         ("column", .int(source.column)), ("level", .string(source.level)),
                         ("setting", .string(source.setting))])
            })),
        ]
        if let note = setting.unknowable { fields.append(("unknowable", .string(note))) }
        return .object(fields)
    }

    /// Per configuration `Release (iphoneos):`, then each setting's string form, as `-showBuildSettings` prints
    /// it, with the lines that decided it and a note when it is unknowable.
    public static func text(_ settings: ResolvedSettings, relativeTo base: String) -> String {
        var out = ""
        for configuration in settings.configurations {
            out += line("\(configuration.name) (\(configuration.sdk ?? "no SDK")):")
            for setting in configuration.settings {
                out += line("\(setting.key) = \(setting.isSet ? setting.string : notSet)", indent: 4)
                for source in setting.sources {
                    // A line of another setting contributed through a reference: say which.
                    let through = source.setting == setting.key ? "" : " (\(source.setting), through $(\(source.setting)))"
                    out += line("\(PathUtilities.relative(source.file, to: base)):\(source.line): \(source.level)\(through)",
                                indent: 8)
                }
                if let note = setting.unknowable { out += line("note: " + note, indent: 8) }
            }
        }
        return out
    }

    /// What the text says for a setting no level assigns.
    public static let notSet = "(not set)"

    /// `Project App (App.xcodeproj/project.pbxproj)`, its configurations, and each target with its product type
    /// and configurations.
    public static func text(_ outline: ProjectOutline, relativeTo base: String) -> String {
        var out = line("Project \(outline.name) (\(PathUtilities.relative(outline.file, to: base)))")
        out += line("Configurations: \(outline.configurations.joined(separator: ", "))")
        for target in outline.targets {
            out += line("Target \(target.name) [\(target.productType ?? "no product type")]: "
                        + target.configurations.joined(separator: ", "))
        }
        return out
    }

    /// `App.xcconfig:3: warning: …`, one per note, for standard error (file names in them come from the project).
    public static func text(_ notes: [ResolvedSettings.Note], relativeTo base: String) -> String {
        notes.map { line("\(PathUtilities.relative($0.file, to: base)):\($0.line): \($0.severity.rawValue): \($0.message)") }
            .joined()
    }

    private static func line(_ text: String, indent: Int = 0) -> String {
        String(repeating: " ", count: indent) + ControlCharacters.escaped(text) + "\n"
    }
}
