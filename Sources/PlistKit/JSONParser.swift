/// The one JSON reader: strict JSON (JSON property lists, `.pbxlint.json`, `Contents.json`) and JSON5 (Xcode 27's
/// `project.xcproj`), hand-written, one pass, every key and value with its range, built through
/// `DocumentBuilder`. Objects become dictionaries in source order; numbers, `true`, `false` and `null` are stored
/// as their token text. The structure (values, objects, arrays, nesting depth, errors) is shared; white space,
/// keys, strings and literals are each syntax's own (`JSONParser+Strict.swift`, `JSONParser+JSON5.swift`).
struct JSONParser<Syntax: JSONSyntax> {
    let source: SourceText
    var builder: DocumentBuilder
    var pos = 0
    var depth = 0

    /// Whether this is the JSON5 reader: a constant in each specialization, so neither syntax tests it at run
    /// time.
    @inline(__always)
    var json5: Bool { Syntax.isJSON5 }

    static func parse(_ source: SourceText) throws(PlistError) -> PlistDocument {
        // About one value per 20 bytes in the files Xcode writes (indentation, quotes, one member per line).
        let builder = Syntax.isJSON5 ? DocumentBuilder(source: source, expectedValues: source.bytes.count / 20)
            : DocumentBuilder(source: source)
        var parser = JSONParser(source: source, builder: builder)
        let root = try source.bytes.withUnsafeBufferPointer { (buf) throws(PlistError) -> Int32 in
            try parser.skip(buf)
            let value = try parser.parseValue(buf)
            try parser.skip(buf)
            if parser.pos < buf.count {
                throw parser.error("unexpected \(parser.describe(buf, parser.pos)) after the end of the \(parser.name) value")
            }
            return value
        }
        return parser.builder.finish(format: Syntax.isJSON5 ? .json5 : .json, root: root)
    }

    /// The syntax's name in messages.
    var name: String { json5 ? "JSON5" : "JSON" }

    func error(_ message: String, at offset: Int? = nil) -> PlistError {
        PlistError(kind: .syntax, message: message, source: source, offset: offset ?? pos)
    }

    /// The byte at `i` for a message; JSON5 names a non-ASCII character by its code point.
    func describe(_ buf: UnsafeBufferPointer<UInt8>, _ i: Int) -> String {
        guard i < buf.count else { return "end of file" }
        let c = buf[i]
        if c >= 0x20 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        if json5, c >= 0x80, let (scalar, _) = Self.scalar(buf, i) {
            return "U+" + String(scalar.value, radix: 16, uppercase: true)
        }
        return "byte 0x" + String(c, radix: 16, uppercase: true)
    }

    /// White space (and, in JSON5, comments).
    @inline(__always)
    mutating func skip(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) {
        if json5 { try skipSpace(buf) } else { skipWhitespace(buf) }
    }

    // MARK: Values

    mutating func parseValue(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        guard pos < buf.count else { throw error("expected a \(name) value but found end of file") }
        switch buf[pos] {
        case UInt8(ascii: "{"): return try parseObject(buf)
        case UInt8(ascii: "["): return try parseArray(buf)
        case UInt8(ascii: "\""): return json5 ? try json5String(buf) : try strictString(buf)
        case UInt8(ascii: "'") where json5: return try json5String(buf)
        default: return json5 ? try json5Literal(buf) : try strictLiteral(buf)
        }
    }

    mutating func enter() throws(PlistError) {
        depth += 1
        if depth > OpenStepParser.maxDepth {
            throw PlistError(kind: .tooDeep, message: "too many nested arrays or objects", source: source, offset: pos)
        }
    }

    mutating func parseObject(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        try parseContainer(buf, JSONObjectKind.self)
    }

    mutating func parseArray(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        try parseContainer(buf, JSONArrayKind.self)
    }

    /// An object or an array, its opening bracket at `pos`. JSON5 allows a comma after the last member or
    /// element; strict JSON only `{}` and `[]` without any. Generic over the kind so that each kind gets its own
    /// specialization (as a run-time flag it cost the JSON5 reader 2.1M instructions on the 10 MB synthetic).
    mutating func parseContainer<Kind: JSONContainerKind>(_ buf: UnsafeBufferPointer<UInt8>,
                                                          _: Kind.Type) throws(PlistError) -> Int32 {
        let object = Kind.isObject
        let start = pos
        pos += 1
        try enter()
        let mark = builder.mark
        let close = object ? UInt8(ascii: "}") : UInt8(ascii: "]")
        var first = true
        while true {
            try skip(buf)
            if json5 {
                guard pos < buf.count else {
                    throw error(object ? "expected a key or '}' but found end of file" : "expected a value or ']' but found end of file")
                }
                if buf[pos] == close { pos += 1; break }
            } else if first, pos < buf.count, buf[pos] == close {
                pos += 1
                break
            }
            first = false
            var key: Int32 = -1
            if object {
                key = json5 ? try json5Key(buf) : try strictKey(buf)
                try skip(buf)
                guard pos < buf.count, buf[pos] == UInt8(ascii: ":") else {
                    throw error("expected ':' after the key but found \(describe(buf, pos))")
                }
                pos += 1
                try skip(buf)
            }
            let value = try parseValue(buf)
            if object { builder.push(key) }
            builder.push(value)
            try skip(buf)
            guard pos < buf.count else {
                throw error(object ? "expected ',' or '}' but found end of file" : "expected ',' or ']' but found end of file")
            }
            if buf[pos] == UInt8(ascii: ",") { pos += 1; continue }
            if buf[pos] == close { pos += 1; break }
            throw error(object ? "expected ',' or '}' in the object but found \(describe(buf, pos))"
                               : "expected ',' or ']' in the array but found \(describe(buf, pos))")
        }
        depth -= 1
        return object ? builder.closeContainer(.dictionary, start: start, end: pos, mark: mark, buf: buf)
            : builder.closeContainer(.array, start: start, end: pos, mark: mark)
    }

    // MARK: Strings

    /// The value of a string's content `from..<to` that has escapes: JSON's (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`,
    /// `\r`, `\t`, `\uXXXX`), and in JSON5 also `\v`, `\0`, `\xXX`, line continuations and any other character
    /// standing for itself.
    func decode(_ buf: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) throws(PlistError) -> String {
        var units: [UInt16] = []
        var i = from
        while i < to {
            if buf[i] != UInt8(ascii: "\\") {
                // Copy a run of plain UTF-8 as UTF-16.
                var j = i
                while j < to && buf[j] != UInt8(ascii: "\\") { j += 1 }
                units.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: buf[i..<j]), as: UTF8.self).utf16)
                i = j
                continue
            }
            let escapeStart = i
            guard i + 1 < to else { throw error("unterminated escape", at: i) }
            let e = buf[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(UInt16(e))
            case UInt8(ascii: "b"): units.append(0x08)
            case UInt8(ascii: "f"): units.append(0x0C)
            case UInt8(ascii: "n"): units.append(0x0A)
            case UInt8(ascii: "r"): units.append(0x0D)
            case UInt8(ascii: "t"): units.append(0x09)
            case UInt8(ascii: "u"):
                guard let v = hex(buf, i, digits: 4), i + 4 <= to else {
                    throw error("\\u needs four hexadecimal digits", at: escapeStart)
                }
                units.append(UInt16(v))  // surrogate pairs arrive as two escapes and join in the UTF-16 decode below
                i += 4
            default:
                guard json5 else {
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))' in a JSON string", at: escapeStart)
                }
                i = try json5Escape(e, buf, at: escapeStart, to: to, into: &units)
            }
        }
        // Unpaired surrogates decode to U+FFFD.
        return String(decoding: units, as: UTF16.self)
    }
}

/// Which syntax a `JSONParser` reads: strict JSON (RFC 8259: no comments, no trailing commas, double-quoted
/// strings and keys only) or JSON5 (https://spec.json5.org).
protocol JSONSyntax { static var isJSON5: Bool { get } }
enum StrictJSON: JSONSyntax { static var isJSON5: Bool { false } }
enum JSON5: JSONSyntax { static var isJSON5: Bool { true } }

/// Whether `JSONParser.parseContainer` reads an object or an array.
protocol JSONContainerKind { static var isObject: Bool { get } }
enum JSONObjectKind: JSONContainerKind { static var isObject: Bool { true } }
enum JSONArrayKind: JSONContainerKind { static var isObject: Bool { false } }
