/// Finding ASCII text inside a string by its UTF-8 bytes. Without Foundation, `String.contains(_:)` and
/// `firstRange(of:)` are the standard library's Unicode-aware searches, tens of thousands of instructions a call,
/// and the settings code asks them per xcconfig line and per assignment. The needles searched for here (`//`,
/// `$(inherited)`, a setting's name) are ASCII, and Xcode's own readers compare bytes too.
enum ByteSearch {
    /// Where `needle` first starts in `text`, or nil; `needle` must not be empty.
    static func firstIndex(of needle: String, in text: Substring) -> String.Index? {
        let bytes = text.utf8
        var needle = needle
        return needle.withUTF8 { pattern -> String.Index? in
            guard let first = pattern.first else { return nil }
            var from = bytes.startIndex
            while let start = bytes[from...].firstIndex(of: first) {
                if bytes[start...].starts(with: pattern) { return start }
                from = bytes.index(after: start)
            }
            return nil
        }
    }

    /// Whether `text` contains `needle`.
    static func contains(_ needle: String, in text: String) -> Bool {
        firstIndex(of: needle, in: Substring(text)) != nil
    }
}
