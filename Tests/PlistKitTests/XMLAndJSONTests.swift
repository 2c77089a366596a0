import Testing
@testable import PlistKit

@Suite struct XMLAndJSONTests {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIcons</key>
        \t<dict>
        \t\t<key>CFBundleAlternateIcons</key>
        \t\t<dict>
        \t\t\t<key>Dark &amp; Light</key>
        \t\t\t<array><string>a&lt;b</string><string/><integer>3</integer><true/></array>
        \t\t</dict>
        \t</dict>
        \t<key>Data</key><data>AAEC/w==</data>
        \t<!-- a comment -->
        \t<key>C</key><string><![CDATA[<raw>]]></string>
        </dict>
        </plist>
        """

    @Test func xmlValuesAndPositions() throws {
        let document = try PlistReader.read(xml)
        #expect(document.format == .xml)
        let alternates = try #require(document.root["CFBundleIcons"]?["CFBundleAlternateIcons"])
        let entry = try #require(alternates.entry(forKey: "Dark & Light"))
        #expect(entry.key.position == SourcePosition(line: 9, column: 4))
        #expect(entry.value.elements.map(\.string) == ["a<b", "", "3", "true"])
        #expect(document.root["Data"]?.data == [0, 1, 2, 255])
        #expect(document.root["C"]?.string == "<raw>")
    }

    @Test func xmlMismatchedTagIsAPositionedError() {
        do {
            _ = try PlistReader.read("<plist><dict>\n<key>a</key><string>x</dict></plist>")
            Issue.record("accepted")
        } catch {
            #expect(error.message == "expected </string> but found </dict>")
            #expect(error.position == SourcePosition(line: 2, column: 22))
        }
    }

    @Test func jsonValuesAndPositions() throws {
        let document = try PlistReader.read("{\n  \"images\": [{\"filename\": \"a\\u00e9.png\", \"n\": 2.5, \"b\": false}],\n  \"info\": null\n}")
        #expect(document.format == .json)
        let image = try #require(document.root["images"]?.elements.first)
        #expect(image["filename"]?.string == "aé.png")
        #expect(image["n"]?.string == "2.5")
        #expect(document.root.entry(forKey: "info")?.key.position == SourcePosition(line: 3, column: 3))
    }

    @Test func jsonErrorsArePositioned() {
        do {
            _ = try PlistReader.read("{\"a\": [1, 2,]}")
            Issue.record("accepted")
        } catch {
            #expect(error.position == SourcePosition(line: 1, column: 13))
        }
    }
}
