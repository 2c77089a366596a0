import LintEngine

/// `path:line:col: error: message [rule-id]` — the form Xcode's issue navigator and editors make clickable.
/// Paths and messages carry names from the project, so their control characters are escaped (`ControlCharacters`):
/// each finding is exactly one line, and nothing in it drives the terminal.
/// Related locations follow as `note:` lines. A file that does not parse also gets its line with a caret under the
/// position, indented (as `pbxlint dump` prints it), so the mistake is visible without opening the file.
enum TextReporter {
    static func render(_ report: LintReport, options: ReportOptions) -> String {
        var out = ""
        for failure in report.inputFailures {
            out += line(options.display(failure.path), nil, "error", options.displayMessage(failure.message), nil, options)
        }
        for d in report.diagnostics {
            out += line(options.display(d.location.file), d.location, d.severity.rawValue,
                        options.displayMessage(d.message), d.ruleID, options)
            if let excerpt = d.excerpt { out += printable(excerpt) + "\n" }
            for related in d.related {
                out += line(options.display(related.location.file), related.location, "note",
                            options.displayMessage(related.message), nil, options)
            }
        }
        return out + LimitSummary.textLines(report, options: options)
    }

    static func line(_ path: String, _ location: Location?, _ severity: String, _ message: String, _ rule: String?,
                     _ options: ReportOptions) -> String {
        var position = ControlCharacters.escaped(path)
        if let start = location?.range?.start { position += ":\(start.line):\(start.column)" }
        let label = options.color ? colored(severity) : severity
        let suffix = rule.map { " [\(ControlCharacters.escaped($0))]" } ?? ""
        let head = options.color ? "\u{1B}[1m\(position):\u{1B}[0m" : "\(position):"
        return "\(head) \(label): \(ControlCharacters.escaped(message))\(suffix)\n"
    }

    /// The excerpt is text from the broken file; C1 controls (U+0080–U+009F; `SourceText` already blanks C0 ones)
    /// could drive a terminal and line or paragraph separators break the line, so they print as spaces (tabs stay: they
    /// keep the caret under its column).
    static func printable(_ excerpt: String) -> String {
        var out = String.UnicodeScalarView()
        out.append(contentsOf: excerpt.unicodeScalars.map {
            $0 != "\n" && $0 != "\t" && ControlCharacters.isControl($0) ? " " : $0
        })
        return String(out)
    }

    static func colored(_ severity: String) -> String {
        let code = severity == "error" ? "31" : severity == "warning" ? "33" : "36"
        return "\u{1B}[1;\(code)m\(severity)\u{1B}[0m"
    }
}
