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

/// Builds the flat value table of a `PlistDocument`. Shared by the OpenStep, XML and JSON readers so they all
/// produce the same model.
///
/// Children are collected on a scratch stack while a container is open and copied into `links` when it closes,
/// so nested containers never interleave and the whole build stays linear.
struct DocumentBuilder {
    let source: SourceText
    var nodes: FlatStore<Node>
    var links: FlatStore<Int32>
    var scratch: FlatStore<Int32>
    var decoded: [String] = []
    var dataStore: [[UInt8]] = []
    var warnings: [PlistWarning] = []
    /// Scratch table for duplicate-key detection (see `findDuplicateKeys`); grows to the largest dictionary.
    private var keyTable = FlatStore<KeySlot>(capacity: 0)
    /// The process's hash key, read once (see `KeyHash`).
    private let keyHasher = KeyHash.process

    init(source: SourceText, expectedValues: Int = 0) {
        self.source = source
        nodes = FlatStore(capacity: expectedValues)
        links = FlatStore(capacity: expectedValues)
        scratch = FlatStore(capacity: 256)
    }

    /// A string that is a plain slice of the source (no escapes).
    @inline(__always)
    mutating func addRawString(start: Int, end: Int, style: StringStyle) -> Int32 {
        nodes.append(Node(kind: .string, style: style, start: Int32(truncatingIfNeeded: start),
                          end: Int32(truncatingIfNeeded: end), payload: -1))
        return Int32(truncatingIfNeeded: nodes.count - 1)
    }

    /// A string whose value differs from its source bytes (escapes, entities).
    mutating func addDecodedString(_ value: String, start: Int, end: Int, style: StringStyle) -> Int32 {
        decoded.append(value)
        nodes.append(Node(kind: .string, style: style, start: Int32(truncatingIfNeeded: start),
                          end: Int32(truncatingIfNeeded: end),
                          payload: Int32(truncatingIfNeeded: decoded.count - 1)))
        return Int32(truncatingIfNeeded: nodes.count - 1)
    }

    mutating func addData(_ bytes: [UInt8], start: Int, end: Int) -> Int32 {
        dataStore.append(bytes)
        nodes.append(Node(kind: .data, style: .other, start: Int32(truncatingIfNeeded: start),
                          end: Int32(truncatingIfNeeded: end),
                          payload: Int32(truncatingIfNeeded: dataStore.count - 1)))
        return Int32(truncatingIfNeeded: nodes.count - 1)
    }

    /// Marks where the children of a container begin on the scratch stack.
    @inline(__always)
    var mark: Int { scratch.count }

    @inline(__always)
    mutating func push(_ child: Int32) { scratch.append(child) }

    /// Closes a container whose children were pushed since `mark`. `buf` is the source text (for comparing keys
    /// without copying the builder into a closure); pass nil when the source has no text (binary plists).
    /// `checkingDuplicateKeys: false` is for dictionaries composed by the program, whose duplicates nobody wrote.
    mutating func closeContainer(_ kind: PlistKind, start: Int, end: Int, mark: Int,
                                 buf: UnsafeBufferPointer<UInt8>? = nil, checkingDuplicateKeys: Bool = true) -> Int32 {
        let childCount = scratch.count - mark
        // The container's end offset goes just before its children (see `Node`).
        links.append(Int32(truncatingIfNeeded: end))
        let first = links.count
        links.moveTail(of: &scratch, from: mark)
        nodes.append(Node(container: kind, start: Int32(truncatingIfNeeded: start),
                          count: Int32(truncatingIfNeeded: kind == .dictionary ? childCount / 2 : childCount),
                          firstLink: Int32(truncatingIfNeeded: first)))
        let index = Int32(truncatingIfNeeded: nodes.count - 1)
        if checkingDuplicateKeys && kind == .dictionary && childCount >= 4 {  // two or more entries
            findDuplicateKeys(first: first, entries: childCount / 2, buf: buf ?? UnsafeBufferPointer(start: nil, count: 0))
        }
        return index
    }

    // MARK: Duplicate keys

    /// Byte range of a key's text in the source, or nil when the key was decoded (escapes, XML, JSON).
    @inline(__always)
    private func rawKeyBounds(_ nodeIndex: Int32) -> (Int, Int)? {
        let n = nodes[Int(nodeIndex)]
        return n.payload >= 0 ? nil : n.contentBounds
    }

    /// The key's text as bytes (allocates; used only for decoded keys and messages).
    private func keyBytes(_ nodeIndex: Int32) -> [UInt8] {
        if let (s, e) = rawKeyBounds(nodeIndex) { return Array(source.bytes[s..<e]) }
        return Array(decoded[Int(nodes[Int(nodeIndex)].payload)].utf8)
    }

    private func keysEqual(_ a: Int32, _ b: Int32, _ buf: UnsafeBufferPointer<UInt8>) -> Bool {
        if let (s1, e1) = rawKeyBounds(a), let (s2, e2) = rawKeyBounds(b), let base = buf.baseAddress {
            guard e1 - s1 == e2 - s2 else { return false }
            return memcmp(base + s1, base + s2, e1 - s1) == 0
        }
        return keyBytes(a) == keyBytes(b)
    }

    /// The keyed hash of the key's bytes (see `KeyHash`); equal hashes are settled by comparing the bytes.
    @inline(__always)
    private func keyHash(_ index: Int32, _ node: Node, _ buf: UnsafeBufferPointer<UInt8>) -> UInt64 {
        if node.payload < 0, let base = buf.baseAddress {
            let (s, e) = node.contentBounds
            return keyHasher.hash(UnsafeRawPointer(base + s), count: e - s)
        }
        return keyBytes(index).withUnsafeBytes { raw in
            keyHasher.hash(raw.baseAddress, count: raw.count)
        }
    }

    /// One pass with an open-addressing table of key nodes that lives as long as the builder. Containers close
    /// innermost first, so one table serves them all; each dictionary clears only the slots it uses (8 bytes per
    /// slot, 1.5 slots per key: the objects dictionary of a 100 MB project then needs 5 MB of table, which stays in
    /// cache far better than a power-of-two table of 12-byte stamped slots did, and faults in fewer pages). Keys
    /// that are raw slices of the source (all of them in Xcode-written files) are hashed and compared in place.
    private mutating func findDuplicateKeys(first: Int, entries: Int, buf: UnsafeBufferPointer<UInt8>) {
        if entries <= KeySignature.smallDictionary, let duplicates = smallDictionaryDuplicates(first, entries, buf) {
            for (earlier, later) in duplicates { reportDuplicate(earlier: earlier, later: later) }
            return
        }
        let size = entries + entries / 2 + 1
        keyTable.reset(count: size, to: KeySlot(key: -1, tag: 0))
        var duplicates: [(Int32, Int32)] = []
        // Plain loops over the stores' memory: no closure captures the builder (which copied it, retains and all,
        // once per dictionary). Nothing is appended while this runs, so the base pointers stay valid.
        let links = self.links.base
        let nodes = self.nodes.base
        let table = keyTable.base
        for i in 0..<entries {
            let k = links[first + 2 * i]
            let h = keyHash(k, nodes[Int(k)], buf)
            // The tag (high hash bits) lives in the slot: probing touches one slot per key, and the key bytes only
            // when the tags agree. The slot comes from the low bits scaled to the size (no power of two needed).
            let tag = UInt32(truncatingIfNeeded: h >> 32)
            var slot = Int(truncatingIfNeeded: (UInt64(UInt32(truncatingIfNeeded: h)) &* UInt64(size)) >> 32)
            while table[slot].key >= 0 {
                if table[slot].tag == tag && keysEqual(table[slot].key, k, buf) { break }
                slot = slot + 1 == size ? 0 : slot + 1
            }
            if table[slot].key >= 0 {
                duplicates.append((table[slot].key, k))
            } else {
                table[slot] = KeySlot(key: k, tag: tag)
            }
        }
        for (earlier, later) in duplicates { reportDuplicate(earlier: earlier, later: later) }
    }

    /// Most dictionaries are objects and build settings of a few entries: compare short signatures of every pair
    /// (length and the first and last eight bytes, which settle keys of up to 16 bytes) instead of hashing.
    /// Nil when a key is not a raw slice of the source (then the hash table decides).
    private func smallDictionaryDuplicates(_ first: Int, _ entries: Int,
                                           _ buf: UnsafeBufferPointer<UInt8>) -> [(Int32, Int32)]? {
        guard let base = buf.baseAddress else { return nil }
        let links = self.links.base
        let nodes = self.nodes.base
        return withUnsafeTemporaryAllocation(of: KeySignature.self, capacity: entries) { sigs -> [(Int32, Int32)]? in
            var duplicates: [(Int32, Int32)] = []
            for i in 0..<entries {
                let n = nodes[Int(links[first + 2 * i])]
                guard n.payload < 0 else { return nil }
                let (s, e) = n.contentBounds
                let sig = KeySignature(base, s, e)
                var j = 0
                while j < i {
                    if sigs[j] == sig && (sig.length <= 16
                        || memcmp(base + s, base + Int(sigs[j].start), sig.length) == 0) {
                        duplicates.append((links[first + 2 * j], links[first + 2 * i]))
                        break
                    }
                    j += 1
                }
                sigs.initializeElement(at: i, to: sig)
            }
            return duplicates
        }
    }

    private mutating func reportDuplicate(earlier: Int32, later: Int32) {
        let e = nodes[Int(earlier)]
        let l = nodes[Int(later)]
        let key = String(decoding: keyBytes(later), as: UTF8.self)
        let firstRange = source.range(Int(e.start), Int(e.scalarEnd))
        warnings.append(PlistWarning(
            kind: .duplicateKey,
            message: "duplicate key \"\(key)\" (first at line \(firstRange.start.line)); the last one wins",
            range: source.range(Int(l.start), Int(l.scalarEnd)), key: key, firstRange: firstRange))
    }

    func finish(format: PlistFormat, root: Int32) -> PlistDocument {
        // The stores were sized from the text's length and faulted in ahead of use; a document lives through the
        // whole run, so what it will never use goes back now (a few MB on a big project, at the run's peak).
        nodes.releaseUnused()
        links.releaseUnused()
        return PlistDocument(source: source, format: format, nodes: nodes, links: links, decoded: decoded,
                      dataStore: dataStore, rootIndex: root, warnings: warnings)
    }
}

/// What `smallDictionaryDuplicates` compares: equal signatures mean equal keys for keys of up to 16 bytes.
struct KeySignature: Equatable {
    static let smallDictionary = 16
    var length: Int
    var head: UInt64
    var tail: UInt64
    /// Offset of the key's text (for the byte comparison of longer keys; not part of equality).
    var start: Int32

    @inline(__always)
    init(_ base: UnsafePointer<UInt8>, _ s: Int, _ e: Int) {
        length = e - s
        start = Int32(truncatingIfNeeded: s)
        let raw = UnsafeRawPointer(base)
        if length >= 8 {
            head = raw.loadUnaligned(fromByteOffset: s, as: UInt64.self)
            tail = raw.loadUnaligned(fromByteOffset: e - 8, as: UInt64.self)
        } else {
            var w: UInt64 = 0
            for k in 0..<length { w |= UInt64(base[s + k]) << (8 * UInt64(k)) }
            head = w
            tail = 0
        }
    }

    @inline(__always)
    static func == (a: KeySignature, b: KeySignature) -> Bool {
        a.length == b.length && a.head == b.head && a.tail == b.tail
    }
}

/// A slot of the duplicate-key table: the node of a key seen in the current dictionary, or -1 when empty.
struct KeySlot: BitwiseCopyable {
    var key: Int32
    /// High 32 bits of the key's hash.
    var tag: UInt32
}
