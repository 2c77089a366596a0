import LintEngine

/// How the command line words a name that matches nothing (`UnmatchedName`): a usage error for `--target` and
/// `--configuration`, a configuration error for a `.pbxlint.json`, each with the nearest name and the names there are.
extension UnmatchedName {
    /// `pbxlint: --target "Clinet" names no target of the linted project; did you mean "Client"? (targets: …)`.
    var commandLineError: String {
        "pbxlint: --\(optionName) \"\(name)\" names no \(kindWord) of the linted \(Self.projects(projectCount))"
            + suggestion
    }

    /// `pbxlint settings: --target "Clinet" names no target of App; did you mean "Client"? (targets: …)`.
    func settingsError(project: String) -> String {
        "pbxlint settings: --\(optionName) \"\(name)\" names no \(kindWord) of \(project)" + suggestion
    }

    /// `; did you mean "Client"? ("targets": "Client", "Tool")`, or ` (it has no targets)`.
    var suggestion: String {
        guard !known.isEmpty else { return " (it has no \(pluralKind))" }
        let meant = closest.map { "; did you mean \"\($0)\"?" } ?? ""
        let shown = known.prefix(Self.namesShown).map { "\"\($0)\"" }.joined(separator: ", ")
        let more = known.count > Self.namesShown ? ", … \(known.count - Self.namesShown) more" : ""
        return meant + " (\(pluralKind): \(shown)\(more))"
    }

    /// Enough to spot the right one, short enough for one line of a terminal.
    static let namesShown = 12

    var optionName: String { kind == .target ? "target" : "configuration" }
    var kindWord: String { kind == .target ? "target" : "build configuration" }
    var pluralKind: String { kind == .target ? "targets" : "configurations" }

    static func projects(_ count: Int) -> String { count == 1 ? "project" : "\(count) projects" }
}

extension UnmatchedConfigurationName {
    /// `targets.include names "Clinet", which is no target of the project this file applies to; did you mean …`.
    var configurationError: ConfigurationError {
        ConfigurationError(path: path, position: position,
                           message: "\(key) names \"\(unmatched.name)\", which is no \(unmatched.kindWord) of the "
                               + "\(UnmatchedName.projects(unmatched.projectCount)) this file applies to"
                               + unmatched.suggestion)
    }
}
