import PlistKit

/// A JSON value with object keys in a fixed order, written byte-for-byte the same every run.
indirect enum JSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Pretty-printed with two-space indentation and a final newline. Values nested `oneLineFrom` levels deep or
    /// deeper are written on one line (`{"a": 1, "b": [2, 3]}`), for a listing of one item per line.
    func rendered(oneLineFrom oneLineDepth: Int = .max) -> String {
        var out = ""
        write(into: &out, indent: 0, oneLineFrom: oneLineDepth)
        out.append("\n")
        return out
    }

    private func write(into out: inout String, indent: Int, oneLineFrom oneLineDepth: Int) {
        if indent >= oneLineDepth { return writeOnOneLine(into: &out) }
        switch self {
        case .string(let s): JSONValue.escape(s, into: &out)
        case .int(let n): out.append(String(n))
        case .bool(let b): out.append(b ? "true" : "false")
        case .array(let items):
            if items.isEmpty { out.append("[]"); return }
            out.append("[\n")
            for (i, item) in items.enumerated() {
                out.append(String(repeating: "  ", count: indent + 1))
                item.write(into: &out, indent: indent + 1, oneLineFrom: oneLineDepth)
                out.append(i + 1 < items.count ? ",\n" : "\n")
            }
            out.append(String(repeating: "  ", count: indent) + "]")
        case .object(let fields):
            if fields.isEmpty { out.append("{}"); return }
            out.append("{\n")
            for (i, (key, value)) in fields.enumerated() {
                out.append(String(repeating: "  ", count: indent + 1))
                JSONValue.escape(key, into: &out)
                out.append(": ")
                value.write(into: &out, indent: indent + 1, oneLineFrom: oneLineDepth)
                out.append(i + 1 < fields.count ? ",\n" : "\n")
            }
            out.append(String(repeating: "  ", count: indent) + "}")
        }
    }

    private func writeOnOneLine(into out: inout String) {
        switch self {
        case .string, .int, .bool: write(into: &out, indent: 0, oneLineFrom: .max)
        case .array(let items):
            out.append("[")
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(", ") }
                item.writeOnOneLine(into: &out)
            }
            out.append("]")
        case .object(let fields):
            out.append("{")
            for (i, (key, value)) in fields.enumerated() {
                if i > 0 { out.append(", ") }
                JSONValue.escape(key, into: &out)
                out.append(": ")
                value.writeOnOneLine(into: &out)
            }
            out.append("}")
        }
    }

    /// RFC 8259 string escaping, shared with `pbxlint dump` (PlistKit).
    static func escape(_ s: String, into out: inout String) { PlistJSON.writeString(s, into: &out) }
}
