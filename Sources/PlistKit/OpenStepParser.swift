#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The OpenStep ("old-style", "ASCII") property-list parser: one pass over the bytes, CoreFoundation's grammar
/// (`CFOldStylePList.c`) to the letter, every value with its byte range.
///
/// Reference: docs/reference/xcode-semantics.md §2. Differences from CoreFoundation are bugs, except that we also report
/// duplicate keys (CF keeps the last one silently) and give messages with positions and expectations.
struct OpenStepParser {
    /// CoreFoundation rejects deeper nesting ("Too many nested arrays or dictionaries").
    static let maxDepth = 512

    let source: SourceText
    var builder: DocumentBuilder
    var pos = 0
    var depth = 0
    /// Start of a `/*` comment that ran to the end of the file, for a better message at the end.
    var unterminatedComment: Int? = nil

    init(source: SourceText) {
        self.source = source
        // About one value per 14 bytes in Xcode-written files; reserving avoids regrowth on large projects.
        builder = DocumentBuilder(source: source, expectedValues: source.bytes.count / 14)
    }

    static func parse(_ source: SourceText, format: PlistFormat = .openStep) throws(PlistError) -> PlistDocument {
        var parser = OpenStepParser(source: source)
        let root = try source.bytes.withUnsafeBufferPointer { (buf) throws(PlistError) -> Int32 in
            try parser.parseDocument(buf)
        }
        return parser.builder.finish(format: format, root: root)
    }

    // MARK: Errors

    func error(_ message: String, at offset: Int, kind: PlistError.Kind = .syntax) -> PlistError {
        PlistError(kind: kind, message: message, source: source, offset: offset)
    }

    /// Describes what is at `offset` for "but found …" messages.
    func found(_ buf: UnsafeBufferPointer<UInt8>, _ offset: Int) -> String {
        if offset >= buf.count {
            if let c = unterminatedComment {
                let p = source.position(of: c)
                return "end of file (a /* comment opened at line \(p.line), column \(p.column) is never closed)"
            }
            return "end of file"
        }
        let c = buf[offset]
        switch c {
        case 0x0A, 0x0D: return "end of line"
        case 0x20...0x7E: return "'\(Character(Unicode.Scalar(c)))'"
        default:
            // Show the whole scalar for non-ASCII text, the byte value for control characters.
            if c >= 0xC0, let s = String(validating: scalarBytes(buf, offset), as: UTF8.self) { return "'\(s)'" }
            return "byte 0x" + String(c, radix: 16, uppercase: true)
        }
    }

    private func scalarBytes(_ buf: UnsafeBufferPointer<UInt8>, _ offset: Int) -> [UInt8] {
        var out: [UInt8] = [buf[offset]]
        var i = offset + 1
        while i < buf.count && buf[i] & 0xC0 == 0x80 && out.count < 4 {
            out.append(buf[i])
            i += 1
        }
        return out
    }

    // MARK: Document

    mutating func parseDocument(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        if buf.isEmpty { throw error("the file is empty", at: 0, kind: .empty) }
        skipWhitespace(buf)
        if pos >= buf.count {
            // A file of only whitespace and comments is an empty dictionary (CF).
            let mark = builder.mark
            return builder.closeContainer(.dictionary, start: 0, end: 0, mark: mark)
        }
        let root = try parseValue(buf)
        skipWhitespace(buf)
        if pos < buf.count {
            // A top-level string followed by more text is a "strings file": the whole input is the body of a
            // dictionary without braces (`a = b; c = d;`).
            if builder.nodes[Int(root)].kind == .string {
                builder = DocumentBuilder(source: source, expectedValues: 16)
                pos = 0
                return try parseDictionaryBody(buf, start: 0, closing: nil)
            }
            throw error("unexpected \(found(buf, pos)) after the end of the property list", at: pos)
        }
        return root
    }

    // MARK: Whitespace and comments

    /// True for a byte that can neither be whitespace nor start a comment or a line separator: the usual case
    /// between tokens, decided without a call.
    @inline(__always)
    static func isPlainToken(_ c: UInt8) -> Bool { c > 0x20 && c < 0x80 && c != 0x2F }

    /// Skips whitespace and comments. Most gaps between tokens are empty or one space (`key = value;`), so those
    /// are handled inline and only longer gaps pay for the general loop.
    @inline(__always)
    mutating func skipWhitespace(_ buf: UnsafeBufferPointer<UInt8>) {
        let n = buf.count
        guard pos < n else { return }
        let c = buf[pos]
        if Self.isPlainToken(c) { return }
        if c == 0x20 && pos + 1 < n && Self.isPlainToken(buf[pos + 1]) {
            pos += 1
            return
        }
        skipWhitespaceAndComments(buf)
    }

    @inline(never)
    mutating func skipWhitespaceAndComments(_ buf: UnsafeBufferPointer<UInt8>) {
        let n = buf.count
        guard let base = buf.baseAddress else { return }
        while pos < n {
            let c = base[pos]
            // Xcode indents with runs of tabs: skip up to eight at once (the first non-tab byte is the lowest
            // non-zero byte of the word XOR eight tabs, little-endian).
            if c == 0x09 && pos + 8 <= n {
                let x = UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self) ^ 0x0909_0909_0909_0909
                pos += x == 0 ? 8 : x.littleEndian.trailingZeroBitCount >> 3
                continue
            }
            // Space, or TAB LF VT FF CR (0x09–0x0D): two comparisons.
            if c == 0x20 || c &- 0x09 <= 4 {
                pos += 1
                continue
            }
            if c == 0x2F && pos + 1 < n {
                let d = base[pos + 1]
                if d == 0x2A {  // /* … */, not nesting: jump from '*' to '*' with memchr
                    let open = pos
                    var i = pos + 2
                    var closed = false
                    while i < n, let star = memchr(base + i, 0x2A, n - i) {
                        let at = base.distance(to: star.assumingMemoryBound(to: UInt8.self))
                        if at + 1 < n && base[at + 1] == 0x2F { i = at + 2; closed = true; break }
                        i = at + 1
                    }
                    if closed { pos = i } else { pos = n; unterminatedComment = open }
                    continue
                }
                if d == 0x2F {  // // to end of line
                    pos += 2
                    while pos < n {
                        let e = base[pos]
                        if e == 0x0A || e == 0x0D || isLineOrParagraphSeparator(buf, pos) { break }
                        pos += 1
                    }
                    continue
                }
                return
            }
            if c == 0xE2 && isLineOrParagraphSeparator(buf, pos) {
                pos += 3
                continue
            }
            return
        }
    }

    /// U+2028 or U+2029 (E2 80 A8 / E2 80 A9), which CF treats as whitespace.
    @inline(__always)
    func isLineOrParagraphSeparator(_ buf: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        buf[i] == 0xE2 && i + 2 < buf.count && buf[i + 1] == 0x80 && (buf[i + 2] == 0xA8 || buf[i + 2] == 0xA9)
    }

    // MARK: Values

    mutating func parseValue(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        guard pos < buf.count else { throw badValue(buf) }
        let c = buf[pos]
        switch c {
        case 0x7B:  // {
            let start = pos
            pos += 1
            return try parseDictionaryBody(buf, start: start, closing: 0x7D)
        case 0x28:  // (
            return try parseArray(buf)
        case 0x3C:  // <
            return try parseData(buf)
        case 0x22, 0x27:  // " '
            return try parseQuotedString(buf)
        default:
            if CharacterClass.isUnquoted(c) { return parseUnquotedString(buf) }
            throw badValue(buf)
        }
    }

    @inline(__always)
    mutating func enter(_ at: Int) throws(PlistError) {
        depth += 1
        if depth > OpenStepParser.maxDepth { throw tooDeep(at) }
    }

    /// Entries up to `closing` (`}`), or to the end of the input for a strings file (`closing == nil`).
    mutating func parseDictionaryBody(_ buf: UnsafeBufferPointer<UInt8>, start: Int,
                                      closing: UInt8?) throws(PlistError) -> Int32 {
        try enter(start)
        let mark = builder.mark
        while true {
            skipWhitespace(buf)
            if pos >= buf.count {
                if closing == nil { break }
                throw unclosed("'}' to close the dictionary", buf, start)
            }
            let c = buf[pos]
            if let closing, c == closing { pos += 1; break }
            // Key: a string only.
            guard c == 0x22 || c == 0x27 || CharacterClass.isUnquoted(c) else { throw badKey(buf) }
            let key = c == 0x22 || c == 0x27 ? try parseQuotedString(buf) : parseUnquotedString(buf)
            skipWhitespace(buf)
            guard pos < buf.count else { throw missingEquals(buf, key) }
            if buf[pos] == 0x3B {  // `key;` — strings-file shortcut, value is the key itself
                pos += 1
                builder.push(key)
                builder.push(key)
                continue
            }
            guard buf[pos] == 0x3D else { throw missingEquals(buf, key) }
            pos += 1
            skipWhitespace(buf)
            let value = try parseValue(buf)
            let valueEnd = pos
            skipWhitespace(buf)
            guard pos < buf.count && buf[pos] == 0x3B else { throw missingSemicolon(buf, key, valueEnd) }
            pos += 1
            builder.push(key)
            builder.push(value)
        }
        depth -= 1
        return builder.closeContainer(.dictionary, start: start, end: pos, mark: mark, buf: buf)
    }

    // MARK: Errors of the recursive descent
    //
    // Built out of line: `parseValue` and `parseDictionaryBody` recurse once per nesting level (up to 512), and
    // message building inlined into them made each frame many times larger (16 KB in a debug build under
    // AddressSanitizer, enough to overflow a worker thread's stack on a legal 512-deep file).

    @inline(never)
    func badValue(_ buf: UnsafeBufferPointer<UInt8>) -> PlistError {
        let quoting = pos < buf.count && (buf[pos] >= 0x80 || CharacterClass.needsQuotes(buf[pos]))
        return error("expected a value but found \(found(buf, pos))"
                     + (quoting ? "; strings with this character must be quoted" : ""), at: pos)
    }

    @inline(never)
    func tooDeep(_ at: Int) -> PlistError {
        error("too many nested arrays or dictionaries (more than \(OpenStepParser.maxDepth))", at: at, kind: .tooDeep)
    }

    @inline(never)
    func unclosed(_ expected: String, _ buf: UnsafeBufferPointer<UInt8>, _ start: Int) -> PlistError {
        let p = source.position(of: start)
        return error("expected \(expected) opened at line \(p.line), column \(p.column) but found \(found(buf, pos))",
                     at: pos)
    }

    @inline(never)
    func badKey(_ buf: UnsafeBufferPointer<UInt8>) -> PlistError {
        let c = buf[pos]
        if c == 0x7B || c == 0x28 || c == 0x3C {
            return error("expected a string as dictionary key but found \(found(buf, pos))", at: pos)
        }
        if c == 0x3B { return error("unexpected ';' in dictionary; expected a key or '}'", at: pos) }
        return error("expected a key or '}' in dictionary but found \(found(buf, pos))", at: pos)
    }

    @inline(never)
    func missingEquals(_ buf: UnsafeBufferPointer<UInt8>, _ key: Int32) -> PlistError {
        error("expected '=' after key \(quotedKey(key)) but found \(found(buf, pos))", at: pos)
    }

    /// Points where the ';' belongs (just after the value), which is where the fix goes.
    @inline(never)
    func missingSemicolon(_ buf: UnsafeBufferPointer<UInt8>, _ key: Int32, _ valueEnd: Int) -> PlistError {
        error("expected ';' after value for key \(quotedKey(key)) but found \(found(buf, pos))", at: valueEnd)
    }

    @inline(never)
    func badArraySeparator(_ buf: UnsafeBufferPointer<UInt8>) -> PlistError {
        error("expected ',' or ')' in array but found \(found(buf, pos))", at: pos)
    }

    func quotedKey(_ key: Int32) -> String {
        let s = PlistValue.string(of: key, in: builder, source: source)
        let shown = s.count > 60 ? String(s.prefix(57)) + "…" : s
        return "\"\(shown)\""
    }

    mutating func parseArray(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        let start = pos
        pos += 1
        try enter(start)
        let mark = builder.mark
        skipWhitespace(buf)
        if pos < buf.count && buf[pos] == 0x29 {
            pos += 1
        } else {
            while true {
                let element = try parseValue(buf)
                builder.push(element)
                skipWhitespace(buf)
                guard pos < buf.count else { throw unclosed("',' or ')' to close the array", buf, start) }
                if buf[pos] == 0x29 { pos += 1; break }
                guard buf[pos] == 0x2C else { throw badArraySeparator(buf) }
                pos += 1
                skipWhitespace(buf)
                if pos < buf.count && buf[pos] == 0x29 { pos += 1; break }  // trailing comma
            }
        }
        depth -= 1
        return builder.closeContainer(.array, start: start, end: pos, mark: mark)
    }

    mutating func parseData(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        let start = pos
        pos += 1
        var bytes: [UInt8] = []
        let n = buf.count
        while true {
            // Between byte pairs: space, tab, LF, CR, U+2028, U+2029 (not VT/FF, no comments).
            while pos < n {
                let c = buf[pos]
                if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { pos += 1 }
                else if isLineOrParagraphSeparator(buf, pos) { pos += 3 }
                else { break }
            }
            guard pos < n else { throw error("expected '>' to close the data but found end of file", at: pos) }
            if buf[pos] == 0x3E { pos += 1; break }
            guard let hi = CharacterClass.hexValue(buf[pos]) else {
                throw error("expected a hexadecimal digit or '>' in data but found \(found(buf, pos))", at: pos)
            }
            guard pos + 1 < n, let lo = CharacterClass.hexValue(buf[pos + 1]) else {
                throw error("expected the second hexadecimal digit of a byte in data but found \(found(buf, pos + 1))",
                            at: pos + 1)
            }
            bytes.append(hi << 4 | lo)
            pos += 2
        }
        return builder.addData(bytes, start: start, end: pos)
    }

    @inline(__always)
    mutating func parseUnquotedString(_ buf: UnsafeBufferPointer<UInt8>) -> Int32 {
        let start = pos
        pos = CharacterClass.endOfUnquoted(buf, from: pos + 1)
        return builder.addRawString(start: start, end: pos, style: .unquoted)
    }

    mutating func parseQuotedString(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        let start = pos
        let quote = buf[pos]
        let n = buf.count
        pos += 1
        let contentStart = pos
        // Fast path: no escapes, the value is the slice between the quotes.
        while pos < n {
            let c = buf[pos]
            if c == quote {
                pos += 1
                return builder.addRawString(start: start, end: pos, style: quote == 0x22 ? .doubleQuoted : .singleQuoted)
            }
            if c == 0x5C { break }
            pos += 1
        }
        guard pos < n else { throw unterminatedString(start) }
        // Slow path: decode escapes.
        var out = String.UnicodeScalarView()
        out.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: buf[contentStart..<pos]), as: UTF8.self)
            .unicodeScalars)
        var runStart = pos
        while pos < n {
            let c = buf[pos]
            if c == quote {
                appendRun(buf, runStart, pos, to: &out)
                pos += 1
                return builder.addDecodedString(String(out), start: start, end: pos,
                                                style: quote == 0x22 ? .doubleQuoted : .singleQuoted)
            }
            if c == 0x5C {
                appendRun(buf, runStart, pos, to: &out)
                let escapeStart = pos
                pos += 1
                guard pos < n else {
                    throw error("unterminated backslash sequence at the end of the file", at: escapeStart)
                }
                decodeEscape(buf, into: &out)
                runStart = pos
                continue
            }
            pos += 1
        }
        throw unterminatedString(start)
    }

    func unterminatedString(_ start: Int) -> PlistError {
        let p = source.position(of: start)
        return error("unterminated string: the quote at line \(p.line), column \(p.column) is never closed", at: start)
    }

    @inline(__always)
    func appendRun(_ buf: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, to out: inout String.UnicodeScalarView) {
        if e > s {
            out.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: buf[s..<e]), as: UTF8.self)
                .unicodeScalars)
        }
    }

    /// Decodes the escape after a backslash at `pos` (CF's `getSlashedChar`, docs/reference/xcode-semantics.md §2.3).
    mutating func decodeEscape(_ buf: UnsafeBufferPointer<UInt8>, into out: inout String.UnicodeScalarView) {
        let n = buf.count
        let c = buf[pos]
        pos += 1
        switch c {
        case UInt8(ascii: "a"): out.append("\u{07}")
        case UInt8(ascii: "b"): out.append("\u{08}")
        case UInt8(ascii: "f"): out.append("\u{0C}")
        case UInt8(ascii: "n"): out.append("\n")
        case UInt8(ascii: "r"): out.append("\r")
        case UInt8(ascii: "t"): out.append("\t")
        case UInt8(ascii: "v"): out.append("\u{0B}")
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            // At most three octal digits; the value is a NeXTSTEP-Latin byte (8-bit, wrapping like CF's uint8_t).
            var value = UInt8(c - 0x30)
            var digits = 1
            while digits < 3 && pos < n && buf[pos] >= 0x30 && buf[pos] <= 0x37 {
                value = value &<< 3 &+ (buf[pos] - 0x30)
                pos += 1
                digits += 1
            }
            out.append(TextEncodings.nextStepScalar(value))
        case UInt8(ascii: "U"):
            let unit = readHex4(buf)
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate combines with an immediately following `\U` low surrogate.
                if pos + 1 < n && buf[pos] == 0x5C && buf[pos + 1] == UInt8(ascii: "U") {
                    let save = pos
                    pos += 2
                    let low = readHex4(buf)
                    if (0xDC00...0xDFFF).contains(low) {
                        let scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                        out.append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
                        return
                    }
                    pos = save
                }
                out.append("\u{FFFD}")
            } else if (0xDC00...0xDFFF).contains(unit) {
                out.append("\u{FFFD}")
            } else {
                out.append(Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}")
            }
        default:
            // Any other character stands for itself (`\\`, `\"`, `\'`, `\/`, `\q`, a backslash-newline…).
            // Non-ASCII: copy the whole UTF-8 sequence.
            if c < 0x80 {
                out.append(Unicode.Scalar(c))
            } else {
                var end = pos
                while end < n && buf[end] & 0xC0 == 0x80 && end - pos < 3 { end += 1 }
                appendRun(buf, pos - 1, end, to: &out)
                pos = end
            }
        }
    }

    /// Up to four hex digits after `\U`; stops at the first non-hex character (none at all means U+0000).
    mutating func readHex4(_ buf: UnsafeBufferPointer<UInt8>) -> UInt16 {
        var value: UInt16 = 0
        var digits = 0
        while digits < 4 && pos < buf.count, let h = CharacterClass.hexValue(buf[pos]) {
            value = value << 4 | UInt16(h)
            pos += 1
            digits += 1
        }
        return value
    }
}

extension PlistValue {
    /// The string of a node that is still being built (used for messages while parsing).
    static func string(of index: Int32, in builder: DocumentBuilder, source: SourceText) -> String {
        let n = builder.nodes[Int(index)]
        if n.payload >= 0 { return builder.decoded[Int(n.payload)] }
        let (s, e) = n.contentBounds
        return String(decoding: source.bytes[s..<e], as: UTF8.self)
    }
}

/// Byte classes of the OpenStep grammar, table driven.
enum CharacterClass {
    /// `[A-Za-z0-9_$/:.-]`: CF's `isValidUnquotedStringCharacter`, as `OpenStepText` defines it for every writer.
    static let unquoted: [Bool] = (0..<256).map { OpenStepText.isBareByte(UInt8($0)) }

    /// The same table as raw memory that lives as long as the process: the hot loops index it with no bounds or
    /// lazy-initialisation checks.
    nonisolated(unsafe) static let unquotedTable: UnsafePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for i in 0..<256 { table[i] = unquoted[i] }
        return UnsafePointer(table)
    }()

    @inline(__always)
    static func isUnquoted(_ c: UInt8) -> Bool { unquotedTable[Int(c)] }

    /// The end of a run of unquoted-string bytes starting at `from`. Object ids are 24 bytes, so the loop checks
    /// eight at a time while it can (one branch per eight bytes), then byte by byte.
    @inline(__always)
    static func endOfUnquoted(_ buf: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        guard let p = buf.baseAddress else { return from }
        let t = unquotedTable
        let n = buf.count
        var i = from
        while i + 8 <= n {
            let all = t[Int(p[i])] && t[Int(p[i + 1])] && t[Int(p[i + 2])] && t[Int(p[i + 3])]
                && t[Int(p[i + 4])] && t[Int(p[i + 5])] && t[Int(p[i + 6])] && t[Int(p[i + 7])]
            if !all { break }
            i += 8
        }
        while i < n && t[Int(p[i])] { i += 1 }
        return i
    }

    /// Printable ASCII that may not appear unquoted (`+`, `@`, `#`, `*`…).
    static func needsQuotes(_ c: UInt8) -> Bool {
        c > 0x20 && c < 0x7F && !isUnquoted(c) && !"{}()<>;=,\"'".utf8.contains(c)
    }

    @inline(__always)
    static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x41...0x46: return c - 0x41 + 10
        case 0x61...0x66: return c - 0x61 + 10
        default: return nil
        }
    }
}
