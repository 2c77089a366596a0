/// Writes a parsed property list as JSON, for `pbxlint dump` and differential tests.
///
/// dictionary → object with keys in source order (a repeated key appears once, at its first place, with its last
/// value, as Xcode reads it), array → array, string → string, data → `{"$data": "<lowercase hex>"}`. Scalars that
/// XML or JSON typed keep their type (`PlistValue.scalarType`): integers and reals are JSON numbers, booleans
/// `true`/`false`, JSON `null` stays `null`; dates are strings (JSON has no date).
public enum PlistJSON {
    public static func render(_ value: PlistValue, pretty: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(value.document.source.bytes.count)
        write(value, into: &out, indent: pretty ? 0 : -1)
        if pretty { out.append("\n") }
        return out
    }

    private static func write(_ value: PlistValue, into out: inout String, indent: Int) {
        let pretty = indent >= 0
        func newline(_ level: Int) {
            if pretty {
                out.append("\n")
                out.append(String(repeating: "  ", count: level))
            }
        }
        switch value.kind {
        case .string:
            let text = value.string ?? ""
            switch value.scalarType {
            case .integer, .real:
                writeNumber(text, into: &out)
            case .boolean:
                out.append(text == "true" ? "true" : "false")
            case .null:
                out.append("null")
            case .string, .date:
                writeString(text, into: &out)
            }
        case .data:
            out.append(indent >= 0 ? "{\"$data\": \"" : "{\"$data\":\"")
            for b in value.data ?? [] {
                let digits = Array("0123456789abcdef".utf8)
                out.unicodeScalars.append(Unicode.Scalar(digits[Int(b >> 4)]))
                out.unicodeScalars.append(Unicode.Scalar(digits[Int(b & 15)]))
            }
            out.append("\"}")
        case .array:
            let elements = value.elements
            if elements.isEmpty { out.append("[]"); return }
            out.append("[")
            for (i, element) in elements.enumerated() {
                if i > 0 { out.append(",") }
                newline(indent + 1)
                write(element, into: &out, indent: pretty ? indent + 1 : -1)
            }
            newline(indent)
            out.append("]")
        case .dictionary:
            // Keep first-occurrence order, last value wins.
            var order: [String] = []
            var latest: [String: PlistValue] = [:]
            value.forEachEntry { key, val in
                let k = key.string ?? ""
                if latest.updateValue(val, forKey: k) == nil { order.append(k) }
            }
            if order.isEmpty { out.append("{}"); return }
            out.append("{")
            for (i, key) in order.enumerated() {
                if i > 0 { out.append(",") }
                newline(indent + 1)
                writeString(key, into: &out)
                out.append(pretty ? ": " : ":")
                if let v = latest[key] { write(v, into: &out, indent: pretty ? indent + 1 : -1) }
            }
            newline(indent)
            out.append("}")
        }
    }

    /// A number as JSON writes it: the text itself when it is already a JSON number (keeps `1.50` and big
    /// integers exact), else its value re-written (`+5`, `.5`, `0x1F` in hand-edited XML), else a string.
    static func writeNumber(_ text: String, into out: inout String) {
        let trimmed = trimmingSpaces(text)
        if isJSONNumber(trimmed) {
            out.append(trimmed)
        } else if let hex = hexInteger(trimmed) {
            out.append(String(hex))
        } else if let integer = Int(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed) {
            out.append(String(integer))
        } else if let real = Double(trimmed), real.isFinite {
            out.append(String(real))
        } else {
            writeString(text, into: &out)
        }
    }

    /// `0x1F`, `-0x1f`, `+0X1F` (JSON5) as an integer; nil for anything else. Swift's `Double` would read them
    /// as hexadecimal floats and print `31.0`.
    static func hexInteger(_ text: String) -> Int? {
        var rest = Substring(text)
        let negative = rest.first == "-"
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        guard rest.hasPrefix("0x") || rest.hasPrefix("0X"), let value = Int(rest.dropFirst(2), radix: 16) else { return nil }
        return negative ? -value : value
    }

    /// RFC 8259's number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        if bytes.first == UInt8(ascii: "0") { bytes = bytes.dropFirst() } else if digits() == 0 { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            if digits() == 0 { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            if digits() == 0 { return false }
        }
        return bytes.isEmpty
    }

    /// A JSON string literal with the escapes RFC 8259 requires.
    public static func writeString(_ s: String, into out: inout String) {
        out.append("\"")
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out.append("\"")
    }
}

/// `text` without leading and trailing spaces, tabs and line breaks (XML number content may carry them).
private func trimmingSpaces(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let isSpace = { (c: Unicode.Scalar) in c == " " || c == "\t" || c == "\n" || c == "\r" }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
          let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(scalars[first...last])
}
