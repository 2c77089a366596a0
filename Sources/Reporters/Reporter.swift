import LintEngine

/// The output formats. Each is a versioned contract (see docs/).
public enum ReporterKind: String, Sendable, CaseIterable {
    case text
    case json
    case sarif
    case github
}
