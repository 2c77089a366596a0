import Testing
@testable import PlistKit

@Suite struct NodeLayoutTests {
    @Test("A node is 16 bytes; kind and style ride in the top bits of its offsets without disturbing them")
    func packing() {
        #expect(MemoryLayout<Node>.stride == 16)
        let kinds: [PlistKind] = [.dictionary, .array, .string, .data]
        let styles: [StringStyle] = [.unquoted, .doubleQuoted, .singleQuoted, .other]
        let largest = Int32(PlistReader.maxSize - 1)
        for kind in kinds {
            for style in styles {
                for (start, end) in [(Int32(0), Int32(0)), (7, 1234), (largest - 1, largest)] {
                    let node = Node(kind: kind, style: style, start: start, end: end, payload: -1, count: 3)
                    #expect(node.kind == kind && node.style == style)
                    #expect(node.start == start && node.end == end && node.payload == -1 && node.count == 3)
                }
            }
        }
    }
}
