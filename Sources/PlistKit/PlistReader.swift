/// The representation a property list was written in.
public enum PlistFormat: String, Sendable {
    case openStep
    case xml
    case json
    /// JSON5, the text of Xcode 27's `project.xcproj` (read for files named `*.xcproj` or `*.json5`).
    case json5
    case binary
}

/// Reads a property list in any representation into a `PlistDocument`: detects the format (docs/reference/xcode-semantics.md §1.2),
/// the encoding (§1.3) and merge-conflict markers, then runs the matching parser.
public enum PlistReader {
    /// The magic first line Xcode writes; it means "this file is UTF-8".
    static let utf8Header = Array("// !$*UTF8*$!".utf8)
    /// Texts of this size or more are refused: offsets into the text are stored in 30 bits (see `Node`).
    public static let maxSize = 1 << 30

    /// Parses `bytes`, read from `path` (used in messages only).
    public static func read(bytes original: [UInt8], path: String) throws(PlistError) -> PlistDocument {
        guard original.count < maxSize else {
            throw PlistError(kind: .tooLarge, message: "the file is \(maxSize >> 20) MiB or larger",
                             source: SourceText(path: path, bytes: []), offset: 0)
        }
        if original.starts(with: Array("bplist".utf8)) {
            return try BinaryPlistParser.parse(bytes: original, path: path)
        }
        // The text and its encoding come from `decodedText`, which `pbxlint fix` uses to write a file back.
        guard let (decoded, encoding) = decodedText(original, path: path) else {
            return try BinaryPlistParser.parse(bytes: original, path: path)
        }
        let bytes = decoded
        var notes: [PlistWarning] = []
        let format = isJSON5Path(path) ? .json5 : sniff(bytes)
        if format == .openStep && !bytes.starts(with: utf8Header) && TextEncodings.hasHighBytes(bytes) {
            // No header: Xcode reads such a file as MacRoman. When the bytes are valid UTF-8 we keep UTF-8 (what
            // CoreFoundation does, and almost certainly what the author meant) and say so; otherwise MacRoman.
            if encoding == .macRoman {
                let undecoded = original.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(original.dropFirst(3)) : original
                let bad = TextEncodings.firstInvalidUTF8(undecoded) ?? 0
                let utf8Prefix = SourceText(path: path, bytes: Array(undecoded[..<bad]))
                let at = utf8Prefix.position(of: bad)
                let source = SourceText(path: path, bytes: bytes)
                notes.append(.legacyEncoding(
                    message: "the file has no '// !$*UTF8*$!' header and is not valid UTF-8 (first at line \(at.line), "
                        + "column \(at.column)); decoded as MacRoman, as Xcode does",
                    range: source.range(0, 0), invalidUTF8At: at))
            } else {
                let source = SourceText(path: path, bytes: bytes)
                notes.append(.legacyEncoding(
                    message: "the file has no '// !$*UTF8*$!' header but contains non-ASCII text; Xcode decodes such "
                        + "files as MacRoman, which would garble it. Read as UTF-8",
                    range: source.range(0, 0), invalidUTF8At: nil))
            }
        } else if format != .xml, let bad = TextEncodings.firstInvalidUTF8(bytes) {
            let source = SourceText(path: path, bytes: bytes)
            throw PlistError(kind: .encoding, message: "invalid UTF-8 byte 0x"
                             + String(bytes[bad], radix: 16, uppercase: true)
                             + (bytes.starts(with: utf8Header) ? " in a file whose header declares UTF-8" : ""),
                             source: source, offset: bad)
        }
        guard bytes.count < maxSize else {  // MacRoman text can grow when decoded
            throw PlistError(kind: .tooLarge, message: "the file decodes to \(maxSize >> 20) MiB of UTF-8 or more",
                             source: SourceText(path: path, bytes: []), offset: 0)
        }
        return try parse(SourceText(path: path, bytes: bytes), format: format, notes: notes)
    }

    /// Parses `input`, read from `path`, as `read(bytes:path:)` does. Lent bytes (a mapped file) that are UTF-8 as
    /// they stand, with the `// !$*UTF8*$!` header Xcode writes, are parsed where they lie instead of being copied
    /// into an array; anything to strip, convert or report goes the array's way.
    public static func read(_ input: SourceBytes, path: String) throws(PlistError) -> PlistDocument {
        guard input.isLent, input.count < maxSize, !isJSON5Path(path), input.starts(with: utf8Header),
              input.withUnsafeBufferPointer({ TextEncodings.firstInvalidUTF8(in: $0) }) == nil
        else { return try read(bytes: input.asArray, path: path) }
        return try parse(SourceText(path: path, bytes: input), format: .openStep, notes: [])
    }

    /// Runs the parser of `format` on `source`; `notes` are added to the document's warnings.
    private static func parse(_ source: SourceText, format: PlistFormat, notes: [PlistWarning]) throws(PlistError)
        -> PlistDocument {
        let document: PlistDocument
        do {
            switch format {
            case .openStep, .binary: document = try OpenStepParser.parse(source)
            case .xml: document = try XMLPlistParser.parse(source)
            case .json: document = try JSONPlistParser.parse(source)
            case .json5: document = try JSON5Parser.parse(source)
            }
        } catch {
            // A merge-conflict marker at the start of a line never parses; look for one only when parsing failed
            // (free on the happy path) and report it instead of the syntax error it causes.
            if let conflict = MergeConflict.firstMarker(in: source) {
                throw PlistError(kind: .mergeConflict,
                                 message: "merge conflict marker '\(conflict.marker)'; resolve the conflict in this file "
                                    + "(Xcode cannot open it either)",
                                 source: source, offset: conflict.offset)
            }
            throw error
        }
        if notes.isEmpty { return document }
        return PlistDocument(source: document.source, format: document.format, nodes: document.nodes,
                             links: document.links, decoded: document.decoded, dataStore: document.dataStore,
                             rootIndex: document.rootIndex, warnings: notes + document.warnings)
    }

    /// Parses a string (for tests and in-memory inputs).
    public static func read(_ text: String, path: String = "<memory>") throws(PlistError) -> PlistDocument {
        try read(bytes: Array(text.utf8), path: path)
    }

    /// JSON5 is a superset of JSON that looks like OpenStep to the sniffer (comments, unquoted keys), so it is
    /// chosen by name: Xcode's `project.xcproj`, and `.json5` files.
    public static func isJSON5Path(_ path: String) -> Bool {
        path.hasSuffix(".xcproj") || path.hasSuffix(".json5")
    }

    /// Which text representation `bytes` (BOM already removed) is in.
    public static func sniff(_ bytes: [UInt8]) -> PlistFormat {
        var i = 0
        while i < bytes.count, bytes[i] == 0x20 || (0x09...0x0D).contains(bytes[i]) { i += 1 }
        let rest = bytes[i...]
        if rest.starts(with: Array("<?xml".utf8)) || rest.starts(with: Array("<!DOCTYPE".utf8))
            || rest.starts(with: Array("<plist".utf8)) {
            return .xml
        }
        if bytes.starts(with: utf8Header) { return .openStep }
        // JSON: '{' then a double-quoted key followed by ':'.
        guard i < bytes.count, bytes[i] == UInt8(ascii: "{") else {
            if i < bytes.count, bytes[i] == UInt8(ascii: "[") { return .json }
            return .openStep
        }
        var j = i + 1
        while j < bytes.count, bytes[j] == 0x20 || (0x09...0x0D).contains(bytes[j]) { j += 1 }
        guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") else { return .openStep }
        j += 1
        while j < bytes.count, bytes[j] != UInt8(ascii: "\"") {
            if bytes[j] == UInt8(ascii: "\\") { j += 1 }
            j += 1
        }
        j += 1
        while j < bytes.count, bytes[j] == 0x20 || (0x09...0x0D).contains(bytes[j]) { j += 1 }
        return j < bytes.count && bytes[j] == UInt8(ascii: ":") ? .json : .openStep
    }
}

/// Unresolved merges: a line starting with exactly seven `<`, `=` or `>` (CocoaPods' `file_in_conflict?` rule).
enum MergeConflict {
    static func firstMarker(in source: SourceText) -> (marker: String, offset: Int)? {
        let bytes = source.bytes
        // Cheap rejection: markers need seven identical characters in a row.
        for start in source.lineStarts {
            let s = Int(start)
            guard s + 7 <= bytes.count else { continue }
            let c = bytes[s]
            guard c == UInt8(ascii: "<") || c == UInt8(ascii: "=") || c == UInt8(ascii: ">") else { continue }
            var k = 1
            while k < 7 && bytes[s + k] == c { k += 1 }
            guard k == 7 else { continue }
            if s + 7 < bytes.count && bytes[s + 7] == c { continue }
            // `=======` alone is only a marker when followed by end of line (avoid rejecting odd string content).
            if c == UInt8(ascii: "=") {
                let next = s + 7 < bytes.count ? bytes[s + 7] : 0x0A
                guard next == 0x0A || next == 0x0D else { continue }
            }
            return (String(repeating: Character(Unicode.Scalar(c)), count: 7), s)
        }
        return nil
    }
}
