import Testing
@testable import PlistKit

/// The golden table of docs/reference/xcode-semantics.md §2.5: our parser must agree with CoreFoundation on every row.
@Suite("OpenStep golden table (docs/reference/xcode-semantics.md §2.5)")
struct OpenStepGoldenTests {
    static let accepted: [(String, String)] = [
        ("{ a = (x, y, ); }", #"{"a":["x","y"]}"#),
        ("{ a = (); }", #"{"a":[]}"#),
        ("{ a; }", #"{"a":"a"}"#),
        ("{ a = 1; a = 2; }", #"{"a":"2"}"#),
        ("{ k = a-b:c/d.e_f$g; }", #"{"k":"a-b:c/d.e_f$g"}"#),
        ("{ k = 'a b'; }", #"{"k":"a b"}"#),
        (#"{ k = "\n\t\"\\\a\b\f\v\r\q\'\/"; }"#, #"{"k":"\n\t\"\\\u0007\u0008\u000c\u000b\rq'/"}"#),
        (#"{ k = "\U00e9\U20ac"; }"#, #"{"k":"é€"}"#),
        (#"{ k = "\U41z"; }"#, #"{"k":"Az"}"#),
        (#"{ k = "\Uzz"; }"#, #"{"k":"\u0000zz"}"#),
        (#"{ k = "\Ud83d\Ude00"; }"#, #"{"k":"😀"}"#),
        (#"{ k = "\Ud800x"; }"#, #"{"k":"\#u{FFFD}x"}"#),
        (#"{ k = "\351\101\0101"; }"#, #"{"k":"ØA\u00081"}"#),
        (#"{ k = "\1234"; }"#, #"{"k":"S4"}"#),
        (#"{ k = "\8"; }"#, #"{"k":"8"}"#),
        ("{ k = \"a\\\nb\"; }", #"{"k":"a\nb"}"#),
        ("{ k = \"a\nb\"; }", #"{"k":"a\nb"}"#),
        ("{ /*c*/ k /*c*/ = /*c*/ v /*c*/ ; // x\n }", #"{"k":"v"}"#),
        ("{ k = a//b; }", #"{"k":"a//b"}"#),
        ("{ k = /* a /* b */ v; }", #"{"k":"v"}"#),
        ("{ k = /usr/lib; }", #"{"k":"/usr/lib"}"#),
        ("{ k = <0fA1 b2\n c3>; }", #"{"k":{"$data":"0fa1b2c3"}}"#),
        ("{ k = <0f\t0f>; }", #"{"k":{"$data":"0f0f"}}"#),
        ("  \n ", "{}"),
        ("{\u{2028}a = b;\u{2029}}", #"{"a":"b"}"#),
        ("{\u{0B}k\u{0C}=v;}", #"{"k":"v"}"#),
        ("{\r\n k = v;\r\n}", #"{"k":"v"}"#),
        ("\u{FEFF}{ a = b; }", #"{"a":"b"}"#),
        ("a = b; c = d;", #"{"a":"b","c":"d"}"#),
        ("( a, b )", #"["a","b"]"#),
        ("abc", #""abc""#),
    ]

    static let rejected: [String] = [
        "{ a = (, x); }",
        "{ a = b }",
        "{ k = a+b; }", "{ k = a@b; }", "{ k = é; }", "{ k = #x; }", "{ k = a*b; }",
        "{ k = //foo;\n x = y; }",
        "{ k = v; /* abc",
        "{ k = <0fA>; }", "{ k = <0 f>; }",
        "",
        "{ a = b; } x",
        "{ {a=b;} = c; }",
        "{ a = b;; }",
        "{\u{00A0}k = v;}",
    ]

    @Test("accepted input", arguments: accepted)
    func accepts(input: String, expected: String) throws {
        let document = try PlistReader.read(input)
        #expect(PlistJSON.render(document.root, pretty: false) == expected)
    }

    @Test("rejected input", arguments: rejected)
    func rejects(input: String) {
        #expect(throws: PlistError.self) { try PlistReader.read(input) }
    }

    @Test func duplicateKeyIsReported() throws {
        let document = try PlistReader.read("{ a = 1; a = 2; }")
        #expect(document.warnings.map(\.kind) == [.duplicateKey])
        #expect(document.warnings.first?.range.start == SourcePosition(line: 1, column: 10))
    }

    @Test func missingSemicolonMessage() {
        do {
            _ = try PlistReader.read("{\n  name = Client\n}\n", path: "p.pbxproj")
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "expected ';' after value for key \"name\" but found '}'")
            #expect(error.position == SourcePosition(line: 2, column: 16))
            #expect(error.description.hasPrefix("p.pbxproj:2:16: error: "))
        }
    }

    @Test func mergeConflictMarker() {
        let text = "{\n<<<<<<< HEAD\n a = b;\n=======\n a = c;\n>>>>>>> other\n}\n"
        do {
            _ = try PlistReader.read(text)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .mergeConflict)
            #expect(error.position == SourcePosition(line: 2, column: 1))
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "(", count: 100_000)
        do {
            _ = try PlistReader.read(text)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .tooDeep)
        }
    }

    @Test func positionsCountScalars() throws {
        let document = try PlistReader.read("{ \"é\" = x; k = v; }")
        let entries = document.root.entries
        #expect(entries[1].key.position == SourcePosition(line: 1, column: 12))
    }
}
