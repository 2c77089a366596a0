import Foundation
import Testing
import TestSupport
@testable import PlistKit

/// Our own bplist00 reader (issue: a set crashed Foundation's reader with SIGSEGV, a UID printed a memory address).
@Suite("Binary property lists")
struct BinaryPlistTests {
    /// A bplist00 file from objects given as marker-and-payload bytes; references and offsets are one byte.
    static func bplist(_ objects: [[UInt8]], top: Int = 0) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        bytes += offsets.map { UInt8($0) }
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]
        func be64(_ v: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: v >> ($0 * 8)) } }
        bytes += be64(objects.count) + be64(top) + be64(table)
        return bytes
    }

    func read(_ bytes: [UInt8]) throws(PlistError) -> PlistDocument { try PlistReader.read(bytes: bytes, path: "x.plist") }

    func message(_ bytes: [UInt8]) -> String? {
        do { _ = try read(bytes); return nil } catch { return error.message }
    }

    @Test func setIsAClearErrorNotACrash() {
        // An array-like set of one string: 48 bytes, the input that made Foundation segfault.
        let bytes = Self.bplist([[0xC1, 0x01], [0x51, 0x61]])
        #expect(bytes.count < 64)
        #expect(message(bytes)?.contains("is a set") == true)
    }

    @Test func uidIsAClearErrorNotAnAddress() {
        let text = message(Self.bplist([[0xD1, 0x01, 0x02], [0x53, 0x6B, 0x65, 0x79], [0x80, 0x05]])) ?? ""
        #expect(text.contains("UID"))
        #expect(!text.contains("0x7f"))
    }

    @Test func objectInsideItselfIsAnError() {
        #expect(message(Self.bplist([[0xA1, 0x00]]))?.contains("contains itself") == true)
    }

    @Test func sharedReferencesCannotExplode() {
        // Each array holds the next one twice: 2^40 values if expanded naively.
        var objects: [[UInt8]] = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0x51, 0x61])
        #expect(message(Self.bplist(objects))?.contains("expand to more than") == true)
    }

    /// A marker with its count in the integer object that follows (0x_F, then an integer of 2 or 8 bytes).
    static func marker(_ type: UInt8, count: Int, wide: Bool = false) -> [UInt8] {
        let size = wide ? 8 : 2
        return [type << 4 | 0x0F, wide ? 0x13 : 0x11] + (0..<size).reversed().map { UInt8(truncatingIfNeeded: count >> ($0 * 8)) }
    }

    @Test func countsThatOverflowAreErrorsNotCrashes() {
        // A dictionary of 0x4000000000000001 entries: twice that many references overflowed (SIGILL). Every count
        // a file gives is checked against the bytes that remain, for every container and payload type.
        for type: UInt8 in [0xD, 0xA, 0x4, 0x5, 0x6] {
            for count in [0x4000_0000_0000_0001, Int.max, Int.max / 2 + 1, 0x2000_0000_0000_0000] {
                let bytes = Self.bplist([Self.marker(type, count: count, wide: true)])
                #expect(bytes.count < 64)
                #expect(message(bytes) != nil)
            }
        }
    }

    @Test func oneStringSharedManyTimesIsChargedPerUse() {
        // An array that references one 200-byte string 65,000 times: 65 KB of file, 13 MB decoded. Each use is
        // charged, so the decoded size is bounded by a multiple of the file's size (the 265 KB file with a
        // longer string asked for 13 GB).
        let string = Self.marker(0x5, count: 200) + [UInt8](repeating: UInt8(ascii: "x"), count: 200)
        let array = Self.marker(0xA, count: 65_000) + [UInt8](repeating: 0, count: 65_000)
        let text = message(Self.bplist([string, array], top: 1)) ?? ""
        #expect(text.contains("expand to more than") && text.contains("when decoded"))
        // The same sharing within the bound reads.
        let few = Self.marker(0xA, count: 1_000) + [UInt8](repeating: 0, count: 1_000)
        #expect(message(Self.bplist([string, few], top: 1)) == nil)
    }

    @Test func damagedTrailersAndReferencesAreErrors() {
        var bytes = Self.bplist([[0xA1, 0x07]])   // a reference to object 7 of 1
        #expect(message(bytes)?.contains("names no object") == true)
        bytes = Self.bplist([[0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]])   // a huge length
        #expect(message(bytes)?.contains("runs past") == true)
        bytes = Array("bplist00".utf8) + [UInt8](repeating: 0xFF, count: 40)
        #expect(message(bytes) != nil)
        #expect(message(Array("bplist15".utf8) + [UInt8](repeating: 0, count: 40))?.contains("not supported") == true)
    }

    @Test func randomBytesNeverCrash() {
        var rng = SplitMix64(seed: 0xB1157)
        let valid = Self.bplist([[0xD1, 0x01, 0x02], [0x53, 0x6B, 0x65, 0x79], [0xA2, 0x03, 0x04], [0x10, 0x05], [0x09]])
        for _ in 0..<20_000 {
            var bytes = valid
            for _ in 0..<rng.int(1...6) {
                bytes[rng.int(8...(bytes.count - 1))] = UInt8(truncatingIfNeeded: rng.next())
            }
            _ = try? read(bytes)
        }
    }

    /// What Foundation's writer produces, we read to the same tree (as strings, the way every other format is).
    @Test func readsWhatFoundationWrites() throws {
        let object: [String: Any] = [
            "string": "héllo ✓", "ascii": "plain", "int": 42, "negative": -7, "big": Int64.max, "real": 0.5,
            "whole": 2.0, "yes": true, "no": false, "data": Data([0, 1, 254, 255]),
            "date": Date(timeIntervalSinceReferenceDate: 0), "empty": [String: Any](),
            "array": ["a", 1, ["nested": ["deep"]]], "long": String(repeating: "x", count: 300),
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let root = try read([UInt8](data)).root
        #expect(root.entry(forKey: "string")?.value.string == "héllo ✓")
        #expect(root.entry(forKey: "ascii")?.value.string == "plain")
        #expect(root.entry(forKey: "int")?.value.string == "42")
        #expect(root.entry(forKey: "negative")?.value.string == "-7")
        #expect(root.entry(forKey: "big")?.value.string == String(Int64.max))
        #expect(root.entry(forKey: "real")?.value.string == "0.5")
        #expect(root.entry(forKey: "whole")?.value.string == "2")
        #expect(root.entry(forKey: "yes")?.value.string == "true")
        #expect(root.entry(forKey: "no")?.value.string == "false")
        #expect(root.entry(forKey: "data")?.value.data == [0, 1, 254, 255])
        #expect(root.entry(forKey: "date")?.value.string == "2001-01-01T00:00:00Z")
        #expect(root.entry(forKey: "empty")?.value.count == 0)
        #expect(root.entry(forKey: "long")?.value.string?.count == 300)
        let array = root.entry(forKey: "array")?.value.elements ?? []
        #expect(array.count == 3)
        #expect(array.first?.string == "a")
        #expect(array.last?.entry(forKey: "nested")?.value.stringElements == ["deep"])
    }
}
