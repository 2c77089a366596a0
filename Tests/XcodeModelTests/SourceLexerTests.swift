import Testing
@testable import XcodeModel

/// The lexer and call finder behind `alternate-icon-name-in-code` (issue 19).
@Suite struct SourceLexerTests {
    func strings(_ text: String) -> [String?] {
        SourceLexer.tokens(Array(text.utf8)).compactMap { if case .string(let v) = $0.kind { return v } else { return nil } }
    }

    @Test func stringLiteralsOfEveryKind() {
        #expect(strings(#"a = "x\"y" + @"objc" + "tab\t""#) == ["x\"y", "objc", "tab\t"])
        #expect(strings("let s = \"\"\"\n  multi \"quoted\"\n  \"\"\"") == ["\n  multi \"quoted\"\n  "])
        #expect(strings(##"let r = #"raw \n "quoted""#"##) == [#"raw \n "quoted""#])
        #expect(strings(###"let r = ##"a"#b"##"###) == [##"a"#b"##])
        #expect(strings(#"let i = "x\(f("inner"))y""#) == [nil], "interpolation: built at run time")
    }

    @Test func commentsAreSkipped() {
        #expect(strings("// \"a\"\n/* \"b\" /* nested \"c\" */ \"d\" */ \"e\"") == ["e"])
        #expect(strings("char c = '\"'; \"f\"") == ["f"])
    }

    @Test func positionsAreLineAndColumn() {
        let tokens = SourceLexer.tokens(Array("a\n  /* x\n */ bb \"s\"".utf8))
        #expect(tokens.map(\.line) == [1, 3, 3])
        #expect(tokens.map(\.column) == [1, 5, 8])
    }

    func uses(_ text: String) -> IconNameUses {
        var uses = IconNameUses()
        uses.scan(Array(text.utf8), path: "f.swift")
        return uses
    }

    @Test func callArguments() {
        let calls = uses("""
            UIApplication.shared.setAlternateIconName("A")
            UIApplication.shared.setAlternateIconName("B") { _ in }
            try await UIApplication.shared.setAlternateIconName("C")
            UIApplication.shared.setAlternateIconName("D", completionHandler: nil)
            UIApplication.shared.setAlternateIconName(nil)
            UIApplication.shared.setAlternateIconName(name)
            UIApplication.shared.setAlternateIconName(icon.rawValue)
            [app setAlternateIconName:@"E" completionHandler:nil];
            [app setAlternateIconName:nil completionHandler:nil];
            """).calls.map(\.argument)
        #expect(calls == [.literal("A"), .literal("B"), .literal("C"), .literal("D"), .primary, .unknown, .rawValue,
                          .literal("E"), .primary])
    }

    @Test func filesWithoutTheMarkerAreNotLexed() {
        #expect(uses("enum Icon: String { case a = \"AppIcon-Blue\" }").enums.isEmpty)
    }

    @Test func stringEnums() {
        let found = uses("""
            enum Icon: String, CaseIterable { case a = "A", b, `c` = "C"
                case d
                var x: Int { 1 }
            }
            enum Other: Int { case one }
            func f(icon: Icon) { app.setAlternateIconName(icon.rawValue) }
            """).enums
        #expect(found.map(\.name) == ["Icon"])
        #expect(found.first?.cases.map(\.rawValue) == ["A", "b", "C", "d"])
        #expect(found.first?.feedsCall == true)
    }

    // Hostile sources (issue 29): each of these crashed, took minutes or gigabytes before.

    @Test func deeplyNestedInterpolationsUseNoStack() {
        // Each `"\(` opened a string inside an interpolation, one call deeper each: about 70,000 overflowed the
        // stack (SIGSEGV). The lexer now keeps its own stack.
        let nested = Array(String(repeating: #""\("#, count: 200_000).utf8)
        #expect(strings(String(decoding: nested, as: UTF8.self)) == [nil])
        let closed = Array((String(repeating: #""\("#, count: 100_000) + String(repeating: #")""#, count: 100_000)
            + #" setAlternateIconName("A")"#).utf8)
        #expect(uses(String(decoding: closed, as: UTF8.self) + " // AlternateIcon").calls.map(\.argument) == [.literal("A")])
    }

    @Test func aRunOfHashesIsScannedOnce() {
        // A megabyte of `#` was scanned again from each `#` to look for a raw string's quote (over 20 s in a release
        // build): the run is one token now, and a raw string with many `#` still reads.
        let tokens = SourceLexer.tokens([UInt8](repeating: UInt8(ascii: "#"), count: 1 << 20))
        #expect(tokens.count == 1 && tokens.first?.text == "#")
        let hashes = String(repeating: "#", count: 100_000)
        #expect(strings(hashes + "\"raw \"# x\"" + hashes + " y") == ["raw \"# x"])
    }

    @Test func memoryDoesNotGrowWithTheFile() {
        // A 45 MB source kept every token (3.3 GB). Each pass now reads through a window of tokens: the most held at
        // once is bounded by the lookahead (66 tokens), whatever the length of the file and of its enum.
        var text = "enum Icon: String {\n"
        for n in 0..<50_000 { text += "    case a\(n) = \"x\(n)\"\n" }
        text += "}\n"
        for _ in 0..<20_000 { text += "func f(icon: Icon) { app.setAlternateIconName(icon.rawValue) } // AlternateIcon\n" }
        let found = uses(text)
        #expect(found.enums.first?.cases.count == 50_000)
        #expect(found.enums.first?.cases.last?.rawValue == "x49999")
        #expect(found.enums.first?.feedsCall == true)
        #expect(found.calls.count == 20_000)
        #expect(found.mostTokensHeld <= 80)
    }

    @Test func randomBytesLexInLinearTime() {
        var state: UInt64 = 0x5EED
        let alphabet = Array("\"#/*\\()'@`\n ab".utf8)
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<2_000 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(alphabet[Int(state >> 59) % alphabet.count])
            }
            _ = SourceLexer.tokens(bytes)
            var uses = IconNameUses()
            uses.scan(bytes + Array("AlternateIcon".utf8), path: "x")
        }
    }
}
