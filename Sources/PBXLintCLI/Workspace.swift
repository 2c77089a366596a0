import Foundation
import LintEngine
import XcodeModel

/// Reads `contents.xcworkspacedata`: the `.xcodeproj`s a workspace lists (`group:`, `container:`, `absolute:`,
/// `self:` locations, nested groups).
enum Workspace {
    static func projects(in workspace: String) -> [String] {
        let file = workspace + "/contents.xcworkspacedata"
        let base = (workspace as NSString).deletingLastPathComponent
        guard case .success(let bytes) = FileSystem.read(file, insideTreeOf: base) else { return [] }
        var groups: [String] = []
        var projects: [String] = []
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
        for event in WorkspaceXML.events(bytes) {
            switch event {
            case .start(let element, let attributes):
                let resolved = attributes["location"].flatMap(resolve)
                if element == "Group" { groups.append(resolved ?? groups.last ?? base) }
                if element == "FileRef", let resolved { projects.append(resolved) }
            case .end(let element):
                if element == "Group", !groups.isEmpty { groups.removeLast() }
            }
        }
        return projects.map { PathUtilities.standardize($0) }.filter { $0.hasSuffix(".xcodeproj") }
    }
}
