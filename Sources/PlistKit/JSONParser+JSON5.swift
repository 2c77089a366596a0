/// The JSON5 side of `JSONParser` (https://spec.json5.org), the syntax of Xcode 27's `project.xcproj`
/// (docs/reference/xcode-semantics.md §3.7, docs/reference/xcproj-notes.md §2). On top of JSON: `//` and `/* */`
/// comments, trailing commas, identifier keys, single-quoted strings, the escapes `\x`, `\v`, `\0`, `\'` and line
/// continuations, and the numbers `0x1F`, `.5`, `5.`, `+1`, `Infinity` and `NaN`. Numbers, `true`, `false` and
/// `null` are stored as their token text (style `.other`), so `PlistValue.scalarType` can tell their type from the
/// first bytes, as for JSON.
extension JSONParser {
    // MARK: White space and comments

    /// The Unicode scalar starting at `i` (the text is valid UTF-8; `PlistReader` checked) and its byte length.
    static func scalar(_ buf: UnsafeBufferPointer<UInt8>, _ i: Int) -> (Unicode.Scalar, Int)? {
        let c = buf[i]
        let length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4
        guard i + length <= buf.count else { return nil }
        var iterator = UnsafeBufferPointer(rebasing: buf[i..<(i + length)]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let s) = decoder.decode(&iterator) { return (s, length) }
        return nil
    }

    /// JSON5 white space beyond ASCII: NBSP, the byte-order mark, line and paragraph separators and every other
    /// space separator (category Zs).
    static func isUnicodeSpace(_ s: Unicode.Scalar) -> Bool {
        s == "\u{FEFF}" || s == "\u{2028}" || s == "\u{2029}" || s.properties.generalCategory == .spaceSeparator
    }

    /// Skips white space and comments (which JSON5 allows wherever white space goes). Inlined fast path for what
    /// follows most tokens in Xcode's output: nothing, or the one space after a ':'.
    @inline(__always)
    mutating func skipSpace(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) {
        @inline(__always) func plain(_ c: UInt8) -> Bool { c > 0x20 && c < 0x80 && c != 0x2F }
        guard pos < buf.count else { return }
        let c = buf[pos]
        if plain(c) { return }
        if c == 0x20 && pos + 1 < buf.count && plain(buf[pos + 1]) {
            pos += 1
            return
        }
        try skipSpaceAndComments(buf)
    }

    @inline(never)
    mutating func skipSpaceAndComments(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) {
        while pos < buf.count {
            let c = buf[pos]
            // Xcode indents with runs of spaces: skip up to eight at once (the first non-space byte is the lowest
            // non-zero byte of the word XOR eight spaces, little-endian).
            if c == 0x20, pos + 8 <= buf.count, let base = buf.baseAddress {
                let x = UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
                pos += x == 0 ? 8 : x.littleEndian.trailingZeroBitCount >> 3
                continue
            }
            switch c {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                pos += 1
            case UInt8(ascii: "/"):
                guard pos + 1 < buf.count else { return }
                if buf[pos + 1] == UInt8(ascii: "/") {
                    pos += 2
                    while pos < buf.count, buf[pos] != 0x0A, buf[pos] != 0x0D, !isUnicodeLineBreak(buf, pos) { pos += 1 }
                } else if buf[pos + 1] == UInt8(ascii: "*") {
                    let start = pos
                    pos += 2
                    while true {
                        guard pos + 1 < buf.count else {
                            throw error("unterminated '/*' comment", at: start)
                        }
                        if buf[pos] == UInt8(ascii: "*") && buf[pos + 1] == UInt8(ascii: "/") { pos += 2; break }
                        pos += 1
                    }
                } else {
                    return
                }
            default:
                guard c >= 0x80, let (s, length) = Self.scalar(buf, pos), Self.isUnicodeSpace(s) else { return }
                pos += length
            }
        }
    }

    /// U+2028 or U+2029 (which end a `//` comment and continue a string line) at `i`.
    func isUnicodeLineBreak(_ buf: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        i + 2 < buf.count && buf[i] == 0xE2 && buf[i + 1] == 0x80 && (buf[i + 2] == 0xA8 || buf[i + 2] == 0xA9)
    }

    // MARK: Keys

    /// A quoted string or an ECMAScript identifier name (`$`, `_`, letters, then also digits, combining marks,
    /// ZWNJ/ZWJ; `\uXXXX` escapes allowed).
    mutating func json5Key(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        let c = buf[pos]
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { return try json5String(buf) }
        let start = pos
        var escaped: [Unicode.Scalar]? = nil
        var scalars: [Unicode.Scalar] = []
        while pos < buf.count {
            let isFirst = pos == start
            if buf[pos] == UInt8(ascii: "\\") {
                guard pos + 1 < buf.count, buf[pos + 1] == UInt8(ascii: "u"),
                      let value = hex(buf, pos + 2, digits: 4), let s = Unicode.Scalar(value),
                      Self.isIdentifierScalar(s, first: isFirst) else {
                    throw error("invalid escape in an unquoted key; only \\uXXXX of an identifier character is allowed")
                }
                if escaped == nil { escaped = scalars }
                escaped?.append(s)
                scalars.append(s)
                pos += 6
                continue
            }
            guard let (s, length) = Self.scalar(buf, pos), Self.isIdentifierScalar(s, first: isFirst) else { break }
            scalars.append(s)
            escaped?.append(s)
            pos += length
        }
        guard pos > start else {
            throw error("expected a key (a string or an identifier) but found \(describe(buf, pos))")
        }
        if let escaped {
            var text = ""
            text.unicodeScalars.append(contentsOf: escaped)
            return builder.addDecodedString(text, start: start, end: pos, style: .unquoted)
        }
        return builder.addRawString(start: start, end: pos, style: .unquoted)
    }

    static func isIdentifierScalar(_ s: Unicode.Scalar, first: Bool) -> Bool {
        if s == "$" || s == "_" { return true }
        if s.isASCII {
            let v = s.value
            let letter = (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
            return letter || (!first && v >= 0x30 && v <= 0x39)
        }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return !first
        default:
            return !first && (s == "\u{200C}" || s == "\u{200D}")
        }
    }

    func hex(_ buf: UnsafeBufferPointer<UInt8>, _ from: Int, digits: Int) -> UInt32? {
        guard from + digits <= buf.count else { return nil }
        var v: UInt32 = 0
        for k in 0..<digits {
            guard let h = CharacterClass.hexValue(buf[from + k]) else { return nil }
            v = v << 4 | UInt32(h)
        }
        return v
    }

    // MARK: Strings

    mutating func json5String(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        let start = pos
        let quote = buf[pos]
        let style: StringStyle = quote == UInt8(ascii: "'") ? .singleQuoted : .doubleQuoted
        guard let base = buf.baseAddress else { throw error("unterminated string", at: start) }
        let n = buf.count
        let stops = json5StringStops
        var hasEscape = false
        // A local index: the scan stays in registers (the parser's `pos` lives in memory).
        var i = start + 1
        while i < n {
            if i + 8 <= n {
                // Eight bytes at a time while none of them is a quote, backslash, CR or LF.
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                let stop = Self.zeroBytes(word ^ 0x2222_2222_2222_2222)
                    | Self.zeroBytes(word ^ 0x2727_2727_2727_2727)
                    | Self.zeroBytes(word ^ 0x5C5C_5C5C_5C5C_5C5C)
                    | Self.zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
                    | Self.zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
                if stop == 0 {
                    i += 8
                    continue
                }
                // The lowest flagged byte is exact (false flags only occur above a true match).
                i += stop.littleEndian.trailingZeroBitCount >> 3
            } else if !stops[Int(base[i])] {
                i += 1
                continue
            }
            let c = base[i]
            if c == quote {
                pos = i + 1
                if !hasEscape { return builder.addRawString(start: start, end: pos, style: style) }
                return builder.addDecodedString(try decode(buf, start + 1, i), start: start, end: pos, style: style)
            }
            if c == UInt8(ascii: "\\") {
                hasEscape = true
                i += 2
                continue
            }
            if c == 0x0A || c == 0x0D {
                pos = i
                throw error("line break in a string; end the line with '\\' to continue the string, or write \\n")
            }
            i += 1  // the other quote character
        }
        throw error("unterminated string", at: start)
    }

    /// The high bit of every zero byte of `x` (and possibly of bytes above the first zero one).
    @inline(__always)
    static func zeroBytes(_ x: UInt64) -> UInt64 {
        (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    }

    /// A JSON5 escape beyond JSON's: `e` is the byte after the backslash at `escapeStart`; appends its value to
    /// `units` and returns the position after it.
    func json5Escape(_ e: UInt8, _ buf: UnsafeBufferPointer<UInt8>, at escapeStart: Int, to: Int,
                     into units: inout [UInt16]) throws(PlistError) -> Int {
        var i = escapeStart + 2
        switch e {
        case UInt8(ascii: "v"): units.append(0x0B)
        case UInt8(ascii: "0"):
            if i < to, buf[i] >= UInt8(ascii: "0"), buf[i] <= UInt8(ascii: "9") {
                throw error("'\\0' followed by a digit is not allowed in JSON5 (no octal escapes)", at: escapeStart)
            }
            units.append(0)
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw error("'\\\(Character(Unicode.Scalar(e)))' is not a JSON5 escape (no octal escapes)", at: escapeStart)
        case UInt8(ascii: "x"):
            guard let v = hex(buf, i, digits: 2), i + 2 <= to else {
                throw error("\\x needs two hexadecimal digits", at: escapeStart)
            }
            units.append(UInt16(v))
            i += 2
        case 0x0A:  // line continuation: the escaped line break is dropped
            break
        case 0x0D:
            if i < to, buf[i] == 0x0A { i += 1 }
        default:
            // Any other character escapes to itself (`\'`, `\a`, U+2028 continuations).
            i -= 1
            guard let (s, length) = Self.scalar(buf, i) else { throw error("invalid escape", at: escapeStart) }
            i += length
            if s == "\u{2028}" || s == "\u{2029}" { break }
            units.append(contentsOf: String(Character(s)).utf16)
        }
        return i
    }

    // MARK: Numbers and literals

    /// `true`, `false`, `null`, `Infinity`, `NaN` and numbers with an optional sign, hexadecimal or decimal with
    /// leading or trailing dots and exponents. Stored as the token text.
    mutating func json5Literal(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        let start = pos
        if matchWord(buf, "true") || matchWord(buf, "false") || matchWord(buf, "null") {
            return builder.addRawString(start: start, end: pos, style: .other)
        }
        if buf[pos] == UInt8(ascii: "+") || buf[pos] == UInt8(ascii: "-") { pos += 1 }
        if matchWord(buf, "Infinity") || matchWord(buf, "NaN") {
            return builder.addRawString(start: start, end: pos, style: .other)
        }
        func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
        func digits() -> Int {
            let from = pos
            while pos < buf.count, isDigit(buf[pos]) { pos += 1 }
            return pos - from
        }
        func bad(_ p: Int) -> PlistError { error("expected a JSON5 value but found \(describe(buf, p))", at: p) }
        if pos + 1 < buf.count, buf[pos] == UInt8(ascii: "0"), buf[pos + 1] | 0x20 == UInt8(ascii: "x") {
            pos += 2
            let from = pos
            while pos < buf.count, CharacterClass.hexValue(buf[pos]) != nil { pos += 1 }
            guard pos > from else { throw error("a hexadecimal number needs digits after '0x'", at: start) }
        } else {
            let integerStart = pos
            let integerDigits = digits()
            if integerDigits > 1 && buf[integerStart] == UInt8(ascii: "0") {
                throw error("a number cannot start with 0 followed by digits (JSON5 has no octal numbers)", at: start)
            }
            var fractionDigits = 0
            if pos < buf.count, buf[pos] == UInt8(ascii: ".") {
                pos += 1
                fractionDigits = digits()
            }
            guard integerDigits + fractionDigits > 0 else { throw bad(start) }
            if pos < buf.count, buf[pos] | 0x20 == UInt8(ascii: "e") {
                pos += 1
                if pos < buf.count, buf[pos] == UInt8(ascii: "+") || buf[pos] == UInt8(ascii: "-") { pos += 1 }
                guard digits() > 0 else { throw error("an exponent needs digits", at: start) }
            }
        }
        // A number must not run into an identifier ("1a", "0x1G", "Infinityx" is caught by matchWord).
        if pos < buf.count, let (s, _) = Self.scalar(buf, pos), Self.isIdentifierScalar(s, first: false) {
            throw bad(pos)
        }
        return builder.addRawString(start: start, end: pos, style: .other)
    }

    /// Consumes `word` when it is next and not followed by an identifier character.
    mutating func matchWord(_ buf: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard pos + count <= buf.count else { return false }
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for k in 0..<count where buf[pos + k] != bytes[k] { return false }
        let end = pos + count
        if end < buf.count, let (s, _) = Self.scalar(buf, end), Self.isIdentifierScalar(s, first: false) { return false }
        pos = end
        return true
    }
}

/// Bytes that end or interrupt a JSON5 string: both quotes, backslash, CR and LF. Raw memory that lives as long as
/// the process, so the scanning loop indexes it with no bounds check (written once, then only read).
nonisolated(unsafe) let json5StringStops: UnsafePointer<Bool> = {
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    table.initialize(repeating: false, count: 256)
    for c in [0x22, 0x27, 0x5C, 0x0A, 0x0D] { table[c] = true }
    return UnsafePointer(table)
}()
