/// Builds a property list whose values are not all written in its source text, but each points at the place in
/// that text it comes from. The xcproj front uses it to lay out a `project.xcproj` (JSON5) in the shape of a
/// `project.pbxproj` (an `objects` dictionary of `isa` records), so the pbxproj model and every rule run on it
/// unchanged while every range still points into the `.xcproj` (docs/reference/xcode-semantics.md §3.7).
public struct DocumentComposer {
    public typealias Handle = Int32
    private var builder: DocumentBuilder
    private let origin: PlistDocument

    /// Values are composed over `origin`'s source text; `copy` takes subtrees from `origin`.
    public init(over origin: PlistDocument) {
        self.origin = origin
        builder = DocumentBuilder(source: origin.source)
    }

    /// A string `text` that the source spells at `range` (or stands for what is written there).
    public mutating func string(_ text: String, at range: SourceSpan) -> Handle {
        builder.addDecodedString(text, start: range.startOffset, end: range.endOffset, style: .doubleQuoted)
    }

    /// `value` (a subtree of the origin document) as it is, every node keeping its range.
    public mutating func copy(_ value: PlistValue) -> Handle {
        let node = value.node
        switch node.kind {
        case .string:
            if node.payload < 0 {
                return builder.addRawString(start: Int(node.start), end: Int(node.scalarEnd), style: node.style)
            }
            return builder.addDecodedString(value.string ?? "", start: Int(node.start), end: Int(node.scalarEnd),
                                            style: node.style)
        case .data:
            return builder.addData(value.data ?? [], start: Int(node.start), end: Int(node.scalarEnd))
        case .array:
            let items = value.elements.map { copy($0) }
            return array(items, at: value.span)
        case .dictionary:
            var entries: [(Handle, Handle)] = []
            value.forEachEntry { key, item in entries.append((copy(key), copy(item))) }
            return dictionary(entries, at: value.span)
        }
    }

    public mutating func array(_ items: [Handle], at range: SourceSpan) -> Handle {
        let mark = builder.mark
        for item in items { builder.push(item) }
        return builder.closeContainer(.array, start: range.startOffset, end: range.endOffset, mark: mark)
    }

    /// Duplicate keys are not reported here: the origin's reader reported those the author wrote.
    public mutating func dictionary(_ entries: [(Handle, Handle)], at range: SourceSpan) -> Handle {
        let open = openDictionary()
        for (key, value) in entries { add(key: key, value: value) }
        return close(open, at: range)
    }

    /// A dictionary being composed entry by entry (`openDictionary`).
    public struct OpenDictionary {
        fileprivate let mark: Int
    }

    /// Starts a dictionary whose entries are added one at a time with `add(key:value:)`, for composing many
    /// small objects without building an array of entries for each. Keys and values may be composed while it is
    /// open, containers included, as long as each is closed before the next entry is added; dictionaries opened
    /// inside it are closed first.
    public mutating func openDictionary() -> OpenDictionary {
        OpenDictionary(mark: builder.mark)
    }

    /// Adds an entry to the dictionary opened last and not yet closed.
    public mutating func add(key: Handle, value: Handle) {
        builder.push(key)
        builder.push(value)
    }

    /// The dictionary `open` with the entries added since it was opened. Duplicate keys are not reported, as in
    /// `dictionary(_:at:)`.
    public mutating func close(_ open: OpenDictionary, at range: SourceSpan) -> Handle {
        builder.closeContainer(.dictionary, start: range.startOffset, end: range.endOffset, mark: open.mark,
                               checkingDuplicateKeys: false)
    }

    /// The composed document, in the origin's format and with the origin's warnings (duplicate keys, encoding).
    public func finish(root: Handle) -> PlistDocument {
        let composed = builder.finish(format: origin.format, root: root)
        return PlistDocument(source: composed.source, format: composed.format, nodes: composed.nodes,
                             links: composed.links, decoded: composed.decoded, dataStore: composed.dataStore,
                             rootIndex: composed.rootIndex, warnings: origin.warnings)
    }
}
