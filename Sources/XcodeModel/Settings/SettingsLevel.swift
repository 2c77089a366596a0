import PlistKit

/// One level of build settings as a project file writes it (a pbxproj configuration's `buildSettings`, a
/// configuration's share of an xcproj level's `build-settings`): each key split once into its name and conditions,
/// each value turned into macro-expression text, in the order the resolver pushes them. A `[config=…]` condition
/// is an ordinary condition here, matched like `[sdk=…]` (docs/reference/xcode-semantics.md §4.3); in an xcproj
/// level, where `[config=…]` is how per-configuration values are written, each configuration's entries are chosen
/// first (`XcprojSettings`, docs/reference/xcproj-notes.md §4.3).
///
/// Parsed on first use, once: every stack that includes the level pushes the same entries, and a run whose rules
/// resolve no settings (most configurations of a big project are never asked for) parses none.
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

    /// A key as written, its value, and where the key is written: what the level is parsed from.
    struct WrittenEntry: Sendable {
        let key: String
        let value: PlistValue
        let span: SourceSpan
    }

    /// Where the level's keys and values come from.
    fileprivate enum Origin: Sendable {
        /// A pbxproj configuration's `buildSettings` dictionary.
        case dictionary(PlistValue)
        /// One configuration's share of an xcproj level's single `build-settings` object.
        case xcproj(XcprojSettings?, configuration: String)
    }

    private let origin: Origin
    /// The document the level is written in, and where.
    private let document: PlistDocument
    private let span: SourceSpan
    private let parsed = ParsedEntries()

    /// The level a settings dictionary writes; nil when `dictionary` is not a dictionary.
    init?(parsing dictionary: PlistValue) {
        guard dictionary.kind == .dictionary else { return nil }
        origin = .dictionary(dictionary)
        document = dictionary.document
        span = dictionary.span
    }

    /// Configuration `configuration`'s level of an xcproj level's `build-settings` (`settings`, nil when there is
    /// none: then the level is empty and written at `span`, the configuration's place).
    init(xcproj settings: XcprojSettings?, configuration: String, document: PlistDocument, span: SourceSpan) {
        origin = .xcproj(settings, configuration: configuration)
        self.document = document
        self.span = settings?.object.span ?? span
    }

    /// The entries in precedence order, lowest first: sorted by key, so that `KEY[cond]` comes after `KEY` and the
    /// more specific of two conditions wins (§4.2); equal keys keep file order. Keys that are not `NAME[cond]…`
    /// and values that are neither strings nor arrays are left out, as Xcode ignores them.
    public var entries: [Entry] { parsed.entries(of: origin) }

    fileprivate static func parse(_ origin: Origin) -> [Entry] {
        var written: [(key: String, order: Int, value: PlistValue, span: SourceSpan)] = []
        switch origin {
        case .dictionary(let dictionary):
            var order = 0
            dictionary.forEachEntry { key, value in
                if let k = key.string { written.append((k, order, value, key.span)) }
                order += 1
            }
        case .xcproj(let settings, let configuration):
            for (order, entry) in (settings?.written(for: configuration) ?? []).enumerated() {
                written.append((entry.key, order, entry.value, entry.span))
            }
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
        return entries
    }

    /// Where the whole level is written.
    public var range: SourceRange { document.source.range(span.startOffset, span.endOffset) }

    /// Where `entry`'s key is written.
    public func range(of entry: Entry) -> SourceRange {
        document.source.range(entry.keySpan.startOffset, entry.keySpan.endOffset)
    }

    /// The entries as assignments at `level` of the stack, written in `file`.
    func assignments(at level: SettingLevel, file: String) -> [SettingAssignment] {
        entries.map {
            SettingAssignment(name: $0.name, conditions: $0.conditions, value: $0.value, level: level, file: file,
                              range: range(of: $0))
        }
    }
}

/// A level's entries, parsed by the first stack that pushes the level (from any thread) and kept for the others.
private final class ParsedEntries: @unchecked Sendable {
    // @unchecked: `entries` is only touched under `lock`.
    private let lock = Lock()
    private var entries: [SettingsLevel.Entry]?

    func entries(of origin: SettingsLevel.Origin) -> [SettingsLevel.Entry] {
        lock.withLock {
            if let entries { return entries }
            let parsed = SettingsLevel.parse(origin)
            entries = parsed
            return parsed
        }
    }
}
