/// The `[config=Name]` condition of an xcproj build-settings key (docs/reference/xcproj-notes.md §4.3). Xcode folds pbxproj's
/// per-configuration dictionaries into one object per level: a value every configuration shares is a plain key,
/// a value that differs is written once per configuration as `KEY[config=Name]`, combined with the usual
/// `[sdk=…]`/`[arch=…]` conditions in any order. Unfolding gives back one dictionary per configuration, whose
/// keys carry only the conditions the settings resolver already evaluates. The key is read by the same parser as
/// every other settings key; only the choice of configurations is xcproj's.
struct XcprojSettingKey: Equatable {
    /// The key without its `config` condition: `CODE_SIGN_IDENTITY[sdk=macosx*]`.
    let residual: String
    /// The configuration pattern, nil for a key without a `config` condition.
    let configuration: String?

    /// The key split by the one condition parser (`SettingAssignment.parseKey`); a key it cannot read (not
    /// `NAME[cond]…`) is kept whole, without a configuration, and the settings level leaves it out later.
    init(_ key: String) {
        // Most keys have no condition at all: nothing to split.
        guard key.utf8.contains(UInt8(ascii: "[")), let parsed = SettingAssignment.parseKey(Substring(key)) else {
            residual = key
            configuration = nil
            return
        }
        var kept = parsed.name
        var configuration: String?
        for condition in parsed.conditions {
            if condition.parameter == "config" {
                configuration = condition.pattern
            } else {
                kept += "[" + condition.parameter + "=" + condition.pattern + "]"
            }
        }
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
