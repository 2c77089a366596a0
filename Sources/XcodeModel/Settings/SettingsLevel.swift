import PlistKit

/// One level of build settings as a project file writes it (a pbxproj configuration's `buildSettings`, an xcproj
/// level's `build-settings`): each key split once into its name and conditions, each value turned into
/// macro-expression text, in the order the resolver pushes them. A `[config=…]` condition is an ordinary
/// condition here, matched like `[sdk=…]` (docs/reference/xcode-semantics.md §4.3).
///
/// Parsed once when the model is built; every stack that includes the level pushes the same entries.
public struct SettingsLevel: Sendable {
    /// One key and value of the level.
    public struct Entry: Sendable {
        public let name: String
        public let conditions: [SettingCondition]
        /// The value as macro-expression text: arrays are already escaped and joined (§4.5).
        public let value: String
        /// Where the key (name and conditions) is written.
        let keySpan: SourceSpan
    }

    /// The entries in precedence order, lowest first: sorted by key, so that `KEY[cond]` comes after `KEY` and the
    /// more specific of two conditions wins (§4.2); equal keys keep file order.
    public let entries: [Entry]
    /// The text the spans point into.
    let source: SourceText
    /// Where the whole level is written (the dictionary).
    let span: SourceSpan

    /// The level a settings dictionary writes; nil when `dictionary` is not a dictionary. Keys that are not
    /// `NAME[cond]…` and values that are neither strings nor arrays are left out, as Xcode ignores them.
    init?(parsing dictionary: PlistValue) {
        guard dictionary.kind == .dictionary else { return nil }
        var written: [(key: String, order: Int, value: PlistValue, span: SourceSpan)] = []
        var order = 0
        dictionary.forEachEntry { key, value in
            if let k = key.string { written.append((k, order, value, key.span)) }
            order += 1
        }
        written.sort { $0.key != $1.key ? $0.key < $1.key : $0.order < $1.order }
        var entries: [Entry] = []
        entries.reserveCapacity(written.count)
        for entry in written {
            guard let parsed = SettingAssignment.parseKey(Substring(entry.key)) else { continue }
            let text: String
            switch entry.value.kind {
            case .string: text = entry.value.string ?? ""
            case .array: text = StringList.fromArray(entry.value.elements.map { $0.string ?? "" })
            default: continue
            }
            entries.append(Entry(name: parsed.name, conditions: parsed.conditions, value: text, keySpan: entry.span))
        }
        self.entries = entries
        self.source = dictionary.document.source
        self.span = dictionary.span
    }

    /// Where the whole level is written.
    public var range: SourceRange { source.range(span.startOffset, span.endOffset) }

    /// Where `entry`'s key is written.
    public func range(of entry: Entry) -> SourceRange {
        source.range(entry.keySpan.startOffset, entry.keySpan.endOffset)
    }

    /// The entries as assignments at `level` of the stack, written in `file`.
    func assignments(at level: SettingLevel, file: String) -> [SettingAssignment] {
        entries.map {
            SettingAssignment(name: $0.name, conditions: $0.conditions, value: $0.value, level: level, file: file,
                              range: range(of: $0))
        }
    }
}
