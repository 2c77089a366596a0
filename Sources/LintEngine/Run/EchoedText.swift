/// Text a user or a project wrote, quoted back in a message (an unknown rule id, a key): at most `limit`
/// characters, with an ellipsis and the full length when cut, and control characters made visible. A
/// configuration file may come from a stranger; a 1 MB rule id must not become a 1 MB error line.
public enum EchoedText {
    public static let limit = 80

    public static func bounded(_ text: String) -> String {
        let scalars = text.unicodeScalars
        // Only the part shown is escaped: the rest is never walked but to count it.
        guard let cut = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
              cut != scalars.endIndex else { return ControlCharacters.escaped(text) }
        var shown = String.UnicodeScalarView()
        shown.append(contentsOf: scalars[..<cut])
        return ControlCharacters.escaped(String(shown)) + "… (\(scalars.count) characters)"
    }
}
