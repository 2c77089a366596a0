/// Control characters in names and messages (a target, file or icon name comes from the project, which may come
/// from a stranger) made visible. Printed raw, ESC sequences drive the terminal, and a line break followed by
/// `::error file=…::` or `path:1:1: error:` forges a GitHub workflow command or an Xcode issue, which runners and
/// Xcode parse from any line of output.
public enum ControlCharacters {
    /// `s` with C0 controls, DEL, C1 controls and the Unicode line and paragraph separators written as `\xHH` or
    /// `\u{HHHH}`; everything else unchanged.
    public static func escaped(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: isControl) else { return s }
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            guard isControl(scalar) else { out.append(scalar); continue }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let text = scalar.value < 0x100 ? "\\x" + (hex.count < 2 ? "0" + hex : hex) : "\\u{\(hex)}"
            out.append(contentsOf: text.unicodeScalars)
        }
        return String(out)
    }

    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
    }
}
