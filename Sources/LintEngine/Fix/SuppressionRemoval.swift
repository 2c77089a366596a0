import PlistKit

/// Removes one entry of the `suppressions` array of a `.pbxlint.json`, with the comma and the line break that
/// separated it from its neighbour, so the rest of the file keeps its layout.
enum SuppressionRemoval {
    static func edit(removing index: Int, from bytes: [UInt8], path: String) -> Result<TextEdit, FixRefusal> {
        let document: PlistDocument
        do {
            document = try PlistReader.read(bytes: bytes, path: path)
        } catch {
            return .failure(FixRefusal("the configuration file does not parse: \(error.message)"))
        }
        guard let list = document.root["suppressions"], list.kind == .array else {
            return .failure(FixRefusal("the configuration file has no suppressions list"))
        }
        let items = list.elements
        guard index >= 0, index < items.count else {
            return .failure(FixRefusal("the configuration file changed since it was read; lint again"))
        }
        let start: Int
        let end: Int
        if index + 1 < items.count {
            // Up to the next entry: the entry, its comma and the space before the next one.
            start = lineStartIfOnlySpaceBefore(items[index].startOffset, bytes) ?? items[index].startOffset
            end = lineStartIfOnlySpaceBefore(items[index + 1].startOffset, bytes) ?? items[index + 1].startOffset
        } else if index > 0 {
            // The last entry: from the end of the previous one (its comma goes too).
            start = items[index - 1].endOffset
            end = items[index].endOffset
        } else {
            start = items[index].startOffset
            end = items[index].endOffset
        }
        return .success(TextEdit(start: start, end: end, replacement: ""))
    }

    /// The start of the line holding `offset` when only spaces precede it there.
    private static func lineStartIfOnlySpaceBefore(_ offset: Int, _ bytes: [UInt8]) -> Int? {
        var i = offset
        while i > 0 && (bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09) { i -= 1 }
        return i == 0 || bytes[i - 1] == 0x0A || bytes[i - 1] == 0x0D ? i : nil
    }
}
