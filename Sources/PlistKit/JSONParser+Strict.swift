/// The strict JSON side of `JSONParser`: JSON property lists, `.pbxlint.json`, `Contents.json`. Numbers, `true`,
/// `false` and `null` become strings.
extension JSONParser {
    mutating func skipWhitespace(_ buf: UnsafeBufferPointer<UInt8>) {
        while pos < buf.count, buf[pos] == 0x20 || buf[pos] == 0x0A || buf[pos] == 0x0D || buf[pos] == 0x09 { pos += 1 }
    }

    /// A key of a strict JSON object: a double-quoted string.
    mutating func strictKey(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        guard pos < buf.count, buf[pos] == UInt8(ascii: "\"") else {
            throw error("expected a string key in the object but found \(describe(buf, pos))")
        }
        return try strictString(buf)
    }

    mutating func strictString(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
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

    mutating func strictLiteral(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
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
