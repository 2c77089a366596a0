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
