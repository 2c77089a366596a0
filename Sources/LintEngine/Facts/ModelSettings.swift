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
        SettingSource.fact(settings(target, configuration).resolve(key, sdk: sdk), target: target.name)
    }

    func source(target: Target, configuration: BuildConfiguration, sdk: String) -> SettingSource {
        SettingSource(settings: settings(target, configuration), target: target.name, sdk: sdk)
    }

    func expansion(_ text: String, target: Target, configuration: BuildConfiguration, sdk: String) -> (value: String, unknowable: String?) {
        settings(target, configuration).expansion(text, sdk: sdk)
    }

    var issues: [ModelIssue] { loader.issues }
}
