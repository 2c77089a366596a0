import Testing
@testable import PlistKit

/// `DictionaryIndex`: the byte-keyed index the model uses for `objects`.
@Suite struct DictionaryIndexTests {
    @Test func findsKeysWrittenEveryWayAndTheLastDuplicateWins() throws {
        let doc = try PlistReader.read(#"{ A1 = x; "B 2" = y; "C\U0041" = z; A1 = w; }"#)
        let index = DictionaryIndex(doc.root)
        #expect(index.count == 4)
        #expect(index.position(of: "A1") == 3)
        #expect(index.position(of: "B 2") == 1)
        #expect(index.position(of: "CA") == 2)  // decoded from an escape
        #expect(index.position(of: "C") == nil)
        #expect(index.value(at: 3).string == "w")
    }

    @Test("subscript: keys written every way, same-length and prefix keys, the last duplicate, empty keys")
    func subscriptScansKeysInPlace() throws {
        let doc = try PlistReader.read(#"{ ab = 1; "ab" = 2; "a\U0062c" = 3; abd = 4; a = 5; "" = 6; 'x y' = 7; }"#)
        let root = doc.root
        #expect(root["ab"]?.string == "2")   // quoted, later: wins over the bare one
        #expect(root["abc"]?.string == "3")  // decoded from an escape
        #expect(root["abd"]?.string == "4")  // same length as the escaped key
        #expect(root["a"]?.string == "5")
        #expect(root[""]?.string == "6")
        #expect(root["x y"]?.string == "7")
        #expect(root["abcd"] == nil && root["b"] == nil && root["ab "] == nil)
        #expect(root.entry(forKey: "ab")?.key.style == .doubleQuoted)
        #expect(try PlistReader.read("( ab )").root["ab"] == nil)  // not a dictionary
        #expect(try PlistReader.read("{}").root[""] == nil)
    }

    @Test("containsEntry sees decoded keys and values, nil for non-strings, nothing in arrays")
    func containsEntry() throws {
        let doc = try PlistReader.read(#"{ "p\U0061th" = "A.xc\U0061ssets"; list = ( x ); n = raw; }"#)
        func text(_ bytes: UnsafeRawBufferPointer?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }
        #expect(doc.root.containsEntry { text($0) == "path" && text($1) == "A.xcassets" })
        #expect(doc.root.containsEntry { text($0) == "list" && $1 == nil })
        #expect(doc.root.containsEntry { text($0) == "n" && text($1) == "raw" })
        #expect(!doc.root.containsEntry { key, _ in text(key) == "missing" })
        var seen: [String] = []
        _ = doc.root.containsEntry { key, _ in seen.append(text(key) ?? ""); return text(key) == "list" }
        #expect(seen == ["path", "list"])  // stops at the first match
        #expect(doc.root["list"].map { !$0.containsEntry { _, _ in true } } == true)
    }

    @Test("forEachEntry(keyBytes:) gives every entry in order with its key's bytes, raw or decoded")
    func forEachEntryWithKeyBytes() throws {
        let doc = try PlistReader.read(#"{ "p\U0061th" = "A.xcassets"; list = ( x ); n = raw; n = again; }"#)
        func text(_ bytes: UnsafeRawBufferPointer?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }
        var seen: [String] = []
        doc.root.forEachEntry(keyBytes: { key, value in
            seen.append((text(key) ?? "nil") + "=" + (value.string ?? "(\(value.count))"))
        })
        #expect(seen == ["path=A.xcassets", "list=(1)", "n=raw", "n=again"])
        var called = false
        doc.root["list"]?.forEachEntry(keyBytes: { _, _ in called = true })
        #expect(!called)
        // A composed dictionary whose key is not a string.
        var composer = DocumentComposer(over: doc)
        let span = doc.root.span
        let entries = [(composer.array([], at: span), composer.string("v", at: span))]
        let root = composer.dictionary(entries, at: span)
        let composed = composer.finish(root: root)
        var keys: [String?] = []
        composed.root.forEachEntry(keyBytes: { key, _ in keys.append(text(key)) })
        #expect(keys == [nil])
    }

    @Test func looksUpByAStringValueOfAnotherDocument() throws {
        let objects = try PlistReader.read("{ ABC = { isa = PBXGroup; }; DEF = { isa = PBXFileReference; }; }")
        let refs = try PlistReader.read("( DEF, \"ABC\", GHI, ( ) )")
        let index = DictionaryIndex(objects.root)
        #expect(refs.root.elements.map { index.position(ofKeyEqualTo: $0) } == [1, 0, nil, nil])
    }

    /// An array's `count` is its number of elements; indexing it as a dictionary would read past its links.
    @Test func anythingButADictionaryIsEmpty() throws {
        let doc = try PlistReader.read("( a, b, c, d )")
        let index = DictionaryIndex(doc.root)
        #expect(index.count == 0)
        #expect(index.position(of: "a") == nil)
    }
}
