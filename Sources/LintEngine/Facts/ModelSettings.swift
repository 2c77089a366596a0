#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import XcodeModel

/// `SettingsLookup` over XcodeModel's resolver: one `BuildSettings` per (target, configuration), xcconfig files
/// parsed once per project.
///
/// Sendable so that facts computed on first use (what an app embeds) can resolve settings later: every use of the
/// cache and of the loader goes through `lock`.
final class ModelSettings: SettingsLookup, @unchecked Sendable {
    let project: XcodeProject
    let loader: XCConfigLoader
    private var cache: [String: BuildSettings] = [:]
    private var sharedSources: [String: SettingSource] = [:]
    private let lock = Lock()

    init(project: XcodeProject) {
        self.project = project
        self.loader = XCConfigLoader(sourceRoot: project.sourceRoot)
    }

    func settings(_ target: Target, _ configuration: BuildConfiguration) -> BuildSettings {
        lock.lock()
        defer { lock.unlock() }
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
        let resolved = settings(target, configuration)
        guard !resolved.dependsOnSDK else { return SettingSource(settings: resolved, target: target.name, sdk: sdk) }
        // No assignment depends on the SDK: one source answers for every SDK, so each setting a rule asks for is
        // resolved once per configuration instead of once per SDK (device and simulator for iOS).
        lock.lock()
        defer { lock.unlock() }
        let key = target.id + "\u{0}" + configuration.id
        if let shared = sharedSources[key] { return shared }
        let source = SettingSource(settings: resolved, target: target.name, sdk: sdk)
        sharedSources[key] = source
        return source
    }

    func expansion(_ text: String, target: Target, configuration: BuildConfiguration, sdk: String) -> (value: String, unknowable: Unknowable?) {
        settings(target, configuration).expansion(text, sdk: sdk)
    }

    var issues: [ModelIssue] {
        lock.lock()
        defer { lock.unlock() }
        return loader.issues
    }
}
