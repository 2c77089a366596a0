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

/// XML property lists, hand-written with positions: each value's range is its element (`<string>…</string>`).
/// Handles the prolog, DOCTYPE, comments, CDATA, entities, empty elements; numbers, booleans and dates become
/// strings, `<data>` is base64.
struct XMLPlistParser {
    let source: SourceText
    var builder: DocumentBuilder
    var pos = 0
    var depth = 0

    struct Tag {
        var name: String
        var isClosing: Bool
        var isEmpty: Bool
        var start: Int
        var end: Int
    }

    static func parse(_ source: SourceText) throws(PlistError) -> PlistDocument {
        var parser = XMLPlistParser(source: source, builder: DocumentBuilder(source: source))
        let root = try source.bytes.withUnsafeBufferPointer { (buf) throws(PlistError) -> Int32 in try parser.document(buf) }
        return parser.builder.finish(format: .xml, root: root)
    }

    func error(_ message: String, at offset: Int) -> PlistError {
        PlistError(kind: .syntax, message: message, source: source, offset: offset)
    }

    mutating func document(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Int32 {
        skipMisc(buf)
        var tag = try nextTag(buf)
        var inPlist = false
        if tag.name == "plist" && !tag.isClosing {
            inPlist = true
            if tag.isEmpty { return builder.closeContainer(.dictionary, start: tag.start, end: tag.end, mark: builder.mark) }
            skipMisc(buf)
            tag = try nextTag(buf)
        }
        let root = try value(buf, opening: tag)
        skipMisc(buf)
        if inPlist {
            let close = try nextTag(buf)
            guard close.isClosing && close.name == "plist" else {
                throw error("expected </plist> after the top-level value but found <\(close.isClosing ? "/" : "")\(close.name)>",
                            at: close.start)
            }
            skipMisc(buf)
        }
        if pos < buf.count { throw error("unexpected content after the end of the property list", at: pos) }
        return root
    }

    /// Whitespace, comments, processing instructions and the DOCTYPE.
    mutating func skipMisc(_ buf: UnsafeBufferPointer<UInt8>) {
        while pos < buf.count {
            let c = buf[pos]
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { pos += 1; continue }
            if starts(buf, "<!--") { pos = find(buf, "-->", from: pos + 4).map { $0 + 3 } ?? buf.count; continue }
            if starts(buf, "<?") { pos = find(buf, "?>", from: pos + 2).map { $0 + 2 } ?? buf.count; continue }
            if starts(buf, "<!DOCTYPE") { pos = find(buf, ">", from: pos).map { $0 + 1 } ?? buf.count; continue }
            return
        }
    }

    func starts(_ buf: UnsafeBufferPointer<UInt8>, _ text: StaticString, at offset: Int? = nil) -> Bool {
        let at = offset ?? pos
        let n = text.utf8CodeUnitCount
        guard at + n <= buf.count else { return false }
        let p = text.utf8Start
        for i in 0..<n where buf[at + i] != p[i] { return false }
        return true
    }

    /// The offset of the next occurrence of `text` at or after `from`: memchr to each candidate first byte.
    func find(_ buf: UnsafeBufferPointer<UInt8>, _ text: StaticString, from: Int) -> Int? {
        guard let base = buf.baseAddress, text.utf8CodeUnitCount > 0 else { return nil }
        let first = text.utf8Start[0]
        var i = from
        while i < buf.count, let hit = memchr(base + i, Int32(first), buf.count - i) {
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if starts(buf, text, at: at) { return at }
            i = at + 1
        }
        return nil
    }

    /// The next tag at `pos` (after optional whitespace). Only the element name becomes a String.
    mutating func nextTag(_ buf: UnsafeBufferPointer<UInt8>) throws(PlistError) -> Tag {
        while pos < buf.count, buf[pos] == 0x20 || buf[pos] == 0x0A || buf[pos] == 0x0D || buf[pos] == 0x09 { pos += 1 }
        let start = pos
        guard pos < buf.count, buf[pos] == UInt8(ascii: "<") else {
            throw error(pos < buf.count ? "expected an element but found text" : "expected an element but found end of file",
                        at: pos)
        }
        guard let close = find(buf, ">", from: pos) else { throw error("unterminated tag", at: start) }
        var innerStart = pos + 1
        var innerEnd = close
        pos = close + 1
        let isClosing = innerStart < innerEnd && buf[innerStart] == UInt8(ascii: "/")
        if isClosing { innerStart += 1 }
        let isEmpty = innerStart < innerEnd && buf[innerEnd - 1] == UInt8(ascii: "/")
        if isEmpty { innerEnd -= 1 }
        var nameEnd = innerStart
        // The name ends at XML whitespace (what `Character.isWhitespace` matched for these ASCII bytes).
        while nameEnd < innerEnd, !(buf[nameEnd] == 0x20 || (0x09...0x0D).contains(buf[nameEnd])) { nameEnd += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: buf[innerStart..<nameEnd]), as: UTF8.self)
        return Tag(name: name, isClosing: isClosing, isEmpty: isEmpty, start: start, end: pos)
    }

    /// The text up to `</name>`, with entities and CDATA decoded; `pos` ends after the closing tag.
    mutating func text(_ buf: UnsafeBufferPointer<UInt8>, until name: String, openedAt start: Int) throws(PlistError) -> String {
        var out: [UInt8] = []
        while pos < buf.count {
            let c = buf[pos]
            if c == UInt8(ascii: "<") {
                if starts(buf, "<![CDATA[") {
                    guard let end = find(buf, "]]>", from: pos + 9) else { throw error("unterminated CDATA section", at: pos) }
                    out.append(contentsOf: buf[(pos + 9)..<end])
                    pos = end + 3
                    continue
                }
                if starts(buf, "<!--") { pos = find(buf, "-->", from: pos + 4).map { $0 + 3 } ?? buf.count; continue }
                let tag = try nextTag(buf)
                guard tag.isClosing && tag.name == name else {
                    throw error("expected </\(name)> but found <\(tag.isClosing ? "/" : "")\(tag.name)>", at: tag.start)
                }
                return String(decoding: out, as: UTF8.self)
            }
            if c == UInt8(ascii: "&") {
                guard let semicolon = find(buf, ";", from: pos), semicolon - pos < 12 else {
                    throw error("unterminated entity reference", at: pos)
                }
                let entity = String(decoding: UnsafeBufferPointer(rebasing: buf[(pos + 1)..<semicolon]), as: UTF8.self)
                guard let scalar = XMLEntity.scalar(named: entity) else { throw error("unknown entity &\(entity);", at: pos) }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
                pos = semicolon + 1
                continue
            }
            // A run of plain text up to the next markup or entity, copied at once.
            var end = pos + 1
            while end < buf.count && buf[end] != UInt8(ascii: "<") && buf[end] != UInt8(ascii: "&") { end += 1 }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buf[pos..<end]))
            pos = end
        }
        let p = source.position(of: start)
        throw error("expected </\(name)> to close the element opened at line \(p.line) but found end of file", at: pos)
    }

    mutating func value(_ buf: UnsafeBufferPointer<UInt8>, opening tag: Tag) throws(PlistError) -> Int32 {
        guard !tag.isClosing else { throw error("unexpected </\(tag.name)>; expected a value", at: tag.start) }
        switch tag.name {
        case "dict", "array":
            depth += 1
            if depth > OpenStepParser.maxDepth {
                throw PlistError(kind: .tooDeep, message: "too many nested arrays or dictionaries", source: source, offset: tag.start)
            }
            defer { depth -= 1 }
            let mark = builder.mark
            if tag.isEmpty {
                return builder.closeContainer(tag.name == "dict" ? .dictionary : .array, start: tag.start, end: tag.end, mark: mark)
            }
            while true {
                skipMisc(buf)
                let child = try nextTag(buf)
                if child.isClosing {
                    guard child.name == tag.name else {
                        throw error("expected </\(tag.name)> but found </\(child.name)>", at: child.start)
                    }
                    return builder.closeContainer(tag.name == "dict" ? .dictionary : .array, start: tag.start,
                                                  end: child.end, mark: mark, buf: buf)
                }
                if tag.name == "dict" {
                    guard child.name == "key" else {
                        throw error("expected <key> in <dict> but found <\(child.name)>", at: child.start)
                    }
                    let keyText = child.isEmpty ? "" : try text(buf, until: "key", openedAt: child.start)
                    builder.push(builder.addDecodedString(keyText, start: child.start, end: pos, style: .other))
                    skipMisc(buf)
                    let valueTag = try nextTag(buf)
                    if valueTag.isClosing {
                        throw error("the key \"\(keyText)\" has no value before </\(valueTag.name)>", at: valueTag.start)
                    }
                    builder.push(try value(buf, opening: valueTag))
                } else {
                    builder.push(try value(buf, opening: child))
                }
            }
        case "string", "integer", "real", "date":
            let content = tag.isEmpty ? "" : try text(buf, until: tag.name, openedAt: tag.start)
            return builder.addDecodedString(content, start: tag.start, end: pos, style: .other)
        case "true", "false":
            if !tag.isEmpty {
                let close = try nextTag(buf)
                guard close.isClosing && close.name == tag.name else {
                    throw error("expected </\(tag.name)>", at: close.start)
                }
            }
            return builder.addDecodedString(tag.name, start: tag.start, end: pos, style: .other)
        case "data":
            let content = tag.isEmpty ? "" : try text(buf, until: "data", openedAt: tag.start)
            guard let bytes = Base64.decode(content) else { throw error("the <data> element is not valid base64", at: tag.start) }
            return builder.addData(bytes, start: tag.start, end: pos)
        default:
            throw error("unknown element <\(tag.name)> in a property list", at: tag.start)
        }
    }
}

/// Base64 with whitespace ignored (XML plist `<data>`).
enum Base64 {
    static func decode(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for c in text.utf8 {
            let v: UInt32
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): v = UInt32(c - 65)
            case UInt8(ascii: "a")...UInt8(ascii: "z"): v = UInt32(c - 97 + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = UInt32(c - 48 + 52)
            case UInt8(ascii: "+"): v = 62
            case UInt8(ascii: "/"): v = 63
            case UInt8(ascii: "="), 0x20, 0x0A, 0x0D, 0x09: continue
            default: return nil
            }
            buffer = buffer << 6 | v
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        return out
    }
}


/// XML's predefined entities and character references, by the name between `&` and `;`.
public enum XMLEntity {
    /// The character `&name;` stands for, or nil for an unknown entity or an invalid code point.
    public static func scalar(named name: String) -> Unicode.Scalar? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") { return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
            if name.hasPrefix("#") { return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init) }
            return nil
        }
    }
}
