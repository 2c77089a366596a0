import LintEngine

/// What the reports say about pbxlint's own limits (`Limit`): counted on the summary line, listed with `--explain`.
/// Kept apart from the findings: a limit is nothing the user has to change.
enum LimitSummary {
    /// `; 2 calls not followed (--explain lists them)`, appended to the summary line; empty without limits.
    static func clause(_ report: LintReport) -> String {
        guard let counts = Limit.counts(report.limits) else { return "" }
        return "; \(counts) (--explain lists them)"
    }

    /// The text report's lines for `--explain`: `path:line:col: note: message [rule-id]` (each message says what
    /// was not checked), after the findings, so editors that read the format still make them clickable.
    static func textLines(_ report: LintReport, options: ReportOptions) -> String {
        guard options.explain else { return "" }
        var out = ""
        for limit in report.limits {
            out += TextReporter.line(options.display(limit.location.file), limit.location, "note",
                                     options.displayMessage(limit.message), limit.ruleID, options)
        }
        return out
    }
}
