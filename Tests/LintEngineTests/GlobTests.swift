import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// `excludedPaths` globs: the documented semantics, the same answers as the first (recursive) matcher on random
/// inputs, and hostile patterns that crashed or hung it (issue 21).
@Suite struct GlobTests {
    @Test func semantics() {
        #expect(Glob.matches("Vendor/**", "Vendor/Lib/Lib.xcodeproj"))
        #expect(Glob.matches("Vendor/", "Vendor/Lib/Lib.xcodeproj"))
        #expect(Glob.matches("Examples", "Examples/Demo.xcodeproj"))
        #expect(Glob.matches("**/Demo*.xcodeproj", "a/b/Demo2.xcodeproj"))
        #expect(Glob.matches("**/Demo?.xcodeproj", "Demo2.xcodeproj"))
        #expect(Glob.matches("a/**/c", "a/c"))
        #expect(Glob.matches("a/**/c", "a/b/b/c/d.xcodeproj"))
        #expect(Glob.matches("*", "anything/below"))
        #expect(Glob.matches("**", "x"))
        #expect(!Glob.matches("Vendor/**", "App/Vendor.xcodeproj"))
        #expect(!Glob.matches("*.xcodeproj", "a/App.xcodeproj"), "* stays within a segment")
        #expect(!Glob.matches("a/**/c", "a/b/cc"))
        #expect(!Glob.matches("Demo?.xcodeproj", "Demo.xcodeproj"))
        #expect(!Glob.matches("/", "a"))
    }

    /// `?` is one character, also where a character is several bytes or scalars (matched as characters), and
    /// plain ASCII names (matched as bytes) give the same answers as the reference matcher.
    @Test func aQuestionMarkIsOneCharacter() {
        #expect(Glob.matches("Caf?", "Café/App.xcodeproj"))
        #expect(Glob.matches("Caf?", "Cafe\u{301}/App.xcodeproj"), "e + combining accent is one character")
        #expect(Glob.matches("a?b", "a\r\nb"), "\\r\\n is one character")
        #expect(!Glob.matches("a??b", "a\r\nb"))
        #expect(Glob.matches("😀*", "😀x/y"))
        #expect(!Glob.matches("?", "😀😀"))
        for (pattern, path) in [("*debug*", "Debug-Staging"), ("*debug*", "debug"), ("Stag?ng", "Staging"),
                                ("a/*/c", "a/b/c"), ("**/x", "y/x/z")] {
            #expect(Glob.matches(pattern, path) == Self.reference(pattern, path), "\(pattern) on \(path)")
        }
    }

    /// The first matcher, kept as the reference: recursive per `**` and per character (exponential; small inputs only).
    static func reference(_ pattern: String, _ path: String) -> Bool {
        var p = pattern
        while p.hasSuffix("/") { p.removeLast() }
        if p.hasSuffix("/**") { p.removeLast(3) }
        let components = path.split(separator: "/").map(String.init)
        func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
            guard let first = pattern.first else { return path.isEmpty }
            if first == "**" {
                return (0...path.count).contains { match(pattern.dropFirst(), path.dropFirst($0)) }
            }
            guard let head = path.first, segment(Array(first), Array(head)) else { return false }
            return match(pattern.dropFirst(), path.dropFirst())
        }
        func segment(_ p: [Character], _ t: [Character]) -> Bool {
            if p.isEmpty { return t.isEmpty }
            if p[0] == "*" { return segment(Array(p.dropFirst()), t) || (!t.isEmpty && segment(p, Array(t.dropFirst()))) }
            guard let c = t.first, p[0] == "?" || p[0] == c else { return false }
            return segment(Array(p.dropFirst()), Array(t.dropFirst()))
        }
        let segments = ArraySlice(p.split(separator: "/").map(String.init))
        return (1...max(1, components.count)).contains { match(segments, ArraySlice(components.prefix($0))) }
    }

    @Test func sameAnswersAsTheRecursiveMatcher() {
        var random = SplitMix64(seed: 21)
        let pieces = ["a", "b", "ab", "*", "?", "**", "a*", "*b", "", "/"]
        for _ in 0..<5_000 {
            let pattern = (0..<random.int(0...5)).map { _ in random.pick(pieces) }.joined(separator: random.pick(["/", ""]))
            let path = (0..<random.int(0...4)).map { _ in random.pick(["a", "b", "ab", "ba", "aab", ""]) }.joined(separator: "/")
            #expect(Glob.matches(pattern, path) == Self.reference(pattern, path), "\(pattern) on \(path)")
        }
    }

    /// Before: a stack overflow (one recursion per character) killed the process.
    @Test func aSeventyThousandCharacterPatternDoesNotOverflowTheStack() {
        #expect(Glob.matches(String(repeating: "*", count: 70_000), "abc"))
        #expect(!Glob.matches(String(repeating: "*a", count: 35_000), String(repeating: "a", count: 1_000) + "b"))
    }

    /// Before: exponential in the number of `**` (this path took seconds; a search over 25 nested folders, 61 s).
    @Test func manyDoubleStarsOverADeepPathAreImmediate() {
        let path = (1...25).map { "d\($0)" }.joined(separator: "/")
        let timer = ThreadCPUTimer()
        #expect(!Glob.matches("**/**/**/**/**/**/**/**/nomatch", path))
        #expect(Glob.matches("**/**/**/**/**/**/**/**/d25", path))
        #expect(timer.elapsed < .seconds(1))
    }

    @Test func aPatternOverTheLimitIsAConfigurationError() {
        let long = String(repeating: "a", count: Glob.maximumPatternLength + 1)
        let result = LintConfiguration.parse(bytes: Array("{\n  \"excludedPaths\": [\"ok\", \"\(long)\"]\n}\n".utf8),
                                             path: "/p/.pbxlint.json")
        guard case .failure(let error) = result else { Issue.record("accepted"); return }
        #expect(error.description == "/p/.pbxlint.json:2:27: error: an \"excludedPaths\" pattern has 1025 characters; "
                + "at most 1024 are accepted")
        let atLimit = String(repeating: "a", count: Glob.maximumPatternLength)
        guard case .success = LintConfiguration.parse(bytes: Array("{\"excludedPaths\": [\"\(atLimit)\"]}".utf8),
                                                      path: "/p/.pbxlint.json") else { Issue.record("refused"); return }
    }
}
