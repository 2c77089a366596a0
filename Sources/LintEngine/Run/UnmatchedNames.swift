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

/// Names the user wrote that match nothing: `--target`/`--configuration` across every linted project (a name is
/// fine if any project has it), and `targets`/`configurations` of a `.pbxlint.json` across the projects it
/// governs. A typo there would otherwise lint nothing and pass.
public enum UnmatchedNames {
    /// Usage errors for `--target`/`--configuration` values no linted project defines. Silent when a project could
    /// not be read (its names are unknown).
    public static func commandLineErrors(_ results: [ProjectLintResult], options: LintOptions) -> [String] {
        guard !results.isEmpty, results.allSatisfy({ $0.names != nil }) else { return [] }
        let names = results.compactMap(\.names)
        var errors: [String] = []
        let targets = unique(names.flatMap(\.targets))
        for name in options.targets where !targets.contains(name) {
            errors.append("pbxlint: --target \"\(name)\" names no target of the linted \(projectWord(results.count))"
                          + suggestion(name, among: targets, kind: "targets"))
        }
        let configurations = unique(names.flatMap(\.configurations))
        for name in options.configurations where !configurations.contains(name) {
            errors.append("pbxlint: --configuration \"\(name)\" names no build configuration of the linted "
                          + projectWord(results.count) + suggestion(name, among: configurations, kind: "configurations"))
        }
        return errors
    }

    /// Configuration errors for names under `targets`/`configurations` of each configuration file that no project
    /// it governs defines. The projects of this run are asked first; only when a name matches none of them is
    /// `otherProjects` asked for the names of the file's other projects (a hook lints a few projects of a
    /// repository whose root file names targets of all of them); nil means unknown, and nothing is reported.
    public static func configurationErrors(_ results: [ProjectLintResult],
                                           otherProjects: (String) -> [ProjectNames]? = { _ in [] }) -> [ConfigurationError] {
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
        var errors: [ConfigurationError] = []
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
                let known = filter.isTarget ? targets : configurations
                let kind = filter.isTarget ? "target" : "build configuration"
                errors.append(ConfigurationError(
                    path: path, position: filter.position,
                    message: "\(filter.key) names \"\(filter.name)\", which is no \(kind) of the "
                        + "\(projectWord(entry.names.count)) this file applies to"
                        + suggestion(filter.name, among: known, kind: filter.isTarget ? "targets" : "configurations")))
            }
        }
        return errors
    }

    static func projectWord(_ n: Int) -> String { n == 1 ? "project" : "\(n) projects" }

    /// `; did you mean "Client"? (targets: Client, Tool)`.
    public static func suggestion(_ name: String, among known: [String], kind: String) -> String {
        guard !known.isEmpty else { return " (it has no \(kind))" }
        var text = ""
        let closest = known.min { Suggest.distance($0.lowercased(), name.lowercased()) < Suggest.distance($1.lowercased(), name.lowercased()) }
        if let closest, Suggest.distance(closest.lowercased(), name.lowercased()) <= max(2, name.count / 3) {
            text += "; did you mean \"\(closest)\"?"
        }
        let shown = known.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
        return text + " (\(kind): \(shown)\(known.count > 12 ? ", … \(known.count - 12) more" : ""))"
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}
