/// What pbxlint knows of an SDK from its name alone: the families a target builds for, the values `[sdk=…]`
/// conditions are matched against, and the built-in settings Xcode derives from the SDK.
public enum SDKNames {
    /// The SDK families a target builds for, by the SDK its `SDKROOT` names (device and simulator together).
    public static let familiesBySDKRoot: [(sdk: String, families: [String])] =
        Platform.allCases.flatMap { platform in platform.sdks.map { (sdk: $0, families: platform.sdks) } }

    /// Every SDK family name (`iphoneos`, `iphonesimulator`, …): those `Platform(sdk:)` knows.
    static let knownFamilies: Set<String> = Set(familiesBySDKRoot.map(\.sdk))

    /// `PropertyConditionFallbackNames` of each SDK (`Platform.deviceFallbackNames`): `embedded` for the device
    /// SDKs of iOS, tvOS, watchOS and visionOS.
    public static let fallbackNames: [String: [String]] = Dictionary(
        uniqueKeysWithValues: Platform.allCases.filter { !$0.deviceFallbackNames.isEmpty }.map { ($0.deviceSDK, $0.deviceFallbackNames) })

    /// Every name an `[sdk=…]` pattern can match: the families, then the fallback names.
    public static let conditionNames: [String] = {
        var names: [String] = []
        for name in familiesBySDKRoot.flatMap(\.families) + fallbackNames.values.flatMap({ $0 }).sorted()
        where !names.contains(name) {
            names.append(name)
        }
        return names
    }()

    /// `iphoneos17.2` → (`iphoneos`, `17.2`); `iphoneos` → (`iphoneos`, nil).
    public static func split(_ sdk: String) -> (family: String, version: String?) {
        // SDK names are ASCII: there every byte is a character, and the first digit byte is the first digit,
        // found without breaking the name into characters and asking each for its Unicode properties (settings
        // are resolved per SDK thousands of times). Any other name takes the character-by-character way.
        let utf8 = sdk.utf8
        let start: String.Index?
        if utf8.allSatisfy({ $0 < 0x80 }) {
            start = utf8.firstIndex { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        } else {
            start = sdk.firstIndex { $0.isASCII && $0.isNumber }
        }
        guard let start else { return (sdk, nil) }
        return (String(sdk[..<start]), String(sdk[start...]))
    }

    /// The values `[sdk=…]` patterns are matched against for `sdk`: its canonical name with a version (a family
    /// alone is evaluated as a version newer than any pbxlint knows, `99.9`), the family, and its fallback names.
    static func conditionValues(_ sdk: String) -> [String] {
        let (family, version) = split(sdk)
        return [family + (version ?? "99.9"), family] + (fallbackNames[family] ?? [])
    }

    /// The built-in settings Xcode derives from the SDK that pbxlint provides (`PLATFORM_NAME`,
    /// `EFFECTIVE_PLATFORM_NAME`; `SDK_NAME`, `SDK_VERSION` only when the SDK is named with its version). They sit
    /// below every level: a project that assigns one wins. Any other setting Xcode computes is unknowable
    /// (`DeclaredSettings.computedByXcode`).
    static func builtins(_ sdk: String?) -> [String: String] {
        guard let sdk, !sdk.isEmpty else { return [:] }
        // Every resolve asks, almost always for a bare family name: those answers are made once.
        if let made = familyBuiltins[sdk] { return made }
        return computedBuiltins(sdk)
    }

    /// `builtins` of each family name without a version (`iphoneos`, …).
    private static let familyBuiltins: [String: [String: String]] = Dictionary(
        uniqueKeysWithValues: knownFamilies.filter { split($0).version == nil }.map { ($0, computedBuiltins($0)) })

    private static func computedBuiltins(_ sdk: String) -> [String: String] {
        let (family, version) = split(sdk)
        // `Platform(sdk:) != nil`, without building each platform's SDK list.
        guard knownFamilies.contains(family) else { return [:] }
        // Products of macOS builds go to `Debug/`, every other platform's to `Debug-<platform>/`.
        var values = ["PLATFORM_NAME": family, "EFFECTIVE_PLATFORM_NAME": family == "macosx" ? "" : "-" + family]
        if let version {
            values["SDK_NAME"] = sdk
            values["SDK_VERSION"] = version
        }
        return values
    }

    /// The built-ins pbxlint provides, for documentation and tests.
    public static let providedBuiltins = ["PLATFORM_NAME", "EFFECTIVE_PLATFORM_NAME", "SDK_NAME", "SDK_VERSION"]
}
