import Foundation
import Testing
@testable import PBXLintCLI

/// `-o` and `--write-baseline` write as a shell redirect would and never destroy an input (issue 21, "Writes the
/// user did not mean"); a report that cannot be written fails with its own status (issue 21 and 15).
@Suite
struct OutputFileTests {
    static let project = "MissingInRelease/MissingInRelease.xcodeproj/project.pbxproj"

    @Test func theProjectFileItselfIsRefusedAndLeftAlone() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try Data(contentsOf: URL(fileURLWithPath: root + "/" + Self.project))
        try FileManager.default.createSymbolicLink(atPath: root + "/alias", withDestinationPath: Self.project)

        for arguments in [["-o", Self.project], ["--write-baseline", Self.project], ["-o", "alias"]] {
            let result = try CLITestSupport.execute(arguments + ["MissingInRelease"], in: root)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.err.contains("it is one of the files this run reads"), "\(result.err)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/" + Self.project)) == before)
        }
        var info = stat()
        #expect(lstat(root + "/alias", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    }

    @Test func theConfigurationAndTheBaselineReadAreRefused() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: root + "/.pbxlint.json"))
        try Data(#"{"version": 1, "findings": []}"#.utf8).write(to: URL(fileURLWithPath: root + "/base.json"))
        let config = try CLITestSupport.execute(["-o", ".pbxlint.json", "MissingInRelease"], in: root)
        #expect(config.status == 2)
        #expect(try String(contentsOfFile: root + "/.pbxlint.json", encoding: .utf8) == "{}\n")
        let baseline = try CLITestSupport.execute(["--baseline", "base.json", "-o", "base.json", "MissingInRelease"], in: root)
        #expect(baseline.status == 2)
    }

    @Test func aSymlinkIsWrittenThroughAndKeepsItsTargetsPermissions() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("old".utf8).write(to: URL(fileURLWithPath: root + "/real.txt"))
        chmod(root + "/real.txt", 0o640)
        try FileManager.default.createSymbolicLink(atPath: root + "/link.txt", withDestinationPath: "real.txt")

        let result = try CLITestSupport.execute(["-q", "-o", "link.txt", "MissingInRelease"], in: root)
        #expect(result.status == 1)
        var info = stat()
        #expect(lstat(root + "/link.txt", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link stays a link")
        #expect(lstat(root + "/real.txt", &info) == 0 && info.st_mode & 0o7777 == 0o640)
        #expect(try String(contentsOfFile: root + "/real.txt", encoding: .utf8).contains("[alternate-icons-consistent]"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted()
                == ["MissingInRelease", "link.txt", "real.txt"], "no temporary file left behind")
    }

    @Test func aDanglingSymlinkGetsItsTargetCreated() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/link.txt", withDestinationPath: "new.txt")
        let result = try CLITestSupport.execute(["-q", "-o", "link.txt", "MissingInRelease"], in: root)
        #expect(result.status == 1)
        #expect(try String(contentsOfFile: root + "/new.txt", encoding: .utf8).contains("[alternate-icons-consistent]"))
    }

    /// The old temporary name was `.NAME.PID.tmp`, opened following links: a symlink planted there redirected the
    /// report into any file. In-process, the PID is this test's own.
    @Test func aPlantedSymlinkAtTheOldTemporaryNameIsNotFollowed() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("precious".utf8).write(to: URL(fileURLWithPath: root + "/victim.txt"))
        try FileManager.default.createSymbolicLink(atPath: root + "/.report.txt.\(getpid()).tmp",
                                                   withDestinationPath: root + "/victim.txt")
        let result = CLITestSupport.run(["-q", "-o", root + "/report.txt", root + "/MissingInRelease"])
        #expect(result.status == .findings)
        #expect(try String(contentsOfFile: root + "/victim.txt", encoding: .utf8) == "precious")
        #expect(try String(contentsOfFile: root + "/report.txt", encoding: .utf8).contains("[alternate-icons-consistent]"))
    }

    /// Only through the fixed write path: before it, `-o /dev/null` as root replaced the device node.
    @Test func devNullStaysACharacterDevice() throws {
        let result = try CLITestSupport.execute(["-q", "-o", "/dev/null", "TestProjects/MissingInRelease"])
        #expect(result.status == 1)
        #expect(result.err.isEmpty)
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aFIFOIsWrittenIntoAndStaysAFIFO() throws {
        let binary = try CLITestSupport.requireBinary()
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fifo = root + "/report.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["-q", "-o", fifo, "MissingInRelease"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Opening the read end waits for pbxlint to open the write end, as `cat fifo` would.
        let reader = FileHandle(forReadingAtPath: fifo)
        let data = reader?.readDataToEndOfFile() ?? Data()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(String(decoding: data, as: UTF8.self).contains("[alternate-icons-consistent]"))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    /// Before: a Foundation error dump (`Error Domain=NSCocoaErrorDomain …`) and exit 3, "input unreadable".
    @Test func anUnwritableReportIsOneLineAndStatus4() throws {
        let root = try CLITestSupport.scratch(copying: ["MissingInRelease"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data().write(to: URL(fileURLWithPath: root + "/file"))
        for flag in ["-o", "--write-baseline"] {
            let result = try CLITestSupport.execute(["-q", flag, "file/report.txt", "MissingInRelease"], in: root)
            #expect(result.status == 4)
            let what = flag == "-o" ? "report" : "baseline"
            #expect(result.err == "pbxlint: cannot write the \(what) to file/report.txt: not a directory\n")
        }
        let full = try CLITestSupport.execute(["-q", "-o", "/dev/full", "MissingInRelease"], in: root)
        #expect(full.status == 4)
        #expect(full.err == "pbxlint: cannot write the report to /dev/full: no space left on device\n")
    }

    /// Before: `pbxlint > /dev/full` lost the report and exited 0.
    @Test func aStandardOutputThatCannotBeWrittenIsStatus4() throws {
        for (reporter, project) in [("text", "MissingInRelease"), ("json", "Clean"), ("sarif", "Clean")] {
            let result = try CLITestSupport.execute(["-r", reporter, "TestProjects/" + project],
                                                    standardOutputPath: "/dev/full")
            #expect(result.status == 4, "\(reporter)")
            #expect(result.err.hasSuffix("pbxlint: cannot write to standard output: no space left on device\n"))
        }
        // Nothing to write is nothing lost: a clean project in text prints no report at all.
        #expect(try CLITestSupport.execute(["TestProjects/Clean"], standardOutputPath: "/dev/full").status == 0)
        #expect(try CLITestSupport.execute(["rules"], standardOutputPath: "/dev/full").status == 4)
    }

    /// `-o /dev/stdout` and `-o /dev/stderr` when the descriptor is a pipe, as in CI (`| tee`, a captured step):
    /// on Linux these are links to `/proc/self/fd/N` → `pipe:[…]`, which cannot be resolved to a path.
    @Test func standardStreamsWorkWhenTheyArePipes() throws {
        guard CLITestSupport.binary != nil else { return }
        let toStdout = try CLITestSupport.execute(["-r", "json", "-o", "/dev/stdout", "TestProjects/MissingInRelease"])
        #expect(toStdout.status == 1, "\(toStdout.err)")
        #expect(toStdout.out.contains("\"alternate-icons-consistent\""))
        #expect(!toStdout.err.contains("cannot write"))
        let toStderr = try CLITestSupport.execute(["-r", "json", "-o", "/dev/stderr", "TestProjects/MissingInRelease"])
        #expect(toStderr.status == 1, "\(toStderr.err)")
        #expect(toStderr.err.contains("\"alternate-icons-consistent\""))
        #expect(toStderr.out.isEmpty)
    }
}
