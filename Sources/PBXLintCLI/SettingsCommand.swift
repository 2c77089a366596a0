#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintEngine
import PlistKit
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
        let project: XcodeProject
        switch XcodeProject.load(path: projectPath) {
        case .success(let p): project = p
        case .failure(let error):
            console.error("\(error)\n")
            return .findings
        }
        let base = FileManager.default.currentDirectoryPath
        // A configuration neither the project nor the target defines would print the fallback configuration's
        // values under the name asked for.
        let known = ProjectNames(project).configurations
        for name in configurations where !known.contains(name) {
            console.error("pbxlint settings: --configuration \"\(name)\" names no build configuration of \(project.name)"
                          + UnmatchedNames.suggestion(name, among: known, kind: "configurations") + "\n")
            return .usage
        }
        guard let targetName = target else {
            console.write(ControlCharacters.escaped("Project \(project.name) (\(PathUtilities.relative(project.pbxprojPath, to: base)))") + "\n")
            console.write(ControlCharacters.escaped("Configurations: \(project.configurationNames.joined(separator: ", "))") + "\n")
            for t in project.targets {
                console.write(ControlCharacters.escaped("Target \(t.name) [\(t.productType ?? "no product type")]: "
                              + "\(t.configurationNames.joined(separator: ", "))") + "\n")
            }
            return .success
        }
        guard let t = project.target(named: targetName) else {
            console.error("pbxlint settings: --target \"\(targetName)\" names no target of \(project.name)"
                          + UnmatchedNames.suggestion(targetName, among: project.targets.map(\.name), kind: "targets") + "\n")
            return .usage
        }
        let loader = XCConfigLoader(sourceRoot: project.sourceRoot)
        let names = configurations.isEmpty ? t.configurationNames : configurations
        var jsonConfigurations: [String] = []
        for name in names {
            let settings = BuildSettings(project: project, target: t, configuration: name, loader: loader)
            let family = sdk ?? settings.sdkFamilies.first
            // Every setting a level assigns, and the built-ins pbxlint derives from the SDK (PLATFORM_NAME, …).
            let wanted = keys.isEmpty ? Array(Set(settings.names + settings.sdkBuiltinNames(sdk: family))).sorted() : keys
            // Names and values come from the project: control characters made visible, as in every text report.
            if !json { console.write(ControlCharacters.escaped("\(name) (\(family ?? "no SDK")):") + "\n") }
            var jsonKeys: [String] = []
            for key in wanted {
                let value = settings.resolve(key, sdk: family)
                let sources = Self.sources(of: value)
                // Lists only for settings Xcode declares as lists (the list form, what a tool's command line gets:
                // split, unquoted, search paths normalized); every other setting, user-defined ones included, as its
                // string form, which `-showBuildSettings` prints and `$(NAME)` in a string gives: quotes and
                // backslashes kept (docs/reference/settings-evaluation.md).
                let isList = DeclaredSettings.isDeclaredList(key)
                if json {
                    var item = "\"value\": "
                    if isList {
                        item += "[" + value.list.map(quote).joined(separator: ", ") + "]"
                    } else {
                        item += quote(value.string)
                    }
                    item += ", \"sources\": [" + sources.map { s in
                        "{\"file\": \(quote(PathUtilities.relative(s.file, to: base))), \"line\": \(s.range?.start.line ?? 0), "
                            + "\"column\": \(s.range?.start.column ?? 0), \"level\": \(quote(s.level.title)), "
                            + "\"setting\": \(quote(s.name))}"
                    }.joined(separator: ", ") + "]"
                    if let note = value.unknowable { item += ", \"unknowable\": \(quote(note.explanation))" }
                    jsonKeys.append("      \(quote(key)): {\(item)}")
                } else {
                    // The string form, as `-showBuildSettings` prints it. A setting nothing assigns (no level,
                    // built-in ones included, and no value derived from the target) says so: an empty value reads
                    // like `KEY = ""` set on purpose.
                    let unset = value.winner == nil && value.string.isEmpty && value.list.isEmpty && value.unknowable == nil
                    let shown = unset ? Self.notSet : value.string
                    console.write("    " + ControlCharacters.escaped("\(key) = \(shown)") + "\n")
                    for s in sources {
                        // A line of another setting contributed through a reference: say which.
                        let through = s.name == key ? "" : " (\(s.name), through $(\(s.name)))"
                        console.write("        " + ControlCharacters.escaped("\(PathUtilities.relative(s.file, to: base)):\(s.range?.start.line ?? 0): \(s.level.title)\(through)") + "\n")
                    }
                    if let note = value.unknowable {
                        console.write("        note: " + ControlCharacters.escaped(note.explanation) + "\n")
                    }
                }
            }
            if json { jsonConfigurations.append("    \(quote(name)): {\n" + jsonKeys.joined(separator: ",\n") + "\n    }") }
        }
        if json {
            console.write("{\n  \"target\": \(quote(t.name)),\n  \"configurations\": {\n"
                          + jsonConfigurations.joined(separator: ",\n") + "\n  }\n}\n")
        }
        for issue in loader.issues {
            guard let message = Linter.message(for: issue) else { continue }
            let level = Linter.isLimit(issue) ? "note" : "warning"
            console.error("\(PathUtilities.relative(issue.file, to: base)):\(issue.range?.start.line ?? 0): \(level): \(message)\n")
        }
        return .success
    }

    static func quote(_ s: String) -> String {
        var out = ""
        PlistJSON.writeString(s, into: &out)
        return out
    }
}

extension SettingsCommand {
    /// What `settings` prints for a setting no level assigns.
    static let notSet = "(not set)"

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

    /// The assignments to show for `value`: the deciding one first, then the others that contributed (through
    /// `$(inherited)` or a reference to another setting), nearest level first; built-in defaults left out.
    static func sources(of value: ResolvedSetting) -> [SettingAssignment] {
        var shown: [SettingAssignment] = []
        if let winner = value.winner, winner.level != .builtin { shown.append(winner) }
        for assignment in value.contributors.reversed() where assignment.level != .builtin {
            if let winner = value.winner, assignment.file == winner.file, assignment.range == winner.range,
               assignment.name == winner.name { continue }
            shown.append(assignment)
        }
        return shown
    }
}
