import PlistKit

/// The little of XML that `contents.xcworkspacedata` uses: elements with attributes, nested, self-closing or not,
/// with a declaration and comments around them. Foundation's `XMLParser` would do, but on Linux it brings libxml2
/// and ICU with it, whose loading and relocation cost every run (the pre-commit hook) about a millisecond.
/// Malformed input ends the scan; what was read until then is kept (a workspace is only a list of projects).
enum WorkspaceXML {
    enum Event: Equatable {
        case start(name: String, attributes: [String: String])
        case end(name: String)
    }

    static func events(_ bytes: [UInt8]) -> [Event] {
        var events: [Event] = []
        var i = 0
        let n = bytes.count
        func starts(_ text: String, at k: Int) -> Bool {
            k + text.utf8.count <= n && bytes[k..<(k + text.utf8.count)].elementsEqual(text.utf8)
        }
        func skip(past terminator: String, from k: Int) -> Int {
            var k = k
            while k < n && !starts(terminator, at: k) { k += 1 }
            return min(n, k + terminator.utf8.count)
        }
        func isNameByte(_ b: UInt8) -> Bool {
            !(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "=") || b == UInt8(ascii: ">")
              || b == UInt8(ascii: "/") || b == UInt8(ascii: "<") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "'"))
        }
        func skipSpace(_ k: inout Int) {
            while k < n && (bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D) { k += 1 }
        }
        func name(_ k: inout Int) -> String {
            let s = k
            while k < n && isNameByte(bytes[k]) { k += 1 }
            return String(decoding: bytes[s..<k], as: UTF8.self)
        }
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if starts("<!--", at: i) { i = skip(past: "-->", from: i + 4); continue }
            if starts("<?", at: i) { i = skip(past: "?>", from: i + 2); continue }
            if starts("<![CDATA[", at: i) { i = skip(past: "]]>", from: i + 9); continue }
            if starts("<!", at: i) { i = skip(past: ">", from: i + 2); continue }
            if starts("</", at: i) {
                i += 2
                let element = name(&i)
                guard !element.isEmpty else { return events }
                events.append(.end(name: element))
                i = skip(past: ">", from: i)
                continue
            }
            i += 1
            let element = name(&i)
            guard !element.isEmpty else { return events }
            var attributes: [String: String] = [:]
            while true {
                skipSpace(&i)
                guard i < n else { return events }
                if bytes[i] == UInt8(ascii: ">") { i += 1; events.append(.start(name: element, attributes: attributes)); break }
                if starts("/>", at: i) {
                    i += 2
                    events.append(.start(name: element, attributes: attributes))
                    events.append(.end(name: element))
                    break
                }
                let key = name(&i)
                guard !key.isEmpty else { return events }
                skipSpace(&i)
                guard i < n, bytes[i] == UInt8(ascii: "=") else { return events }
                i += 1
                skipSpace(&i)
                guard i < n, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return events }
                let quote = bytes[i]
                let s = i + 1
                var e = s
                while e < n && bytes[e] != quote { e += 1 }
                guard e < n else { return events }
                attributes[key] = unescape(String(decoding: bytes[s..<e], as: UTF8.self))
                i = e + 1
            }
        }
        return events
    }

    /// Attribute text: character references and the five predefined entities decoded; line breaks and tabs
    /// become spaces (XML attribute-value normalization). An unknown entity is kept as written.
    static func unescape(_ text: String) -> String {
        guard text.contains("&") || text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
        else { return text }
        var out = ""
        var rest = Substring(text)
        while let c = rest.first {
            if c == "\t" || c == "\n" || c == "\r" || c == "\r\n" { out.append(" "); rest = rest.dropFirst(); continue }
            guard c == "&", let semicolon = rest.firstIndex(of: ";") else { out.append(c); rest = rest.dropFirst(); continue }
            let entity = rest[rest.index(after: rest.startIndex)..<semicolon]
            if let decoded = XMLEntity.scalar(named: String(entity)) {
                out.unicodeScalars.append(decoded)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                out.append(c)
                rest = rest.dropFirst()
            }
        }
        return out
    }
}
