import Foundation
import Testing

/// Files that exist but cannot be read (issue "Robustness"): the real binary names the file and says "permission
/// denied", exits with the documented code, and still lints the other project on the command line.
///
/// CI runs as root, for whom `chmod 000` changes nothing; there the binary runs as `nobody` through `setpriv`.
@Suite(.enabled(if: UnprivilegedRun.available, "needs a non-root user, or setpriv to drop root"))
struct PermissionTests {
    @Test func unreadableProjectFileIsAnInputFailureAndTheOtherProjectIsLinted() throws {
        let root = try UnprivilegedRun.tree(copying: ["Clean": "Locked", "MissingInRelease": "Open"])
        defer { UnprivilegedRun.remove(root) }
        try UnprivilegedRun.lock(root + "/Locked/Clean.xcodeproj/project.pbxproj")

        let result = try UnprivilegedRun.pbxlint(["--no-color", "Locked", "Open"], in: root)
        #expect(result.status == 3, "exit 3: an input could not be read at all")
        let failure = result.err + result.out
        #expect(failure.contains("Locked/Clean.xcodeproj/project.pbxproj: error: cannot read"))
        #expect(failure.contains("permission denied"))
        #expect(result.out.contains("Open/MissingInRelease.xcodeproj/project.pbxproj:169:5: error:"))
        #expect(result.out.contains("[alternate-icons-consistent]"))
    }

    @Test func unreadableXCConfigAndContentsJSONAreFindingsNamingTheFile() throws {
        let root = try UnprivilegedRun.tree(copying: ["XCConfigNames": "Locked", "MissingInRelease": "Open"])
        defer { UnprivilegedRun.remove(root) }
        try UnprivilegedRun.lock(root + "/Locked/Icons.xcconfig")
        try UnprivilegedRun.lock(root + "/Locked/Client/Assets.xcassets/AppIcon-Blue.appiconset/Contents.json")
        let group = root + "/Locked/Client/Assets.xcassets/Group"
        try FileManager.default.createDirectory(atPath: group, withIntermediateDirectories: false)
        try UnprivilegedRun.lock(group)

        let result = try UnprivilegedRun.pbxlint(["--no-color", "Locked", "Open"], in: root)
        // The project itself was read, so these are findings (an error: exit 1), not an input failure (3).
        #expect(result.status == 1)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains {
            $0.hasPrefix("Locked/Icons.xcconfig: error: cannot read Icons.xcconfig: permission denied")
                && $0.hasSuffix("[parse-error]")
        }, "\(lines)")
        #expect(lines.contains {
            $0.hasPrefix("Locked/Client/Assets.xcassets/AppIcon-Blue.appiconset/Contents.json: warning:")
                && $0.contains("Contents.json cannot be read: permission denied") && $0.hasSuffix("[icon-set-invalid]")
        }, "\(lines)")
        #expect(lines.contains(
            "Locked/Client/Assets.xcassets/Group: error: the asset catalog folder cannot be read: permission denied "
                + "[parse-error]"), "\(lines)")
        // What Icons.xcconfig sets is unknown, not absent: no "Release lacks AppIcon-Blue" guess about it.
        #expect(!lines.contains {
            $0.hasPrefix("Locked/") && ($0.hasSuffix("[alternate-icons-consistent]") || $0.hasSuffix("[alternate-icon-unused]"))
        }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Open/MissingInRelease.xcodeproj/project.pbxproj:169:5: error:") })
    }

    /// A whole catalog that cannot be read: "cannot read", and no "has no icon set" errors for the names it may
    /// well hold (there were 9 of them on top).
    @Test func unreadableCatalogMakesNamesUnknownNotMissing() throws {
        let root = try UnprivilegedRun.tree(copying: ["MissingInRelease": "Locked"])
        defer { UnprivilegedRun.remove(root) }
        try UnprivilegedRun.lock(root + "/Locked/Client/Assets.xcassets")

        let result = try UnprivilegedRun.pbxlint(["--no-color", "Locked"], in: root)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("the asset catalog folder cannot be read: permission denied") }, "\(lines)")
        #expect(!lines.contains { $0.hasSuffix("[alternate-icon-missing]") || $0.hasSuffix("[primary-icon-missing]") },
                "\(lines)")
    }
}

/// Runs the pbxlint binary as a user that file permissions apply to.
enum UnprivilegedRun {
    static let setpriv = "/usr/bin/setpriv"
    static var isRoot: Bool { geteuid() == 0 }
    static var available: Bool { !isRoot || FileManager.default.isExecutableFile(atPath: setpriv) }

    /// Copies `TestProjects/<key>` to `<root>/<value>` in a fresh directory under /tmp (not `$TMPDIR`, which may
    /// sit below a folder `nobody` cannot enter), every directory 0755 and file 0644.
    static func tree(copying projects: [String: String]) throws -> String {
        let root = "/tmp/pbxlint-permissions-\(UUID().uuidString)"
        let manager = FileManager.default
        try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (source, name) in projects {
            try manager.copyItem(atPath: CLITestSupport.testProjects + "/" + source, toPath: root + "/" + name)
        }
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root)
        for relative in manager.subpaths(atPath: root) ?? [] {
            let path = root + "/" + relative
            var isDirectory: ObjCBool = false
            _ = manager.fileExists(atPath: path, isDirectory: &isDirectory)
            try manager.setAttributes([.posixPermissions: isDirectory.boolValue ? 0o755 : 0o644], ofItemAtPath: path)
        }
        return root
    }

    static func lock(_ path: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
    }

    static func remove(_ root: String) {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Runs the binary in `directory`; as root, through `setpriv` as nobody (65534) with no supplementary groups.
    static func pbxlint(_ arguments: [String], in directory: String) throws -> (status: Int32, out: String, err: String) {
        let binary = try CLITestSupport.requireBinary()
        let process = Process()
        if isRoot {
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        // stderr goes to a file, so only one pipe has to be drained while the child runs.
        let errPath = directory + "/stderr.txt"
        guard FileManager.default.createFile(atPath: errPath, contents: nil),
              let errFile = FileHandle(forWritingAtPath: errPath) else { return (-1, "", "") }
        defer { try? errFile.close() }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errFile
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errText = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), errText)
    }
}

/// A project below a folder that cannot be entered was reported as "no such file or directory".
@Suite(.enabled(if: UnprivilegedRun.available, "needs a non-root user, or setpriv to drop root"))
struct LockedParentTests {
    @Test func projectBelowALockedFolderSaysPermissionDenied() throws {
        let root = try UnprivilegedRun.tree(copying: ["Clean": "Outer"])
        defer { UnprivilegedRun.remove(root) }
        try UnprivilegedRun.lock(root + "/Outer")
        let result = try UnprivilegedRun.pbxlint(["--no-color", "Outer/Clean.xcodeproj"], in: root)
        #expect(result.status == 3)
        #expect((result.err + result.out).contains("permission denied"), "\(result.err)")
        #expect(!(result.err + result.out).contains("no such file"))
    }
}
