import PlistKit

/// The value written after a build setting's key, found from the key's first byte, and how to write a new list of
/// names in the same style. Three syntaxes: a pbxproj (`KEY = value;`, OpenStep), an xcconfig line
/// (`KEY = value // comment`) and Xcode 27's project.xcproj (`"KEY": value`, JSON5).
///
/// Why lexical: a fix must change only the bytes of the value, so it works on the text the parser read, from
/// the key position the model kept. Anything this reader is not sure about (a macro in the value, a continued
/// xcconfig line, a value it cannot delimit) makes it refuse; the planner then leaves the finding alone.
struct AssignedValue: Equatable {
    enum Syntax {
        case openStep, xcconfig, json5

        /// The syntax of a file pbxlint reads settings from: JSON5 when `PlistReader` reads it as JSON5 (the same
        /// decision that made the model's `XcodeProject.format` `.xcproj`), OpenStep for a pbxproj, and any other
        /// file is an xcconfig (a base configuration or an include may have any name, `Shared.xcconfig 2` too).
        init(path: String) {
            if PlistReader.isJSON5Path(path) {
                self = .json5
            } else if path.hasSuffix(".pbxproj") {
                self = .openStep
            } else {
                self = .xcconfig
            }
        }

        /// Whether `path` is an xcconfig (not a project file, not a `.pbxlint.json`).
        static func isXCConfig(_ path: String) -> Bool {
            Syntax(path: path) == .xcconfig && !path.hasSuffix(".json")
        }
    }

    enum Style: Equatable {
        /// `AppIcon-Green` (OpenStep bare word) or the whole rest of an xcconfig line.
        case bare
        /// `"AppIcon-Blue AppIcon-Green"`; `quote` is `"` or (JSON5) `'`.
        case quoted(quote: UInt8)
        /// `( A, B, )` or `[ "A", "B", ]`: `itemIndent` is the indentation of each item on its own line (nil when
        /// the list is on one line), `closingIndent` that of the closing bracket, `trailingComma` whether the last
        /// item is followed by a comma.
        case list(itemIndent: String?, closingIndent: String, trailingComma: Bool)
    }

    /// Byte offsets of the value in the file (end exclusive).
    var start: Int
    var end: Int
    var style: Style
    /// The names the written value lists (split as Xcode splits a string list), or nil when the value is not a
    /// plain list of names (it uses a macro, an escape this reader does not undo, …).
    var names: [String]?
    /// The first item of a list, when it has one.
    var firstItem: Int? = nil

    /// Finds the value assigned to the key that starts at `keyOffset`.
    static func find(in bytes: [UInt8], keyOffset: Int, syntax: Syntax) -> Result<AssignedValue, FixRefusal> {
        var reader = Reader(bytes: bytes, position: keyOffset)
        switch syntax {
        case .openStep: return reader.openStepValue()
        case .xcconfig: return reader.xcconfigValue()
        case .json5: return reader.json5Value()
        }
    }

    /// The text that makes this value list `names`, in its style.
    func rendered(_ names: [String], syntax: Syntax) -> String {
        switch (style, syntax) {
        case (.list(let itemIndent, let closingIndent, let trailingComma), _):
            let (open, close) = syntax == .json5 ? ("[", "]") : ("(", ")")
            let items = names.map { syntax == .json5 ? JSONText.quoted($0) : OpenStepText.word($0) }
            if items.isEmpty {
                return itemIndent == nil ? open + close : open + "\n" + closingIndent + close
            }
            guard let itemIndent else {
                return open + items.joined(separator: ", ") + (trailingComma ? "," : "") + close
            }
            return open + "\n" + items.map { itemIndent + $0 + "," }.joined(separator: "\n")
                .dropLast(trailingComma ? 0 : 1) + "\n" + closingIndent + close
        case (.quoted(let quote), .json5):
            let text = AssignedValue.stringList(names)
            return quote == UInt8(ascii: "'") ? JSONText.singleQuoted(text) : JSONText.quoted(text)
        case (_, .xcconfig):
            return AssignedValue.stringList(names)
        case (.quoted, .openStep), (.bare, .openStep), (.bare, .json5):
            let text = AssignedValue.stringList(names)
            if case .bare = style, syntax == .openStep, OpenStepText.isBareWord(text) { return text }
            return syntax == .json5 ? JSONText.quoted(text) : OpenStepText.quoted(text)
        }
    }

    // MARK: Writing names

    /// Names joined as a build-setting string list: space separated, a name with white space, quotes or a backslash
    /// in quotes (how `splitList` and Xcode read them back).
    static func stringList(_ names: [String]) -> String {
        names.map { name in
            name.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n"
                || $0 == "\"" || $0 == "'" || $0 == "\\" })
                ? "\"" + name.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
                : name
        }.joined(separator: " ")
    }

    /// Splits a written string value as Xcode splits a string list (docs/reference/xcode-semantics.md §4.5): whitespace separates,
    /// double or single quotes group, a backslash escapes; nil for anything with a macro.
    static func splitList(_ text: String) -> [String]? {
        guard !text.contains("$") else { return nil }
        var names: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for c in text {
            if escaped {
                current.append(c)
                escaped = false
                inWord = true
            } else if c == "\\" {
                escaped = true
                inWord = true
            } else if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c
                inWord = true
            } else if c == " " || c == "\t" || c == "\n" || c == "\r" {
                if inWord { names.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(c)
                inWord = true
            }
        }
        if quote != nil || escaped { return nil }
        if inWord { names.append(current) }
        return names
    }
}

/// Why a finding's fix was not applied, for the user.
public struct FixRefusal: Error, Sendable, Hashable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}
