/// Whether pbxlint runs inside an Xcode build (a Run Script phase, or `xcodebuild`). Xcode exports the build
/// settings to a script phase's environment; `XCODE_VERSION_ACTUAL` (the Xcode version, e.g. `1600`) together
/// with `SRCROOT` (the project folder) is set for every script phase and is not something a shell normally has.
/// `ACTION` alone is too common a name to rely on. In Xcode, issues from a script are clickable only when their
/// paths are absolute, so pbxlint prints absolute paths there unless `--base-dir` asks for relative ones.
enum XcodeEnvironment {
    /// `variable` looks up one environment variable (`ProcessEnvironment.value`): two `getenv` calls, rather
    /// than a dictionary of the whole environment built on every run for two keys.
    static func isScriptPhase(_ variable: (String) -> String?) -> Bool {
        !(variable("XCODE_VERSION_ACTUAL") ?? "").isEmpty && !(variable("SRCROOT") ?? "").isEmpty
    }
}
