@testable import PlistKit

/// A property-list value as plain data, for comparing what was generated with what the parser decoded.
/// Dictionaries keep source order (the generator never repeats a key).
indirect enum PlistTree: Equatable, CustomStringConvertible {
    case string(String)
    case data([UInt8])
    case array([PlistTree])
    case dictionary([Entry])

    struct Entry: Equatable {
        var key: String
        var value: PlistTree
    }

    /// The decoded value of a parsed document, nil for a key that is not a string.
    init?(_ value: PlistValue) {
        switch value.kind {
        case .string:
            guard let s = value.string else { return nil }
            self = .string(s)
        case .data:
            guard let d = value.data else { return nil }
            self = .data(d)
        case .array:
            var items: [PlistTree] = []
            for element in value.elements {
                guard let tree = PlistTree(element) else { return nil }
                items.append(tree)
            }
            self = .array(items)
        case .dictionary:
            var entries: [Entry] = []
            for (key, item) in value.entries {
                guard let k = key.string, let tree = PlistTree(item) else { return nil }
                entries.append(Entry(key: k, value: tree))
            }
            self = .dictionary(entries)
        }
    }

    var description: String {
        switch self {
        case .string(let s): return s.debugDescription
        case .data(let d): return "<\(d.map { String($0, radix: 16) }.joined(separator: " "))>"
        case .array(let items): return "(" + items.map(\.description).joined(separator: ", ") + ")"
        case .dictionary(let entries):
            return "{" + entries.map { "\($0.key.debugDescription) = \($0.value)" }.joined(separator: "; ") + "}"
        }
    }
}
