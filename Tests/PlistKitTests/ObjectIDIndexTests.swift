import Testing
import TestSupport
@testable import PlistKit

/// `ObjectIDIndex`: ids decoded to 96 bits in the slots, every other key by its bytes; it must answer exactly as
/// `DictionaryIndex` does.
@Suite struct ObjectIDIndexTests {
    @Test("a byte is accepted as an id digit exactly when it is 0-9 or A-F, at every position")
    func decodesOnlyUppercaseHexDigits() {
        let base = Array("0123456789ABCDEF01234567".utf8)
        let digits = Set("0123456789ABCDEF".utf8)
        for position in 0..<24 {
            for byte in 0...255 {
                var key = base
                key[position] = UInt8(byte)
                let decoded = key.withUnsafeBytes { ObjectID(hex: $0) }
                #expect((decoded != nil) == digits.contains(UInt8(byte)), "byte \(byte) at \(position)")
            }
        }
        #expect(Array("0123456789ABCDEF0123456".utf8).withUnsafeBytes { ObjectID(hex: $0) } == nil)
        #expect(Array("0123456789ABCDEF012345678".utf8).withUnsafeBytes { ObjectID(hex: $0) } == nil)
    }

    @Test("different ids decode to different values (each digit lands in its own four bits)")
    func decodingIsOneToOne() {
        var random = SplitMix64(seed: 20)
        let digits = Array("0123456789ABCDEF".utf8)
        // The first text seen for each decoded value (high and low words): one lookup compares an id with all others.
        var textOf: [[UInt64]: String] = [:]
        for _ in 0..<2_000 {
            let key = (0..<24).map { _ in digits[random.int(0...15)] }
            // Change one digit of a random id to every other digit: a different id each time.
            let position = random.int(0...23)
            for d in digits {
                var variant = key
                variant[position] = d
                let text = String(decoding: variant, as: UTF8.self)
                guard let id = variant.withUnsafeBytes({ ObjectID(hex: $0) }) else {
                    Issue.record("\(text) did not decode")
                    continue
                }
                let value = [id.high, UInt64(id.low)]
                if let other = textOf[value], other != text {
                    Issue.record("\(text) and \(other) decode alike")
                }
                if textOf[value] == nil { textOf[value] = text }
            }
        }
    }

    @Test("answers as DictionaryIndex does: ids, other keys, escapes, repeats, misses")
    func matchesDictionaryIndex() throws {
        let text = #"""
        {
            0123456789ABCDEF01234567 = a;
            "FEDCBA9876543210FEDCBA98" = b;
            0123456789abcdef01234567 = c;
            "0123456789ABCDEF0123456\U0037" = d;
            ABC = e;
            0123456789ABCDEF012345671 = f;
            "" = g;
            FEDCBA9876543210FEDCBA98 = h;
        }
        """#
        let document = try PlistReader.read(text)
        let ids = ObjectIDIndex(document.root)
        let bytes = DictionaryIndex(document.root)
        #expect(ids.count == 8)
        let probes = ["0123456789ABCDEF01234567", "FEDCBA9876543210FEDCBA98", "0123456789abcdef01234567", "ABC",
                      "0123456789ABCDEF012345671", "", "0123456789ABCDEF01234568", "abc", "0123456789ABCDEF0123456"]
        for key in probes {
            #expect(ids.position(of: key) == bytes.position(of: key), "\(key)")
        }
        #expect(ids.position(of: "0123456789ABCDEF01234567") == 3)  // written with an escape, later: it wins
        #expect(ids.position(of: "FEDCBA9876543210FEDCBA98") == 7)
        #expect(ids.position(of: "0123456789abcdef01234567") == 2)
        #expect(ids.position(of: "0123456789ABCDEF01234568") == nil)
        #expect(ids.value(at: 7).string == "h")
        #expect(ids.key(at: 4).string == "ABC")
    }

    @Test func looksUpByAStringValueOfAnotherDocument() throws {
        let objects = try PlistReader.read(
            "{ 0123456789ABCDEF01234567 = { isa = PBXGroup; }; OTHER = { isa = PBXFileReference; }; }")
        let refs = try PlistReader.read(#"( OTHER, "0123456789ABCDEF01234567", 0123456789ABCDEF01234568, ( ) )"#)
        let index = ObjectIDIndex(objects.root)
        #expect(refs.root.elements.map { index.position(ofKeyEqualTo: $0) } == [1, 0, nil, nil])
    }

    @Test("agrees with DictionaryIndex on random tables of ids with repeats")
    func randomTables() throws {
        var random = SplitMix64(seed: 2020)
        let digits = Array("0123456789ABCDEF".utf8)
        for _ in 0..<20 {
            let pool = (0..<random.int(1...300)).map { _ -> String in
                let length = random.chance(0.9) ? 24 : random.int(1...30)
                return String(decoding: (0..<length).map { _ in digits[random.int(0...15)] }, as: UTF8.self)
            }
            var text = "{\n"
            for i in 0..<random.int(0...400) { text += "\"\(random.pick(pool))\" = v\(i);\n" }
            text += "}"
            let document = try PlistReader.read(text)
            let ids = ObjectIDIndex(document.root)
            let bytes = DictionaryIndex(document.root)
            for key in pool + ["", "0"] {
                #expect(ids.position(of: key) == bytes.position(of: key), "\(key)")
            }
        }
    }

    @Test func anythingButADictionaryIsEmpty() throws {
        let doc = try PlistReader.read("( 0123456789ABCDEF01234567, b )")
        let index = ObjectIDIndex(doc.root)
        #expect(index.count == 0)
        #expect(index.position(of: "0123456789ABCDEF01234567") == nil)
        #expect(index.position(of: "b") == nil)
    }

    @Test("positions(ofElementsOf:) answers as one lookup per element, across batches, with odd keys and non-strings")
    func listLookups() throws {
        var random = SplitMix64(seed: 77)
        let digits = Array("0123456789ABCDEF".utf8)
        func id() -> String { String(decoding: (0..<24).map { _ in digits[random.int(0...15)] }, as: UTF8.self) }
        let keys = (0..<300).map { i in i % 10 == 0 ? "odd\(i)" : id() }
        let objects = try PlistReader.read("{" + keys.map { "\"\($0)\" = x;" }.joined() + "}")
        let index = ObjectIDIndex(objects.root)
        // A list longer than a batch: known ids, odd keys, unknown ids, lowercase, non-strings, repeats.
        var items: [String] = []
        for _ in 0..<700 {
            switch random.int(0...5) {
            case 0, 1: items.append(random.pick(keys))
            case 2: items.append(id())
            case 3: items.append(random.pick(keys).lowercased())
            case 4: items.append("( )")
            default: items.append("{ }")
            }
        }
        let list = try PlistReader.read("(" + items.map { $0.hasPrefix("(") || $0.hasPrefix("{") ? $0 : "\"\($0)\"" }
                                                .joined(separator: ",") + ")")
        var positions: [Int32] = [99]
        index.positions(ofElementsOf: list.root, into: &positions)
        let expected = list.root.elements.map { element -> Int32 in
            guard element.kind == .string else { return ObjectIDIndex.notAString }
            return index.position(ofKeyEqualTo: element).map { Int32($0) } ?? ObjectIDIndex.notFound
        }
        #expect(positions == expected)
        #expect(positions.contains { $0 >= 0 } && positions.contains(ObjectIDIndex.notFound))
        index.positions(ofElementsOf: objects.root, into: &positions)  // not an array
        #expect(positions.isEmpty)
    }

    @Test("forEachObject reads two keys of every dictionary entry: last one wins, escapes decoded, nil if absent")
    func forEachObjectReadsTwoKeys() throws {
        let text = #"""
        {
            A = { isa = PBXBuildFile; fileRef = X; isa = PBXFileReference; };
            B = "not a dictionary";
            C = { "is\141" = "PBX\107roup"; fileRef = ( ); };
            D = { name = n; };
            E = { fileRef = "\131"; isa = { }; };
        }
        """#
        let document = try PlistReader.read(text)
        let index = ObjectIDIndex(document.root)
        var seen: [String] = []
        index.forEachObject(reading: "isa", "fileRef") { i, isa, fileRef in
            func show(_ bytes: UnsafeRawBufferPointer?) -> String { bytes.map { String(decoding: $0, as: UTF8.self) } ?? "-" }
            seen.append("\(i) \(show(isa)) \(show(fileRef))")
        }
        #expect(seen == ["0 PBXFileReference X", "2 PBXGroup -", "3 - -", "4 - Y"])
    }
}
