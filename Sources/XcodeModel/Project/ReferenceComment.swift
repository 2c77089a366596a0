import PlistKit

/// The comment Xcode writes beside an object id (`198FEED6… /* LiveActivityChart.swift in Sources */`): when the
/// object itself is missing, it is the only name left for it, so issues about dangling references carry it.
enum ReferenceComment {
    /// The text of a `/* … */` comment that follows `value` on the same line, trimmed; nil when there is none.
    static func after(_ value: PlistValue, in source: SourceText) -> String? {
        let bytes = source.bytes
        var i = value.range.endOffset
        while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "*") else { return nil }
        let start = i + 2
        var end = start
        // Bounded: a comment beside an id is a name, never a page of text.
        while end + 1 < bytes.count && end - start < 1_000 {
            if bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/") {
                let text = String(decoding: bytes[start..<end], as: UTF8.self).trimmed(where: { $0 == " " || $0 == "\t" })
                return text.isEmpty ? nil : text
            }
            if bytes[end] == 0x0A || bytes[end] == 0x0D { return nil }
            end += 1
        }
        return nil
    }

    /// The id with the comment beside `value`, if any.
    static func reference(_ id: String, _ value: PlistValue, in source: SourceText) -> ModelIssue.ObjectReference {
        ModelIssue.ObjectReference(id: id, comment: after(value, in: source))
    }
}
