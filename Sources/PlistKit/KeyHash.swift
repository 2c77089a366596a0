/// The hash behind every byte-keyed table of the parser and the model (duplicate keys, `DictionaryIndex`, the
/// object table): keyed with a secret drawn once per process.
///
/// Why keyed: a project file is input from strangers, and with a fixed hash anyone can compute keys that all land
/// in one slot; open addressing then turns each insert and lookup into a walk over all of them (200,000 crafted
/// keys took 12.8 s instead of 0.02 s). With a secret key the slot of a key cannot be predicted, so neither can a
/// collision. Each step multiplies the state, mixed with the word, by a secret into 128 bits and folds the halves
/// (the construction of wyhash and Go's runtime map hash): as fast as the fixed multiply-xorshift it replaces, and
/// the secret enters every step, so no choice of bytes cancels it out.
///
/// The secret comes from the seed the standard library draws for `Hasher` (so `SWIFT_DETERMINISTIC_HASHING=1`
/// makes runs repeatable, as it does for `Set` and `Dictionary`). Tables capture `KeyHash.process` once and call
/// `hash` in their loops; reading the global on every key would cost a lazy-initialisation check each time.
struct KeyHash: Sendable {
    private let k0: UInt64
    private let k1: UInt64

    /// The key of this process.
    static let process: KeyHash = {
        var a = Hasher()
        a.combine(0x7062_786C_696E_7430 as UInt64)  // any constant: only the per-process seed varies
        var b = Hasher()
        b.combine(0x7062_786C_696E_7431 as UInt64)
        // An odd multiplier with bits spread over both halves, whatever the seed.
        return KeyHash(k0: UInt64(UInt(bitPattern: a.finalize())),
                       k1: UInt64(UInt(bitPattern: b.finalize())) | 0x8000_0000_0000_0001)
    }()

    init(k0: UInt64, k1: UInt64) {
        self.k0 = k0
        self.k1 = k1
    }

    /// The hash of `count` bytes at `p` with the process key (for tests and one-off uses; loops use `hash`).
    static func of(_ p: UnsafeRawPointer?, count n: Int) -> UInt64 { process.hash(p, count: n) }

    /// 64 bits of the product, both halves folded: every input bit reaches the low bits, which pick the slot.
    @inline(__always)
    private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        return high ^ low
    }

    /// The hash of `count` bytes at `p`, eight at a time (keys are short: `isa`, 24-digit object ids, setting
    /// names); the tail is read as one word overlapping what was already mixed, so no byte is read twice in a loop.
    @inline(__always)
    func hash(_ p: UnsafeRawPointer?, count n: Int) -> UInt64 {
        var h = k0 ^ (UInt64(truncatingIfNeeded: n) &* 0x9E37_79B9_7F4A_7C15)
        guard let p, n > 0 else { return KeyHash.fold(h, k1) }
        if n >= 8 {
            var i = 0
            while i + 8 <= n {
                h = KeyHash.fold(h ^ p.loadUnaligned(fromByteOffset: i, as: UInt64.self), k1)
                i += 8
            }
            if i < n {
                h = KeyHash.fold(h ^ p.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self), k1)
            }
        } else {
            var w: UInt64 = 0
            for i in 0..<n { w |= UInt64(p.load(fromByteOffset: i, as: UInt8.self)) << (8 * UInt64(i)) }
            h = KeyHash.fold(h ^ w, k1)
        }
        return h
    }

    /// The hash of a 96-bit value (an object id decoded from its 24 hex digits): the two halves, each mixed with
    /// the secret, multiplied, then folded once more with the secret. One multiply alone left ids that differ in
    /// a few digits clustered for some secrets (4,096 such ids took 1,098 of 65,536 slots at worst over 300
    /// secrets, against 3,935 with the second step).
    @inline(__always)
    func hash(high: UInt64, low: UInt32) -> UInt64 {
        KeyHash.fold(KeyHash.fold(high ^ k0, UInt64(low) ^ k1), k1)
    }
}
