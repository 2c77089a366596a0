/// Output made safe for a CI log: the one function every line pbxlint writes to standard output or error (and to
/// an `-o` report) goes through, whatever the format, so that no project text can become a command of the GitHub
/// Actions runner.
///
/// The runner reads a line as a workflow command when, after leading whitespace, it starts with `::` (the
/// current form, `::error file=…::`), and when it contains `##[` anywhere (the older form, `##[error]…`,
/// `##[stop-commands]…`, still honoured). `ControlCharacters` already keeps project text on its own line; a
/// folder named `::error …::` still starts a text line, and a target named `##[error]…` still lands inside one.
/// Source: actions/runner, `ActionCommand.TryParseV2` (trims leading whitespace, then `::`) and
/// `ActionCommand.TryParse` (`##[` at any index); docs.github.com "Workflow commands for GitHub Actions".
///
/// Both forms are broken by writing one of their characters as `\u00XX` — which a JSON or SARIF reader decodes
/// back to the character (the data is unchanged), and which text readers see as a visible escape.
public enum WorkflowCommands {
    /// `text` with every `##[` written `#\u0023[`, and every line whose first non-blank characters are `::` starting
    /// `\u003A:` instead. `keepingOwnCommands`: lines that start with `::` at their very first character are left
    /// alone (the GitHub reporter's own annotations, whose project text is percent-encoded and cannot start a
    /// line); an indented `::` is still neutralised. A line is ended by any line break a runner or terminal may
    /// honour (LF, CR, VT, FF, NEL, U+2028, U+2029). Idempotent.
    public static func neutralized(_ text: String, keepingOwnCommands: Bool = false) -> String {
        guard text.utf8.contains(UInt8(ascii: ":")) || text.utf8.contains(UInt8(ascii: "#")) else { return text }
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var atLineStart = true
        var indented = false
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if isLineBreak(scalar) {
                out.append(scalar)
                atLineStart = true
                indented = false
                i += 1
                continue
            }
            if atLineStart && scalar.properties.isWhitespace {
                out.append(scalar)
                indented = true
                i += 1
                continue
            }
            if atLineStart && scalar == ":" && i + 1 < scalars.count && scalars[i + 1] == ":"
                && (indented || !keepingOwnCommands) {
                out.append(contentsOf: "\\u003A".unicodeScalars)
                atLineStart = false
                i += 1
                continue
            }
            atLineStart = false
            if scalar == "#" && i + 2 < scalars.count && scalars[i + 1] == "#" && scalars[i + 2] == "[" {
                out.append("#")
                out.append(contentsOf: "\\u0023".unicodeScalars)
                i += 2
                continue
            }
            out.append(scalar)
            i += 1
        }
        return String(out)
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
