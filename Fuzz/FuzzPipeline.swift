// libFuzzer entry point: any bytes as a project.pbxproj in a scratch project (with a catalog and an xcconfig
// next to it), linted end to end. Must never crash or hang.
import Foundation

let fuzzRoot: String = {
    let root = NSTemporaryDirectory() + "pbxlint-fuzz-\(getpid())"
    let files = ExampleProject.client(settings: ["Debug": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Blue"]],
                                      xcconfig: ["Release": "Base.xcconfig"])
        .adding(["Base.xcconfig": "#include \"Base.xcconfig\"\nASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = $(inherited) X\n"])
    for (path, text) in files {
        let full = root + "/" + path
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }
    return root
}()

func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = fuzzRoot + "/App.xcodeproj/project.pbxproj"
    try? Data(bytes: data, count: size).write(to: URL(fileURLWithPath: path))
    let result = Linter(options: LintOptions(baseDirectory: fuzzRoot)).lint(projectAt: fuzzRoot + "/App.xcodeproj")
    for d in result.diagnostics { _ = d.fingerprint }
    return 0
}
