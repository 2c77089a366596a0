#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintEngine
import XcodeModel

/// Reads `contents.xcworkspacedata`: the `.xcodeproj`s a workspace lists (`group:`, `container:`, `absolute:`,
/// `self:` locations, nested groups).
///
/// Each group's folder is kept standardized and at most `maxPathLength` bytes long (PATH_MAX on Linux; no file
/// has a longer path): 50,000 nested groups, each adding to its parent's path, took 2.7 GB as raw paths. A group
/// past the bound names no file, so the projects in it are not read, and `tooLong` says how many were dropped.
enum Workspace {
    static let maxPathLength = 4096

    static func projects(in workspace: String) -> (projects: [String], tooLong: Int) {
        let file = workspace + "/contents.xcworkspacedata"
        let base = PathText.parent(workspace)
        guard case .success(let bytes) = FileSystem.read(file, insideTreeOf: base) else { return ([], 0) }
        /// The folder of each open group; nil for one whose path is too long (and every group inside it).
        var groups: [String?] = []
        var projects: [String] = []
        var tooLong = 0
        enum Resolution { case path(String), tooLong, unknownKind }
        func resolve(_ location: String) -> Resolution {
            guard let colon = location.firstIndex(of: ":") else { return .unknownKind }
            let kind = location[..<colon], path = String(location[location.index(after: colon)...])
            let resolved: String
            switch kind {
            case "absolute": resolved = path
            case "group":
                guard let folder = groups.last ?? base else { return .tooLong }
                resolved = PathText.appending(path, to: folder)
            case "container", "self": resolved = PathText.appending(path, to: base)
            default: return .unknownKind
            }
            let standard = PathUtilities.standardize(resolved)
            return standard.utf8.count <= maxPathLength ? .path(standard) : .tooLong
        }
        for event in WorkspaceXML.events(bytes) {
            switch event {
            case .start(let element, let attributes):
                let resolution = attributes["location"].map(resolve) ?? .unknownKind
                switch (element, resolution) {
                case ("Group", .path(let folder)): groups.append(folder)
                case ("Group", .tooLong): groups.append(nil)
                case ("Group", .unknownKind): groups.append(groups.last ?? base)   // its parent's folder
                case ("FileRef", .path(let project)): projects.append(project)
                case ("FileRef", .tooLong): tooLong += 1
                default: break
                }
            case .end(let element):
                if element == "Group", !groups.isEmpty { groups.removeLast() }
            }
        }
        return (projects.filter { $0.hasSuffix(".xcodeproj") }, tooLong)
    }
}
