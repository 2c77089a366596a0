import PlistKit
import XcodeModel

/// `SettingsLookup` over XcodeModel's resolver: one `BuildSettings` per (target, configuration), xcconfig files
/// parsed once per project.
final class ModelSettings: SettingsLookup {
    let project: XcodeProject
    let loader: XCConfigLoader
    private var cache: [String: BuildSettings] = [:]

    init(project: XcodeProject) {
        self.project = project
        self.loader = XCConfigLoader(sourceRoot: project.sourceRoot)
    }

    func settings(_ target: Target, _ configuration: BuildConfiguration) -> BuildSettings {
        let key = target.id + "\u{0}" + configuration.id
        if let cached = cache[key] { return cached }
        let resolved = BuildSettings(project: project, target: target, configuration: configuration.name, loader: loader,
                                     targetConfiguration: configuration)
        cache[key] = resolved
        return resolved
    }

    func sdks(target: Target, configuration: BuildConfiguration) -> [String] {
        settings(target, configuration).sdkFamilies
    }

    func fact(_ key: String, target: Target, configuration: BuildConfiguration, sdk: String) -> SettingFact {
        let value = settings(target, configuration).resolve(key, sdk: sdk)
        var location: Location?
        var origin: String?
        if let winner = value.winner, winner.level != .builtin {
            location = Location(file: winner.file, range: winner.range)
            switch winner.level {
            case .target: origin = "target \"\(target.name)\" build settings"
            case .project: origin = "project build settings"
            default: origin = ProjectPath.lastComponent(winner.file)
                + (winner.range.map { ":\($0.start.line)" } ?? "")
            }
        }
        return SettingFact(key: key, isSet: value.isSet, list: value.list, string: value.string, bool: value.bool,
                           location: location, origin: origin, unknowable: value.unknowable)
    }

    func expansion(_ text: String, target: Target, configuration: BuildConfiguration, sdk: String) -> (value: String, unknowable: String?) {
        settings(target, configuration).expansion(text, sdk: sdk)
    }

    var issues: [ModelIssue] { loader.issues }
}
