import LintEngine

/// The table an audit of several projects ends with (text reporter, on standard error before the summary line;
/// `--quiet` leaves it out): each project with findings and its errors, warnings and notes, worst first, then how
/// many were clean. Findings are counted after the baseline, as reported.
enum ProjectTable {
    static func render(_ results: [ProjectLintResult], reported: [Diagnostic], baseDirectory: String) -> String? {
        let linted = results.filter { $0.failure == nil && $0.configurationError == nil }
        guard linted.count > 1 else { return nil }
        struct Row {
            var project: String
            var counts = [0, 0, 0]  // errors, warnings, notes
        }
        var rows: [String: Row] = [:]
        for result in linted {
            let name = PathUtilities.relative(result.projectPath, to: baseDirectory)
            rows[name] = Row(project: name)
        }
        for diagnostic in reported {
            let column: Int
            switch diagnostic.severity {
            case .error: column = 0
            case .warning: column = 1
            case .note: column = 2
            }
            rows[diagnostic.subject.project, default: Row(project: diagnostic.subject.project)].counts[column] += 1
        }
        let withFindings = rows.values.filter { $0.counts != [0, 0, 0] }
            .sorted { ($0.counts[0], $0.counts[1], $0.counts[2]) > ($1.counts[0], $1.counts[1], $1.counts[2])
                || ($0.counts == $1.counts && $0.project < $1.project) }
        let clean = rows.count - withFindings.count
        guard !withFindings.isEmpty else { return nil }
        let headers = ["errors", "warnings", "notes"]
        let width = max("project".count, withFindings.map { ControlCharacters.escaped($0.project).count }.max() ?? 0)
        func pad(_ text: String, _ count: Int) -> String { text + String(repeating: " ", count: max(0, count - text.count)) }
        func right(_ text: String, _ count: Int) -> String { String(repeating: " ", count: max(0, count - text.count)) + text }
        var out = pad("project", width) + headers.map { "  " + $0 }.joined() + "\n"
        for row in withFindings {
            out += pad(ControlCharacters.escaped(row.project), width)
            for (index, header) in headers.enumerated() { out += "  " + right(String(row.counts[index]), header.count) }
            out += "\n"
        }
        if clean > 0 { out += "(\(clean) more project\(clean == 1 ? "" : "s") with no findings)\n" }
        return out
    }
}
