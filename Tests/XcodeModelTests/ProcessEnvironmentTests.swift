import Foundation
import Testing
@testable import XcodeModel

/// ProcessEnvironment replaces ProcessInfo and FileManager in the binary (see its documentation): it must answer
/// as they do.
@Suite("Process environment")
struct ProcessEnvironmentTests {
    @Test("environment variables, the current directory and the processor count as Foundation gives them")
    func matchesFoundation() {
        let environment = ProcessInfo.processInfo.environment
        #expect(ProcessEnvironment.all == environment)
        #expect(ProcessEnvironment.value("PATH") == environment["PATH"])
        #expect(ProcessEnvironment.value("PBXLINT_NO_SUCH_VARIABLE_\(UInt32.random(in: 0...UInt32.max))") == nil)
        #expect(ProcessEnvironment.currentDirectory == FileManager.default.currentDirectoryPath)
        #expect(ProcessEnvironment.processorCount == ProcessInfo.processInfo.activeProcessorCount)
    }

    #if os(Linux)
    @Test("a control group's cpu.max: whole CPUs rounded up, no limit for max or text that is not a quota")
    func cgroupQuota() {
        #expect(ProcessEnvironment.cgroupQuota(cpuMax: "200000 100000\n") == 2)
        #expect(ProcessEnvironment.cgroupQuota(cpuMax: "150000 100000") == 2)
        #expect(ProcessEnvironment.cgroupQuota(cpuMax: "50000 100000\n") == 1)
        #expect(ProcessEnvironment.cgroupQuota(cpuMax: "max 100000\n") == nil)
        #expect(ProcessEnvironment.cgroupQuota(cpuMax: "") == nil)
        #expect(ProcessEnvironment.cgroupQuota(cpuMax: "0 100000") == nil)
    }
    #endif

    @Test("a file is readable when access(R_OK) says so")
    func readable() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pbxlint-readable-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a.xcconfig").path
        try Data("A = 1\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(FileSystem.isReadable(file) == FileManager.default.isReadableFile(atPath: file))
        #expect(FileSystem.isReadable(file))
        #expect(!FileSystem.isReadable(directory.appendingPathComponent("missing").path))
    }
}
