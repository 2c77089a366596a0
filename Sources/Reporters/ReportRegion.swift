import PlistKit

/// The one region convention every reporter writes (JSON, SARIF, GitHub annotations): lines and columns 1-based,
/// columns in Unicode scalars, the end exclusive (SARIF's convention), and never empty: a finding at a single
/// point, such as a parse error, covers the one character there (end column = start column + 1). Before, JSON
/// wrote such a point as an empty range (end column 1) while SARIF and GitHub widened it (end column 2).
struct ReportRegion: Equatable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int

    init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }

    /// The region of `range`; nil when the finding has no position.
    init?(_ range: SourceRange?) {
        guard let range else { return nil }
        startLine = max(1, range.start.line)
        startColumn = max(1, range.start.column)
        endLine = max(startLine, range.end.line)
        endColumn = range.end.line < startLine ? startColumn + 1 : max(1, range.end.column)
        if endLine == startLine && endColumn <= startColumn { endColumn = startColumn + 1 }
    }
}
