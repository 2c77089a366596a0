#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintEngine
import Reporters
import XcodeModel

/// `pbxlint settings [PATH] --target NAME [--configuration NAME] [--sdk NAME] [--json] [KEY ...]`: resolved build
/// settings with where each came from — `xcodebuild -showBuildSettings`, offline, on Linux, with provenance.
enum SettingsCommand {
    static let usage = """
        usage: pbxlint settings [PATH] [--target NAME] [--configuration NAME] [--sdk NAME] [--json] [KEY ...]

        Without --target: lists the project's targets and configurations.
        With --target: prints each setting (KEY ..., or every setting any level assigns) per configuration, with
        the file:line and level of every assignment that contributed, the deciding one first.

        """

    static func run(_ arguments: [String], console: Console) -> ExitCode {
        var path = "."
        var target: String?
        var configurations: [String] = []
        var sdk: String?
        var json = false
        var keys: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            func value() -> String? { i += 1; return i < arguments.count ? arguments[i] : nil }
            switch a {
            case "--target": guard let v = value() else { console.error(usage); return .usage }; target = v
            case "--configuration": guard let v = value() else { console.error(usage); return .usage }; configurations.append(v)
            case "--sdk": guard let v = value() else { console.error(usage); return .usage }; sdk = v
            case "--json": json = true
            case "-h", "--help": console.write(usage); return .success
            default:
                if a.hasPrefix("-") { console.error("pbxlint settings: unknown option '\(a)'\n\(usage)"); return .usage }
                if a.contains("/") || a.hasSuffix(".xcodeproj") || a == "." || FileManager.default.fileExists(atPath: a) && keys.isEmpty && path == "." {
                    path = a
                } else {
                    keys.append(a)
                }
            }
            i += 1
        }
        if let sdk, let error = Self.unknownSDK(sdk) {
            console.error(error + "\n")
            return .usage
        }
        let discovery = ProjectDiscovery(paths: [path], configPath: nil)
        if let error = discovery.usageErrors.first {
            console.error(error + "\n")
            return .usage
        }
        guard discovery.failures.isEmpty, let projectPath = discovery.projects.first else {
            console.error("pbxlint settings: no project at \(path)\n")
            return .unreadableInput
        }
        // Settings are of one project: never pick one of several silently.
        guard discovery.projects.count == 1 else {
            let base = FileManager.default.currentDirectoryPath
            console.error("pbxlint settings: \(path) holds \(discovery.projects.count) projects; name one:\n"
                          + discovery.projects.map { "    \(PathUtilities.relative($0, to: base))\n" }.joined())
            return .usage
        }
        let query: SettingsQuery
        switch SettingsQuery.open(projectAt: projectPath) {
        case .success(let opened): query = opened
        case .failure(let error):
            console.error("\(error)\n")
            return .findings
        }
        let base = FileManager.default.currentDirectoryPath
        let outline = query.outline
        // A configuration neither the project nor the target defines would print the fallback configuration's
        // values under the name asked for.
        if let unmatched = query.unmatched(target: target, configurations: configurations) {
            console.error(unmatched.settingsError(project: outline.name) + "\n")
            return .usage
        }
        guard let target else {
            console.write(SettingsReport.text(outline, relativeTo: base))
            return .success
        }
        // The target exists: `unmatched` said so.
        guard let settings = query.resolve(target: target, configurations: configurations, sdk: sdk, keys: keys) else {
            return .usage
        }
        console.write(json ? SettingsReport.json(settings, relativeTo: base) : SettingsReport.text(settings, relativeTo: base))
        console.error(SettingsReport.text(settings.notes, relativeTo: base))
        return .success
    }
}

extension SettingsCommand {
    /// Why `--sdk NAME` names no SDK, with the nearest known name; nil for a known one. An SDK is named as Xcode
    /// names it (`iphoneos`, `iphonesimulator`, `macosx`…), bare or with a version (`iphoneos26.0`), which is what
    /// `[sdk=…]` conditions are matched against: any other name would match no condition and print the values of
    /// no SDK under its name.
    static func unknownSDK(_ name: String) -> String? {
        let known = SettingCondition.sdkNames
        let bare = String(name.reversed().drop { $0.isNumber || $0 == "." }.reversed())
        if known.contains(bare) { return nil }
        let suggestion = Suggest.closest(to: bare.lowercased(), among: known, maximumDistance: max(3, bare.count / 2))
        return "pbxlint settings: --sdk \"\(EchoedText.bounded(name))\" is not an SDK name"
            + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
            + " (SDKs: " + known.joined(separator: ", ") + ", each optionally with a version, e.g. iphoneos26.0)"
    }
}
