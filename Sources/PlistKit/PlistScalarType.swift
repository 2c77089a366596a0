/// What a scalar was written as. The value model stores every scalar as a string (OpenStep has no other kind, and
/// Xcode reads `objectVersion = 77;` as one), but XML and JSON say more: `<integer>`, `<real>`, `<true/>`,
/// `<false/>`, `<date>`, and JSON numbers, `true`, `false` and `null`. `pbxlint dump` keeps those types.
public enum PlistScalarType: Sendable, Equatable {
    case string
    case integer
    case real
    case boolean
    case date
    case null
}

extension PlistValue {
    /// The type this value was written as; `.string` for anything that is not a typed XML or JSON scalar.
    /// Read from the token itself (an XML element's tag name, a JSON literal's first byte), so the node layout
    /// carries nothing extra for it.
    public var scalarType: PlistScalarType {
        guard kind == .string, style == .other else { return .string }
        let bytes = document.source.bytes
        let start = startOffset
        guard start < bytes.count else { return .string }
        switch document.format {
        case .json:
            switch bytes[start] {
            case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
            case UInt8(ascii: "n"): return .null
            default:
                let token = bytes[start..<min(endOffset, bytes.count)]
                let isReal = token.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
                return isReal ? .real : .integer
            }
        case .json5:
            // JSON5 adds signs, hexadecimal, `Infinity` and `NaN`; a leading '-' or '+' says nothing yet.
            var first = start
            if bytes[first] == UInt8(ascii: "+") || bytes[first] == UInt8(ascii: "-"), first + 1 < bytes.count {
                first += 1
            }
            switch bytes[first] {
            case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
            case UInt8(ascii: "n"): return .null
            case UInt8(ascii: "I"), UInt8(ascii: "N"): return .real
            default:
                let token = bytes[first..<min(endOffset, bytes.count)]
                if token.count > 1, token[token.startIndex + 1] | 0x20 == UInt8(ascii: "x") { return .integer }
                let isReal = token.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
                return isReal ? .real : .integer
            }
        case .xml:
            guard bytes[start] == UInt8(ascii: "<") else { return .string }
            func tag(_ name: String) -> Bool {
                let name = Array(name.utf8)
                let end = start + 1 + name.count
                guard end < bytes.count, bytes[(start + 1)..<end].elementsEqual(name) else { return false }
                // The name ends at '>', '/' or white space (`<true/>`, `<integer>`, `<date >`).
                let next = bytes[end]
                return next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || next == UInt8(ascii: " ")
                    || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
            }
            if tag("integer") { return .integer }
            if tag("real") { return .real }
            if tag("true") || tag("false") { return .boolean }
            if tag("date") { return .date }
            return .string
        case .openStep, .binary:
            return .string
        }
    }
}
