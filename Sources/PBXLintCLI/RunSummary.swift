import LintEngine
import Reporters

/// The summary line on standard error: `Reporters.summary` (what was linted and found), then what this run left
/// out on purpose, so that nothing is skipped silently: deleted files that no existing project reads (a hook's
/// `--deleted`), and findings the baseline hid.
enum RunSummary {
    static func line(_ report: LintReport, skippedDeletions: Int, hiddenByBaseline: Int) -> String {
        var line = Reporters.summary(report)
        var extras: [String] = []
        if skippedDeletions > 0 {
            extras.append("\(skippedDeletions) deleted path\(skippedDeletions == 1 ? "" : "s") skipped (no project reads "
                          + "\(skippedDeletions == 1 ? "it" : "them"))")
        }
        if hiddenByBaseline > 0 {
            extras.append("\(hiddenByBaseline) finding\(hiddenByBaseline == 1 ? "" : "s") hidden by the baseline")
        }
        if !extras.isEmpty { line += "; " + extras.joined(separator: "; ") }
        return line
    }
}
