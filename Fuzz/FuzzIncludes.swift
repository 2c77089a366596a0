// libFuzzer entry point: the input split at "\n---\n" into up to four xcconfig files A–D.xcconfig that may
// #include each other (repeatedly, in cycles, nested), loaded the way a base configuration is, then every setting
// evaluated. Must never crash, hang or grow without bound: include trees and macro chains that double at every
// level stop at pbxlint's limits.
import Foundation

func fuzzIncludes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parts = text.components(separatedBy: "\n---\n").prefix(4)
    let dir = NSTemporaryDirectory() + "pbxlint-fuzz-includes-\(getpid())"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for (index, name) in ["A", "B", "C", "D"].enumerated() {
        let path = dir + "/" + name + ".xcconfig"
        if index < parts.count {
            _ = FileManager.default.createFile(atPath: path, contents: Data(parts[parts.startIndex + index].utf8))
        } else {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
    let loader = XCConfigLoader(sourceRoot: dir)
    guard let loaded = loader.load(dir + "/A.xcconfig", level: .targetXCConfig) else { return 0 }
    var stack = SettingsStack()
    for assignment in loaded.assignments { stack.push(assignment) }
    for name in stack.names.prefix(32) {
        var evaluator = MacroEvaluator(stack: stack, scope: SettingScope(configuration: "Debug", target: "T", sdk: ["iphoneos"]))
        _ = evaluator.string(name)
        _ = evaluator.list(name)
    }
    return 0
}
