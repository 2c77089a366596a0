import PlistKit
import XcodeModel

/// A settings dictionary as written (a pbxproj `buildSettings = { … };`, a project.xcproj `"build-settings": { … }`):
/// where each key starts and where the dictionary closes, read lexically so a new key can be inserted without
/// touching any other byte.
struct SettingsDictionary {
    struct Entry {
        /// The key as the parser reads it (quotes undone).
        var key: String
        var start: Int
    }

    let bytes: [UInt8]
    var entries: [Entry] = []
    /// The closing brace.
    var close: Int

    /// The dictionary whose `{` is at `offset`.
    static func read(_ bytes: [UInt8], at offset: Int, syntax: AssignedValue.Syntax) -> Result<SettingsDictionary, FixRefusal> {
        var scanner = Scanner(bytes: bytes, position: offset)
        guard scanner.current == UInt8(ascii: "{") else {
            return .failure(FixRefusal("no settings dictionary where the configuration's settings are"))
        }
        scanner.position += 1
        var entries: [Entry] = []
        while true {
            scanner.skipSpaceAndComments()
            guard let c = scanner.current else { return .failure(FixRefusal("the settings dictionary does not end")) }
            if c == UInt8(ascii: "}") { break }
            let start = scanner.position
            guard let key = scanner.key() else { return .failure(FixRefusal("a settings key could not be read")) }
            switch AssignedValue.find(in: bytes, keyOffset: start, syntax: syntax) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let value): scanner.position = value.end
            }
            scanner.skipSpaceAndComments()
            if scanner.current == UInt8(ascii: syntax == .json5 ? "," : ";") { scanner.position += 1 }
            entries.append(Entry(key: key, start: start))
        }
        return .success(SettingsDictionary(bytes: bytes, entries: entries, close: scanner.position))
    }

    /// `key` with its value inserted where Xcode writes it: keys in ascending order (docs/reference/xcproj-notes.md §2: "Inside
    /// `build-settings` the keys are written in ascending lexicographic order"; the pbxproj writer sorts them as
    /// well), on a line of its own with the indentation of the other keys.
    func insertion(key: String, value: String, syntax: AssignedValue.Syntax) -> Result<TextEdit, FixRefusal> {
        guard !entries.contains(where: { $0.key == key }) else {
            return .failure(FixRefusal("\(key) is already there; lint again"))
        }
        let anchor = entries.first { $0.key > key }?.start ?? close
        guard let lineStart = startOfLine(ifFirstOn: anchor) else {
            return .failure(FixRefusal("the settings are written on one line; add \(key) by hand"))
        }
        let indent: String
        if let first = entries.first, let start = startOfLine(ifFirstOn: first.start) {
            indent = String(decoding: bytes[start..<first.start], as: UTF8.self)
        } else {
            indent = String(decoding: bytes[lineStart..<close], as: UTF8.self) + (syntax == .json5 ? "  " : "\t")
        }
        let line = syntax == .json5 ? JSONText.quoted(key) + ": " + value + ","
            : OpenStepText.word(key) + " = " + value + ";"
        // The file's own line break: CR alone (an old Mac file), CRLF or LF.
        let lineBreak = bytes[lineStart - 1] == 0x0D ? "\r" : lineStart >= 2 && bytes[lineStart - 2] == 0x0D ? "\r\n" : "\n"
        return .success(TextEdit(start: lineStart, end: lineStart, replacement: indent + line + lineBreak))
    }

    /// The start of the line holding `offset` when only spaces and tabs precede it there.
    func startOfLine(ifFirstOn offset: Int) -> Int? {
        var i = offset
        while i > 0 && (bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09) { i -= 1 }
        return i > 0 && AssignedValue.Reader.isLineBreak(bytes[i - 1]) ? i : nil
    }

    /// A cursor over the dictionary's text.
    struct Scanner {
        let bytes: [UInt8]
        var position: Int

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        /// Spaces, line breaks (LF, CRLF or CR) and comments, as `AssignedValue.Reader` skips them.
        mutating func skipSpaceAndComments() {
            var reader = AssignedValue.Reader(bytes: bytes, position: position)
            reader.skipSpace()
            position = reader.position
        }

        /// A quoted or bare key, quotes and `\"`/`\\` undone; nil when there is none.
        mutating func key() -> String? {
            guard let c = current else { return nil }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                var out: [UInt8] = []
                position += 1
                while let d = current, d != c {
                    if d == UInt8(ascii: "\\"), position + 1 < bytes.count {
                        out.append(bytes[position + 1])
                        position += 2
                    } else {
                        out.append(d)
                        position += 1
                    }
                }
                guard current == c else { return nil }
                position += 1
                return String(decoding: out, as: UTF8.self)
            }
            let start = position
            while let d = current, OpenStepText.isBareByte(d) { position += 1 }
            return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
        }
    }
}
