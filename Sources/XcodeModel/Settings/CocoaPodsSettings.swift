/// What a CocoaPods base configuration (`Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig`, written by
/// `pod install` and usually not committed) can assign, so that its absence makes only those settings unknowable
/// and every other one resolves normally (issue 26).
///
/// The set is what CocoaPods' `Pod::Target::BuildSettings::AggregateTargetSettings` writes for a user target, in
/// `lib/cocoapods/target/build_settings.rb` (CocoaPods/CocoaPods): every method declared with `build_setting: true`
/// on `BuildSettings` and `AggregateTargetSettings` — `PODS_BUILD_DIR`, `PODS_CONFIGURATION_BUILD_DIR`,
/// `PODS_PODFILE_DIR_PATH`, `PODS_ROOT`, `CODE_SIGN_IDENTITY` (macOS frameworks only), `FRAMEWORK_SEARCH_PATHS`,
/// `LIBRARY_SEARCH_PATHS`, `HEADER_SEARCH_PATHS`, `SWIFT_INCLUDE_PATHS`, `GCC_PREPROCESSOR_DEFINITIONS`,
/// `OTHER_CFLAGS`, `OTHER_SWIFT_FLAGS`, `OTHER_LDFLAGS`, `LD_RUNPATH_SEARCH_PATHS`,
/// `ALWAYS_EMBED_SWIFT_STANDARD_LIBRARIES`, `EMBEDDED_CONTENT_CONTAINS_SWIFT` — plus the `PODS_*` paths and
/// `USE_RECURSIVE_SCRIPT_INPUTS_IN_SCRIPT_PHASES` the installer adds to the same file. Lists are written as
/// `$(inherited) …` (`add_inherited_to_plural`).
///
/// Not modelled: a pod's podspec may add any key to its users' xcconfig through `user_target_xcconfig`
/// (`merged_user_target_xcconfigs`), which cannot be known without the podspecs; CocoaPods discourages it and it is
/// rare in practice. See docs/reference/settings-evaluation.md.
public enum CocoaPodsSettings {
    static let written: Set<String> = [
        "CODE_SIGN_IDENTITY", "FRAMEWORK_SEARCH_PATHS", "LIBRARY_SEARCH_PATHS", "HEADER_SEARCH_PATHS",
        "SWIFT_INCLUDE_PATHS", "GCC_PREPROCESSOR_DEFINITIONS", "OTHER_CFLAGS", "OTHER_SWIFT_FLAGS", "OTHER_LDFLAGS",
        "LD_RUNPATH_SEARCH_PATHS", "ALWAYS_EMBED_SWIFT_STANDARD_LIBRARIES", "EMBEDDED_CONTENT_CONTAINS_SWIFT",
        "USE_RECURSIVE_SCRIPT_INPUTS_IN_SCRIPT_PHASES",
    ]

    /// Whether a CocoaPods base configuration can assign `name`.
    public static func couldWrite(_ name: String) -> Bool {
        name.hasPrefix("PODS_") || written.contains(name)
    }
}
