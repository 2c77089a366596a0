/// The `[config=Name]` condition of an xcproj build-settings key (docs/reference/xcproj-notes.md §4.3). Xcode folds pbxproj's
/// per-configuration dictionaries into one object per level: a value every configuration shares is a plain key,
/// a value that differs is written once per configuration as `KEY[config=Name]`, combined with the usual
/// `[sdk=…]`/`[arch=…]` conditions in any order. Unfolding gives back one dictionary per configuration, whose
/// keys carry only the conditions the settings resolver already evaluates.
struct XcprojSettingKey: Equatable {
    /// The key without its `config` condition: `CODE_SIGN_IDENTITY[sdk=macosx*]`.
    let residual: String
    /// The configuration pattern, nil for a key without a `config` condition.
    let configuration: String?

    init(_ key: String) {
        // Searched in UTF-8: `[` and `]` are ASCII, so the indices are valid String indices, and most keys have
        // no condition at all.
        guard let open = key.utf8.firstIndex(of: UInt8(ascii: "[")) else {
            residual = key
            configuration = nil
            return
        }
        var rest = key[open...]
        var kept = String(key[..<open])
        var configuration: String?
        while let start = rest.utf8.firstIndex(of: UInt8(ascii: "[")),
              let end = rest.utf8[start...].firstIndex(of: UInt8(ascii: "]")) {
            kept += rest[rest.startIndex..<start]
            let condition = rest[rest.index(after: start)..<end]
            if condition.hasPrefix("config=") {
                configuration = String(condition.dropFirst("config=".count))
            } else {
                kept += rest[start...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        kept += rest
        self.residual = kept
        self.configuration = configuration
    }

    /// Whether the key applies to configuration `name`: no `config` condition, or a pattern that matches it as
    /// every other condition is matched (`Fnmatch`, docs/reference/xcode-semantics.md §4.3); a plain name is compared directly.
    func applies(to name: String) -> Bool {
        guard let configuration else { return true }
        if !configuration.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }) {
            return configuration == name
        }
        return Fnmatch.matches(configuration, name)
    }
}
