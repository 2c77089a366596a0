import Foundation
import Testing
import TestSupport
@testable import LintEngine
@testable import XcodeModel

/// Seeded mutations of an xcproj fixture: loading and linting never trap or hang, whatever the damage; a text
/// that still parses yields a model (unresolved names become issues, never crashes).
@Suite struct XcprojMutationTests {
    static let seed: UInt64 = 0x0C_5E_ED_16

    @Test func mutatedXcprojFilesLoadOrFailCleanly() throws {
        let fixture = TestSupport.packageRoot + "/TestProjects/Xcproj/Typo"
        let original = try String(contentsOfFile: fixture + "/Typo.xcodeproj/project.xcproj", encoding: .utf8)
        let root = try TestSupport.materialize(["Typo.xcodeproj/project.xcproj": original])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: fixture + "/Client", toPath: root + "/Client")
        let fragments = ["\"", "'", "{", "}", "[", "]", ",", ":", "null", "//", "/*", "\"kind\": \"folder\"",
                         "\"id:X\"", "\"Client/copy/X\"", "[config=Beta]", "\"<USER:\\>>/x\"", "\"..\"", "0x", "true"]
        var random = SplitMix64(seed: Self.seed)
        var parsed = 0
        for _ in 0..<150 {
            var bytes = Array(original.utf8)
            for _ in 0..<random.int(1...3) {
                let at = random.int(0...(bytes.count - 1))
                switch random.int(0...2) {
                case 0: bytes.removeSubrange(at..<min(bytes.count, at + random.int(1...40)))
                case 1: bytes.insert(contentsOf: Array(random.pick(fragments).utf8), at: at)
                default:
                    let length = random.int(1...60)
                    let from = random.int(0...(bytes.count - 1))
                    bytes.insert(contentsOf: bytes[from..<min(bytes.count, from + length)], at: at)
                }
            }
            let path = root + "/Typo.xcodeproj/project.xcproj"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            if case .success = XcodeProject.load(path: root + "/Typo.xcodeproj") { parsed += 1 }
            _ = Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/Typo.xcodeproj")
        }
        // The mutations must leave some files parseable, or the model side is never exercised.
        #expect(parsed > 10, "only \(parsed) mutated files parsed")
    }
}
