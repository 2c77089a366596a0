import Foundation
import Testing

/// Reports never show absolute paths (issue 15, "Output and exit status"): missing inputs, configuration and
/// baseline errors name files relative to the base directory, and a base directory that does not exist is a
/// usage error.
@Suite
struct RelativePathTests {
    @Test func missingInputsAndBadFilesAreNamedRelatively() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
        try Data("{\n  \"findings\": 3\n}\n".utf8).write(to: URL(fileURLWithPath: root + "/bad-baseline.json"))
        try Data("{\"rulez\": 1}".utf8).write(to: URL(fileURLWithPath: root + "/bad-config.json"))

        let missing = try CLITestSupport.execute(["--no-color", "--base-dir", "out", "Nope", "MissingInRelease"], in: root)
        #expect(missing.status == 3)
        #expect(missing.out.hasPrefix("../Nope: error: no such file or directory\n"), "\(missing.out)")

        let baseline = try CLITestSupport.execute(["--baseline", "bad-baseline.json", "MissingInRelease"], in: root)
        #expect(baseline.status == 2)
        #expect(baseline.err.hasPrefix("bad-baseline.json:2:15: error: a baseline needs a \"findings\" array"), "\(baseline.err)")

        let config = try CLITestSupport.execute(["--config", root + "/bad-config.json", "MissingInRelease"], in: root)
        #expect(config.status == 2)
        #expect(config.err.hasPrefix("bad-config.json:1:2: error: unknown key \"rulez\""), "\(config.err)")

        for result in [missing, baseline, config] {
            #expect(!(result.out + result.err).contains(root), "an absolute path: \(result.out + result.err)")
        }
    }

    @Test func aBaseDirectoryThatDoesNotExistIsAUsageError() throws {
        let result = try CLITestSupport.execute(["--base-dir", "no/such/folder", "TestProjects/Clean"])
        #expect(result.status == 2)
        #expect(result.err == "pbxlint: --base-dir no/such/folder: no such directory\n")
        #expect(try CLITestSupport.execute(["--base-dir", "Package.swift", "TestProjects/Clean"]).status == 2)
    }
}
