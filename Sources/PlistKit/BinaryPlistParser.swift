#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Binary property lists (`bplist00`), read by our own code: Foundation's `PropertyListSerialization` crashes on
/// some well-formed inputs (a set, marker 0xC_, segfaults it on Linux) and turns a keyed-archiver UID into a
/// memory address, and every file pbxlint reads can be binary.
///
/// The format: an 8-byte header, the objects, an offset table, and a 32-byte trailer that gives the size of an
/// offset and of an object reference, the object count, the top object and where the offset table starts. Each
/// object starts with a marker byte whose high nibble is its type and low nibble its size (0xF: the size follows
/// as an integer object). Everything is checked before it is used: offsets and references within bounds, lengths
/// within the file, every count against the bytes that remain (with overflow-safe arithmetic: a count read from the
/// file can be anything up to 2^63), nesting (no deeper than the text parsers allow, and no object inside itself),
/// and what shared objects expand to. An object may be referenced many times, and each use is decoded again, so
/// each use is charged: the decoded size (a fixed cost per value plus its string or data bytes) may not exceed
/// `expansionFactor` times the file's size (a few hundred bytes of cross references must not become millions of
/// nodes, nor one long string referenced 65,000 times gigabytes).
///
/// A binary file has no text to point into, so every value sits at line 1, column 1 of the file. Numbers, dates
/// and booleans become strings as the text formats give them (`42`, `0.5`, `true`, ISO 8601 dates). Sets and
/// UIDs, which property lists that Xcode reads never hold, are errors.
enum BinaryPlistParser {
    static func parse(bytes: [UInt8], path: String) throws(PlistError) -> PlistDocument {
        var parser = Parser(bytes: bytes, source: SourceText(path: path, bytes: []))
        return try parser.document()
    }

    private struct Trailer {
        var offsetSize: Int
        var referenceSize: Int
        var objectCount: Int
        var topObject: Int
        var offsetTable: Int
    }

    private struct Parser {
        let bytes: [UInt8]
        let source: SourceText
        var builder: DocumentBuilder
        var trailer = Trailer(offsetSize: 1, referenceSize: 1, objectCount: 0, topObject: 0, offsetTable: 0)
        /// Objects being expanded, to refuse one that contains itself.
        var open: Set<Int> = []
        /// Decoded size charged so far (see `charge`), and its bound.
        var decodedSize = 0
        var budget = 0

        init(bytes: [UInt8], source: SourceText) {
            self.bytes = bytes
            self.source = source
            builder = DocumentBuilder(source: source)
        }

        func error(_ message: String) -> PlistError {
            PlistError(kind: .syntax, message: "the binary property list is damaged: \(message)", source: source, offset: 0)
        }

        /// A big-endian unsigned integer of `size` bytes at `at`, or nil when it does not fit the file or an Int.
        func unsigned(at: Int, size: Int) -> Int? {
            guard size >= 1, size <= 8, at >= 0, at <= bytes.count - size else { return nil }
            var value: UInt64 = 0
            for i in 0..<size { value = value << 8 | UInt64(bytes[at + i]) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }

        mutating func document() throws(PlistError) -> PlistDocument {
            guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist00".utf8)) else {
                if bytes.starts(with: Array("bplist".utf8)) && bytes.count >= 8 && !bytes.starts(with: Array("bplist00".utf8)) {
                    let version = String(decoding: bytes[6..<8], as: UTF8.self)
                    throw PlistError(kind: .syntax, message: "binary property list version \"\(version)\" is not supported (only bplist00)",
                                     source: source, offset: 0)
                }
                throw error("it is too short to hold a trailer")
            }
            let t = bytes.count - 32
            guard let offsetSize = unsigned(at: t + 6, size: 1), let referenceSize = unsigned(at: t + 7, size: 1),
                  let objectCount = unsigned(at: t + 8, size: 8), let topObject = unsigned(at: t + 16, size: 8),
                  let offsetTable = unsigned(at: t + 24, size: 8) else { throw error("its trailer is out of range") }
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw error("offsets of \(offsetSize) and references of \(referenceSize) bytes are not valid sizes")
            }
            guard objectCount >= 1, topObject < objectCount, offsetTable >= 8, offsetTable < t,
                  objectCount <= (t - offsetTable) / offsetSize else {
                throw error("its trailer names \(objectCount) objects and an offset table that do not fit the file")
            }
            trailer = Trailer(offsetSize: offsetSize, referenceSize: referenceSize, objectCount: objectCount,
                              topObject: topObject, offsetTable: offsetTable)
            // Every object may be reached more than once (shared values), but not without bound.
            budget = Self.minimumBudget + bytes.count * Self.expansionFactor
            let root = try value(topObject, depth: 0)
            return builder.finish(format: .binary, root: root)
        }

        func offset(of object: Int) throws(PlistError) -> Int {
            guard let offset = unsigned(at: trailer.offsetTable + object * trailer.offsetSize, size: trailer.offsetSize),
                  offset >= 8, offset < trailer.offsetTable else {
                throw error("object \(object) lies outside the object area")
            }
            return offset
        }

        /// The size in a marker's low nibble, or the integer object that follows it for 0xF. Returns the size and
        /// where the payload starts.
        func length(marker: UInt8, at offset: Int) throws(PlistError) -> (count: Int, start: Int) {
            let nibble = Int(marker & 0x0F)
            guard nibble == 0x0F else { return (nibble, offset + 1) }
            let intMarker = offset + 1 < bytes.count ? bytes[offset + 1] : 0
            guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3,
                  let count = unsigned(at: offset + 2, size: 1 << Int(intMarker & 0x0F)) else {
                throw error("a length at byte \(offset + 1) is not a valid integer")
            }
            return (count, offset + 2 + (1 << Int(intMarker & 0x0F)))
        }

        /// `count` items of `size` bytes from `start` must lie before the offset table.
        func checkSpan(_ start: Int, count: Int, size: Int) throws(PlistError) {
            let (bytesNeeded, overflow) = count.multipliedReportingOverflow(by: size)
            guard !overflow, start >= 0, bytesNeeded <= trailer.offsetTable - start else {
                throw error("an object at byte \(start) runs past the end of the object area")
            }
        }

        func reference(at position: Int) throws(PlistError) -> Int {
            guard let object = unsigned(at: position, size: trailer.referenceSize), object < trailer.objectCount else {
                throw error("a reference at byte \(position) names no object")
            }
            return object
        }

        /// Every value costs `costPerValue` plus its payload (string, data or references); the whole document at
        /// most `budget`.
        static let costPerValue = 16
        /// Files from Xcode and Foundation share keys and small values, so their decoded size is a small multiple of
        /// the file; 64 times leaves a wide margin and still bounds the worst case to tens of megabytes.
        static let expansionFactor = 64
        static let minimumBudget = 1 << 20

        /// `payload` has been checked against the file (`checkSpan`), so the sum stays far from overflowing: it
        /// stops at the first charge past the budget.
        mutating func charge(_ payload: Int) throws(PlistError) {
            decodedSize += payload
            guard decodedSize <= budget else {
                throw error("its shared references expand to more than \(budget) bytes when decoded "
                    + "(\(Self.expansionFactor) times the file's size, plus 1 MiB)")
            }
        }

        mutating func value(_ object: Int, depth: Int) throws(PlistError) -> Int32 {
            try charge(Self.costPerValue)
            guard depth <= OpenStepParser.maxDepth else {
                throw PlistError(kind: .tooDeep, message: "too many nested arrays or dictionaries (more than \(OpenStepParser.maxDepth))",
                                 source: source, offset: 0)
            }
            let offset = try offset(of: object)
            let marker = bytes[offset]
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return builder.addDecodedString("false", start: 0, end: 0, style: .other)
                case 0x09: return builder.addDecodedString("true", start: 0, end: 0, style: .other)
                case 0x00: throw error("object \(object) is a null, which property lists cannot hold")
                default: throw error("object \(object) has the unknown marker 0x\(String(marker, radix: 16))")
                }
            case 0x1:
                let size = 1 << Int(marker & 0x0F)
                guard size <= 16 else { throw error("object \(object) is an integer of \(size) bytes") }
                try checkSpan(offset + 1, count: size, size: 1)
                return builder.addDecodedString(integerText(at: offset + 1, size: size), start: 0, end: 0, style: .other)
            case 0x2:
                let size = 1 << Int(marker & 0x0F)
                guard size == 4 || size == 8 else { throw error("object \(object) is a real of \(size) bytes") }
                try checkSpan(offset + 1, count: size, size: 1)
                return builder.addDecodedString(realText(real(at: offset + 1, size: size)), start: 0, end: 0, style: .other)
            case 0x3:
                guard marker == 0x33 else { throw error("object \(object) has the unknown marker 0x\(String(marker, radix: 16))") }
                try checkSpan(offset + 1, count: 8, size: 1)
                let seconds = real(at: offset + 1, size: 8)
                guard let text = ISO8601Text.format(secondsSinceReferenceDate: seconds) else {
                    throw error("object \(object) is a date out of range")
                }
                return builder.addDecodedString(text, start: 0, end: 0, style: .other)
            case 0x4:
                let (count, start) = try length(marker: marker, at: offset)
                try checkSpan(start, count: count, size: 1)
                try charge(count)
                return builder.addData(Array(bytes[start..<(start + count)]), start: 0, end: 0)
            case 0x5:
                let (count, start) = try length(marker: marker, at: offset)
                try checkSpan(start, count: count, size: 1)
                try charge(count)
                return builder.addDecodedString(String(decoding: bytes[start..<(start + count)], as: UTF8.self),
                                                start: 0, end: 0, style: .other)
            case 0x6:
                let (count, start) = try length(marker: marker, at: offset)
                try checkSpan(start, count: count, size: 2)
                try charge(count * 2)
                var units: [UInt16] = []
                units.reserveCapacity(count)
                for i in 0..<count { units.append(UInt16(bytes[start + 2 * i]) << 8 | UInt16(bytes[start + 2 * i + 1])) }
                // Unpaired surrogates decode to U+FFFD.
                return builder.addDecodedString(String(decoding: units, as: UTF16.self), start: 0, end: 0, style: .other)
            case 0x8:
                throw error("object \(object) is a keyed-archiver UID, which property lists cannot hold")
            case 0xC:
                throw error("object \(object) is a set, which property lists that Xcode reads never hold")
            case 0xA, 0xD:
                guard open.insert(object).inserted else { throw error("object \(object) contains itself") }
                defer { open.remove(object) }
                let isDictionary = marker >> 4 == 0xD
                let (count, start) = try length(marker: marker, at: offset)
                // A dictionary's keys then its values: twice `count` references, which must not overflow.
                let (references, overflow) = count.multipliedReportingOverflow(by: isDictionary ? 2 : 1)
                guard !overflow else { throw error("object \(object) claims \(count) entries, more than the file can hold") }
                try checkSpan(start, count: references, size: trailer.referenceSize)
                try charge(references * 8)
                let mark = builder.mark
                for i in 0..<count {
                    if isDictionary {
                        let key = try reference(at: start + i * trailer.referenceSize)
                        let keyOffset = try self.offset(of: key)
                        guard bytes[keyOffset] >> 4 == 0x5 || bytes[keyOffset] >> 4 == 0x6 else {
                            throw error("a key of dictionary \(object) is not a string")
                        }
                        builder.push(try value(key, depth: depth + 1))
                        let element = try reference(at: start + (count + i) * trailer.referenceSize)
                        builder.push(try value(element, depth: depth + 1))
                    } else {
                        builder.push(try value(try reference(at: start + i * trailer.referenceSize), depth: depth + 1))
                    }
                }
                return builder.closeContainer(isDictionary ? .dictionary : .array, start: 0, end: 0, mark: mark)
            default:
                throw error("object \(object) has the unknown marker 0x\(String(marker, radix: 16))")
            }
        }

        /// 1, 2 and 4-byte integers are unsigned, 8-byte ones signed, 16-byte ones the low 8 bytes signed (as
        /// CoreFoundation reads them).
        func integerText(at offset: Int, size: Int) -> String {
            let start = size == 16 ? offset + 8 : offset
            let width = min(size, 8)
            var value: UInt64 = 0
            for i in 0..<width { value = value << 8 | UInt64(bytes[start + i]) }
            return width == 8 ? String(Int64(bitPattern: value)) : String(value)
        }

        func real(at offset: Int, size: Int) -> Double {
            var bits: UInt64 = 0
            for i in 0..<size { bits = bits << 8 | UInt64(bytes[offset + i]) }
            return size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
        }

        /// Whole reals without a fraction (`1`, as Foundation's stringValue gives them), others in Swift's shortest
        /// round-tripping form.
        func realText(_ value: Double) -> String {
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return String(value)
        }
    }
}
