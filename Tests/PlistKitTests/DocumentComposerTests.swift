import Testing
@testable import PlistKit

/// `DocumentComposer`: documents laid out by the program over an origin's text (the xcproj front).
@Suite struct DocumentComposerTests {
    static let origin = try! PlistReader.read("{name: 'App', list: [1, 2]}", path: "project.xcproj")

    @Test("a dictionary composed entry by entry, with containers composed while it is open")
    func openDictionary() throws {
        var composer = DocumentComposer(over: Self.origin)
        let name = try #require(Self.origin.root["name"])
        let list = try #require(Self.origin.root["list"])
        let outer = composer.openDictionary()
        composer.add(key: composer.string("isa", at: name.span), value: composer.string("PBXGroup", at: name.span))
        let inner = composer.openDictionary()
        composer.add(key: composer.string("k", at: name.span), value: composer.copy(name))
        let innerHandle = composer.close(inner, at: name.span)
        let array = composer.array([composer.copy(list), composer.string("x", at: list.span)], at: list.span)
        composer.add(key: composer.string("inner", at: name.span), value: innerHandle)
        composer.add(key: composer.string("items", at: list.span), value: array)
        composer.add(key: composer.string("isa", at: list.span), value: composer.string("later", at: list.span))
        let root = composer.close(outer, at: Self.origin.root.span)
        let document = composer.finish(root: root)

        let entries = document.root.entries
        #expect(entries.map { $0.key.string } == ["isa", "inner", "items", "isa"])
        #expect(document.root["isa"]?.string == "later")  // the last occurrence wins, nothing reported
        #expect(document.warnings.isEmpty)
        #expect(document.root["inner"]?["k"]?.string == "App")
        #expect(document.root["inner"]?.span == name.span)
        let items = try #require(document.root["items"])
        #expect(items.count == 2 && items.elements[1].string == "x")
        #expect(items.elements[0].elements.map(\.string) == ["1", "2"])
        #expect(document.root.span == Self.origin.root.span)
    }

    @Test("dictionary(_:at:) and an open dictionary compose the same thing")
    func sameAsDictionary() {
        let span = Self.origin.root.span
        var a = DocumentComposer(over: Self.origin)
        let entries = [(a.string("a", at: span), a.string("1", at: span)), (a.string("b", at: span), a.string("2", at: span))]
        let firstRoot = a.dictionary(entries, at: span)
        let first = a.finish(root: firstRoot)
        var b = DocumentComposer(over: Self.origin)
        let open = b.openDictionary()
        b.add(key: b.string("a", at: span), value: b.string("1", at: span))
        b.add(key: b.string("b", at: span), value: b.string("2", at: span))
        let secondRoot = b.close(open, at: span)
        let second = b.finish(root: secondRoot)
        #expect(first.root.entries.map { [$0.key.string, $0.value.string] }
                == second.root.entries.map { [$0.key.string, $0.value.string] })
        #expect(first.valueCount == second.valueCount)
    }

    @Test("forEachObject reads composed (decoded) keys, last occurrence winning, other lengths skipped")
    func forEachObjectOnComposedKeys() {
        let span = Self.origin.root.span
        var composer = DocumentComposer(over: Self.origin)
        func object(_ pairs: [(String, String)]) -> DocumentComposer.Handle {
            composer.dictionary(pairs.map { (composer.string($0.0, at: span), composer.string($0.1, at: span)) },
                                at: span)
        }
        let objects = [
            (composer.string("AAAAAAAAAAAAAAAAAAAAAAAA", at: span),
             object([("isa", "PBXBuildFile"), ("fileRef", "B"), ("isa2", "no"), ("is", "no")])),
            (composer.string("BBBBBBBBBBBBBBBBBBBBBBBB", at: span),
             object([("isa", "PBXGroup"), ("fileRefs", "no"), ("isa", "PBXFileReference")])),
            (composer.string("CCCCCCCCCCCCCCCCCCCCCCCC", at: span), object([("Isa", "no"), ("", "no")])),
        ]
        let root = composer.dictionary(objects, at: span)
        let document = composer.finish(root: root)
        var seen: [[String?]] = []
        ObjectIDIndex(document.root).forEachObject(reading: "isa", "fileRef") { _, isa, fileRef in
            seen.append([isa.map { String(decoding: $0, as: UTF8.self) },
                         fileRef.map { String(decoding: $0, as: UTF8.self) }])
        }
        #expect(seen == [["PBXBuildFile", "B"], ["PBXFileReference", nil], [nil, nil]])
    }
}
