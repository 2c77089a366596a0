import XcodeModel

/// A target the app embeds (an extension, a watch app, an App Clip, a framework), with its settings in each of
/// the host's configurations: Xcode builds it with the configuration of the same name (or the default one,
/// docs/reference/xcode-semantics.md §3.3).
public struct EmbeddedTargetFacts: Sendable {
    public var name: String
    public var productType: String
    /// The build file in the host's copy-files phase that embeds it.
    public var location: Location
    /// Name of that phase, e.g. `Embed Foundation Extensions`.
    public var phase: String
    /// False when it compiles nothing (see `TargetFacts.compilesSources`).
    public var compilesSources = true
    /// Per host configuration (by its label) and the embedded target's SDK families.
    public var configurations: [ConfigurationFacts]

    /// Its settings in the host's configuration `host` for the same SDK family, if it builds for that SDK.
    public func configuration(matching host: ConfigurationFacts) -> ConfigurationFacts? {
        configurations.first { $0.label == host.label && $0.sdk == host.sdk }
    }

    /// Its settings for a device build of the host's configuration `host`: the same SDK, or, for a target of
    /// another platform (a watch app in an iOS app), its own device SDK.
    public func deviceConfiguration(matching host: ConfigurationFacts) -> ConfigurationFacts? {
        configuration(matching: host) ?? configurations.first { $0.label == host.label && !$0.isSimulator }
    }
}
