/// The documented exit statuses (README, "Exit status").
public enum ExitCode: Int32, Sendable {
    /// No error-level findings (warnings allowed unless --strict).
    case success = 0
    /// Error-level findings, including parse errors.
    case findings = 1
    /// Bad command line or configuration file.
    case usage = 2
    /// An input could not be read at all.
    case unreadableInput = 3
    /// The report or baseline could not be written (standard output, `-o` or `--write-baseline`).
    case writeFailed = 4
}
