import PlistKit
import Testing
@testable import XcodeModel

/// The small parsers of the xcproj front: reference paths (docs/reference/xcproj-notes.md §6.2) and `[config=…]` keys (§4.3).
/// Both have a fast path for the common case; these cases pin that it agrees with the general one.
@Suite("xcproj paths and setting keys")
struct XcprojPathAndKeyTests {
    @Test("reference paths: anchors, absolute, home, escapes and plain names", arguments: [
        ("App/AppDelegate.swift", "<group>", "App/AppDelegate.swift"),
        ("Info.plist", "<group>", "Info.plist"),
        ("<PROJECT>/Config/Base.xcconfig", "SOURCE_ROOT", "Config/Base.xcconfig"),
        ("<PRODUCTS>/App.app", "BUILT_PRODUCTS_DIR", "App.app"),
        ("<SDK>", "SDKROOT", ""),
        ("<USER:MY\\>ROOT>/x.h", "MY>ROOT", "x.h"),
        ("/abs/file.swift", "<absolute>", "/abs/file.swift"),
        ("~/shared.xcconfig", "<absolute>", "/home/me/shared.xcconfig"),
        ("\\<literal>.txt", "<group>", "<literal>.txt"),
        ("a\\<b", "<group>", "a<b"),
    ])
    func paths(written: String, tree: String, path: String) {
        let parsed = XcprojFilePath(written, home: "/home/me")
        #expect(parsed.sourceTree == tree)
        #expect(parsed.path == path)
    }

    @Test("the last component names a reference in name paths")
    func lastComponent() {
        #expect(XcprojFilePath.lastComponent("Info.plist") == "Info.plist")
        #expect(XcprojFilePath.lastComponent("Sources/App/Info.plist") == "Info.plist")
        #expect(XcprojFilePath.lastComponent("Sources/App/") == "App")
        #expect(XcprojFilePath.lastComponent("") == "")
    }

    @Test("[config=…] is split from the other conditions, in any order")
    func settingKeys() {
        let plain = XcprojSettingKey("SWIFT_VERSION")
        #expect(plain.residual == "SWIFT_VERSION" && plain.configuration == nil)
        let both = XcprojSettingKey("CODE_SIGN_IDENTITY[config=Debug][sdk=macosx*]")
        #expect(both.residual == "CODE_SIGN_IDENTITY[sdk=macosx*]" && both.configuration == "Debug")
        let reversed = XcprojSettingKey("CODE_SIGN_IDENTITY[sdk=iphoneos*][config=Release]")
        #expect(reversed.residual == "CODE_SIGN_IDENTITY[sdk=iphoneos*]" && reversed.configuration == "Release")
        let unicode = XcprojSettingKey("NAME[config=Bêta]")
        #expect(unicode.residual == "NAME" && unicode.configuration == "Bêta")
        #expect(unicode.applies(to: "Bêta") && !unicode.applies(to: "Beta"))
        #expect(XcprojSettingKey("X[config=Rel*]").applies(to: "Release"))
        #expect(!XcprojSettingKey("X[config=Rel*]").applies(to: "Debug"))
        #expect(XcprojSettingKey("X[config=Debug]").applies(to: "Debug"))
        #expect(!XcprojSettingKey("X[config=Debug]").applies(to: "Debug2"))
        // `?` matches as in every other condition (docs/reference/xcode-semantics.md §4.3; a pattern cannot hold `]`, so no
        // `[…]` sets): the converter and setting-condition-never-matches must agree on which configurations a key
        // reaches. Before, `?` was literal here and a wildcard in the rule, so `[config=Bet?]` reached no
        // configuration and was reported by nothing.
        #expect(XcprojSettingKey("X[config=Bet?]").applies(to: "Beta"))
        #expect(!XcprojSettingKey("X[config=Bet?]").applies(to: "Bet"))
        // Read by the one condition parser: blanks between conditions go, a key it cannot read stays whole.
        let spaced = XcprojSettingKey("OTHER_LDFLAGS [sdk=iphoneos*] [config=Debug]")
        #expect(spaced.residual == "OTHER_LDFLAGS[sdk=iphoneos*]" && spaced.configuration == "Debug")
        let unreadable = XcprojSettingKey("KEY[config=Debug")
        #expect(unreadable.residual == "KEY[config=Debug" && unreadable.configuration == nil)
    }

    @Test("a configuration's settings: a matching [config=…] beats the plain key, unmatched keys are kept whole")
    func configurationLevel() throws {
        let document = try PlistReader.read("""
            {"A[config=Debug]": 'd', A: 'plain', B: 'plain', "B[config=Debug]": 'd',
             "C[config=Debug][sdk=iphoneos*]": 'd', "C[sdk=iphoneos*]": 'plain', "D[config=Nope]": 'n', E: 'e'}
            """, path: "project.xcproj")
        let settings = XcprojSettings(document.root, configurations: ["Debug", "Release"])
        func level(_ name: String) -> [String] {
            SettingsLevel(xcproj: settings, configuration: name, document: document, span: document.root.span)
                .entries.map { entry in
                    entry.name + entry.conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined() + "=" + entry.value
                }
        }
        #expect(level("Debug") == ["A=d", "B=d", "C[sdk=iphoneos*]=d", "D[config=Nope]=n", "E=e"])
        #expect(level("Release") == ["A=plain", "B=plain", "C[sdk=iphoneos*]=plain", "D[config=Nope]=n", "E=e"])
        let empty = SettingsLevel(xcproj: nil, configuration: "Debug", document: document, span: document.root.span)
        #expect(empty.entries.isEmpty && empty.range == document.root.range)
    }

    @Test("a reference's fields: exact keys only, escaped keys too, the last occurrence wins")
    func elementFields() throws {
        let document = try PlistReader.read("""
            {path: 'a.swift', name: 'A', "target-membership": ['App/compile-sources'], id: 'X1', kind: 'group',
             type: 'text', children: [], pathx: 'no', Path: 'no', nam: 'no', "target-membershiq": 'no', i: 'no',
             "\\u0070ath": 'b.swift', tame: 'no', cHildren: 'no'}
            """, path: "project.xcproj")
        let fields = XcprojElement.Fields(document.root)
        #expect(fields.path?.string == "b.swift")
        #expect(fields.name?.string == "A")
        #expect(fields.membership?.elements.first?.string == "App/compile-sources")
        #expect(fields.id?.string == "X1")
        #expect(fields.kind?.string == "group")
        #expect(fields.type?.string == "text")
        #expect(fields.children?.kind == .array)
        #expect(XcprojElement.Fields(try PlistReader.read("{}", path: "project.xcproj").root).path == nil)
    }

    @Test("synthetic ids count up in decimal")
    func syntheticIDs() throws {
        let document = try PlistReader.read("{}", path: "project.xcproj")
        var converter = XcprojConverter(document: document, file: "project.xcproj",
                                        composer: DocumentComposer(over: document))
        #expect((1...11).map { _ in converter.syntheticID() }.suffix(3) == ["xcproj~9", "xcproj~10", "xcproj~11"])
        converter.syntheticCount = 999_999_999
        #expect(converter.syntheticID() == "xcproj~1000000000")
        converter.syntheticCount = Int.max - 1
        #expect(converter.syntheticID() == "xcproj~" + String(Int.max))
    }
}
