#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import XcodeModel

/// A `.pbxlint.json` that cannot be used. Always a usage error (exit status 2): the message names the file, the
/// key and what is accepted.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var position: SourcePosition?
    public var message: String

    public init(path: String, position: SourcePosition?, message: String) {
        self.path = path
        self.position = position
        self.message = message
    }

    public var description: String { rendered(relativeTo: nil) }

    /// `file:line:col: error: message`, the file relative to `base` (reports never show absolute paths), on one
    /// line with control characters made visible (a folder name can carry them; this goes straight to stderr).
    public func rendered(relativeTo base: String?) -> String {
        let file = ControlCharacters.escaped(base.map { PathUtilities.relative(path, to: $0) } ?? path)
        let where_ = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(where_): error: \(ControlCharacters.escaped(message))"
    }
}

/// One entry of `suppressions`: silences findings whose subject matches every field given. `reason` is required.
public struct Suppression: Sendable, Hashable {
    public var rule: String
    public var project: String?
    public var target: String?
    public var configuration: String?
    public var name: String?
    public var reason: String
    /// Where the entry is written in the configuration file.
    public var range: SourceRange?

    func matches(rule id: String, subject: Subject) -> Bool {
        guard rule == id || rule == "*" else { return false }
        if let project, !Suppression.projectMatches(project, subject.project) { return false }
        if let target, target != subject.target { return false }
        if let configuration, configuration != subject.configuration { return false }
        if let name, name != subject.name { return false }
        return true
    }

    func applies(toProject projectSubject: String) -> Bool {
        project.map { Suppression.projectMatches($0, projectSubject) } ?? true
    }

    /// `App.xcodeproj` matches `ios/App.xcodeproj`: the configured path may be a suffix of the subject's path.
    static func projectMatches(_ configured: String, _ actual: String) -> Bool {
        let c = configured.hasSuffix("/") ? String(configured.dropLast()) : configured
        return actual == c || actual.hasSuffix("/" + c)
    }

    var identity: String {
        [rule, project ?? "*", target ?? "*", configuration ?? "*", name ?? "*"].joined(separator: "/")
    }
}

/// A target or configuration name in `targets.include`/`.exclude` or `configurations.include`/`.exclude`.
public struct NamedFilter: Sendable, Hashable {
    /// `targets.include`, `configurations.exclude`…
    public var key: String
    public var name: String
    public var position: SourcePosition?

    public var isTarget: Bool { key.hasPrefix("targets.") }
}

/// The parsed `.pbxlint.json`. See `docs/configuration.md` and `docs/pbxlint.schema.json`.
public struct LintConfiguration: Sendable {
    public static let fileName = ".pbxlint.json"

    /// The file it was read from; nil for the built-in default.
    public var path: String?
    /// Per-rule level overrides.
    public var levels: [String: RuleLevel] = [:]
    /// Per-rule options, e.g. `setting-consistent` → `keys`.
    public var ruleOptions: [String: [String: [String]]] = [:]
    public var only: [String]? = nil
    public var disabled: Set<String> = []
    public var includeTargets: [String] = []
    public var excludeTargets: Set<String> = []
    public var includeConfigurations: [String] = []
    public var excludeConfigurations: Set<String> = []
    /// Every target and configuration name written under `targets` / `configurations`, with where: each must
    /// name something in the projects the file governs (checked once they are loaded).
    public var namedFilters: [NamedFilter] = []
    /// Glob patterns (relative to the configuration file's directory) of paths never linted.
    public var excludedPaths: [String] = []
    public var suppressions: [Suppression] = []

    public init() {}

    /// The level of `rule` after `only`, `disabled` and `rules` are applied; nil = off.
    public func severity(of rule: RuleDescription) -> Severity? {
        if let only, !only.contains(rule.id) { return nil }
        if disabled.contains(rule.id) { return nil }
        return (levels[rule.id] ?? rule.defaultLevel).severity
    }

    /// Options of a rule (`rules.<id>.options`), empty when none are set.
    public func options(of ruleID: String) -> [String: [String]] { ruleOptions[ruleID] ?? [:] }

    /// Whether findings about target `name` are reported. `--target` wins over the file.
    public func includes(target name: String, options: LintOptions) -> Bool {
        if !options.targets.isEmpty { return options.targets.contains(name) }
        if excludeTargets.contains(name) { return false }
        return true
    }

    /// Whether a target is checked at all: named with `--target` or `targets.include`, else app targets only.
    /// With `--target`, the targets a full run checks are checked too (and their findings dropped unless they are
    /// about a named target: `includes(target:)`), so a finding shared by several targets reads as in a full run.
    public func selects(target name: String, isApplication: Bool, options: LintOptions) -> Bool {
        if options.targets.contains(name) { return true }
        if excludeTargets.contains(name) { return false }
        if !includeTargets.isEmpty { return includeTargets.contains(name) || isApplication }
        return isApplication
    }

    public func includes(configuration name: String, options: LintOptions) -> Bool {
        if !options.configurations.isEmpty { return options.configurations.contains(name) }
        if excludeConfigurations.contains(name) { return false }
        if !includeConfigurations.isEmpty { return includeConfigurations.contains(name) }
        return true
    }

    func suppressionIndex(matching ruleID: String, subject: Subject) -> Int? {
        suppressions.firstIndex { $0.matches(rule: ruleID, subject: subject) }
    }

    // MARK: Finding and loading

    /// The configuration for a project: `--config` if given, else the nearest `.pbxlint.json` in the project's
    /// directory or a parent, else the defaults.
    static func resolve(explicitPath: String?, projectPath: String) -> Result<LintConfiguration, ConfigurationError> {
        if let explicitPath { return load(path: PathUtilities.standardize(explicitPath)) }
        let folder = PathText.parent(projectPath)
        guard let found = find(startingAt: folder) else {
            return .success(LintConfiguration())
        }
        return load(path: found, foundFrom: folder)
    }

    /// The nearest `.pbxlint.json` at or above `directory`, never above the root of its git repository: a file in
    /// a parent folder of a checkout is not the project's (on a CI runner it may be anyone's), and `pbxlint fix`
    /// would otherwise remove suppressions from it. Outside any repository the search goes up to `/`.
    public static func find(startingAt directory: String) -> String? {
        var dir = PathUtilities.standardize(directory)
        let root = ProjectTree.knownRepositoryRoot(containing: dir)
        while true {
            let candidate = PathText.appending(fileName, to: dir)
            if FileSystem.isReadable(candidate) { return candidate }
            if dir == "/" || dir == root { return nil }
            dir = PathText.parent(dir)
        }
    }

    /// Reads a configuration file. One found next to a project in a git repository (`foundFrom` the folder the
    /// search started in) is read only if its real path is inside that repository (a committed
    /// `.pbxlint.json -> /elsewhere` is not read); one the user named with `--config` is read wherever it is.
    public static func load(path: String, foundFrom folder: String? = nil) -> Result<LintConfiguration, ConfigurationError> {
        let repository = folder.flatMap { ProjectTree.knownRepositoryRoot(containing: PathUtilities.standardize($0)) }
        switch repository.map({ FileSystem.read(path, insideTreeOf: $0) }) ?? FileSystem.read(path) {
        case .success(let bytes): return parse(bytes: bytes, path: path)
        case .failure(let error):
            return .failure(ConfigurationError(path: path, position: nil,
                                               message: "cannot read the configuration file: \(error.reason)"))
        }
    }

    public static func parse(bytes: [UInt8], path: String) -> Result<LintConfiguration, ConfigurationError> {
        do {
            let document = try PlistReader.read(bytes: bytes, path: path)
            return ConfigurationParser(path: path).parse(document.root)
        } catch {
            return .failure(ConfigurationError(path: path, position: error.position,
                                               message: "the configuration file is not valid JSON: \(error.message)"))
        }
    }
}
