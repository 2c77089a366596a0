/// Writes a parsed property list as JSON, for `pbxlint dump` and differential tests.
///
/// dictionary → object with keys in source order (a repeated key appears once, at its first place, with its last
/// value, as Xcode reads it), array → array, string → string, data → `{"$data": "<lowercase hex>"}`.
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
            writeString(value.string ?? "", into: &out)
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
