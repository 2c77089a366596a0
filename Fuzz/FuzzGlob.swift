// libFuzzer entry point for the `excludedPaths` glob matcher: the input is a pattern and a path separated by the
// first NUL byte (no NUL: the whole input is the pattern, matched against a fixed deep path). Must never crash or
// hang, whatever the pattern (the first, recursive matcher overflowed the stack on long patterns and took a minute
// on many `**`). Patterns over the configuration's length limit are refused before matching, so they are cut there.

let deepPath = (1...40).map { "d\($0)" }.joined(separator: "/") + "/App.xcodeproj"

func fuzzGlob(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let split = bytes.firstIndex(of: 0)
    let pattern = String(decoding: bytes[..<(split ?? bytes.count)], as: UTF8.self)
    let path = split.map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) } ?? deepPath
    _ = Glob.matches(String(pattern.prefix(Glob.maximumPatternLength)), path)
    // A path without wildcards, used as a pattern, matches itself.
    let literal = String(path.prefix(Glob.maximumPatternLength))
    if !literal.isEmpty && !literal.contains("*") && !literal.contains("?")
        && !literal.split(separator: "/", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
        if !Glob.matches(literal, literal) { fatalError("\(literal) does not match itself") }
    }
    return 0
}
