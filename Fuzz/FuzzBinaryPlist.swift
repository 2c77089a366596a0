// libFuzzer entry point: any bytes after a `bplist00` header as a binary property list (our own reader; the
// header is added so that every input reaches it). Must never crash, hang or allocate without bound.

func fuzzBinaryPlist(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array("bplist00".utf8) + Array(UnsafeBufferPointer(start: data, count: size))
    if let document = try? PlistReader.read(bytes: bytes, path: "fuzz.plist") {
        _ = PlistJSON.render(document.root, pretty: false)
    }
    return 0
}
