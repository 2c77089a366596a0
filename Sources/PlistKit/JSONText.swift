/// How JSON and JSON5 strings and documents are written: the one writer behind the fix writer (a value in a
/// `project.xcproj`) and the example projects' xcproj form, so that everything written parses back, with
/// pbxlint's own reader, to the value meant. The OpenStep counterpart is `OpenStepText`.
///
/// Layout follows what Xcode writes in a `project.xcproj` (docs/reference/xcproj-notes.md §2): two-space
/// indentation, strict JSON strings, raw UTF-8 for non-ASCII, and a comma after every member and element,
/// the last one included.
public enum JSONText {
    /// `text` as a JSON string in double quotes: `"` and `\` escaped, line breaks and tabs by name, every other
    /// control character as `\u00XX` (strict JSON allows no raw control character inside a string).
    public static func quoted(_ text: String) -> String {
        QuotedText.quoted(text, quote: "\"", otherControls: .unicodeEscapes)
    }

    /// `text` as a JSON5 string in single quotes (for a value a user wrote that way): as `quoted`, with `'`
    /// escaped instead of `"`.
    public static func singleQuoted(_ text: String) -> String {
        QuotedText.quoted(text, quote: "'", otherControls: .unicodeEscapes)
    }

    /// A value of a document to write: strings, arrays and objects (keys in the order given) are all a
    /// `project.xcproj` holds (xcproj-notes §2: no numbers, and `true`/`false`/`null` only where a reader
    /// ignores them).
    public indirect enum Value: Sendable, Equatable {
        case string(String)
        case array([Value])
        case object([Member])
    }

    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: Value
        public init(_ key: String, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// `value` as a whole document, laid out as Xcode lays out a `project.xcproj`, ending in a line break.
    public static func document(_ value: Value) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        return out + "\n"
    }

    private static func write(_ value: Value, indent: String, into out: inout String) {
        let inner = indent + "  "
        switch value {
        case .string(let text):
            out += quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else { return out += "[]" }
            out += "[\n"
            for element in elements {
                out += inner
                write(element, indent: inner, into: &out)
                out += ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return out += "{}" }
            out += "{\n"
            for member in members {
                out += inner + quoted(member.key) + ": "
                write(member.value, indent: inner, into: &out)
                out += ",\n"
            }
            out += indent + "}"
        }
    }
}
