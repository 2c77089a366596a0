extension StringProtocol {
    /// The text without the leading and trailing characters `drop` accepts (by default white space and line
    /// breaks): Foundation's `trimmingCharacters(in:)`, which FoundationEssentials lacks.
    package func trimmed(where drop: (Character) -> Bool = { $0.isWhitespace }) -> String {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else { return "" }
        return String(self[first...last])
    }

    /// The text without leading and trailing white space other than line breaks (`.whitespaces`).
    package func trimmedOfSpaces() -> String {
        trimmed(where: { $0.isWhitespace && !$0.isNewline })
    }
}
