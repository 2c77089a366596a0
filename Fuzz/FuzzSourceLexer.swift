// libFuzzer entry point: any bytes as a Swift or Objective-C source, lexed, then searched for icon names as
// `alternate-icon-name-in-code` does (the marker is appended so that every input is searched). Must never crash,
// hang, recurse without bound (nested interpolations) or hold more tokens than the search looks ahead.

func fuzzSourceLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var lexer = SourceLexer(bytes: bytes)
    var previousLine = 1
    while let token = lexer.next() {
        // Tokens come in order: a line never goes back.
        if token.line < previousLine { fatalError("token line \(token.line) after \(previousLine)") }
        previousLine = token.line
    }
    var uses = IconNameUses()
    uses.scan(bytes + Array(" AlternateIcon".utf8), path: "/fuzz/A.swift")
    if uses.mostTokensHeld > 200 { fatalError("the icon-name search held \(uses.mostTokensHeld) tokens") }
    return 0
}
