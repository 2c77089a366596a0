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

    /// Closes a container whose children were pushed since `mark`.
    mutating func closeContainer(_ kind: PlistKind, start: Int, end: Int, mark: Int) -> Int32 {
        let childCount = scratch.count - mark
        let first = links.count
        links.append(contentsOf: scratch[mark...])
        scratch.removeSubrange(mark...)
        nodes.append(Node(kind: kind, style: .other, start: Int32(truncatingIfNeeded: start),
                          end: Int32(truncatingIfNeeded: end), payload: Int32(truncatingIfNeeded: first),
                          count: Int32(truncatingIfNeeded: kind == .dictionary ? childCount / 2 : childCount)))
        let index = Int32(truncatingIfNeeded: nodes.count - 1)
        if kind == .dictionary && childCount >= 4 { findDuplicateKeys(first: first, entries: childCount / 2) }
        return index
    }

    // MARK: Duplicate keys

    /// Raw bytes of a key for comparison (decoded text for escaped keys).
    private func keyBytes(_ nodeIndex: Int32) -> ArraySlice<UInt8> {
        let n = nodes[Int(nodeIndex)]
        if n.payload >= 0 { return ArraySlice(decoded[Int(n.payload)].utf8) }
        let quoted = n.style == .doubleQuoted || n.style == .singleQuoted
        let s = Int(n.start) + (quoted ? 1 : 0)
        let e = Int(n.end) - (quoted ? 1 : 0)
        return source.bytes[s..<e]
    }

    private mutating func findDuplicateKeys(first: Int, entries: Int) {
        if entries <= 12 {
            for i in 1..<entries {
                let ki = keyBytes(links[first + 2 * i])
                for j in 0..<i where keyBytes(links[first + 2 * j]).elementsEqual(ki) {
                    reportDuplicate(earlier: links[first + 2 * j], later: links[first + 2 * i])
                    break
                }
            }
            return
        }
        var seen: [Int: Int32] = [:]
        seen.reserveCapacity(entries)
        var collisions: [Int: [Int32]] = [:]
        for i in 0..<entries {
            let k = links[first + 2 * i]
            let bytes = keyBytes(k)
            var hasher = Hasher()
            hasher.combine(bytes.count)
            for b in bytes { hasher.combine(b) }
            let h = hasher.finalize()
            if let prior = seen[h] {
                let candidates = [prior] + (collisions[h] ?? [])
                if let match = candidates.first(where: { keyBytes($0).elementsEqual(bytes) }) {
                    reportDuplicate(earlier: match, later: k)
                } else {
                    collisions[h, default: []].append(k)
                }
            } else {
                seen[h] = k
            }
        }
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
