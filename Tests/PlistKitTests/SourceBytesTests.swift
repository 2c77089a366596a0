import Foundation
import Testing
@testable import PlistKit

/// `SourceBytes`: an array or lent memory behave the same, and lent memory is handed back once.
@Suite struct SourceBytesTests {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    @Test("array and lent bytes: same count, elements, slices and buffer")
    func arrayAndLent() throws {
        let text = Array("// !$*UTF8*$!\n{ a = b; }\n".utf8)
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: text.count)
        memory.initialize(from: text, count: text.count)
        let released = Counter()
        do {
            let lent = SourceBytes(lending: memory, count: text.count) { released.increment() }
            let array = SourceBytes(text)
            #expect(lent.isLent && !array.isLent)
            for bytes in [lent, array] {
                #expect(bytes.count == text.count)
                #expect(Array(bytes) == text)
                #expect(bytes[3] == text[3])
                #expect(Array(bytes[2..<5]) == Array(text[2..<5]))
                #expect(bytes.withUnsafeBufferPointer { Array($0) } == text)
                #expect(bytes.asArray == text)
                #expect(String(decoding: bytes[0..<13], as: UTF8.self) == "// !$*UTF8*$!")
            }
            let copy = lent
            #expect(copy.count == text.count)
            #expect(released.count == 0)
        }
        #expect(released.count == 1)
        memory.deallocate()
    }

    @Test("a lent UTF-8 text parses where it lies, with the same document as its array")
    func parsesLent() throws {
        let text = "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup; name = \"é\"; };\n\t};\n}\n"
        let bytes = Array(text.utf8)
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        memory.initialize(from: bytes, count: bytes.count)
        defer { memory.deallocate() }
        let lent = try PlistReader.read(SourceBytes(lending: memory, count: bytes.count) {}, path: "p")
        let array = try PlistReader.read(bytes: bytes, path: "p")
        #expect(lent.source.bytes.isLent)
        #expect(lent.root["objects"]?["A"]?["name"]?.string == "é")
        #expect(lent.root["objects"]?["A"]?["name"]?.range == array.root["objects"]?["A"]?["name"]?.range)
        // Without the header (or with anything to convert) the array's way is taken, with its warnings.
        let plain = Array("{ a = \"é\"; }".utf8)
        let other = UnsafeMutablePointer<UInt8>.allocate(capacity: plain.count)
        other.initialize(from: plain, count: plain.count)
        defer { other.deallocate() }
        let converted = try PlistReader.read(SourceBytes(lending: other, count: plain.count) {}, path: "p")
        #expect(!converted.source.bytes.isLent)
        #expect(converted.warnings.map(\.kind) == (try PlistReader.read(bytes: plain, path: "p")).warnings.map(\.kind))
    }

    @Test("invalid UTF-8 behind the header: the same error as the array's")
    func invalidLent() throws {
        let bytes = Array("// !$*UTF8*$!\n{ a = \"".utf8) + [0xFF] + Array("\"; }".utf8)
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        memory.initialize(from: bytes, count: bytes.count)
        defer { memory.deallocate() }
        var lentError: PlistError?
        do { _ = try PlistReader.read(SourceBytes(lending: memory, count: bytes.count) {}, path: "p") } catch { lentError = error }
        var arrayError: PlistError?
        do { _ = try PlistReader.read(bytes: bytes, path: "p") } catch { arrayError = error }
        #expect(lentError?.kind == .encoding)
        #expect(lentError?.message == arrayError?.message)
    }
}

/// `SourceText.position(of:)` near the start of a file counts lines directly until the line table exists; both
/// ways must agree on every offset, whatever the line breaks.
@Suite struct SourcePositionScanTests {
    @Test("direct scan and line table agree at every offset", arguments: [
        "a\nbc\n\nd", "a\r\nb\r\n\r\nc\r", "\r\r\n\n\r", "é\nx€y\r\n😀z\rw", "", "no break at all",
    ])
    func agree(text: String) {
        let bytes = Array(text.utf8)
        let tabled = SourceText(path: "t", bytes: bytes)
        _ = tabled.lineStarts  // built: positions come from the table
        for offset in 0...bytes.count + 1 {
            let scanned = bytes.withUnsafeBufferPointer { SourceText.scannedPosition(of: min(offset, bytes.count), in: $0) }
            #expect(scanned == tabled.position(of: offset), "offset \(offset)")
        }
    }

    @Test("a position near the start builds no line table; one past the limit does")
    func noTableNearTheStart() {
        let text = Array(("// !$*UTF8*$!\n{\n" + String(repeating: "\ta = b;\n", count: 140_000) + "}\n").utf8)
        let source = SourceText(path: "t", bytes: text)
        #expect(source.position(of: 20) == SourcePosition(line: 3, column: 5))
        #expect(!source.hasLineStarts)
        #expect(source.position(of: SourceText.directScanLimit + 3).line > 1)
        #expect(source.hasLineStarts)
        // Many positions: direct scans stop once they have read the limit's worth, then the table is built.
        let many = SourceText(path: "t", bytes: text)
        for k in 0..<200 { _ = many.position(of: 1_000 + k * 8) }
        #expect(many.hasLineStarts)
        #expect(many.position(of: 1_000) == source.position(of: 1_000))
        #expect(source.lineCount == 140_004)
        // A small text builds its table at once.
        let small = SourceText(path: "s", bytes: Array("a\nb\n".utf8))
        #expect(small.position(of: 2) == SourcePosition(line: 2, column: 1))
        #expect(small.hasLineStarts)
    }
}
