/// Small edits of rendered example projects, for rule examples that need a broken or unusual file.
extension Dictionary where Key == String, Value == String {
    /// Replaces `old` with `new` in the project file (the first `.pbxproj`).
    func editingProject(_ old: String, _ new: String) -> [String: String] {
        var copy = self
        if let key = keys.first(where: { $0.hasSuffix("project.pbxproj") }), let text = copy[key] {
            copy[key] = text.replacing(old, with: new)
        }
        return copy
    }

    /// Adds or replaces files.
    func adding(_ files: [String: String]) -> [String: String] { merging(files) { $1 } }

    /// Writes the first line of the project file that contains `marker` twice, as a merge that took both sides does.
    func duplicatingProjectLine(containing marker: String) -> [String: String] {
        var copy = self
        guard let key = keys.first(where: { $0.hasSuffix("project.pbxproj") }), let text = copy[key] else { return copy }
        var lines = text.components(separatedBy: "\n")
        if let index = lines.firstIndex(where: { $0.contains(marker) }) { lines.insert(lines[index], at: index + 1) }
        copy[key] = lines.joined(separator: "\n")
        return copy
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
