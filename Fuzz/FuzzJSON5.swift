// libFuzzer entry point: any bytes as JSON5, the text of Xcode 27's `project.xcproj` (chosen by the file name),
// then rendered as JSON. Must never crash, hang or allocate without bound (deep nesting, long strings, escapes).

func fuzzJSON5(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let document = try? PlistReader.read(bytes: bytes, path: "/fuzz/App.xcodeproj/project.xcproj") {
        _ = PlistJSON.render(document.root, pretty: false)
    }
    return 0
}
