/// The open-addressing table under both key indexes (`DictionaryIndex`, `ObjectIDIndex`): one slot per key, found
/// by linear probing from the home slot its hash picks. A slot holds the entry's position + 1 (0 marks an empty
/// slot) beside what the index compares first (a hash tag, a decoded object id), so most probes never touch the
/// key's node or text.
///
/// At most 4/5 full by default: the probes of a lookup stay within a cache line or two, and a big project's table stays
/// small. The home slot is the hash scaled to the size, so no power-of-two size is needed.
struct SlotTable<Slot: IndexSlot>: Sendable {
    private(set) var slots: [Slot]

    /// A table with room for `count` keys; `sparse`: at most 2/3 full, for slots whose matches cost more than a
    /// compare in the slot (`DictionaryIndex` compares the key's bytes when the tag matches).
    init(room count: Int, sparse: Bool = false) {
        let size = count + (sparse ? count / 2 : count / 4) + 1
        slots = [Slot](unsafeUninitializedCapacity: size) { buffer, initialized in
            if let base = buffer.baseAddress {
                HugePages.advise(UnsafeMutableRawPointer(base), count: size * MemoryLayout<Slot>.stride)
                base.initialize(repeating: Slot.empty, count: size)
            }
            initialized = buffer.baseAddress == nil ? 0 : size
        }
    }

    /// The first slot probed for `hash` in a table of `size` slots.
    @inline(__always)
    static func home(_ hash: UInt64, _ size: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(truncatingIfNeeded: hash)) &* UInt64(size)) >> 32)
    }

    /// The slot probed after `slot`.
    @inline(__always)
    static func next(_ slot: Int, _ size: Int) -> Int { slot + 1 == size ? 0 : slot + 1 }

    /// Calls `body` with the table pinned once for all its insertions (pinning per insertion checked the
    /// array's uniqueness every time).
    mutating func fill(_ body: (Filler) -> Void) {
        slots.withUnsafeMutableBufferPointer { body(Filler(table: $0)) }
    }

    struct Filler {
        let table: UnsafeMutableBufferPointer<Slot>

        /// Puts `slot` in the first free slot from `hash`'s home, or over the slot of the same key (`isSameKey`):
        /// with a repeated key the later entry wins, as `PlistValue.subscript` has it.
        @inline(__always)
        func insert(_ slot: Slot, hash: UInt64, isSameKey: (Slot) -> Bool) {
            let size = table.count
            var i = SlotTable.home(hash, size)
            while table[i].entry != 0 && !isSameKey(table[i]) { i = SlotTable.next(i, size) }
            table[i] = slot
        }
    }

    /// The entry position of the slot that `matches`, probing from `hash`'s home; nil when an empty slot comes first.
    @inline(__always)
    func position(hash: UInt64, matches: (Slot) -> Bool) -> Int? {
        let size = slots.count
        return slots.withUnsafeBufferPointer { table -> Int? in
            var i = SlotTable.home(hash, size)
            while table[i].entry != 0 {
                if matches(table[i]) { return Int(table[i].entry) - 1 }
                i = SlotTable.next(i, size)
            }
            return nil
        }
    }
}

/// A slot of a `SlotTable`.
protocol IndexSlot: Sendable {
    /// Entry position + 1; 0 marks an empty slot.
    var entry: Int32 { get }
    static var empty: Self { get }
}

/// A dictionary's entries seen through a key index: what `DictionaryIndex` and `ObjectIDIndex` answer alike,
/// each from its own `position(ofBytes:)`.
public protocol KeyIndex: Sendable {
    var dictionary: PlistValue { get }
    /// The position of the (last) entry whose key has exactly the UTF-8 bytes `bytes`.
    func position(ofBytes bytes: UnsafeRawBufferPointer) -> Int?
}

extension KeyIndex {
    // `dictionary` is read once per call (each read of a protocol requirement is a witness call that retains the
    // document). Inlinable: called from the model through a concrete index, these specialise there and borrow the
    // index; unspecialised, every call copied the whole index (its tables retained and released) to pass it.

    /// The key of entry `i` (0 ..< count, source order).
    @inlinable
    public func key(at i: Int) -> PlistValue {
        let dictionary = dictionary
        return PlistValue(document: dictionary.document,
                          index: dictionary.document.links[Int(dictionary.node.payload) + 2 * i])
    }

    /// The value of entry `i`.
    @inlinable
    public func value(at i: Int) -> PlistValue {
        let dictionary = dictionary
        return PlistValue(document: dictionary.document,
                          index: dictionary.document.links[Int(dictionary.node.payload) + 2 * i + 1])
    }

    /// The position of the (last) entry whose key is `key`.
    @inlinable
    public func position(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { position(ofBytes: UnsafeRawBufferPointer($0)) }
    }

    /// The position of the entry whose key equals the string value `key` (a value of any document, typically a
    /// reference to an object id); nil when `key` is not a string or no key matches.
    @inlinable
    public func position(ofKeyEqualTo key: PlistValue) -> Int? {
        guard key.node.kind == .string else { return nil }
        return key.document.withStringBytes(key.index) { position(ofBytes: $0) }
    }
}
