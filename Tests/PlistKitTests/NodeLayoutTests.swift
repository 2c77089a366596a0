import Testing
@testable import PlistKit

@Suite struct NodeLayoutTests {
    @Test("A node is 12 bytes; kind and style ride in the top bits of its offsets without disturbing them")
    func packing() {
        #expect(MemoryLayout<Node>.stride == 12)
        let styles: [StringStyle] = [.unquoted, .doubleQuoted, .singleQuoted, .other]
        let largest = Int32(PlistReader.maxSize - 1)
        for kind in [PlistKind.string, .data] {
            for style in styles {
                for (start, end) in [(Int32(0), Int32(0)), (7, 1234), (largest - 1, largest)] {
                    let node = Node(kind: kind, style: style, start: start, end: end, payload: -1)
                    #expect(node.kind == kind && node.style == style && !node.isContainer)
                    #expect(node.start == start && node.scalarEnd == end && node.payload == -1 && node.count == 0)
                }
            }
        }
        for kind in [PlistKind.dictionary, .array] {
            for (start, count) in [(Int32(0), Int32(0)), (7, 3), (largest - 1, largest / 2)] {
                let node = Node(container: kind, start: start, count: count, firstLink: 5)
                #expect(node.kind == kind && node.isContainer && node.style == .other)
                #expect(node.start == start && node.count == count && node.payload == 5)
            }
        }
    }

    @Test("A container's end offset, kept in front of its children, is its range's end, empty containers included")
    func containerEnds() throws {
        let text = "{ a = ( x, ( ) ); b = { }; c = <0aff>; d = \"q\\\"\"; }"
        let document = try PlistReader.read(text)
        let root = document.root
        #expect(root.startOffset == 0 && root.endOffset == text.utf8.count)
        let a = try #require(root["a"])
        #expect(a.count == 2 && a.span == SourceSpan(startOffset: 6, endOffset: 16))
        let inner = try #require(a.element(at: 1))
        #expect(inner.kind == .array && inner.count == 0 && inner.span == SourceSpan(startOffset: 11, endOffset: 14))
        let b = try #require(root["b"])
        #expect(b.kind == .dictionary && b.count == 0 && b.span == SourceSpan(startOffset: 22, endOffset: 25))
        let c = try #require(root["c"])
        #expect(c.kind == .data && c.span == SourceSpan(startOffset: 31, endOffset: 37))
        let d = try #require(root["d"])
        #expect(d.string == "q\"" && d.span == SourceSpan(startOffset: 43, endOffset: 48))
        #expect(root.count == 4 && root.entries.map { $0.key.string } == ["a", "b", "c", "d"])
    }
}
