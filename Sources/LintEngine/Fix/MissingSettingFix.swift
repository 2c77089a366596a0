import XcodeModel

/// The fix for a configuration that lacks a setting every other configuration of its target sets the same way
/// (issue 31): add it where they have it. Their xcconfigs include a file that sets it → the same `#include` in
/// this configuration's xcconfig; their own xcconfigs set it → the same line in this one's; their project-file
/// settings set it → the same key in this configuration's settings at the same level (a `KEY[config=Name]` key in
/// a project.xcproj). Without a base xcconfig, an xcconfig's setting goes to the project file at the level of
/// that xcconfig. When no addition is safe the fix says why (`Fix.unsafe`).
enum MissingSettingFix {
    /// `setting` for `config`, as `agreeing` (the other configurations, which all have the same value) set it;
    /// `names` is that value as a list, written when the copy cannot be (an xcconfig line into a project file).
    static func fix(_ setting: String, for config: ConfigurationFacts, like agreeing: [ConfigurationFacts],
                    names: [String]) -> Fix {
        guard let exemplar = agreeing.first else { return .unsafe(reason: "no other configuration sets it") }
        let provenance = exemplar.provenance(name: setting)
        guard let winner = provenance.winner, winner.level != .builtin, let range = winner.range else {
            return .unsafe(reason: "the other configurations do not set it either")
        }
        guard winner.conditions.isEmpty else {
            return .unsafe(reason: "the other configurations set it under a condition; add it by hand")
        }
        guard provenance.contributors.count <= 1, !winner.value.contains("$") else {
            return .unsafe(reason: "the other configurations' value uses a macro such as $(inherited); add it by hand")
        }
        // Every other configuration must have it from the same kind of place.
        for other in agreeing.dropFirst() {
            guard let theirs = other.provenance(name: setting).winner, theirs.level == winner.level,
                  theirs.conditions.isEmpty,
                  winner.file == base(of: exemplar, at: winner.level) ? theirs.file == base(of: other, at: theirs.level)
                    : theirs.file == winner.file
            else {
                return .unsafe(reason: "the other configurations set it in different places; add it by hand "
                               + "where it belongs")
            }
        }
        // Nothing of this configuration may shadow the addition or be shadowed by it.
        if config.settings.assignmentCount(setting) > 0 {
            return .unsafe(reason: "\(config.label) assigns \(setting) under a condition (another SDK or architecture); "
                           + "a plain assignment would shadow that or be shadowed by it; add it by hand")
        }
        let copying = Location(file: winner.file, range: range)
        switch winner.level {
        case .targetXCConfig, .projectXCConfig:
            let projectLevel: SettingLevel = winner.level == .targetXCConfig ? .target : .project
            guard let own = base(of: config, at: winner.level) else {
                // No xcconfig to add to: the project file, at the level of the xcconfig the others have.
                return dictionaryFix(setting, for: config, level: projectLevel, copying: copying, names: names)
            }
            if config.places.sharedXCConfigs.contains(own) {
                return .unsafe(reason: "\(ProjectPath.lastComponent(own)) is the base configuration of other "
                               + "configurations too; adding to it would change them; add it by hand")
            }
            guard let theirs = base(of: exemplar, at: winner.level) else {
                return .unsafe(reason: "the other configurations' xcconfig could not be found")
            }
            if winner.file == theirs {
                return .addAssignment(place: .xcconfig(own), key: setting, copying: copying, names: names)
            }
            return .addInclude(into: own, from: theirs, reaching: winner.file)
        case .target, .project:
            return dictionaryFix(setting, for: config, level: winner.level, copying: copying, names: names)
        case .builtin:
            return .unsafe(reason: "the other configurations do not set it either")
        }
    }

    static func base(of config: ConfigurationFacts, at level: SettingLevel) -> String? {
        level == .targetXCConfig ? config.places.targetXCConfig : config.places.projectXCConfig
    }

    /// The key added to the configuration's settings in the project file at `level`.
    static func dictionaryFix(_ setting: String, for config: ConfigurationFacts, level: SettingLevel,
                              copying: Location, names: [String]) -> Fix {
        guard let place = level == .target ? config.location : config.places.projectSettings else {
            return .unsafe(reason: "the project has no \(level.title) for \(config.label)")
        }
        guard config.places.projectFormat == .xcproj else {
            return .addAssignment(place: .dictionary(place), key: setting, copying: copying, names: names)
        }
        // A project.xcproj has one settings object per level; a configuration's own value is a `[config=Name]` key.
        guard !config.name.contains(where: { "*?[]\\".contains($0) }) else {
            return .unsafe(reason: "the configuration's name cannot be written in a [config=…] key; add it by hand")
        }
        return .addAssignment(place: .dictionary(place), key: setting + "[config=\(config.name)]", copying: copying,
                              names: names)
    }
}
