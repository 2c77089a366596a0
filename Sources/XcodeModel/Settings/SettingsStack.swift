import PlistKit

/// Every assignment that applies to one (target, configuration), lowest precedence first: built-in defaults,
/// project xcconfig, project buildSettings, target xcconfig, target buildSettings (docs/reference/xcode-semantics.md §4.1, §4.8).
///
/// The levels every target of a configuration shares (built-ins, defaults, the project's xcconfig and build
/// settings) are built once and frozen (`freeze`); each target's stack keeps them by reference and holds only its
/// own assignments and its built-in `TARGET_NAME`. Copying them per (target, configuration) cost about 8 KB each:
/// 5,000 targets × 96 configurations of a 216 KB `project.xcproj` took 3.7 GB.
struct SettingsStack: Sendable {
    /// Every assignment, the shared levels first: indices are positions in the whole stack.
    struct Assignments: RandomAccessCollection, Sendable {
        fileprivate(set) var shared: [SettingAssignment] = []
        fileprivate(set) var own: [SettingAssignment] = []
        /// Built-in values given to this stack's copy of shared assignments (`TARGET_NAME`), by index.
        fileprivate var builtinValues: [(index: Int, value: String)] = []

        var startIndex: Int { 0 }
        var endIndex: Int { shared.count + own.count }

        subscript(index: Int) -> SettingAssignment {
            guard index < shared.count else { return own[index - shared.count] }
            guard let value = builtinValues.first(where: { $0.index == index })?.value else { return shared[index] }
            var assignment = shared[index]
            assignment.value = value
            return assignment
        }
    }

    private(set) var assignments = Assignments()
    /// Positions of each name's assignments: in the shared levels, then in this stack's own.
    private var sharedByName: [String: [Int]] = [:]
    private var ownByName: [String: [Int]] = [:]
    /// Files whose assignments pbxlint cannot see (a missing `#include?`, an unreadable base configuration…),
    /// with the number of assignments pushed before each.
    var hidden: [(position: Int, file: HiddenSettingsFile)] { ownHidden.isEmpty ? sharedHidden : sharedHidden + ownHidden }
    private var sharedHidden: [(position: Int, file: HiddenSettingsFile)] = []
    private var ownHidden: [(position: Int, file: HiddenSettingsFile)] = []

    /// True once an assignment with an `[sdk=…]` condition is pushed: until then, every evaluation gives the same
    /// result for every SDK.
    private(set) var hasSDKConditions = false

    /// Positions of the assignments that have conditions, in push order.
    var conditioned: [Int] { ownConditioned.isEmpty ? sharedConditioned : sharedConditioned + ownConditioned }
    private var sharedConditioned: [Int] = []
    private var ownConditioned: [Int] = []

    mutating func push(_ assignment: SettingAssignment) {
        ownByName[assignment.name, default: []].append(assignments.count)
        if !assignment.conditions.isEmpty {
            ownConditioned.append(assignments.count)
            if assignment.conditions.contains(where: { $0.parameter == "sdk" }) { hasSDKConditions = true }
        }
        assignments.own.append(assignment)
    }

    /// Makes everything pushed so far the shared levels: copies of this stack share them instead of copying them
    /// when they push or set a built-in.
    mutating func freeze() {
        assignments.shared = assignments.map { $0 }
        assignments.own = []
        assignments.builtinValues = []
        for (name, indices) in ownByName { sharedByName[name, default: []].append(contentsOf: indices) }
        ownByName = [:]
        sharedHidden += ownHidden
        ownHidden = []
        sharedConditioned += ownConditioned
        ownConditioned = []
    }

    /// Gives the built-in assignments of `name` the value `value`: a stack shared by several targets is built
    /// with an empty `TARGET_NAME`, and each target's copy names its own.
    mutating func setBuiltin(_ name: String, to value: String) {
        for index in indices(of: name) where assignments[index].level == .builtin {
            if index < assignments.shared.count {
                assignments.builtinValues.removeAll { $0.index == index }
                assignments.builtinValues.append((index, value))
            } else {
                assignments.own[index - assignments.shared.count].value = value
            }
        }
    }

    mutating func pushHidden(_ file: HiddenSettingsFile) {
        ownHidden.append((assignments.count, file))
    }

    /// A project file's level of build settings, in the level's precedence order (§4.2).
    mutating func push(_ settings: SettingsLevel?, level: SettingLevel, file: String) {
        guard let settings else { return }
        for assignment in settings.assignments(at: level, file: file) { push(assignment) }
    }

    /// The index of the assignment of `name` that applies in `scope`, among those below `below` (the most recently
    /// pushed whose conditions match: §4.2 `firstMatchingCondition`).
    func winner(_ name: String, below: Int, scope: SettingScope) -> Int? {
        // This stack's own assignments are all above the shared ones.
        func last(in indices: [Int]?) -> Int? {
            guard let indices else { return nil }
            var k = indices.count - 1
            while k >= 0 {
                let i = indices[k]
                if i < below && scope.matches(assignments[i].conditions) { return i }
                k -= 1
            }
            return nil
        }
        return last(in: ownByName[name]) ?? last(in: sharedByName[name])
    }

    /// Each name with the positions of its assignments, lowest precedence first.
    private var byName: [String: [Int]] {
        ownByName.isEmpty ? sharedByName : sharedByName.merging(ownByName) { $0 + $1 }
    }

    /// Every setting name assigned at any level.
    var names: [String] { byName.keys.sorted() }

    /// Names assigned at some level above `level`.
    func names(above level: SettingLevel) -> [String] {
        byName.filter { $0.value.contains { assignments[$0].level > level } }.keys.sorted()
    }

    /// Names assigned at both levels of at least one of `pairs` (under any condition), sorted: one pass over the
    /// index, sorting only the few names that match rather than every name.
    func names(assignedAtBothOf pairs: [(SettingLevel, SettingLevel)]) -> [String] {
        let wanted = pairs.map { (1 << $0.0.rawValue) | (1 << $0.1.rawValue) }
        var names: [String] = []
        for (name, indices) in byName {
            var levels = 0
            for index in indices { levels |= 1 << assignments[index].level.rawValue }
            if wanted.contains(where: { levels & $0 == $0 }) { names.append(name) }
        }
        return names.sorted()
    }

    /// Indices of every assignment of `name`, lowest precedence first.
    func indices(of name: String) -> [Int] {
        switch (sharedByName[name], ownByName[name]) {
        case (let shared?, let own?): shared + own
        case (let shared?, nil): shared
        case (nil, let own?): own
        case (nil, nil): []
        }
    }
}
