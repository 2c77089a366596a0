import Testing
@testable import PlistKit

/// One test per error kind of the OpenStep reader: the message and the exact line:col.
@Suite struct ErrorMessageTests {
    static let cases: [(input: String, message: String, line: Int, column: Int)] = [
        ("{\n  a = b\n}", "expected ';' after value for key \"a\" but found '}'", 2, 8),
        ("{ a b; }", "expected '=' after key \"a\" but found 'b'", 1, 5),
        ("{ a = \"open; }", "unterminated string: the quote at line 1, column 7 is never closed", 1, 7),
        ("{ a = b; /* never closed", "expected '}' to close the dictionary opened at line 1, column 1 but found end of file (a /* comment opened at line 1, column 10 is never closed)", 1, 25),
        ("{ a = <0g>; }", "expected the second hexadecimal digit of a byte in data but found 'g'", 1, 9),
        ("{ a = <g0>; }", "expected a hexadecimal digit or '>' in data but found 'g'", 1, 8),
        ("{ a = <0>; }", "expected the second hexadecimal digit of a byte in data but found '>'", 1, 9),
        ("{ a = b; } junk", "unexpected 'j' after the end of the property list", 1, 12),
        ("{ (a) = b; }", "expected a string as dictionary key but found '('", 1, 3),
        ("{ a = b+c; }", "expected ';' after value for key \"a\" but found '+'", 1, 8),
        ("{ a = @x; }", "expected a value but found '@'; strings with this character must be quoted", 1, 7),
        ("{ a = (b c); }", "expected ',' or ')' in array but found 'c'", 1, 10),
        ("{ a = (b, ", "expected a value but found end of file", 1, 11),
        ("{ a = b;; }", "unexpected ';' in dictionary; expected a key or '}'", 1, 9),
        ("{ a = \"x\\", "unterminated backslash sequence at the end of the file", 1, 9),
        ("", "the file is empty", 1, 1),
        ("{\n  a = b;\n<<<<<<< HEAD\n  c = d;\n}", "merge conflict marker '<<<<<<<'; resolve the conflict in this file (Xcode cannot open it either)", 3, 1),
        ("{\n  a = b;\n=======\n}", "merge conflict marker '======='; resolve the conflict in this file (Xcode cannot open it either)", 3, 1),
        ("{\n  a = b;\n>>>>>>> other\n}", "merge conflict marker '>>>>>>>'; resolve the conflict in this file (Xcode cannot open it either)", 3, 1),
        ("// !$*UTF8*$!\r\n{\r\n a = \"\u{FFFD}\";\r\n b = c\r\n}", "expected ';' after value for key \"b\" but found '}'", 4, 7),
        ("{\r a = b\r}", "expected ';' after value for key \"a\" but found '}'", 2, 7),
    ]

    @Test("error message and position", arguments: cases)
    func error(input: String, message: String, line: Int, column: Int) {
        do {
            _ = try PlistReader.read(input, path: "p")
            Issue.record("accepted: \(input)")
        } catch {
            #expect(error.message == message)
            #expect(error.position == SourcePosition(line: line, column: column))
        }
    }

    @Test func invalidUTF8WithHeaderIsAnEncodingErrorAtItsPosition() {
        let bytes = Array("// !$*UTF8*$!\n{ a = \"".utf8) + [0xC3, 0x28] + Array("\"; }".utf8)
        do {
            _ = try PlistReader.read(bytes: bytes, path: "p")
            Issue.record("accepted")
        } catch {
            #expect(error.kind == .encoding)
            #expect(error.position == SourcePosition(line: 2, column: 8))
        }
    }

    @Test func headerlessNonUTF8IsMacRoman() throws {
        let document = try PlistReader.read(bytes: Array("{ a = \"caf".utf8) + [0xE9] + Array("\"; }".utf8), path: "p")
        #expect(document.root["a"]?.string == "cafÈ")
        #expect(document.warnings.map(\.kind) == [.legacyEncoding])
    }

    @Test func utf16WithBOM() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "{ a = \"é\"; }".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try PlistReader.read(bytes: bytes, path: "p").root["a"]?.string == "é")
    }

    @Test func excerptShowsTheLineAndACaret() {
        do {
            _ = try PlistReader.read("{\n\tname = Client\n}", path: "p")
        } catch {
            #expect(error.excerpt == "    \tname = Client\n    \t             ^")
        }
    }
}
