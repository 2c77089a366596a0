/// A repair a rule proposes with one of its findings; `pbxlint fix` applies it. A fix names what the file should
/// say, not bytes: `FixPlanner` finds the bytes, keeps the style of what is written there, and refuses when the
/// written text is not what the rule saw (a macro, a continued line, a file changed since).
public enum Fix: Sendable, Hashable {
    /// The value assigned at `assignment` (the key of a build setting in a project file or an xcconfig line)
    /// should list `names`, in this order. `current` is the list the rule read there: the written value must
    /// still say exactly that.
    case setNames(assignment: Location, current: [String], names: [String])
    /// The value assigned at `assignment` should start with `$(inherited)` (a list setting that drops what lower
    /// levels set).
    case prependInherited(assignment: Location)
    /// The assignment at `assignment` should go, line and all (a setting Xcode no longer reads).
    case deleteAssignment(assignment: Location)
    /// Every one of these: a finding whose cause spans several lines (a target's Debug and Release lines).
    indirect case all([Fix])
    /// Suppression number `index` (0-based, in file order) of the configuration file `file` should go.
    case removeSuppression(file: String, index: Int)
}

extension Fix {
    /// The single edits this fix is made of.
    var parts: [Fix] {
        if case .all(let fixes) = self { return fixes.flatMap(\.parts) }
        return [self]
    }
}
