/// A string between quotes, as both text syntaxes pbxlint writes escape it (`OpenStepText` for a pbxproj,
/// `JSONText` for a project.xcproj): the backslash, the quote and line breaks and tabs escaped by name; the
/// syntaxes differ only in the other control characters.
enum QuotedText {
    enum OtherControls {
        /// Written as they are: CF's OpenStep parser reads every byte inside quotes but `\` and the quote as
        /// itself (docs/reference/xcode-semantics.md §2.3).
        case raw
        /// `\u00XX`: strict JSON allows no raw control character inside a string.
        case unicodeEscapes
    }

    static func quoted(_ text: String, quote: Unicode.Scalar, otherControls: OtherControls) -> String {
        var out = String(quote)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case quote: out += "\\" + String(quote)
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if otherControls == .unicodeEscapes && scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out.unicodeScalars.append(quote)
        return out
    }
}
