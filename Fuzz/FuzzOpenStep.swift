// libFuzzer entry point: any bytes through the property-list reader must give a document or a PlistError,
// never a crash, hang or unbounded allocation. Built by `make fuzz` together with the PlistKit sources.

func fuzzOpenStep(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let document = try? PlistReader.read(bytes: bytes, path: "fuzz") {
        // Touch every value so lazy decoding and position lookups run too.
        var stack = [document.root]
        var visited = 0
        while let value = stack.popLast(), visited < 1_000_000 {
            visited += 1
            _ = value.range
            _ = value.string
            switch value.kind {
            case .array: stack.append(contentsOf: value.elements)
            case .dictionary: value.forEachEntry { k, v in stack.append(k); stack.append(v) }
            default: break
            }
        }
        _ = PlistJSON.render(document.root, pretty: false)
    }
    return 0
}
