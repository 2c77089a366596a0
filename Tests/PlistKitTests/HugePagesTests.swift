import Foundation
import Testing
@testable import PlistKit

/// `HugePages.advise` marks the whole 2 MB pages inside a big buffer for huge pages: the kernel lists such a
/// mapping with the `hg` flag in /proc/self/smaps (set by the advice itself, whether or not huge pages are free).
@Suite struct HugePagesTests {
    static var available: Bool {
        #if os(Linux)
        return FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")
        #else
        return false
        #endif
    }

    /// The VmFlags of the mapping that contains `address`, from /proc/self/smaps.
    static func flags(at address: UInt) throws -> [String] {
        // Read to the end: /proc files report a size of 0, which whole-file readers take at its word.
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        defer { try? handle.close() }
        let smaps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        var inside = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if let range = fields.first, range.contains("-"), fields.count > 4 {
                let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
                inside = bounds.count == 2 && bounds[0] <= address && address < bounds[1]
            } else if inside && line.hasPrefix("VmFlags:") {
                return fields.dropFirst().map(String.init)
            }
        }
        return []
    }

    @Test(.enabled(if: available)) func bigBuffersAreAdvisedSmallOnesLeftAlone() throws {
        let count = 16 << 20
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 4096)
        defer { buffer.deallocate() }
        HugePages.advise(buffer, count: count)
        let huge = UInt(2 << 20)
        let firstWhole = (UInt(bitPattern: buffer) + huge - 1) & ~(huge - 1)
        let flags = try Self.flags(at: firstWhole)
        #expect(flags.contains("hg"), "flags: \(flags)")
        buffer.initializeMemory(as: UInt8.self, repeating: 7, count: count)  // still ordinary memory
        #expect(buffer.load(fromByteOffset: count - 1, as: UInt8.self) == 7)

        // A small buffer is not advised. (Its mapping's flags say nothing: other tests running at the same time
        // may have advised a neighbouring buffer of the same mapping.)
        let small = UnsafeMutableRawPointer.allocate(byteCount: 1 << 20, alignment: 4096)
        defer { small.deallocate() }
        #expect(!HugePages.advise(small, count: 1 << 20))
    }
}
