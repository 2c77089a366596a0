import Foundation

/// Builds the flat value table of a `PlistDocument`. Shared by the OpenStep, XML and JSON readers so they all
/// produce the same model.
///
/// Children are collected on a scratch stack while a container is open and copied into `links` when it closes,
/// so nested containers never interleave and the whole build stays linear.
struct DocumentBuilder {
    let source: SourceText
    var nodes: [Node] = []
    var links: [Int32] = []
    var scratch: [Int32] = []
    var decoded: [String] = []
    var dataStore: [[UInt8]] = []
    var warnings: [PlistWarning] = []

    init(source: SourceText, expectedValues: Int = 0) {
        self.source = source
        nodes.reserveCapacity(expectedValues)
        links.reserveCapacity(expectedValues)
        scratch.reserveCapacity(256)
    }

    /// A string that is a plain slice of the source (no escapes).
    @inline(__always)
    mutating func addRawString(start: Int, end: Int, style: StringStyle) -> Int32 {
        nodes.append(Node(kind: .string, style: style, start: Int32(truncatingIfNeeded: start),
                          end: Int32(truncatingIfNeeded: end), payload: -1, count: 0))
        return Int32(truncatingIfNeeded: nodes.count - 1)
    }

    /// A string whose value differs from its source bytes (escapes, entities).
    mutating func addDecodedString(_ value: String, start: Int, end: Int, style: StringStyle) -> Int32 {
        decoded.append(value)
        nodes.append(Node(kind: .string, style: style, start: Int32(truncatingIfNeeded: start),
                          end: Int32(truncatingIfNeeded: end),
                          payload: Int32(truncatingIfNeeded: decoded.count - 1), count: 0))
        return Int32(truncatingIfNeeded: nodes.count - 1)
    }

    mutating func addData(_ bytes: [UInt8], start: Int, end: Int) -> Int32 {
        dataStore.append(bytes)
        nodes.append(Node(kind: .data, style: .other, start: Int32(truncatingIfNeeded: start),
                          end: Int32(truncatingIfNeeded: end),
                          payload: Int32(truncatingIfNeeded: dataStore.count - 1), count: 0))
        return Int32(truncatingIfNeeded: nodes.count - 1)
    }

    /// Marks where the children of a container begin on the scratch stack.
    @inline(__always)
    var mark: Int { scratch.count }

    @inline(__always)
    mutating func push(_ child: Int32) { scratch.append(child) }

    /// Closes a container whose children were pushed since `mark`. `buf` is the source text (for comparing keys
    /// without copying the builder into a closure); pass nil when the source has no text (binary plists).
    mutating func closeContainer(_ kind: PlistKind, start: Int, end: Int, mark: Int,
                                 buf: UnsafeBufferPointer<UInt8>? = nil) -> Int32 {
        let childCount = scratch.count - mark
        let first = links.count
        links.append(contentsOf: scratch[mark...])
        scratch.removeSubrange(mark...)
        nodes.append(Node(kind: kind, style: .other, start: Int32(truncatingIfNeeded: start),
                          end: Int32(truncatingIfNeeded: end), payload: Int32(truncatingIfNeeded: first),
                          count: Int32(truncatingIfNeeded: kind == .dictionary ? childCount / 2 : childCount)))
        let index = Int32(truncatingIfNeeded: nodes.count - 1)
        if kind == .dictionary && childCount >= 4 {
            findDuplicateKeys(first: first, entries: childCount / 2, buf: buf ?? UnsafeBufferPointer(start: nil, count: 0))
        }
        return index
    }

    // MARK: Duplicate keys

    /// Byte range of a key's text in the source, or nil when the key was decoded (escapes, XML, JSON).
    @inline(__always)
    private func rawKeyBounds(_ nodeIndex: Int32) -> (Int, Int)? {
        let n = nodes[Int(nodeIndex)]
        if n.payload >= 0 { return nil }
        let quoted = n.style == .doubleQuoted || n.style == .singleQuoted
        return (Int(n.start) + (quoted ? 1 : 0), Int(n.end) - (quoted ? 1 : 0))
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

    /// FNV-1a over the key's bytes: cheap, and collisions are settled by comparing the bytes.
    private func keyHash(_ index: Int32, _ buf: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        if let (s, e) = rawKeyBounds(index), buf.baseAddress != nil {
            var i = s
            while i < e { h = (h ^ UInt64(buf[i])) &* 0x0000_0100_0000_01B3; i += 1 }
        } else {
            for b in keyBytes(index) { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        }
        return h
    }

    private mutating func findDuplicateKeys(first: Int, entries: Int, buf: UnsafeBufferPointer<UInt8>) {
        var duplicates: [(Int32, Int32)] = []
        do {
            if entries <= 12 {
                for i in 1..<entries {
                    let ki = links[first + 2 * i]
                    for j in 0..<i where keysEqual(links[first + 2 * j], ki, buf) {
                        duplicates.append((links[first + 2 * j], ki))
                        break
                    }
                }
            } else {
            var seen: [UInt64: Int32] = [:]
            seen.reserveCapacity(entries)
            var collisions: [UInt64: [Int32]] = [:]
            for i in 0..<entries {
                let k = links[first + 2 * i]
                let h = keyHash(k, buf)
                guard let prior = seen[h] else { seen[h] = k; continue }
                let candidates = [prior] + (collisions[h] ?? [])
                if let match = candidates.first(where: { keysEqual($0, k, buf) }) {
                    duplicates.append((match, k))
                } else {
                    collisions[h, default: []].append(k)
                }
            }
            }
        }
        for (earlier, later) in duplicates { reportDuplicate(earlier: earlier, later: later) }
    }

    private mutating func reportDuplicate(earlier: Int32, later: Int32) {
        let e = nodes[Int(earlier)]
        let l = nodes[Int(later)]
        let key = String(decoding: keyBytes(later), as: UTF8.self)
        let firstRange = source.range(Int(e.start), Int(e.end))
        warnings.append(PlistWarning(
            kind: .duplicateKey,
            message: "duplicate key \"\(key)\" (first at line \(firstRange.start.line)); the last one wins",
            range: source.range(Int(l.start), Int(l.end)), key: key, firstRange: firstRange))
    }

    func finish(format: PlistFormat, root: Int32) -> PlistDocument {
        PlistDocument(source: source, format: format, nodes: nodes, links: links, decoded: decoded,
                      dataStore: dataStore, rootIndex: root, warnings: warnings)
    }
}
