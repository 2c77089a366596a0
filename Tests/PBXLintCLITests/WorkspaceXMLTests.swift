import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import PBXLintCLI

/// The workspace reader's own XML scanner, against what Foundation's `XMLParser` reports for the same text.
@Suite struct WorkspaceXMLTests {
    static let samples: [String] = [
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace
           version = "1.0">
           <FileRef
              location = "group:App.xcodeproj">
           </FileRef>
           <Group location = "container:Libs" name = "Libs">
              <FileRef location = "group:Core.xcodeproj"></FileRef>
           </Group>
        </Workspace>
        """,
        "<Workspace version='1.0'><!-- <FileRef location=\"group:Hidden.xcodeproj\"/> --><FileRef location='self:'/></Workspace>",
        "<Workspace><FileRef location=\"group:R&amp;D/A &quot;B&quot; &#233;&#x4E2D;.xcodeproj\"/></Workspace>",
        "<!DOCTYPE Workspace><Workspace><Group location=\"group:a\"><Group location=\"group:b\"/>"
            + "<FileRef location=\"group:c.xcodeproj\"/></Group></Workspace>",
    ]

    static func foundationEvents(_ text: String) -> [WorkspaceXML.Event] {
        final class Collector: NSObject, XMLParserDelegate {
            var events: [WorkspaceXML.Event] = []
            func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                        qualifiedName: String?, attributes: [String: String] = [:]) {
                events.append(.start(name: element, attributes: attributes))
            }
            func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
                events.append(.end(name: element))
            }
        }
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        _ = parser.parse()
        return collector.events
    }

    @Test("Same elements and attributes as XMLParser", arguments: samples)
    func agreesWithFoundation(_ text: String) {
        #expect(WorkspaceXML.events(Array(text.utf8)) == Self.foundationEvents(text))
    }

    @Test func entitiesAndSelfClosingElements() {
        let events = WorkspaceXML.events(Array(Self.samples[2].utf8))
        #expect(events == [
            .start(name: "Workspace", attributes: [:]),
            .start(name: "FileRef", attributes: ["location": "group:R&D/A \"B\" é中.xcodeproj"]),
            .end(name: "FileRef"), .end(name: "Workspace"),
        ])
    }

    @Test("Malformed or cut-off text keeps what was read and never traps")
    func malformed() {
        #expect(WorkspaceXML.events(Array("<Workspace><FileRef location=\"group:A.xcodeproj".utf8))
                == [.start(name: "Workspace", attributes: [:])])
        #expect(WorkspaceXML.events(Array("<Workspace><FileRef location=group:A/></Workspace>".utf8))
                == [.start(name: "Workspace", attributes: [:])])
        for text in ["<", "</", "<!--", "<?", "<a b", "<a b=", "<a b='", "&", "<a b='&#xFFFFFFFF;'/>", ""] {
            _ = WorkspaceXML.events(Array(text.utf8))
        }
        #expect(WorkspaceXML.unescape("&#xD800;&bogus;&") == "&#xD800;&bogus;&")
    }
}
