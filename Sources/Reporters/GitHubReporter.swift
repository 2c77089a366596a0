import LintEngine

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
enum GitHubReporter {
    static func render(_ report: LintReport, options: ReportOptions) -> String {
        var out = ""
        for failure in report.inputFailures {
            out += "::error file=\(property(options.display(failure.path))),title=pbxlint::"
                + data(options.displayMessage(failure.message)) + "\n"
        }
        for error in report.configurationErrors {
            var props = ["file=" + property(options.display(error.path))]
            if let position = error.position { props += ["line=\(position.line)", "col=\(position.column)"] }
            out += "::error \(props.joined(separator: ",")),title=pbxlint::" + data(options.displayMessage(error.message)) + "\n"
        }
        for d in report.diagnostics {
            let command = d.severity == .error ? "error" : d.severity == .warning ? "warning" : "notice"
            var props = ["file=" + property(options.display(d.location.file))]
            if let region = ReportRegion(d.location.range) {
                props.append("line=\(region.startLine)")
                props.append("endLine=\(region.endLine)")
                // Columns only for single-line regions (the toolkit drops them otherwise).
                if region.endLine == region.startLine {
                    props.append("col=\(region.startColumn)")
                    props.append("endColumn=\(region.endColumn)")
                }
            }
            props.append("title=" + property(d.ruleID))
            out += "::\(command) \(props.joined(separator: ","))::\(data(options.displayMessage(d.message)))\n"
        }
        return out
    }

    /// Message escaping (actions/toolkit `escapeData`), after the other control characters are made visible: the
    /// runner's log would otherwise pass ESC sequences on to whoever reads it.
    static func data(_ s: String) -> String {
        ControlCharacters.escaped(s).replacing("%", with: "%25").replacing("\r", with: "%0D")
            .replacing("\n", with: "%0A")
    }

    /// Property escaping (`escapeProperty`): also `:` and `,`.
    static func property(_ s: String) -> String {
        data(s).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
