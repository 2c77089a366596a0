/// An SDK family Xcode builds for, with the names its SDKs go by and the setting that holds its deployment target
/// (docs/reference/xcode-semantics.md §4.10). The SDK names are the platforms' canonical names, which `SDKROOT`,
/// `SUPPORTED_PLATFORMS` and `[sdk=…]` conditions use; the deployment-target setting is each SDK's
/// `SupportedTargets.<name>.DeploymentTargetSettingName` in its `SDKSettings`, which swift-build reads
/// (swiftlang/swift-build `Sources/SWBCore/SDKRegistry.swift`, `Sources/SWBCore/PlatformRegistry.swift`).
public enum Platform: String, Sendable, Hashable, CaseIterable {
    // In the order pbxlint lists SDKs (messages, `settings --sdk` help).
    case iOS, tvOS, watchOS, visionOS, macOS, driverKit

    /// The device SDK: `iphoneos`, `appletvos`, `watchos`, `xros`, `macosx`, `driverkit`.
    public var deviceSDK: String {
        switch self {
        case .iOS: "iphoneos"
        case .tvOS: "appletvos"
        case .watchOS: "watchos"
        case .visionOS: "xros"
        case .macOS: "macosx"
        case .driverKit: "driverkit"
        }
    }

    /// The simulator SDK, for the platforms that have one (`iphonesimulator`…); a Mac builds for itself.
    public var simulatorSDK: String? {
        switch self {
        case .iOS: "iphonesimulator"
        case .tvOS: "appletvsimulator"
        case .watchOS: "watchsimulator"
        case .visionOS: "xrsimulator"
        case .macOS, .driverKit: nil
        }
    }

    /// Every SDK of the platform, device first: what a target whose `SDKROOT` names one of them builds for.
    public var sdks: [String] { [deviceSDK] + (simulatorSDK.map { [$0] } ?? []) }

    /// The setting that holds the oldest OS version the product runs on (`DEPLOYMENT_TARGET_SETTING_NAME`).
    public var deploymentTarget: Setting<String> {
        switch self {
        case .iOS: .iOSDeploymentTarget
        case .tvOS: .tvOSDeploymentTarget
        case .watchOS: .watchOSDeploymentTarget
        case .visionOS: .visionOSDeploymentTarget
        case .macOS: .macOSDeploymentTarget
        case .driverKit: .driverKitDeploymentTarget
        }
    }

    /// The deployment targets a build for this platform reads: its own, and for macOS the iOS one too, which a
    /// Mac Catalyst build (the macosx SDK) derives its macOS version from.
    public var deploymentTargetsRead: [Setting<String>] {
        self == .macOS ? [deploymentTarget, .iOSDeploymentTarget] : [deploymentTarget]
    }

    /// `PropertyConditionFallbackNames` of the device SDK (what swift-build's `SDKRegistry` adds to the `sdk`
    /// condition values after the canonical name): the device SDKs of iOS, tvOS, watchOS and visionOS answer to
    /// `embedded` as well, so `[sdk=embedded*]` matches a device build. iPhoneOS.sdk's `SDKSettings.json` lists
    /// `["embedded"]`; the other device SDKs are taken to do the same (their settings were not available to
    /// check); simulator SDKs, macOS and DriverKit list none.
    public var deviceFallbackNames: [String] {
        switch self {
        case .iOS, .tvOS, .watchOS, .visionOS: ["embedded"]
        case .macOS, .driverKit: []
        }
    }

    /// The platform of an SDK name, bare or versioned (`iphoneos`, `iphonesimulator17.2`, `macosx`); nil for a
    /// name pbxlint does not know.
    public init?(sdk: String) {
        let family = SDKNames.split(sdk).family
        guard let platform = Platform.allCases.first(where: { $0.sdks.contains(family) }) else { return nil }
        self = platform
    }

    /// Whether `sdk` names a simulator SDK (every simulator SDK's name ends in `simulator`, versioned or not):
    /// such builds never ship, and sign without a team.
    public static func isSimulator(sdk: String) -> Bool { SDKNames.split(sdk).family.hasSuffix("simulator") }
}
