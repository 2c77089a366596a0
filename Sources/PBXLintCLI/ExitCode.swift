/// The documented exit statuses (SPEC §7).
public enum ExitCode: Int32, Sendable {
    /// No error-level findings (warnings allowed unless --strict).
    case success = 0
    /// Error-level findings, including parse errors.
    case findings = 1
    /// Bad command line or configuration file.
    case usage = 2
    /// An input could not be read at all.
    case unreadableInput = 3
}
