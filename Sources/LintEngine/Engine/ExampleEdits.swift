/// Small edits of rendered example projects, for rule examples that need a broken or unusual file.
extension Dictionary where Key == String, Value == String {
    /// Replaces `old` with `new` in the project file (the first `.pbxproj`).
    func editingProject(_ old: String, _ new: String) -> [String: String] {
        var copy = self
        if let key = keys.first(where: { $0.hasSuffix("project.pbxproj") }), let text = copy[key] {
            copy[key] = text.replacingOccurrences(of: old, with: new)
        }
        return copy
    }

    /// Adds or replaces files.
    func adding(_ files: [String: String]) -> [String: String] { merging(files) { $1 } }
}

import Foundation
