import Foundation
import Testing
import TestSupport
@testable import PlistKit

/// Seeded property test: every `TestProjects/**/project.pbxproj`, mutated at random (byte flips, truncation,
/// deleted and duplicated lines), never crashes the parser, and every error it throws points inside the file.
@Suite struct MutationPropertyTests {
    static let seed: UInt64 = 0xB1F_F11B
    static let mutationsPerFile = 150

    static let projectFiles: [String] = {
        let root = DifferentialTests.packageRoot + "/TestProjects"
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix("/project.pbxproj") { found.append(root + "/" + relative) }
        }
        return found.sorted()
    }()

    @Test func thereAreProjectsToMutate() {
        #expect(Self.projectFiles.count >= 5)
    }

    @Test func mutatedProjectsParseOrFailInsideTheFile() throws {
        var random = SplitMix64(seed: Self.seed)
        var failures = 0
        for file in Self.projectFiles {
            let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
            for round in 0..<Self.mutationsPerFile {
                let (mutated, how) = Mutation.apply(to: original, &random)
                do {
                    _ = try PlistReader.read(bytes: mutated, path: file)
                } catch {
                    failures += 1
                    let context = "\(file) round \(round) (seed \(Self.seed), \(how)): \(error)"
                    #expect((1...(Mutation.lineCount(mutated) + 1)).contains(error.position.line), "\(context)")
                    #expect(error.position.column >= 1, "\(context)")
                    // Offsets count bytes of the UTF-8 text that was parsed (PlistError.offset), which is longer
                    // than the file when a header-less file is decoded as MacRoman.
                    #expect((0...Mutation.parsedLength(mutated)).contains(error.offset), "\(context)")
                }
            }
        }
        // Most mutations break the file; if none did, the mutations are not doing their job.
        #expect(failures > Self.projectFiles.count * Self.mutationsPerFile / 4)
    }
}

/// Random damage to a file, described for failure messages.
enum Mutation {
    static func apply(to bytes: [UInt8], _ random: inout SplitMix64) -> ([UInt8], String) {
        var out = bytes
        var steps: [String] = []
        for _ in 0..<random.int(1...3) {
            guard !out.isEmpty else { break }
            switch random.int(0...3) {
            case 0:
                let at = random.int(0...(out.count - 1))
                let byte = random.chance(0.5) ? UInt8(random.int(0...255))
                    : random.pick(Array("{}();=\"'/*<>\\\n\r,".utf8))
                out[at] = byte
                steps.append("byte \(at) = \(byte)")
            case 1:
                let at = random.int(0...out.count)
                out.removeSubrange(at...)
                steps.append("truncated at \(at)")
            case 2:
                var lines = out.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                let at = random.int(0...(lines.count - 1))
                lines.remove(at: at)
                out = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
                steps.append("deleted line \(at + 1)")
            default:
                var lines = out.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                let at = random.int(0...(lines.count - 1))
                lines.insert(lines[at], at: random.int(0...lines.count))
                out = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
                steps.append("duplicated line \(at + 1)")
            }
        }
        return (out, steps.joined(separator: ", "))
    }

    /// Length of the UTF-8 text `PlistReader` parses for `bytes`: transcoded from UTF-16 (BOM) or, without the
    /// UTF-8 header and when not valid UTF-8, from MacRoman; otherwise the bytes themselves.
    static func parsedLength(_ bytes: [UInt8]) -> Int {
        if let utf16 = TextEncodings.utf16WithBOMToUTF8(bytes) { return utf16.count }
        if !bytes.starts(with: PlistReader.utf8Header), TextEncodings.firstInvalidUTF8(bytes) != nil {
            return TextEncodings.macRomanToUTF8(bytes).count
        }
        return bytes.count
    }

    /// Lines as `SourceText` counts them: LF, CR and CRLF each end one.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var count = 1
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                count += 1
            } else if bytes[i] == 0x0D {
                count += 1
                if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
            }
            i += 1
        }
        return count
    }
}
