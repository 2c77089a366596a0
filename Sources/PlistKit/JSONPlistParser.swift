/// JSON property lists (and `.pbxlint.json`, `Contents.json`): hand-written, one pass, every value with its
/// range. Objects become dictionaries in source order; numbers, `true`, `false` and `null` become strings.
struct JSONPlistParser {
    let source: SourceText
    var builder: DocumentBuilder
    var pos = 0
    var depth = 0

    static func parse(_ source: SourceText) throws(PlistError) -> PlistDocument {
        var parser = JSONPlistParser(source: source, builder: DocumentBuilder(source: source))
        let root = try source.bytes.withUnsafeBufferPointer { (buf) throws(PlistError) -> Int32 in
            parser.skipWhitespace(buf)
            let value = try parser.parseValue(buf)
            parser.skipWhitespace(buf)
            if parser.pos < buf.count {
                throw parser.error("unexpected \(parser.describe(buf, parser.pos)) after the end of the JSON value")
            }
            return value
        }
        return parser.builder.finish(format: .json, root: root)
    }

    func error(_ message: String, at offset: Int? = nil) -> PlistError {
        PlistError(kind: .syntax, message: message, source: source, offset: offset ?? pos)
    }

    func describe(_ buf: UnsafeBufferPointer<UInt8>, _ i: Int) -> String {
        guard i < buf.count else { return "end of file" }
        let c = buf[i]
        return c >= 0x20 && c < 0x7F ? "'\(Character(Unicode.Scalar(c)))'" : "byte 0x" + String(c, radix: 16, uppercase: true)
    }

    mutating func skipWhitespace(_ buf: UnsafeBufferPointer<UInt8>) {
        while pos < buf.count, buf[pos] == 0x20 || buf[pos] == 0x0A || buf[pos] == 0x0D || buf[pos] == 0x09 { pos += 1 }
    }

    mutating func parseValue(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        guard pos < buf.count else { throw error("expected a JSON value but found end of file") }
        switch buf[pos] {
        case UInt8(ascii: "{"): return try parseObject(buf)
        case UInt8(ascii: "["): return try parseArray(buf)
        case UInt8(ascii: "\""): return try parseString(buf)
        default: return try parseLiteral(buf)
        }
    }

    mutating func enter() throws(PlistError) {
        depth += 1
        if depth > OpenStepParser.maxDepth {
            throw PlistError(kind: .tooDeep, message: "too many nested arrays or objects", source: source, offset: pos)
        }
    }

    mutating func parseObject(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        let start = pos
        pos += 1
        try enter()
        let mark = builder.mark
        skipWhitespace(buf)
        if pos < buf.count && buf[pos] == UInt8(ascii: "}") {
            pos += 1
        } else {
            while true {
                skipWhitespace(buf)
                guard pos < buf.count, buf[pos] == UInt8(ascii: "\"") else {
                    throw error("expected a string key in the object but found \(describe(buf, pos))")
                }
                let key = try parseString(buf)
                skipWhitespace(buf)
                guard pos < buf.count, buf[pos] == UInt8(ascii: ":") else {
                    throw error("expected ':' after the key but found \(describe(buf, pos))")
                }
                pos += 1
                skipWhitespace(buf)
                let value = try parseValue(buf)
                builder.push(key)
                builder.push(value)
                skipWhitespace(buf)
                guard pos < buf.count else { throw error("expected ',' or '}' but found end of file") }
                if buf[pos] == UInt8(ascii: ",") { pos += 1; continue }
                if buf[pos] == UInt8(ascii: "}") { pos += 1; break }
                throw error("expected ',' or '}' in the object but found \(describe(buf, pos))")
            }
        }
        depth -= 1
        return builder.closeContainer(.dictionary, start: start, end: pos, mark: mark, buf: buf)
    }

    mutating func parseArray(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        let start = pos
        pos += 1
        try enter()
        let mark = builder.mark
        skipWhitespace(buf)
        if pos < buf.count && buf[pos] == UInt8(ascii: "]") {
            pos += 1
        } else {
            while true {
                skipWhitespace(buf)
                builder.push(try parseValue(buf))
                skipWhitespace(buf)
                guard pos < buf.count else { throw error("expected ',' or ']' but found end of file") }
                if buf[pos] == UInt8(ascii: ",") { pos += 1; continue }
                if buf[pos] == UInt8(ascii: "]") { pos += 1; break }
                throw error("expected ',' or ']' in the array but found \(describe(buf, pos))")
            }
        }
        depth -= 1
        return builder.closeContainer(.array, start: start, end: pos, mark: mark)
    }

    mutating func parseString(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        let start = pos
        pos += 1
        var hasEscape = false
        while pos < buf.count {
            let c = buf[pos]
            if c == UInt8(ascii: "\"") {
                pos += 1
                if !hasEscape { return builder.addRawString(start: start, end: pos, style: .doubleQuoted) }
                return builder.addDecodedString(try decode(buf, start + 1, pos - 1), start: start, end: pos,
                                                style: .doubleQuoted)
            }
            if c == UInt8(ascii: "\\") { hasEscape = true; pos += 2; continue }
            if c < 0x20 { throw error("control character in a JSON string; write it as an escape") }
            pos += 1
        }
        throw error("unterminated string", at: start)
    }

    func decode(_ buf: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) throws(PlistError) -> String {
        var units: [UInt16] = []
        var i = from
        while i < to {
            let c = buf[i]
            if c != UInt8(ascii: "\\") {
                // Copy a run of plain UTF-8 as UTF-16.
                var j = i
                while j < to && buf[j] != UInt8(ascii: "\\") { j += 1 }
                units.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: buf[i..<j]), as: UTF8.self).utf16)
                i = j
                continue
            }
            guard i + 1 < to else { throw error("unterminated escape", at: i) }
            let e = buf[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "\""): units.append(0x22)
            case UInt8(ascii: "\\"): units.append(0x5C)
            case UInt8(ascii: "/"): units.append(0x2F)
            case UInt8(ascii: "b"): units.append(0x08)
            case UInt8(ascii: "f"): units.append(0x0C)
            case UInt8(ascii: "n"): units.append(0x0A)
            case UInt8(ascii: "r"): units.append(0x0D)
            case UInt8(ascii: "t"): units.append(0x09)
            case UInt8(ascii: "u"):
                guard i + 4 <= to else { throw error("\\u needs four hexadecimal digits", at: i - 2) }
                var v: UInt16 = 0
                for k in 0..<4 {
                    guard let h = CharacterClass.hexValue(buf[i + k]) else {
                        throw error("\\u needs four hexadecimal digits", at: i - 2)
                    }
                    v = v << 4 | UInt16(h)
                }
                units.append(v)
                i += 4
            default:
                throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))' in a JSON string", at: i - 2)
            }
        }
        // Unpaired surrogates decode to U+FFFD.
        return String(decoding: units, as: UTF16.self)
    }

    mutating func parseLiteral(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        let start = pos
        while pos < buf.count {
            let c = buf[pos]
            let isLiteral = (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
                || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".") || c == UInt8(ascii: "E")
            if !isLiteral { break }
            pos += 1
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: buf[start..<pos]), as: UTF8.self)
        let isNumber = text.first.map { $0 == "-" || $0.isNumber } ?? false && Double(text) != nil
        guard text == "true" || text == "false" || text == "null" || isNumber else {
            pos = start
            throw error("expected a JSON value but found \(describe(buf, start))")
        }
        return builder.addRawString(start: start, end: pos, style: .other)
    }
}
