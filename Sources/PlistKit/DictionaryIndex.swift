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

/// A hash index over the keys of one dictionary, for dictionaries too large to scan on every lookup: a pbxproj's
/// `objects` holds tens of thousands of entries, looked up by id hundreds of thousands of times.
///
/// Keys are hashed and compared as their UTF-8 bytes in the source, so neither building the index nor a lookup
/// decodes or allocates a string. A slot keeps 32 bits of the hash beside the entry, so a probe touches the key's
/// bytes only when the hash matches. With a repeated key the later entry wins, as `PlistValue.subscript` does.
public struct DictionaryIndex: KeyIndex {
    public let dictionary: PlistValue
    /// Number of entries, duplicates included.
    public let count: Int
    private let table: SlotTable<Slot>
    /// The process's hash key (see `KeyHash`: keyed so that crafted keys cannot all land in one slot).
    private let hasher: KeyHash

    struct Slot: IndexSlot {
        /// High 32 bits of the key's hash.
        var tag: UInt32
        var entry: Int32
        static var empty: Slot { Slot(tag: 0, entry: 0) }
    }

    /// Indexes `dictionary`'s keys; anything that is not a dictionary gives an empty index.
    public init(_ dictionary: PlistValue) {
        let count = dictionary.kind == .dictionary ? dictionary.count : 0
        self.init(dictionary, count: count, entries: nil)
    }

    /// Indexes only the keys of `entries` (positions in source order, ascending), for `ObjectIDIndex`'s keys that
    /// are not ids. Positions stay those of the whole dictionary.
    init(_ dictionary: PlistValue, entries: [Int32]) {
        let count = dictionary.kind == .dictionary ? dictionary.count : 0
        self.init(dictionary, count: count, entries: entries.filter { $0 >= 0 && Int($0) < count })
    }

    private init(_ dictionary: PlistValue, count: Int, entries: [Int32]?) {
        self.dictionary = dictionary
        // `count` of an array is its element count: only a dictionary has entries to index.
        self.count = count
        let indexed = entries?.count ?? count
        var table = SlotTable<Slot>(room: indexed, sparse: true)
        let document = dictionary.document
        let first = Int(dictionary.node.payload)
        let hasher = KeyHash.process
        self.hasher = hasher
        table.fill { filler in
            for n in 0..<indexed {
                let i = entries.map { Int($0[n]) } ?? n
                let key = document.links[first + 2 * i]
                document.withStringBytes(key) { bytes in
                    let h = hasher.hash(bytes.baseAddress, count: bytes.count)
                    let tag = UInt32(truncatingIfNeeded: h >> 32)
                    filler.insert(Slot(tag: tag, entry: Int32(truncatingIfNeeded: i + 1)), hash: h) { other in
                        other.tag == tag
                            && document.stringBytesEqual(document.links[first + 2 * (Int(other.entry) - 1)], bytes)
                    }
                }
            }
        }
        self.table = table
    }

    public func position(ofBytes bytes: UnsafeRawBufferPointer) -> Int? {
        guard count > 0 else { return nil }
        let h = hasher.hash(bytes.baseAddress, count: bytes.count)
        let tag = UInt32(truncatingIfNeeded: h >> 32)
        let document = dictionary.document
        let first = Int(dictionary.node.payload)
        return table.position(hash: h) { slot in
            slot.tag == tag && document.stringBytesEqual(document.links[first + 2 * (Int(slot.entry) - 1)], bytes)
        }
    }
}

extension PlistDocument {
    /// Calls `body` with the UTF-8 bytes of the string node `index`: a slice of the source when the string was
    /// written without escapes, the decoded text otherwise. Empty for anything that is not a string.
    @inlinable @inline(__always)
    func withStringBytes<R>(_ index: Int32, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        let n = nodes[Int(index)]
        guard n.kind == .string else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        if n.payload >= 0 {
            var text = decoded[Int(n.payload)]
            return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
        let (s, e) = n.contentBounds
        return source.bytes.withUnsafeBufferPointer { buf in
            body(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buf[s..<e])))
        }
    }

    /// True if the string node `index` has exactly the bytes `other`.
    @inline(__always)
    func stringBytesEqual(_ index: Int32, _ other: UnsafeRawBufferPointer) -> Bool {
        withStringBytes(index) { mine in
            guard mine.count == other.count else { return false }
            guard let a = mine.baseAddress, let b = other.baseAddress else { return mine.count == 0 }
            return memcmp(a, b, mine.count) == 0
        }
    }
}

extension PlistValue {
    /// True if `predicate` holds for some entry of this dictionary, given the UTF-8 bytes of its key and of its
    /// value (nil when the value is not a string); false for anything but a dictionary. For scanning many objects
    /// for a few keys: the source is pinned once per dictionary, not once per string as `withUTF8` must.
    @inlinable
    public func containsEntry(where predicate: (_ key: UnsafeRawBufferPointer,
                                                _ value: UnsafeRawBufferPointer?) -> Bool) -> Bool {
        let n = node
        guard n.kind == .dictionary else { return false }
        let document = document
        let first = Int(n.payload)
        return document.source.bytes.withUnsafeBufferPointer { buf in
            for i in 0..<Int(n.count) {
                let found = document.stringBytes(document.links[first + 2 * i], buf) { key in
                    guard let key else { return false }
                    return document.stringBytes(document.links[first + 2 * i + 1], buf) { value in predicate(key, value) }
                }
                if found { return true }
            }
            return false
        }
    }
}

extension PlistValue {
    /// Calls `body` for each entry of this dictionary in source order, duplicates included, with the UTF-8 bytes
    /// of its key (nil when the key is not a string) and its value; never for anything but a dictionary. For
    /// picking a few known keys out of many small objects in one pass: the source is pinned once per dictionary,
    /// not once per key as `withUTF8` must.
    public func forEachEntry(keyBytes body: (_ key: UnsafeRawBufferPointer?, _ value: PlistValue) -> Void) {
        let n = node
        guard n.kind == .dictionary else { return }
        let document = document
        let first = Int(n.payload)
        document.source.bytes.withUnsafeBufferPointer { buf in
            for i in 0..<Int(n.count) {
                let value = PlistValue(document: document, index: document.links[first + 2 * i + 1])
                _ = document.stringBytes(document.links[first + 2 * i], buf) { key in
                    body(key, value)
                    return false
                }
            }
        }
    }
}

extension PlistDocument {
    /// The bytes of string node `index` (nil for other kinds), with the source already pinned as `buf`. The same
    /// steps as `withStringBytes`, which pins the source itself; building that one on this cost the object table
    /// 1.5M instructions on OsmAnd (measured), so the two stay side by side.
    @inlinable @inline(__always)
    func stringBytes(_ index: Int32, _ buf: UnsafeBufferPointer<UInt8>,
                                 _ body: (UnsafeRawBufferPointer?) -> Bool) -> Bool {
        let n = nodes[Int(index)]
        guard n.kind == .string else { return body(nil) }
        if n.payload >= 0 {
            var text = decoded[Int(n.payload)]
            return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
        let (s, e) = n.contentBounds
        return body(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buf[s..<e])))
    }
}

extension PlistValue {
    /// Calls `body` with the UTF-8 bytes of this string without allocating (nil if this is not a string). For
    /// comparing and classifying values in bulk; use `string` to keep one.
    @inlinable
    public func withUTF8<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R? {
        guard kind == .string else { return nil }
        return document.withStringBytes(index, body)
    }
}

extension PlistValue {
    /// Element `i` (0 ..< count) of an array, without building the array of all of them as `elements` does; nil
    /// for anything else or a position out of range. For walking every group's children of a big project.
    @inlinable
    public func element(at i: Int) -> PlistValue? {
        let n = node
        guard n.kind == .array, i >= 0, i < Int(n.count) else { return nil }
        return PlistValue(document: document, index: document.links[Int(n.payload) + i])
    }
}
