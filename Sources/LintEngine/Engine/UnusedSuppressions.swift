/// `unused-suppression` over a whole run. Each project is linted on its own and reports the suppressions of its
/// configuration file that it did not use; when one file governs several projects of the run, a suppression is
/// unused only if none of them used it, and it is reported once (with the first project that reported it).
public enum UnusedSuppressions {
    /// The findings of `results`, in order, with `unused-suppression` findings kept only for suppressions that no
    /// project of the run used, once each. A project that could not be linted (unreadable, invalid configuration)
    /// may have used any suppression that applies to it: those suppressions are not reported. `configPath` is
    /// `--config`, with which the run's configuration is resolved for a project that could not be read.
    public static func acrossRun(_ results: [ProjectLintResult], baseDirectory: String,
                                 configPath: String?) -> [Diagnostic] {
        struct Key: Hashable {
            var file: String
            var index: Int
        }
        func key(_ diagnostic: Diagnostic) -> Key? {
            guard diagnostic.ruleID == UnusedSuppressionRule.description.id,
                  case .removeSuppression(let file, let index) = diagnostic.fix else { return nil }
            return Key(file: file, index: index)
        }
        // Suppressions that a project the file governs, and the suppression applies to, did not report unused.
        var used = Set<Key>()
        for result in results {
            var configuration = result.configuration
            if configuration == nil, result.failure != nil,
               case .success(let resolved) = LintConfiguration.resolve(explicitPath: configPath,
                                                                       projectPath: result.projectPath) {
                configuration = resolved
            }
            guard let configuration, let file = configuration.path else { continue }
            let subject = PathUtilities.relative(result.projectPath, to: baseDirectory)
            let unused = Set(result.diagnostics.compactMap(key))
            for (index, suppression) in configuration.suppressions.enumerated()
            where suppression.applies(toProject: subject) && !unused.contains(Key(file: file, index: index)) {
                used.insert(Key(file: file, index: index))
            }
        }
        var reported = Set<Key>()
        var out: [Diagnostic] = []
        for result in results {
            for diagnostic in result.diagnostics {
                if let key = key(diagnostic) {
                    guard !used.contains(key), reported.insert(key).inserted else { continue }
                }
                out.append(diagnostic)
            }
        }
        return out
    }
}
