import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LintEngine
import XcodeModel

/// Reads `contents.xcworkspacedata`: the `.xcodeproj`s a workspace lists (`group:`, `container:`, `absolute:`,
/// `self:` locations, nested groups).
enum Workspace {
    static func projects(in workspace: String) -> [String] {
        let file = workspace + "/contents.xcworkspacedata"
        guard case .success(let bytes) = FileSystem.read(file) else { return [] }
        let delegate = Reader(base: (workspace as NSString).deletingLastPathComponent)
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = delegate
        _ = parser.parse()
        return delegate.projects.map { PathUtilities.standardize($0) }.filter { $0.hasSuffix(".xcodeproj") }
    }

    private final class Reader: NSObject, XMLParserDelegate {
        let base: String
        var groups: [String] = []
        var projects: [String] = []

        init(base: String) { self.base = base }

        func resolve(_ location: String) -> String? {
            guard let colon = location.firstIndex(of: ":") else { return nil }
            let kind = location[..<colon], path = String(location[location.index(after: colon)...])
            switch kind {
            case "absolute": return path
            case "group": return ((groups.last ?? base) as NSString).appendingPathComponent(path)
            case "container", "self": return (base as NSString).appendingPathComponent(path)
            default: return nil
            }
        }

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let resolved = attributes["location"].flatMap(resolve)
            if element == "Group" { groups.append(resolved ?? groups.last ?? base) }
            if element == "FileRef", let resolved { projects.append(resolved) }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "Group", !groups.isEmpty { groups.removeLast() }
        }
    }
}
