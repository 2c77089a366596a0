/// When an OpenStep (pbxproj) string may be written without quotes, and how to quote it otherwise: the one rule
/// every writer uses (the fix writer, the example projects) and the alphabet the parser reads a bare word with,
/// so that everything written parses back to the same string.
///
/// The alphabet is CoreFoundation's `isValidUnquotedStringCharacter` (`[A-Za-z0-9_$/:.-]`, docs/reference/xcode-semantics.md §2.3):
/// `+`, `@`, `*`, spaces and non-ASCII must be quoted. Xcode writes `"gnu++20"` quoted for that reason.
public enum OpenStepText {
    /// Whether byte `c` may appear in a bare word.
    @inline(__always)
    public static func isBareByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// Whether `text` can be written bare: not empty, only bytes of the alphabet, and no `//` or `/*` (which
    /// would start a comment where a value begins; XcodeProj quotes `//` too).
    public static func isBareWord(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for c in text.utf8 {
            guard isBareByte(c) else { return false }
            if previous == UInt8(ascii: "/") && (c == UInt8(ascii: "/") || c == UInt8(ascii: "*")) { return false }
            previous = c
        }
        return previous != 0
    }

    /// `text` in double quotes, with `\` and `"` escaped and line breaks and tabs written as `\n`, `\r`, `\t`
    /// (the escapes CF's parser undoes; every other byte stands for itself inside quotes).
    public static func quoted(_ text: String) -> String {
        QuotedText.quoted(text, quote: "\"", otherControls: .raw)
    }

    /// `text` bare when it can be, quoted otherwise.
    public static func word(_ text: String) -> String { isBareWord(text) ? text : quoted(text) }
}
