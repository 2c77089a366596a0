/// Type questions the resolver asks, answered from the declarations (`DeclaredSettings`, docs/reference/xcode-semantics.md §4.5,
/// §4.7). Unknown and user-defined settings are StringLists, as swift-build parses them.
enum SettingTypes {
    /// String-typed (and Boolean, which evaluate as strings) settings are single values; everything else is a list.
    static func isList(_ name: String) -> Bool { DeclaredSettings.type(of: name) == .stringList }

    /// swift-build's `boolValue`: true iff the first byte is one of `yYtT1-9` (§4.5).
    static func bool(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        return "yYtT123456789".utf8.contains(first)
    }
}
