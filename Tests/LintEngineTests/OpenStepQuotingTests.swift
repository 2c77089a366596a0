import Testing
import TestSupport
@testable import LintEngine
@testable import XcodeModel
import PlistKit

/// One quoting rule for every OpenStep writer (issue 31): what the fix writer and the example projects write must
/// parse back, with pbxlint's own parser, to the value they meant.
@Suite struct OpenStepQuotingTests {
    static let seed: UInt64 = 0x0917_3105
    static let pool = ["AppIcon", "AppIcon-Blue", "Icon+Dark", "Icon Dark", "a/b", "x:y", "v1.2", "$dollar", "under_score",
                       "@2x", "star*", "naïve", "日本", "quote\"d", "back\\slash", "it's", "//comment", "/*c*/", "a//b",
                       "semi;colon", "comma,", "(paren)", "{brace}", "<angle>", "=", "tab\tin", "line\nbreak", "#hash",
                       "-ObjC", "1.0", "%percent"]

    /// Parses `value` written as the value of key `K` in an OpenStep dictionary.
    static func parsed(_ value: String) throws -> PlistValue? {
        try PlistReader.read("{ K = \(value); }", path: "t.pbxproj").root["K"]
    }

    @Test func iconPlusDarkIsQuotedBecauseTheParserRejectsItBare() throws {
        #expect(throws: PlistError.self) { _ = try Self.parsed("Icon+Dark") }
        #expect(OpenStepText.word("Icon+Dark") == "\"Icon+Dark\"")
        let bare = AssignedValue(start: 0, end: 0, style: .bare, names: [])
        #expect(bare.rendered(["Icon+Dark"], syntax: .openStep) == "\"Icon+Dark\"")
        #expect(ExampleProject.quote("Icon+Dark") == "\"Icon+Dark\"")
    }

    /// Random single strings through `OpenStepText.word` and `ExampleProject.quote`, random name lists through the
    /// fix writer in each style a value can have: everything parses back to the same value.
    @Test func everythingWrittenParsesBackToTheSameValue() throws {
        var random = SplitMix64(seed: Self.seed)
        let styles: [AssignedValue.Style] = [.bare, .quoted(quote: UInt8(ascii: "\"")),
                                             .list(itemIndent: nil, closingIndent: "", trailingComma: false),
                                             .list(itemIndent: "\t\t\t\t\t", closingIndent: "\t\t\t\t", trailingComma: true)]
        for round in 0..<400 {
            let text = (0..<random.int(1...3)).map { _ in random.pick(Self.pool) }.joined()
            for written in [OpenStepText.word(text), ExampleProject.quote(text)] {
                let value = try Self.parsed(written)
                #expect(value?.string == text, "round \(round): \(written) does not read back as \(text)")
            }
            // Names as a build setting list: no spaces inside a name when written as one string (Xcode splits it).
            // (`$` starts a macro, which a list of names never holds.)
            let names = (0..<random.int(1...4)).map { _ in random.pick(Self.pool.filter { !$0.contains("$") }) }
            for style in styles {
                let rendered = AssignedValue(start: 0, end: 0, style: style, names: []).rendered(names, syntax: .openStep)
                guard let value = try Self.parsed(rendered) else {
                    Issue.record("round \(round): no value in \(rendered)")
                    continue
                }
                let read = value.kind == .array ? value.elements.compactMap(\.string)
                    : AssignedValue.splitList(value.string ?? "") ?? []
                #expect(read == names, "round \(round): \(rendered) reads back as \(read), not \(names)")
            }
        }
    }
}
