// libFuzzer entry point: any bytes as an xcconfig, then every assignment evaluated as a macro expression in
// String, StringList and Boolean form. Must never crash, hang or grow without bound (cycles, deep nesting).

func fuzzSettings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = XCConfigParser.parse(bytes: bytes, path: "/fuzz/A.xcconfig", level: .targetXCConfig)
    var stack = SettingsStack()
    for line in file.lines {
        if case .assignment(let a) = line { stack.push(a) }
    }
    for name in stack.names.prefix(32) {
        for sdk in [["iphoneos99.9", "iphoneos"], []] {
            var evaluator = MacroEvaluator(stack: stack, scope: SettingScope(configuration: "Debug", target: "T", sdk: sdk))
            _ = evaluator.string(name)
            _ = evaluator.list(name)
            _ = evaluator.expand("$(\(name)) $(inherited) ${\(name):lower} $\(name)")
        }
    }
    return 0
}
