import Foundation
@testable import PBXLintCLI
@_exported import TestSupport

enum CLITestSupport {
    static let packageRoot = TestSupport.packageRoot
    static let testProjects = packageRoot + "/TestProjects"
    static let goldenDirectory = packageRoot + "/Tests/PBXLintCLITests/Golden"

    /// The built executable, when the build produced one (CI builds everything before testing). First the one
    /// next to the running test product, so that a `--scratch-path` build (the sanitizers) tests its own binary.
    static var binary: String? {
        let beside = (CommandLine.arguments.first.map { ($0 as NSString).deletingLastPathComponent } ?? "") + "/pbxlint"
        if beside.hasPrefix("/"), FileManager.default.isExecutableFile(atPath: beside) { return beside }
        for configuration in ["debug", "release"] {
            let path = packageRoot + "/.build/\(configuration)/pbxlint"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// The built executable, or a thrown error that fails the test: a test of the binary never passes by not running.
    static func requireBinary() throws -> String {
        guard let binary else { throw MissingBinary() }
        return binary
    }

    struct MissingBinary: Error, CustomStringConvertible {
        var description: String { "no built pbxlint binary next to the tests or in .build/{debug,release}: run swift build first" }
    }

    /// Runs pbxlint in-process.
    static func run(_ arguments: [String]) -> (status: ExitCode, out: String, err: String) {
        let console = Console.capturing()
        let status = PBXLintCommand.run(arguments, console: console)
        return (status, console.capturedOutput, console.capturedError)
    }

    /// Runs the built binary as a subprocess.
    static func spawn(_ arguments: [String], in directory: String = packageRoot) throws -> (status: Int32, out: String) {
        let binary = try requireBinary()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs the built binary with both streams captured (stderr through a file, so only one pipe is drained),
    /// or with standard output sent to `standardOutputPath` (`/dev/full`) instead. `environment` replaces the
    /// inherited one when given.
    static func execute(_ arguments: [String], in directory: String = packageRoot, environment: [String: String]? = nil,
                        standardOutputPath: String? = nil) throws -> (status: Int32, out: String, err: String) {
        let binary = try requireBinary()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if let environment { process.environment = environment }
        let errPath = NSTemporaryDirectory() + "/pbxlint-stderr-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        guard FileManager.default.createFile(atPath: errPath, contents: nil),
              let errFile = FileHandle(forWritingAtPath: errPath) else { return (-1, "", "") }
        defer { try? errFile.close() }
        process.standardError = errFile
        let pipe = Pipe()
        var outFile: FileHandle?
        if let standardOutputPath {
            outFile = FileHandle(forWritingAtPath: standardOutputPath)
            process.standardOutput = outFile
        } else {
            process.standardOutput = pipe
        }
        defer { try? outFile?.close() }
        try process.run()
        let data = standardOutputPath == nil ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        let errText = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), errText)
    }

    /// A fresh folder under the temporary directory with copies of `TestProjects/NAME` for each name.
    static func scratch(copying projects: [String] = []) throws -> String {
        let root = NSTemporaryDirectory() + "/pbxlint-scratch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for name in projects {
            try FileManager.default.copyItem(atPath: testProjects + "/" + name, toPath: root + "/" + name)
        }
        return (root as NSString).standardizingPath
    }

    /// Compares with `Golden/NAME`; `PBXLINT_UPDATE_GOLDEN=1` rewrites it. The version string is normalised.
    static func matchesGolden(_ text: String, _ name: String) throws -> Bool {
        let normalized = text.replacingOccurrences(of: PBXLintVersion.current, with: "<version>")
        let path = goldenDirectory + "/" + name
        if ProcessInfo.processInfo.environment["PBXLINT_UPDATE_GOLDEN"] == "1" {
            try Data(normalized.utf8).write(to: URL(fileURLWithPath: path))
            return true
        }
        return (try? String(contentsOfFile: path, encoding: .utf8)) == normalized
    }
}
