#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import XcodeModel

/// One version key of a bundle's built Info.plist (`CFBundleShortVersionString` or `CFBundleVersion`), as Xcode
/// writes it for one configuration, with the line that decided it.
public struct BundleVersionFact: Sendable, Hashable {
    /// What the built Info.plist holds; empty when it has no such key. Nil when pbxlint cannot know it (an
    /// Info.plist it cannot read or that is preprocessed, a value depending on settings it cannot see, a script
    /// phase that edits the built Info.plist): such a value is never compared.
    public var value: String?
    /// The line that decided it: the `MARKETING_VERSION`/`CURRENT_PROJECT_VERSION` assignment, or the Info.plist
    /// string when the file says it itself. Nil when nothing sets it.
    public var location: Location?
    /// How messages name that place: `MARKETING_VERSION` or `Info.plist`.
    public var decidedBy: String
    /// Why `value` is nil, worded to follow "its versions were not compared:" (pbxlint's limit, listed by
    /// `--explain`).
    public var unknownBecause: String?

    public init(value: String?, location: Location? = nil, decidedBy: String) {
        self.value = value
        self.location = location
        self.decidedBy = decidedBy
    }

    /// A value pbxlint cannot know, and why.
    public static func unknown(_ why: String) -> BundleVersionFact {
        var fact = BundleVersionFact(value: nil, decidedBy: "")
        fact.unknownBecause = why
        return fact
    }
}

/// The two version keys of a bundle for one configuration and SDK.
public struct BundleVersions: Sendable, Hashable {
    /// `CFBundleShortVersionString` (the marketing version, `1.4`).
    public var shortVersion: BundleVersionFact
    /// `CFBundleVersion` (the build number, `312`).
    public var bundleVersion: BundleVersionFact

    /// Both keys unknowable, for the same reason.
    public static func unknown(_ why: String) -> BundleVersions {
        BundleVersions(shortVersion: .unknown(why), bundleVersion: .unknown(why))
    }
}

/// Works out what Xcode writes for the version keys of a target's Info.plist in one configuration, following
/// swift-build's Info.plist processor (`Sources/SWBTaskExecution/TaskActions/InfoPlistProcessorTaskAction.swift`):
///
/// - the input is `INFOPLIST_FILE` (or an empty plist when only `GENERATE_INFOPLIST_FILE = YES`);
/// - with `GENERATE_INFOPLIST_FILE = YES` (and `INFOPLIST_EXPAND_BUILD_SETTINGS`, default YES), the default
///   content adds `CFBundleShortVersionString` from `MARKETING_VERSION` and `CFBundleVersion` from
///   `CURRENT_PROJECT_VERSION` whenever that setting is assigned at any level, and a scalar from the default
///   content overwrites the file's (`defaultInfoPlistContent`, `addAdditionalContent`);
/// - then build settings in values are expanded, and an empty `CFBundleShortVersionString`/`CFBundleVersion` is
///   dropped.
struct BundleVersionFactsBuilder {
    let project: XcodeProject
    let target: Target
    let settings: any SettingsLookup

    static let shortVersionKey = "CFBundleShortVersionString"
    static let bundleVersionKey = "CFBundleVersion"
    static let marketingVersion = "MARKETING_VERSION"
    static let currentProjectVersion = "CURRENT_PROJECT_VERSION"

    func versions(configuration: BuildConfiguration, sdk: String) -> BundleVersions {
        // A script phase that edits the built Info.plist's versions (PlistBuddy, agvtool, plutil) decides them at
        // build time; nothing written in the project says what ships.
        if Self.scriptEditsVersions(of: target, in: project) {
            return .unknown("a Run Script phase edits the built Info.plist's versions")
        }
        func fact(_ name: String) -> SettingFact { settings.fact(name, target: target, configuration: configuration, sdk: sdk) }
        // The settings that decide how the Info.plist is made must themselves be known.
        let control = [Setting.infoPlistPreprocess.name, Setting.infoPlistExpandBuildSettings.name,
                       Setting.generateInfoPlistFile.name, Setting.infoPlistFile.name, "INFOPLIST_FILE_CONTENTS"].map(fact)
        if let unknown = control.first(where: { $0.unknowable != nil }) {
            return .unknown("\(unknown.key): \(unknown.unknowable?.explanation ?? "it cannot be known")")
        }
        if fact("INFOPLIST_FILE_CONTENTS").isSet { return .unknown("its Info.plist comes from INFOPLIST_FILE_CONTENTS") }
        if fact(Setting.infoPlistPreprocess.name).bool {
            return .unknown("its Info.plist is preprocessed (INFOPLIST_PREPROCESS = YES)")
        }
        let expand = fact(Setting.infoPlistExpandBuildSettings.name).bool
        let generate = fact(Setting.generateInfoPlistFile.name).bool
        let file = fact(Setting.infoPlistFile.name)
        let plist: PlistValue?
        var plistPath: String?
        switch InfoPlistSource.locate(infoPlistFile: file.isSet ? file.string : nil, generate: generate,
                                      sourceRoot: project.sourceRoot) {
        case .generatedOnly, .none:
            plist = nil
        case .missing, .unreadable:
            return .unknown("its Info.plist (INFOPLIST_FILE) cannot be read")
        case .file(let path, let document):
            // A file outside the repository is never read into a report.
            if ProjectTree.isOutside(path, projectIn: project.sourceRoot) {
                return .unknown("its Info.plist is outside the repository")
            }
            if document.root.kind != .dictionary { return .unknown("its Info.plist is not a dictionary") }
            plist = document.root
            plistPath = path
        }
        func version(_ key: String, setting: String) -> BundleVersionFact {
            if generate && expand {
                let assigned = fact(setting)
                if assigned.isSet {
                    if let unknowable = assigned.unknowable { return .unknown("\(setting): \(unknowable.explanation)") }
                    return BundleVersionFact(value: assigned.string, location: assigned.location, decidedBy: setting)
                }
            }
            guard let plist, let plistPath, let entry = plist[key] else {
                return BundleVersionFact(value: "", decidedBy: key)
            }
            guard let raw = entry.string else { return .unknown("\(key) in its Info.plist is not a string") }
            let here = Location(file: plistPath, range: entry.range)
            guard expand, raw.contains("$") else { return BundleVersionFact(value: raw, location: here, decidedBy: "Info.plist") }
            let (value, unknowable) = settings.expansion(raw, target: target, configuration: configuration, sdk: sdk)
            if let unknowable { return .unknown("\(key) in its Info.plist: \(unknowable.explanation)") }
            // `$(MARKETING_VERSION)` alone: the assignment of that setting decides, not the Info.plist line.
            if let name = Self.singleReference(raw) {
                let referenced = fact(name)
                if referenced.isSet, let location = referenced.location {
                    return BundleVersionFact(value: value, location: location, decidedBy: name)
                }
            }
            return BundleVersionFact(value: value, location: here, decidedBy: "Info.plist")
        }
        return BundleVersions(shortVersion: version(Self.shortVersionKey, setting: Self.marketingVersion),
                              bundleVersion: version(Self.bundleVersionKey, setting: Self.currentProjectVersion))
    }

    /// `NAME` when `raw` is exactly `$(NAME)`, `${NAME}` or `$NAME`.
    static func singleReference(_ raw: String) -> String? {
        var body = Substring(raw)
        guard body.hasPrefix("$") else { return nil }
        body = body.dropFirst()
        if body.hasPrefix("(") && body.hasSuffix(")") || body.hasPrefix("{") && body.hasSuffix("}") {
            body = body.dropFirst().dropLast()
        }
        guard !body.isEmpty, body.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(body)
    }

    /// Words in a script that show it rewrites version keys while building.
    static let versionEditingWords = ["CFBundleVersion", "CFBundleShortVersionString", "agvtool"]

    static func scriptEditsVersions(of target: Target, in project: XcodeProject) -> Bool {
        target.buildPhases.contains { phase in
            guard phase.kind == .shellScript, let script = phase.script?.scriptValue?.string else { return false }
            return versionEditingWords.contains { script.contains($0) }
        }
    }
}
