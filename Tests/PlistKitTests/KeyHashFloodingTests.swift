import Foundation
import Testing
import TestSupport
@testable import PlistKit

/// Hash flooding (issue 21): keys crafted so that all of them hash alike must not turn the parser's duplicate-key
/// table and `DictionaryIndex` quadratic. The keys are made for the fixed, unseeded hash pbxlint used before
/// (`FixedHash`, kept here as it was); with the keyed `KeyHash` they must spread like any other keys.
@Suite struct KeyHashFloodingTests {
    /// The hash every byte-keyed table used before it was keyed per process: 64-bit words mixed with a multiply,
    /// the tail as one overlapping word.
    enum FixedHash {
        static func step(_ h: UInt64, _ w: UInt64) -> UInt64 {
            var h = (h ^ w) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 31
            return h
        }

        static func of(_ bytes: [UInt8]) -> UInt64 {
            var h: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(bytes.count + 1)
            // Only whole words: the generator below makes keys of a multiple of eight bytes.
            precondition(bytes.count % 8 == 0 && !bytes.isEmpty)
            for i in stride(from: 0, to: bytes.count, by: 8) { h = step(h, word(bytes[i..<(i + 8)])) }
            return h
        }

        static func word(_ bytes: ArraySlice<UInt8>) -> UInt64 {
            bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        }
    }

    /// Bytes the keys are made of: `@` to `~` without the backslash, so that a key needs no escape in a quoted
    /// string. Any two of 0x40…0x7F differ only in their low six bits.
    static func allowed(_ b: UInt8) -> Bool { b >= 0x40 && b <= 0x7E && b != 0x5C }

    /// 2^stages distinct keys of 16 × stages bytes with one and the same `FixedHash` (Joux's multicollision): each
    /// stage finds two 16-byte blocks that bring the hash state to the same value, by the birthday paradox on the
    /// top two bits of each byte of the state after the first word; the second word then cancels the difference
    /// (it only touches the low six bits of each byte, so both stay in the allowed range). Any choice of one
    /// block per stage gives the same final state.
    static func collidingKeys(stages: Int, seed: UInt64 = 21) -> [[UInt8]] {
        var random = SplitMix64(seed: seed)
        func randomWord() -> [UInt8] {
            (0..<8).map { _ in
                var b: UInt8
                repeat { b = UInt8(0x40 + random.int(0...62)) } while !allowed(b)
                return b
            }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(16 * stages + 1)
        var pairs: [([UInt8], [UInt8])] = []
        while pairs.count < stages {
            var seen: [UInt16: [UInt8]] = [:]
            var found: ([UInt8], [UInt8])?
            while found == nil {
                let first = randomWord()
                let mixed = FixedHash.step(state, FixedHash.word(first[...]))
                var topBits: UInt16 = 0
                for k in 0..<8 { topBits |= UInt16((mixed >> (8 * UInt64(k) + 6)) & 3) << (2 * UInt16(k)) }
                if let other = seen[topBits], other != first {
                    let mixedOther = FixedHash.step(state, FixedHash.word(other[...]))
                    let difference = mixed ^ mixedOther  // below 0x40 in every byte
                    // A second word for each: w and w ^ difference, both in the allowed range.
                    var second: [UInt8] = []
                    var secondOther: [UInt8] = []
                    for k in 0..<8 {
                        let d = UInt8((difference >> (8 * UInt64(k))) & 0xFF)
                        var b: UInt8
                        repeat { b = UInt8(0x40 + random.int(0...62)) } while !allowed(b) || !allowed(b ^ d)
                        second.append(b)
                        secondOther.append(b ^ d)
                    }
                    found = (first + second, other + secondOther)
                    state = FixedHash.step(mixed, FixedHash.word(second[...]))
                } else {
                    seen[topBits] = first
                }
            }
            if let found { pairs.append(found) }
        }
        var keys: [[UInt8]] = [[]]
        for (a, b) in pairs { keys = keys.flatMap { [$0 + a, $0 + b] } }
        return keys
    }

    @Test("the generator really floods the fixed hash: distinct keys, one hash")
    func generatorCollidesUnderTheFixedHash() {
        let keys = Self.collidingKeys(stages: 8)
        #expect(keys.count == 256)
        #expect(Set(keys).count == 256)
        #expect(Set(keys.map(FixedHash.of)).count == 1)
        #expect(keys.allSatisfy { $0.allSatisfy(Self.allowed) })
    }

    @Test("keys crafted for the fixed hash spread over the table slots under KeyHash")
    func craftedKeysSpread() {
        let keys = Self.collidingKeys(stages: 12)  // 4,096 keys
        let hashes = keys.map { key in key.withUnsafeBytes { KeyHash.of($0.baseAddress, count: $0.count) } }
        // 4,096 keys over 65,536 slots: about 3,970 distinct slots if the hash spreads; 1 with the fixed hash.
        let slots = Set(hashes.map { $0 & 0xFFFF })
        #expect(slots.count > 3_500)
        let tags = Set(hashes.map { $0 >> 32 })
        #expect(tags.count > 4_000)
    }

    @Test("a dictionary of 16,384 crafted keys is parsed, indexed and looked up in linear time")
    func craftedDictionaryStaysLinear() throws {
        let keys = Self.collidingKeys(stages: 14)
        var text = "{\n"
        for (i, key) in keys.enumerated() { text += "\"\(String(decoding: key, as: UTF8.self))\" = v\(i);\n" }
        text += "}\n"
        let timer = ThreadCPUTimer()
        let document = try PlistReader.read(text)
        let index = DictionaryIndex(document.root)
        var found = 0
        for (i, key) in keys.enumerated() where index.position(of: String(decoding: key, as: UTF8.self)) == i {
            found += 1
        }
        // The object table's index: keys that are not 24-digit ids are indexed by their bytes, with the same hash.
        let objects = ObjectIDIndex(document.root)
        for (i, key) in keys.enumerated() where objects.position(of: String(decoding: key, as: UTF8.self)) == i {
            found += 1
        }
        let elapsed = timer.elapsed
        #expect(document.warnings.isEmpty)  // no key is a duplicate of another
        #expect(found == 2 * keys.count)
        // 0.3 s in a debug build; with the fixed hash, where each of the three passes probes 134 million slots and
        // compares a 224-byte key at each, 136 s. The bound only has to tell linear from quadratic.
        #expect(elapsed < .seconds(10), "parse, index and lookups took \(elapsed)")
    }

    @Test("ids that differ only in a few digits spread over the object table's slots")
    func structuredIDsSpread() {
        // 4,096 ids alike but for three digits, at the start, the middle or the end of the id.
        let hasher = KeyHash.process
        for position in [0, 10, 21] {
            var slots = Set<UInt64>()
            for n in 0..<4_096 {
                var digits = Array("0123456789ABCDEF01234567".utf8)
                for (k, d) in String(n, radix: 16, uppercase: true).leftPadded(to: 3).utf8.enumerated() {
                    digits[position + k] = d
                }
                guard let id = digits.withUnsafeBytes({ ObjectID(hex: $0) }) else {
                    Issue.record("\(String(decoding: digits, as: UTF8.self)) is no id")
                    continue
                }
                // The slot is taken from the low 32 bits (scaled to the table size): look at their top 16.
                slots.insert((hasher.hash(high: id.high, low: id.low) & 0xFFFF_FFFF) >> 16)
            }
            #expect(slots.count > 3_500, "digits at \(position): \(slots.count) distinct slots")
        }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
