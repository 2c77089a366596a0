import PlistKit

/// The `[config=Name]` condition of an xcproj build-settings key (docs/reference/xcproj-notes.md §4.3). Xcode folds pbxproj's
/// per-configuration dictionaries into one object per level: a value every configuration shares is a plain key,
/// a value that differs is written once per configuration as `KEY[config=Name]`, combined with the usual
/// `[sdk=…]`/`[arch=…]` conditions in any order. Unfolding gives back one dictionary per configuration, whose
/// keys carry only the conditions the settings resolver already evaluates. The key is read by the same parser as
/// every other settings key; only the choice of configurations is xcproj's.
struct XcprojSettingKey: Equatable, Sendable {
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

/// A level's single `build-settings` object with each key split into its `[config=…]` pattern and the rest, once
/// for all configurations; each configuration's `SettingsLevel` chooses its entries from it when first asked.
/// Keys with the same rest share a slot, so that choosing each configuration's entries compares slot numbers
/// instead of hashing the rest again per configuration.
struct XcprojSettings: Sendable {
    /// The `build-settings` object.
    let object: PlistValue
    /// Each key split, with its value and the slot of its rest.
    private(set) var entries: [(key: XcprojSettingKey, keyValue: PlistValue, value: PlistValue, slot: Int)] = []
    /// Number of distinct rests.
    private var slotCount = 0
    /// Entries whose `[config=…]` matches no configuration of the project: no configuration gets them, as in
    /// Xcode, but each configuration's level keeps them under their whole key (condition included), so the
    /// resolver skips them and rules see the line (setting-condition-never-matches).
    private var unmatched: [Int] = []

    /// The level `settings` writes, for a project whose configurations are `names`; nil when it is not an object.
    init?(_ settings: PlistValue?, configurations names: [String]) {
        guard let settings, settings.kind == .dictionary else { return nil }
        object = settings
        entries.reserveCapacity(settings.count)
        var slots: [String: Int] = [:]
        settings.forEachEntry { key, value in
            guard let written = key.string else { return }
            let setting = XcprojSettingKey(written)
            let slot: Int
            if let known = slots[setting.residual] {
                slot = known
            } else {
                slot = slots.count
                slots[setting.residual] = slot
            }
            entries.append((setting, key, value, slot))
        }
        slotCount = slots.count
        for i in entries.indices where entries[i].key.configuration != nil {
            if !names.contains(where: { entries[i].key.applies(to: $0) }) { unmatched.append(i) }
        }
    }

    /// The settings of configuration `name`, as `SettingsLevel` reads a pbxproj configuration's dictionary (key
    /// text, value, where the key is written), in the order that dictionary would list them: plain keys and keys
    /// whose `[config=…]` matches, one per rest, a matching `[config=…]` beating the plain key whatever order they
    /// are written in (docs/reference/xcproj-notes.md §4.3), each under its rest at the place of its first entry
    /// that applies; then the unmatched keys under their whole key.
    func written(for name: String) -> [SettingsLevel.WrittenEntry] {
        // The entry chosen for each slot (-1 for none), and the slots in the order their first entry applies.
        var chosen = [Int](repeating: -1, count: slotCount)
        var order: [Int] = []
        for i in entries.indices where entries[i].key.applies(to: name) {
            let slot = entries[i].slot
            let earlier = chosen[slot]
            if earlier < 0 {
                order.append(slot)
            } else if entries[earlier].key.configuration != nil && entries[i].key.configuration == nil {
                continue
            }
            chosen[slot] = i
        }
        var written: [SettingsLevel.WrittenEntry] = []
        written.reserveCapacity(order.count + unmatched.count)
        for slot in order {
            let entry = entries[chosen[slot]]
            written.append(SettingsLevel.WrittenEntry(key: entry.key.residual, value: entry.value,
                                                      span: entry.keyValue.span))
        }
        for i in unmatched {
            let entry = entries[i]
            written.append(SettingsLevel.WrittenEntry(key: entry.keyValue.string ?? "", value: entry.value,
                                                      span: entry.keyValue.span))
        }
        return written
    }
}
