import Testing
import PlistKit

/// What the text writers (`OpenStepText`, `JSONText`) write reads back, with pbxlint's own readers, as the value
/// meant: strings with every kind of character each syntax escapes or keeps, and a whole xcproj-style document.
@Suite struct TextWriterTests {
    static let strings = ["plain", "a b", "a\u{0}b", "\u{1}", "\r", "\r\n", "\n", "\t", "\u{7F}", "\u{2028}", "\u{2029}",
                          "\u{FEFF}", "é", "\u{1F600}", "\\", "\"", "'", "a\u{B}b", "\u{C}", "\u{85}", "\u{1B}[0m",
                          "\\u0041", "\\U0041", "/*", "//", "$(inherited)", "Icon+Dark", ""]

    @Test("strings read back", arguments: strings)
    func stringsReadBack(text: String) throws {
        let written: [(String, String)] = [
            ("{\"K\": \(JSONText.quoted(text))}", "p.xcproj"), ("{\"K\": \(JSONText.singleQuoted(text))}", "p.xcproj"),
            ("{\"K\": \(JSONText.quoted(text))}", "p.json"),
            ("{ K = \(OpenStepText.quoted(text)); }", "p.pbxproj"), ("{ K = \(OpenStepText.word(text)); }", "p.pbxproj"),
        ]
        for (document, path) in written {
            #expect(try PlistReader.read(document, path: path).root["K"]?.string == text, "\(document)")
        }
    }

    @Test func documentReadsBackWithItsTrailingCommas() throws {
        let value = JSONText.Value.object([
            JSONText.Member("name", .string("Client \"beta\"")),
            JSONText.Member("empty", .array([])),
            JSONText.Member("list", .array([.string("a"), .object([JSONText.Member("k", .string("v"))])])),
            JSONText.Member("settings", .object([])),
        ])
        let text = JSONText.document(value)
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("  \"name\": \"Client \\\"beta\\\"\",\n"))
        let root = try PlistReader.read(text, path: "p.xcproj").root
        #expect(root["name"]?.string == "Client \"beta\"")
        #expect(root["empty"]?.count == 0)
        #expect(root["list"]?.elements.last?["k"]?.string == "v")
        #expect(root["settings"]?.kind == .dictionary)
    }
}
