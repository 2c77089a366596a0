#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes a source file must contain to be worth lexing for a code check (`AlternateIcon`, `Image`), and the
/// search for them in raw bytes.
///
/// Why an anchor: the search jumps with `memchr` from one occurrence of a single byte of the marker to the next
/// and compares the whole marker there. Jumping to the marker's first byte is only fast if that byte is rare:
/// the `I` of `Image` is the `I` of every `Int`, so a file of ordinary Swift stopped the search at every type
/// annotation (about 20 times slower than jumping to its `g`, measured on bench/generate_sources.py's files).
/// Each marker names the byte that ordinary code holds least often.
struct SourceMarker: Sendable, Hashable {
    let bytes: [UInt8]
    /// The index in `bytes` of the byte `memchr` jumps to.
    let anchor: Int

    init(_ text: String, anchor: Int) {
        bytes = Array(text.utf8)
        self.anchor = min(max(anchor, 0), max(bytes.count - 1, 0))
    }

    /// Whether the marker occurs in `haystack`.
    func occurs(in haystack: UnsafeRawBufferPointer) -> Bool {
        guard !bytes.isEmpty, bytes.count <= haystack.count, let base = haystack.baseAddress else { return false }
        let anchor = self.anchor
        return bytes.withUnsafeBytes { needle in
            guard let start = needle.baseAddress else { return false }
            let byte = Int32(needle[anchor])
            // The anchor can only sit at offsets [anchor, last + anchor] of the haystack.
            var offset = anchor
            let end = haystack.count - needle.count + anchor + 1
            while offset < end {
                guard let hit = memchr(base + offset, byte, end - offset) else { return false }
                let position = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + (position - anchor), start, needle.count) == 0 { return true }
                offset = position + 1
            }
            return false
        }
    }

    /// Whether the marker occurs in `haystack`.
    func occurs(in haystack: [UInt8]) -> Bool {
        haystack.withUnsafeBytes { occurs(in: $0) }
    }
}
