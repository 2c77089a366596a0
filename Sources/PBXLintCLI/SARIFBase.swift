import LintEngine
import XcodeModel

/// What SARIF URIs are relative to (`%SRCROOT%`): `--base-dir` when given, else the repository root (the nearest
/// folder up from the current directory with `.git`), else the current directory. GitHub code scanning places a
/// result by its path from the repository root, so a run from `ios/` must still write `ios/App.xcodeproj/…`, and a
/// path outside the root (`../…`) cannot be placed at all: such files are counted and warned about, never written
/// silently.
enum SARIFBase {
    static func directory(typed: String?, current: String) -> String {
        typed != nil ? current : ProjectTree.root(ofProjectIn: current)
    }

    /// The files the report names (findings, their related locations, unreadable inputs, configuration errors)
    /// that lie outside `base`, each once, sorted.
    static func filesOutside(_ report: LintReport, base: String) -> [String] {
        var files = Set<String>()
        for d in report.diagnostics {
            files.insert(d.location.file)
            for related in d.related { files.insert(related.location.file) }
        }
        for failure in report.inputFailures { files.insert(failure.path) }
        for error in report.configurationErrors { files.insert(error.path) }
        let prefix = base == "/" ? "/" : base + "/"
        return files.map { PathUtilities.standardize($0) }.filter { $0 != base && !$0.hasPrefix(prefix) }.sorted()
    }

    /// One line for standard error, or nil when every file lies inside `base`.
    static func warning(_ report: LintReport, base: String) -> String? {
        let outside = filesOutside(report, base: base)
        guard let first = outside.first else { return nil }
        let count = outside.count == 1 ? "1 file" : "\(outside.count) files"
        return "pbxlint: warning: \(count) of the SARIF report lie\(outside.count == 1 ? "s" : "") outside %SRCROOT% (\(base)), "
            + "so GitHub cannot place \(outside.count == 1 ? "its" : "their") results (\(first)\(outside.count > 1 ? ", …" : "")); "
            + "run pbxlint inside the repository or pass --base-dir"
    }
}
