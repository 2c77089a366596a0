#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit

/// Loads xcconfig files with their includes, once per path, and flattens them into assignments in the order
/// Xcode pushes them (includes inlined at the `#include`). Not thread-safe: one per project being linted.
public final class XCConfigLoader {
    public let sourceRoot: String
    private var parsed: [String: XCConfigFile?] = [:]
    private var seenIssues = Set<String>()
    /// Problems found so far, each once.
    public private(set) var issues: [ModelIssue] = []

    /// Per configuration name, the settings stack every target of it starts from (see `BuildSettings.init`):
    /// built-ins, defaults and the project level of `project`, pushed on first use.
    func sharedLevels(of project: XcodeProject, _ configuration: String) -> SettingsStack? {
        sharedLevelsProject === project ? sharedLevels[configuration] : nil
    }

    func keepSharedLevels(_ stack: SettingsStack, of project: XcodeProject, _ configuration: String) {
        // A loader is meant for one project; should a caller share it, the stacks of another are dropped.
        if sharedLevelsProject !== project { sharedLevels = [:] }
        sharedLevelsProject = project
        sharedLevels[configuration] = stack
    }

    private var sharedLevels: [String: SettingsStack] = [:]
    private var sharedLevelsProject: XcodeProject?

    public init(sourceRoot: String) {
        self.sourceRoot = sourceRoot
    }

    func record(_ issue: ModelIssue) {
        let key = "\(issue.kind)|\(issue.file)|\(issue.range?.startOffset ?? -1)|\(issue.item ?? "")"
        if seenIssues.insert(key).inserted { issues.append(issue) }
    }

    /// Paths of xcconfig files that exist but could not be read (each reported once as `unreadableFile`): what
    /// they set is unknowable, which is not the same as a missing file.
    public private(set) var unreadable = Set<String>()

    /// `includedAt`: the `#include` line that names `path`, where a file outside the repository is reported (its
    /// own path, say `/home/me/.aws/credentials`, is no place to point a finding at).
    private func file(_ path: String, level: SettingLevel,
                      includedAt: (file: String, range: SourceRange, written: String)? = nil) -> XCConfigFile? {
        if let cached = parsed[path] { return cached.map { relevel($0, level) } }
        let bytes: [UInt8]
        switch FileSystem.read(path, insideTreeOf: sourceRoot) {
        case .success(let b):
            bytes = b
        case .failure(.missing):
            parsed[path] = .some(nil)
            return nil
        case .failure(.unreadable(let why)):
            parsed[path] = .some(nil)
            unreadable.insert(path)
            if why == ProjectTree.outsideNotRead {
                // pbxlint's own limit, not a broken build: `evaluation-limit` reports it as a limit (not a
                // finding), at the `#include` line when there is one.
                let written = includedAt?.written ?? ProjectPath.lastComponent(path)
                record(ModelIssue(.limitReached(path: written, limit: .outsideRepository),
                                  file: includedAt?.file ?? path, range: includedAt?.range, item: written))
            } else {
                record(ModelIssue(.xcconfigUnreadable(name: ProjectPath.lastComponent(path), reason: .unreadable(why)),
                                  file: path))
            }
            return nil
        }
        let file = XCConfigParser.parse(bytes: bytes, path: path, level: level,
                                        quoteContent: !ProjectTree.isOutside(path, projectIn: sourceRoot))
        for issue in file.issues { record(issue) }
        parsed[path] = file
        return file
    }

    private func relevel(_ file: XCConfigFile, _ level: SettingLevel) -> XCConfigFile {
        XCConfigFile(path: file.path, lines: file.lines.map {
            if case .assignment(var a) = $0 { a.level = level; return .assignment(a) }
            return $0
        }, issues: file.issues)
    }

    /// The assignments of the base configuration at `path`, includes inlined, plus the includes whose assignments
    /// pbxlint cannot see, with the number of assignments that precede each. Nil if the file itself does not exist.
    func load(_ path: String, level: SettingLevel) -> (assignments: [SettingAssignment],
                                                       hidden: [(position: Int, file: HiddenSettingsFile)])? {
        // Targets share base configurations: each (file, level) is flattened once per project. The problems met
        // while flattening are recorded the first time (they would be deduplicated anyway).
        let key = path + "\u{0}" + String(level.rawValue)
        if let done = loaded[key] { return done }
        guard file(path, level: level) != nil else {
            loaded[key] = .some(nil)
            return nil
        }
        var assignments: [SettingAssignment] = []
        var missing: [(Int, HiddenSettingsFile)] = []
        var stack: [String] = []
        flatten(path, level: level, stack: &stack, into: &assignments, missing: &missing, depth: 0)
        loaded[key] = (assignments, missing)
        return (assignments, missing)
    }

    private var loaded: [String: (assignments: [SettingAssignment],
                                  hidden: [(position: Int, file: HiddenSettingsFile)])?] = [:]

    /// How deep includes may nest, and how many includes one base configuration may expand: Xcode re-reads a file
    /// at every `#include` of it, so 20 files that each include the next twice are a million reads; past these
    /// limits the rest is unknowable (reported once) rather than silently empty.
    static let maxIncludeDepth = 64
    static let maxIncludesPerConfiguration = 10_000

    private func flatten(_ path: String, level: SettingLevel, stack: inout [String], into out: inout [SettingAssignment],
                         missing: inout [(Int, HiddenSettingsFile)], depth: Int) {
        var budget = Self.maxIncludesPerConfiguration
        flatten(path, level: level, stack: &stack, into: &out, missing: &missing, depth: depth, budget: &budget)
    }

    private func flatten(_ path: String, level: SettingLevel, stack: inout [String], into out: inout [SettingAssignment],
                         missing: inout [(Int, HiddenSettingsFile)], depth: Int, budget: inout Int,
                         includedAt: (file: String, range: SourceRange, written: String)? = nil) {
        guard let config = file(path, level: level, includedAt: includedAt) else { return }
        stack.append(path)
        defer { stack.removeLast() }
        for line in config.lines {
            switch line {
            case .assignment(let assignment):
                out.append(assignment)
            case .include(let includePath, let optional, let range):
                if includePath.hasPrefix("<DEVELOPER_DIR>") {
                    missing.append((out.count, HiddenSettingsFile(path: includePath, file: path, range: range,
                                                                   cause: .insideXcode)))
                    continue
                }
                guard let resolved = resolve(includePath, from: path, chain: stack) else {
                    // Whatever a missing file would set is unknowable, required or not (issue 26): a required one
                    // is also reported (`xcconfig-missing`), but a value it could change is not read as empty.
                    missing.append((out.count, HiddenSettingsFile(path: includePath, file: path, range: range,
                                                                   cause: optional ? .optionalIncludeMissing
                                                                       : .requiredIncludeMissing)))
                    if !optional {
                        record(ModelIssue(.missingInclude(path: includePath,
                                                          includingFile: PathText.lastComponent(path)),
                                          file: path, range: range, item: includePath))
                    }
                    continue
                }
                if stack.contains(resolved) {
                    let chain = (stack + [resolved]).map { PathText.lastComponent($0) }
                    record(ModelIssue(.includeCycle(path: includePath, chain: chain),
                                      file: path, range: range, item: includePath))
                    continue
                }
                guard depth + 1 < Self.maxIncludeDepth, budget > 0 else {
                    let limit: ModelIssue.IncludeLimit = budget > 0 ? .depth(Self.maxIncludeDepth)
                        : .count(Self.maxIncludesPerConfiguration)
                    record(ModelIssue(.limitReached(path: includePath, limit: limit),
                                      file: path, range: range, item: includePath))
                    missing.append((out.count, HiddenSettingsFile(path: includePath, file: path, range: range,
                                                                   cause: .notFollowed(limit))))
                    continue
                }
                budget -= 1
                flatten(resolved, level: level, stack: &stack, into: &out, missing: &missing, depth: depth + 1,
                        budget: &budget, includedAt: (path, range, includePath))
                if unreadable.contains(resolved) {
                    // Whatever the unreadable file sets is unknowable, as for a missing `#include?`.
                    missing.append((out.count, HiddenSettingsFile(path: includePath, file: path, range: range,
                                                                   cause: .unreadableInclude)))
                }
            }
        }
    }

    /// The files the `#include` lines of the xcconfig at `path` resolve to, in file order (those that do not
    /// resolve are left out; an unreadable file has none).
    public func includedFiles(of path: String) -> [String] {
        guard case .success(let bytes) = FileSystem.read(path) else { return [] }
        return XCConfigParser.parse(bytes: bytes, path: path, level: .targetXCConfig, quoteContent: false).lines
            .compactMap { line in
                guard case .include(let written, _, _) = line else { return nil }
                return resolve(written, from: path)
            }
    }

    /// Include search: absolute as is; else in the folder of the including file, then of each file that included
    /// it in turn (`chain`, outermost first, as `#include` nests), then the project folder (SRCROOT); `.xcconfig`
    /// is appended when the name has no extension. (swift-build passes the include
    /// search paths down the chain: `SettingsConfigFileParserDelegate.foundPreprocessorInclusion` in
    /// `Sources/SWBCore/MacroConfigFileLoader.swift`.)
    public func resolve(_ include: String, from includer: String, chain: [String] = []) -> String? {
        var folders: [String] = []
        for file in [includer] + chain.reversed() {
            let folder = PathText.parent(file)
            if !folders.contains(folder) { folders.append(folder) }
        }
        let key = include + "\u{0}" + folders.joined(separator: "\u{0}")
        if let cached = resolved[key] { return cached }
        let result = resolveOnDisk(include, in: folders)
        resolved[key] = result
        return result
    }

    private var resolved: [String: String?] = [:]

    private func resolveOnDisk(_ include: String, in folders: [String]) -> String? {
        var names = [include]
        if PathText.pathExtension(include).isEmpty { names.append(include + ".xcconfig") }
        let bases = include.hasPrefix("/") ? [""] : folders + (folders.contains(sourceRoot) ? [] : [sourceRoot])
        for base in bases {
            for name in names {
                let candidate = base.isEmpty ? name : ProjectPath.join(base, name)
                if FileSystem.resolvedKind(candidate) == .file {
                    return ProjectPath.normalize(candidate)
                }
            }
        }
        // macOS file systems are case-insensitive by default, so Xcode finds `Version.public.xcconfig` when the file
        // is `Version.Public.xcconfig`; do the same rather than report a missing file (docs/reference/xcode-semantics.md §1.3).
        for base in bases where !base.isEmpty {
            for name in names {
                if let match = caseInsensitiveMatch(ProjectPath.join(base, name)) { return match }
            }
        }
        return nil
    }

    private func caseInsensitiveMatch(_ path: String) -> String? {
        let directory = PathText.parent(path)
        let wanted = PathText.lastComponent(path).lowercased()
        guard let entries = FileSystem.list(directory) else { return nil }
        return entries.first { $0.name.lowercased() == wanted }
            .map { ProjectPath.normalize(ProjectPath.join(directory, $0.name)) }
    }
}
