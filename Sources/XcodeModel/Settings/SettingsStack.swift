import PlistKit

/// Every assignment that applies to one (target, configuration), lowest precedence first: built-in defaults,
/// project xcconfig, project buildSettings, target xcconfig, target buildSettings (xcode-semantics §4.1, §4.8).
struct SettingsStack: Sendable {
    private(set) var assignments: [SettingAssignment] = []
    private var byName: [String: [Int]] = [:]
    /// Files whose assignments pbxlint cannot see (a missing `#include?`, an unreadable base configuration…),
    /// with the number of assignments pushed before each.
    private(set) var hidden: [(position: Int, file: HiddenSettingsFile)] = []

    /// True once an assignment with an `[sdk=…]` condition is pushed: until then, every evaluation gives the same
    /// result for every SDK.
    private(set) var hasSDKConditions = false

    /// Positions of the assignments that have conditions, in push order.
    private(set) var conditioned: [Int] = []

    mutating func push(_ assignment: SettingAssignment) {
        byName[assignment.name, default: []].append(assignments.count)
        if !assignment.conditions.isEmpty {
            conditioned.append(assignments.count)
            if assignment.conditions.contains(where: { $0.parameter == "sdk" }) { hasSDKConditions = true }
        }
        assignments.append(assignment)
    }

    /// Gives the built-in assignments of `name` the value `value`: a stack shared by several targets is built
    /// with an empty `TARGET_NAME`, and each target's copy names its own.
    mutating func setBuiltin(_ name: String, to value: String) {
        for index in byName[name] ?? [] where assignments[index].level == .builtin { assignments[index].value = value }
    }

    mutating func pushHidden(_ file: HiddenSettingsFile) {
        hidden.append((assignments.count, file))
    }

    /// The pbxproj `buildSettings` dictionary: entries pushed in sorted key order, so `KEY[cond]` beats `KEY` and
    /// the more specific of two conditions wins (§4.2). Keys that are not `NAME[cond]…` are ignored.
    mutating func push(buildSettings: PlistValue?, level: SettingLevel, file: String) {
        guard let dictionary = buildSettings, dictionary.kind == .dictionary else { return }
        var entries: [(key: String, order: Int, value: PlistValue, range: SourceRange)] = []
        var order = 0
        dictionary.forEachEntry { key, value in
            if let k = key.string { entries.append((k, order, value, key.range)) }
            order += 1
        }
        entries.sort { $0.key != $1.key ? $0.key < $1.key : $0.order < $1.order }
        for entry in entries {
            guard let parsed = SettingAssignment.parseKey(Substring(entry.key)) else { continue }
            let text: String
            switch entry.value.kind {
            case .string: text = entry.value.string ?? ""
            case .array: text = StringList.fromArray(entry.value.elements.map { $0.string ?? "" })
            default: continue
            }
            push(SettingAssignment(name: parsed.name, conditions: parsed.conditions, value: text, level: level,
                                   file: file, range: entry.range))
        }
    }

    /// The index of the assignment of `name` that applies in `scope`, among those below `below` (the most recently
    /// pushed whose conditions match: §4.2 `firstMatchingCondition`).
    func winner(_ name: String, below: Int, scope: SettingScope) -> Int? {
        guard let indices = byName[name] else { return nil }
        var k = indices.count - 1
        while k >= 0 {
            let i = indices[k]
            if i < below && scope.matches(assignments[i].conditions) { return i }
            k -= 1
        }
        return nil
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
    func indices(of name: String) -> [Int] { byName[name] ?? [] }
}
