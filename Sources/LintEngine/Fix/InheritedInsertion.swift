import PlistKit

/// Puts `$(inherited)` first in a value, in its style: a new first item of a list (on its own line when the items
/// are), or the first word of a string.
enum InheritedInsertion {
    static let inherited = "$(inherited)"

    static func edit(_ value: AssignedValue, in bytes: [UInt8], syntax: AssignedValue.Syntax) -> TextEdit {
        switch value.style {
        case .list(let itemIndent, _, _):
            let item = syntax == .json5 ? JSONText.quoted(inherited) : OpenStepText.quoted(inherited)
            guard let first = value.firstItem else {
                return TextEdit(start: value.start, end: value.end, replacement: value.rendered([inherited], syntax: syntax)
                    .replacing(OpenStepText.word(inherited), with: item))
            }
            let separator = itemIndent.map { ",\n" + $0 } ?? ", "
            return TextEdit(start: first, end: first, replacement: item + separator)
        case .quoted:
            // After the opening quote.
            return TextEdit(start: value.start + 1, end: value.start + 1,
                            replacement: inherited + (value.end - value.start > 2 ? " " : ""))
        case .bare:
            let text = String(decoding: bytes[value.start..<value.end], as: UTF8.self)
            if syntax == .xcconfig {
                return TextEdit(start: value.start, end: value.start, replacement: inherited + (text.isEmpty ? "" : " "))
            }
            let joined = inherited + (text.isEmpty ? "" : " " + text)
            return TextEdit(start: value.start, end: value.end,
                            replacement: syntax == .json5 ? JSONText.quoted(joined)
                                : OpenStepText.quoted(joined))
        }
    }
}
