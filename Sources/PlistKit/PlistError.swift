/// A file that could not be read as a property list. Always carries a position, so the message can point
/// at the offending line with a caret. Parsing never traps; every failure ends up here.
public struct PlistError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The bytes do not follow the grammar.
        case syntax
        /// `<<<<<<<`, `=======` or `>>>>>>>` at the start of a line: an unresolved merge.
        case mergeConflict
        /// Bytes that are not valid in the file's encoding.
        case encoding
        /// Zero bytes.
        case empty
        /// Nesting deeper than CoreFoundation accepts.
        case tooDeep
        /// Larger than the parser accepts.
        case tooLarge
    }

    public let kind: Kind
    public private(set) var message: String
    public let path: String
    /// Byte offset into the UTF-8 text.
    public let offset: Int
    public let position: SourcePosition
    /// The offending line with a caret, ready to print under the message.
    public private(set) var excerpt: String

    /// The same error without anything quoted from the file: for a file outside the tree being linted, whose
    /// content must not reach a report (a SARIF upload of a pull request would publish it).
    public func withoutContent(_ note: String) -> PlistError {
        var copy = self
        copy.message = "the file does not parse (\(note))"
        copy.excerpt = ""
        return copy
    }

    public init(kind: Kind, message: String, source: SourceText, offset: Int) {
        self.kind = kind
        self.message = message
        self.path = source.path
        self.offset = offset
        let position = source.position(of: offset)
        self.position = position
        self.excerpt = source.excerpt(at: position)
    }

    /// `path:line:col: error: message`, the form Xcode and editors make clickable.
    public var description: String {
        "\(path):\(position.line):\(position.column): error: \(message)\n\(excerpt)"
    }
}

/// Something a reader noticed that does not stop it: a duplicate key, a file decoded as MacRoman.
public struct PlistWarning: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case duplicateKey
        case legacyEncoding
    }

    public let kind: Kind
    public let message: String
    public let range: SourceRange
    /// For duplicate keys: the key and where it first appeared.
    public let key: String?
    public let firstRange: SourceRange?
    /// For a legacy encoding: the first byte that is not valid UTF-8 (the file was then decoded as MacRoman);
    /// nil when every byte is valid UTF-8 (read as UTF-8).
    public private(set) var invalidUTF8At: SourcePosition?

    public init(kind: Kind, message: String, range: SourceRange, key: String? = nil, firstRange: SourceRange? = nil) {
        self.kind = kind
        self.message = message
        self.range = range
        self.key = key
        self.firstRange = firstRange
    }

    /// A file without the `// !$*UTF8*$!` header that holds non-ASCII text, read as UTF-8 (`invalidUTF8At` nil)
    /// or as MacRoman from the first byte that is not UTF-8.
    static func legacyEncoding(message: String, range: SourceRange, invalidUTF8At: SourcePosition?) -> PlistWarning {
        var warning = PlistWarning(kind: .legacyEncoding, message: message, range: range)
        warning.invalidUTF8At = invalidUTF8At
        return warning
    }
}
