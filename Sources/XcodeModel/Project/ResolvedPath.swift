/// The absolute path of something in the project, or why it cannot be known without building.
public enum ResolvedPath: Sendable, Hashable, CustomStringConvertible {
    case absolute(String)
    /// Relative to a build setting or environment the linter cannot evaluate (`BUILT_PRODUCTS_DIR`, `SDKROOT`,
    /// `$(CUSTOM)`…), or to an element that is not there: never guessed, never checked on disk (§3.5).
    case unresolvable(UnresolvablePath)

    public var path: String? {
        if case .absolute(let p) = self { return p }
        return nil
    }

    /// For debugging output only; messages word an `UnresolvablePath` themselves.
    public var description: String {
        switch self {
        case .absolute(let p): return p
        case .unresolvable(let why): return "<unresolvable: \(why)>"
        }
    }
}

/// Why a path cannot be known without building (facts: what was written, the tree or setting it depends on).
public enum UnresolvablePath: Sendable, Hashable {
    /// The element (or a group above it) is referenced but not defined.
    case undefinedObject(id: String)
    /// The group tree has a cycle above the element.
    case groupCycle
    /// `~/…`: relative to the home directory of whoever builds.
    case homeRelative(path: String)
    /// `sourceTree` names a build setting (`BUILT_PRODUCTS_DIR`, `SDKROOT`…) known only during a build.
    case buildTimeTree(path: String, tree: String)
    /// The path uses `$(NAME)` for a setting other than the project folder's (nil: `$NAME` without parentheses).
    case buildSetting(path: String, name: String?)
    /// The path has `$(` without its closing parenthesis.
    case unterminatedReference(path: String)
    /// A base configuration anchored to a folder whose id is not defined (xcproj `{anchor, relative-path}`).
    case undefinedAnchor(id: String)
}
