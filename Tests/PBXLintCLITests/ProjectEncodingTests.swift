import Foundation
import LintEngine
import Testing
@testable import PBXLintCLI

/// A project file without the UTF-8 header that is not valid UTF-8 (older or hand-edited projects): Xcode reads it
/// as MacRoman (docs/reference/xcode-semantics.md §1.3), so pbxlint warns about the encoding and lints it like any other.
@Suite struct ProjectEncodingTests {
    @Test func headerlessMacRomanProjectIsAWarningAndExitsZero() throws {
        var files = ExampleProject.client(configurations: ["Debug", "Release"], settings: [
            "Debug": ["INFOPLIST_KEY_CFBundleDisplayName = \"CafeMARK\""],
            "Release": ["INFOPLIST_KEY_CFBundleDisplayName = \"CafeMARK\""],
        ])
        let pbxproj = "App.xcodeproj/project.pbxproj"
        let text = try #require(files[pbxproj]).replacingOccurrences(of: "// !$*UTF8*$!\n", with: "")
        files[pbxproj] = nil
        let root = try TestSupport.materialize(files)
        // "Café" in MacRoman: é is the single byte 0x8E, which is not valid UTF-8.
        var bytes = [UInt8](text.utf8)
        let mark = [UInt8]("eMARK".utf8)
        while let at = bytes.indices.first(where: { bytes[$0...].starts(with: mark) }) {
            bytes.replaceSubrange(at..<(at + mark.count), with: [0x8E])
        }
        try FileManager.default.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + pbxproj))
        defer { try? FileManager.default.removeItem(atPath: root) }

        let result = CLITestSupport.run(["--base-dir", root, root + "/App.xcodeproj"])
        #expect(result.status == .success, "\(result.out)\(result.err)")
        // The example's unused icon sets are warnings too; the encoding is one warning, and nothing is an error.
        let lines = result.out.split(separator: "\n").filter { !$0.contains("[alternate-icon-unused]") }
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.contains("warning: the file has no '// !$*UTF8*$!' header and is not valid UTF-8") == true)
        #expect(lines.first?.hasSuffix("[project-encoding]") == true)
    }
}
