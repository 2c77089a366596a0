import PlistKit
import XcodeModel

/// The target and configuration names a project defines, to check the names a user filters by.
public struct ProjectNames: Sendable, Hashable {
    public var targets: [String]
    /// Of the project and of every target, in first-seen order.
    public var configurations: [String]

    public init(targets: [String], configurations: [String]) {
        self.targets = targets
        self.configurations = configurations
    }

    public init(_ project: XcodeProject) {
        targets = project.targets.map(\.name)
        var configurations = project.configurationNames
        for target in project.targets {
            for name in target.configurationNames where !configurations.contains(name) { configurations.append(name) }
        }
        self.configurations = configurations
    }
}

/// A name the user wrote to select targets or build configurations that none of the projects it applies to
/// defines, with what it could have meant. Data only: the command line words it.
public struct UnmatchedName: Sendable, Hashable {
    /// What the name was meant to select.
    public enum Kind: Sendable, Hashable { case target, configuration }

    public var name: String
    public var kind: Kind
    /// The names of this kind the projects define, in first-seen order (empty when they define none).
    public var known: [String]
    /// The known name nearest to `name`, when it is near enough to be a typo of it.
    public var closest: String?
    /// How many projects were asked; `known` holds the names of all of them.
    public var projectCount: Int

    public init(kind: Kind, name: String, known: [String], projectCount: Int) {
        self.kind = kind
        self.name = name
        self.known = known
        self.projectCount = projectCount
        closest = Self.closest(to: name, among: known)
    }

    /// Case is ignored, and a name is near when at most a third of its letters (at least 2) differ.
    static func closest(to name: String, among known: [String]) -> String? {
        let lowercased = name.lowercased()
        let closest = known.min { Suggest.distance($0.lowercased(), lowercased) < Suggest.distance($1.lowercased(), lowercased) }
        guard let closest, Suggest.distance(closest.lowercased(), lowercased) <= max(2, name.count / 3) else { return nil }
        return closest
    }
}

/// A name under `targets`/`configurations` of a configuration file that no project the file governs defines.
public struct UnmatchedConfigurationName: Sendable, Hashable {
    /// The configuration file.
    public var path: String
    /// Where in it: `targets.include`, `configurations.exclude`…
    public var key: String
    public var position: SourcePosition?
    public var unmatched: UnmatchedName
}

/// Names the user wrote that match nothing: `--target`/`--configuration` across every linted project (a name is
/// fine if any project has it), and `targets`/`configurations` of a `.pbxlint.json` across the projects it
/// governs. A typo there would otherwise lint nothing and pass.
public enum UnmatchedNames {
    /// The `--target`/`--configuration` values no linted project defines. Empty when a project could not be read
    /// (its names are unknown).
    public static func onCommandLine(_ results: [ProjectLintResult], options: LintOptions) -> [UnmatchedName] {
        guard !results.isEmpty, results.allSatisfy({ $0.names != nil }) else { return [] }
        let names = results.compactMap(\.names)
        var unmatched: [UnmatchedName] = []
        let targets = unique(names.flatMap(\.targets))
        for name in options.targets where !targets.contains(name) {
            unmatched.append(UnmatchedName(kind: .target, name: name, known: targets, projectCount: results.count))
        }
        let configurations = unique(names.flatMap(\.configurations))
        for name in options.configurations where !configurations.contains(name) {
            unmatched.append(UnmatchedName(kind: .configuration, name: name, known: configurations,
                                           projectCount: results.count))
        }
        return unmatched
    }

    /// The names under `targets`/`configurations` of each configuration file that no project it governs defines.
    /// The projects of this run are asked first; only when a name matches none of them is `otherProjects` asked for
    /// the names of the file's other projects (a hook lints a few projects of a repository whose root file names
    /// targets of all of them); nil means unknown, and nothing is reported.
    public static func inConfigurationFiles(_ results: [ProjectLintResult],
                                            otherProjects: (String) -> [ProjectNames]? = { _ in [] })
        -> [UnmatchedConfigurationName] {
        var byFile: [String: (configuration: LintConfiguration, names: [ProjectNames], complete: Bool)] = [:]
        var order: [String] = []
        for result in results {
            guard let configuration = result.configuration, let path = configuration.path else { continue }
            if byFile[path] == nil {
                order.append(path)
                byFile[path] = (configuration, [], true)
            }
            if let names = result.names { byFile[path]?.names.append(names) } else { byFile[path]?.complete = false }
        }
        var unmatchedNames: [UnmatchedConfigurationName] = []
        for path in order {
            guard var entry = byFile[path], entry.complete else { continue }
            func unmatched() -> [NamedFilter] {
                let targets = Set(entry.names.flatMap(\.targets))
                let configurations = Set(entry.names.flatMap(\.configurations))
                return entry.configuration.namedFilters.filter {
                    !($0.isTarget ? targets : configurations).contains($0.name)
                }
            }
            guard !unmatched().isEmpty else { continue }
            guard let others = otherProjects(path) else { continue }
            entry.names += others
            let targets = unique(entry.names.flatMap(\.targets))
            let configurations = unique(entry.names.flatMap(\.configurations))
            for filter in unmatched() {
                let name = UnmatchedName(kind: filter.isTarget ? .target : .configuration, name: filter.name,
                                         known: filter.isTarget ? targets : configurations,
                                         projectCount: entry.names.count)
                unmatchedNames.append(UnmatchedConfigurationName(path: path, key: filter.key, position: filter.position,
                                                                 unmatched: name))
            }
        }
        return unmatchedNames
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}
