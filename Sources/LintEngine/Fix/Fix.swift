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
    /// The xcconfig `into` should `#include` what the xcconfig `from` includes to reach `reaching` (the file that
    /// sets what the other configurations have): the same `#include` line, the same path spelling.
    case addInclude(into: String, from: String, reaching: String)
    /// The setting `key` should be assigned at `place`: the value written at `copying` (the other configurations'
    /// assignment, copied as written when the syntax is the same), or else `names` written in the place's style.
    case addAssignment(place: SettingPlace, key: String, copying: Location, names: [String])
    /// No edit is safe, for `reason` (said to the user; the finding stays).
    case unsafe(reason: String)

    /// The file the fix edits (nil: none).
    var file: String? {
        switch self {
        case .setNames(let assignment, _, _), .prependInherited(let assignment), .deleteAssignment(let assignment):
            return assignment.file
        case .removeSuppression(let file, _): return file
        case .addInclude(let into, _, _): return into
        case .addAssignment(let place, _, _, _): return place.file
        case .unsafe, .all: return nil  // `.all` is planned part by part
        }
    }
}

/// Where a setting is added: at the end of an xcconfig, or into a settings dictionary of a project file (the
/// `buildSettings` of a pbxproj, a `build-settings` object of a project.xcproj) that starts at `location`.
public enum SettingPlace: Sendable, Hashable {
    case xcconfig(String)
    case dictionary(Location)

    public var file: String {
        switch self {
        case .xcconfig(let path): return path
        case .dictionary(let location): return location.file
        }
    }
}

extension Fix {
    /// The single edits this fix is made of.
    var parts: [Fix] {
        if case .all(let fixes) = self { return fixes.flatMap(\.parts) }
        return [self]
    }
}
