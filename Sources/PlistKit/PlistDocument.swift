#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The four kinds of value an OpenStep plist has. XML and JSON numbers, booleans and dates are read as
/// strings (OpenStep has no other scalar types, and Xcode stores `objectVersion = 77;` as a string too).
public enum PlistKind: UInt8, Sendable, BitwiseCopyable {
    case dictionary
    case array
    case string
    case data
}

/// How a string was written in the source.
public enum StringStyle: UInt8, Sendable, BitwiseCopyable {
    case unquoted
    case doubleQuoted
    case singleQuoted
    /// Written in a format with its own quoting (XML element, JSON string).
    case other
}

/// One parsed value, stored flat. Containers point into `links`; strings are byte ranges into the source and are
/// decoded only when asked for, unless they contained escapes (then `payload` indexes `decoded`).
///
/// 12 bytes: offsets are below 2^30 (`PlistReader` refuses longer texts), so the top two bits of the start carry
/// the kind and those of the second word the string style. The second word is a string's (or data's) end offset,
/// or a container's number of elements; a container's end offset is the `links` word just before its first child
/// (`PlistDocument.end(of:)`), read only when a container's range is asked for. A big project has millions of
/// nodes, of which containers are about one in ten, and every page of them is a page fault on first touch: at 16
/// bytes a node (a separate count) the 100 MB benchmark faulted in 14 MB more.
@usableFromInline
struct Node: Sendable, BitwiseCopyable {
    @usableFromInline var startAndKind: UInt32
    /// Strings and data: the end offset; containers: the number of elements (dictionaries: entries). Top two bits:
    /// the style.
    @usableFromInline var endOrCountAndStyle: UInt32
    /// Containers: index of the first child in `links`. Strings: index into `decoded`, or -1 for a raw slice.
    /// Data: index into `dataStore`.
    @usableFromInline var payload: Int32

    @usableFromInline static let offsetMask: UInt32 = (1 << 30) - 1

    /// A string or data value written from `start` to `end`.
    @inlinable
    init(kind: PlistKind, style: StringStyle, start: Int32, end: Int32, payload: Int32) {
        startAndKind = UInt32(truncatingIfNeeded: start) & Node.offsetMask | UInt32(kind.rawValue) << 30
        endOrCountAndStyle = UInt32(truncatingIfNeeded: end) & Node.offsetMask | UInt32(style.rawValue) << 30
        self.payload = payload
    }

    /// A dictionary or array of `count` elements (entries) whose first child is `links[firstLink]`.
    @inlinable
    init(container kind: PlistKind, start: Int32, count: Int32, firstLink: Int32) {
        startAndKind = UInt32(truncatingIfNeeded: start) & Node.offsetMask | UInt32(kind.rawValue) << 30
        endOrCountAndStyle = UInt32(truncatingIfNeeded: count) & Node.offsetMask
            | UInt32(StringStyle.other.rawValue) << 30
        payload = firstLink
    }

    /// Byte offset of the token's start (quotes and brackets included) in the source text.
    @inlinable var start: Int32 { Int32(bitPattern: startAndKind & Node.offsetMask) }

    /// True for dictionaries and arrays (kinds 0 and 1).
    @inlinable var isContainer: Bool { startAndKind >> 31 == 0 }

    /// End offset (exclusive) of a string or data token; a container's is `PlistDocument.end(of:)`.
    @inlinable var scalarEnd: Int32 { Int32(bitPattern: endOrCountAndStyle & Node.offsetMask) }

    /// Containers: number of elements (dictionaries: entries); 0 for strings and data.
    @inlinable var count: Int32 {
        Int32(bitPattern: (endOrCountAndStyle & Node.offsetMask) &* (startAndKind >> 31 ^ 1))
    }

    @inlinable var kind: PlistKind {
        switch startAndKind >> 30 {
        case 0: return .dictionary
        case 1: return .array
        case 2: return .string
        default: return .data
        }
    }

    @inlinable var style: StringStyle {
        switch endOrCountAndStyle >> 30 {
        case 0: return .unquoted
        case 1: return .doubleQuoted
        case 2: return .singleQuoted
        default: return .other
        }
    }

    /// The byte range of a raw string's text in the source: the token without its quotes.
    @inlinable var contentBounds: (Int, Int) {
        style == .doubleQuoted || style == .singleQuoted ? (Int(start) + 1, Int(scalarEnd) - 1)
            : (Int(start), Int(scalarEnd))
    }
}

/// A parsed property list: the source, a flat table of values, and what the reader noticed along the way.
/// Immutable once built, so it can be shared across threads.
public final class PlistDocument: Sendable {
    public let source: SourceText
    public let format: PlistFormat
    @usableFromInline let nodes: FlatStore<Node>
    @usableFromInline let links: FlatStore<Int32>
    @usableFromInline let decoded: [String]
    @usableFromInline let dataStore: [[UInt8]]
    @usableFromInline let rootIndex: Int32
    /// Duplicate keys, encoding notes.
    public let warnings: [PlistWarning]

    init(source: SourceText, format: PlistFormat, nodes: FlatStore<Node>, links: FlatStore<Int32>, decoded: [String],
         dataStore: [[UInt8]], rootIndex: Int32, warnings: [PlistWarning]) {
        self.source = source
        self.format = format
        self.nodes = nodes
        self.links = links
        self.decoded = decoded
        self.dataStore = dataStore
        self.rootIndex = rootIndex
        self.warnings = warnings
    }

    public var root: PlistValue { PlistValue(document: self, index: rootIndex) }

    /// The value whose `id` is `id`, or nil when no value of this document has it. For models that keep the ids of
    /// many values in columns (four bytes each) rather than the values themselves.
    public func value(id: Int) -> PlistValue? {
        guard id >= 0 && id < nodes.count else { return nil }
        return PlistValue(document: self, index: Int32(truncatingIfNeeded: id))
    }

    /// Number of values in the document (every key and value counts once).
    public var valueCount: Int { nodes.count }

    /// End offset (exclusive) of a value's token: a container's end is kept in `links`, just before its first
    /// child (see `Node`).
    @inlinable
    func end(of node: Node) -> Int32 {
        node.isContainer ? links[Int(node.payload) - 1] : node.scalarEnd
    }
}

/// A view of one value inside a `PlistDocument`. Cheap to copy; decoding happens on access.
public struct PlistValue: Sendable {
    public let document: PlistDocument
    @usableFromInline let index: Int32

    @usableFromInline
    init(document: PlistDocument, index: Int32) {
        self.document = document
        self.index = index
    }

    @usableFromInline var node: Node { document.nodes[Int(index)] }

    public var kind: PlistKind { node.kind }
    public var style: StringStyle { node.style }

    /// Where the value is written: the whole token, quotes and brackets included.
    public var range: SourceRange {
        let n = node
        return document.source.range(Int(n.start), Int(document.end(of: n)))
    }
    public var span: SourceSpan {
        let n = node
        return SourceSpan(startOffset: Int(n.start), endOffset: Int(document.end(of: n)))
    }
    public var startOffset: Int { Int(node.start) }
    public var endOffset: Int { Int(document.end(of: node)) }
    public var position: SourcePosition { document.source.position(of: Int(node.start)) }

    /// A stable identity within its document (useful as a dictionary key).
    public var id: Int { Int(index) }

    // MARK: Strings

    /// The decoded string, or nil if this is not a string.
    public var string: String? {
        let n = node
        guard n.kind == .string else { return nil }
        if n.payload >= 0 { return document.decoded[Int(n.payload)] }
        let (s, e) = n.contentBounds
        return document.source.bytes.withUnsafeBufferPointer { buf in
            String(decoding: UnsafeBufferPointer(rebasing: buf[s..<e]), as: UTF8.self)
        }
    }

    /// True if this is a string equal to `other`, compared as UTF-8 bytes (exact code units, as CoreFoundation
    /// compares keys) without allocating.
    public func isString(_ other: String) -> Bool {
        guard kind == .string else { return false }
        var other = other
        return other.withUTF8 { document.stringBytesEqual(index, UnsafeRawBufferPointer($0)) }
    }

    // MARK: Data

    public var data: [UInt8]? {
        let n = node
        guard n.kind == .data else { return nil }
        return document.dataStore[Int(n.payload)]
    }

    // MARK: Containers

    /// Number of elements of an array or entries of a dictionary; 0 for scalars.
    public var count: Int {
        let n = node
        return n.kind == .array || n.kind == .dictionary ? Int(n.count) : 0
    }

    /// The elements of an array (empty for anything else).
    public var elements: [PlistValue] {
        let n = node
        guard n.kind == .array else { return [] }
        let first = Int(n.payload)
        return (0..<Int(n.count)).map { PlistValue(document: document, index: document.links[first + $0]) }
    }

    /// The `id`s of an array's elements, in order, replacing `ids` (emptied for anything else): for readers that
    /// keep ids of many values in columns, without making a value per element.
    public func elementIDs(into ids: inout [Int32]) {
        ids.removeAll(keepingCapacity: true)
        let n = node
        guard n.kind == .array else { return }
        let first = Int(n.payload)
        document.links.withUnsafeBufferPointer { links in
            ids.append(contentsOf: links[first..<first + Int(n.count)])
        }
    }

    /// The `id`s of a dictionary's keys and values, entry by entry in source order (nothing for anything else).
    public func forEachEntryID(_ body: (_ entry: Int, _ key: Int32, _ value: Int32) -> Void) {
        let n = node
        guard n.kind == .dictionary else { return }
        let first = Int(n.payload)
        document.links.withUnsafeBufferPointer { links in
            for i in 0..<Int(n.count) { body(i, links[first + 2 * i], links[first + 2 * i + 1]) }
        }
    }

    /// The entries of a dictionary in source order, duplicates included (empty for anything else).
    public var entries: [(key: PlistValue, value: PlistValue)] {
        let n = node
        guard n.kind == .dictionary else { return [] }
        let first = Int(n.payload)
        return (0..<Int(n.count)).map {
            (PlistValue(document: document, index: document.links[first + 2 * $0]),
             PlistValue(document: document, index: document.links[first + 2 * $0 + 1]))
        }
    }

    /// Calls `body` for each dictionary entry in source order without building an array. Inlinable: callers in
    /// other modules scan thousands of objects with it, and a closure call per entry across the module boundary
    /// cost more than the scan.
    @inlinable
    public func forEachEntry(_ body: (_ key: PlistValue, _ value: PlistValue) throws -> Void) rethrows {
        let n = node
        guard n.kind == .dictionary else { return }
        let first = Int(n.payload)
        for i in 0..<Int(n.count) {
            try body(PlistValue(document: document, index: document.links[first + 2 * i]),
                     PlistValue(document: document, index: document.links[first + 2 * i + 1]))
        }
    }

    /// The value for `key`; with a repeated key the last one wins, as CoreFoundation reads it.
    public subscript(key: String) -> PlistValue? {
        entry(forKey: key)?.value
    }

    /// The entry (key and value) for `key`, last occurrence winning.
    public func entry(forKey key: String) -> (key: PlistValue, value: PlistValue)? {
        guard let i = entryIndex(forKey: key) else { return nil }
        let first = Int(node.payload)
        return (PlistValue(document: document, index: document.links[first + 2 * i]),
                PlistValue(document: document, index: document.links[first + 2 * i + 1]))
    }

    /// Position of the last entry whose key is `key`, keys compared as bytes in place (no key is decoded). The
    /// source is pinned once for the whole scan and a key's bytes are read only when its length matches: the
    /// model asks each of thousands of small objects for a few keys.
    func entryIndex(forKey key: String) -> Int? {
        let n = node
        guard n.kind == .dictionary else { return nil }
        let first = Int(n.payload)
        let document = document
        var key = key
        return key.withUTF8 { k -> Int? in
            document.source.bytes.withUnsafeBufferPointer { text -> Int? in
                var i = Int(n.count) - 1
                while i >= 0 {
                    let link = document.links[first + 2 * i]
                    let keyNode = document.nodes[Int(link)]
                    if keyNode.kind == .string {
                        if keyNode.payload < 0 {
                            let (s, e) = keyNode.contentBounds
                            if e - s == k.count, PlistValue.sameBytes(text, s, k) { return i }
                        } else if document.stringBytesEqual(link, UnsafeRawBufferPointer(k)) {
                            return i
                        }
                    }
                    i -= 1
                }
                return nil
            }
        }
    }

    /// Whether the `key.count` bytes of `text` from `start` are `key` (the caller checked they are in range).
    @inline(__always)
    private static func sameBytes(_ text: UnsafeBufferPointer<UInt8>, _ start: Int,
                                  _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let a = text.baseAddress, let b = key.baseAddress else { return key.isEmpty }
        return memcmp(a + start, b, key.count) == 0
    }

    /// The strings of an array of strings, skipping anything else.
    public var stringElements: [String] { elements.compactMap(\.string) }
}
