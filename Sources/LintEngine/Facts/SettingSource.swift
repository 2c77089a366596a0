#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import XcodeModel

/// Where a configuration's setting values come from: the resolver for one (target, configuration) and one SDK
/// family, evaluated on first request and remembered; or fixed values, for rules tested on in-memory facts.
///
/// A class so that every copy of a `ConfigurationFacts` shares what was already evaluated: one rule asking for the
/// alternate icons pays for it, the next six find it done.
public final class SettingSource: @unchecked Sendable {
    // @unchecked: `memo` is only touched under `lock`; `backing` is immutable.
    private enum Backing {
        case resolved(BuildSettings, target: String, sdk: String, scope: SettingScope)
        case fixed([String: SettingFact])
    }

    private let backing: Backing
    private let lock = Lock()
    private var memo: [String: SettingFact] = [:]
    /// Resolved values by name, shared by `fact` and `provenance` (each evaluation walks the levels).
    private var resolvedMemo: [String: ResolvedSetting] = [:]
    private var names: [String]?

    /// Values resolved from the model for `target` in one configuration and SDK family.
    public init(settings: BuildSettings, target: String, sdk: String) {
        backing = .resolved(settings, target: target, sdk: sdk, scope: settings.scope(sdk: sdk))
    }

    /// Fixed values by setting name; any other name is unset.
    public init(facts: [String: SettingFact]) {
        backing = .fixed(facts)
    }

    /// The value of `name` with where it was decided.
    public func fact(_ name: String) -> SettingFact {
        lock.lock()
        defer { lock.unlock() }
        if let known = memo[name] { return known }
        let fact: SettingFact
        switch backing {
        case .fixed(let facts): fact = facts[name] ?? SettingFact(key: name)
        case .resolved(let settings, let target, let sdk, _):
            fact = Self.fact(resolvedLocked(name, settings, sdk), target: target)
        }
        memo[name] = fact
        return fact
    }

    /// Every assignment involved in `name`'s value (see `SettingProvenance`). Empty for fixed values.
    public func provenance(_ name: String) -> SettingProvenance {
        guard case .resolved(let settings, _, let sdk, let scope) = backing else { return SettingProvenance() }
        lock.lock()
        let resolved = resolvedLocked(name, settings, sdk)
        lock.unlock()
        return SettingProvenance(winner: resolved.winner, contributors: resolved.contributors,
                                 applicable: settings.assignments(of: name, in: scope),
                                 inherited: { settings.inheritedList(name, sdk: sdk) },
                                 unknowable: resolved.unknowable)
    }

    /// The resolved value of `name`, evaluated once; call with `lock` held.
    private func resolvedLocked(_ name: String, _ settings: BuildSettings, _ sdk: String) -> ResolvedSetting {
        if let known = resolvedMemo[name] { return known }
        let resolved = settings.resolve(name, sdk: sdk)
        resolvedMemo[name] = resolved
        return resolved
    }

    /// Every assignment of `name` whose conditions match here, lowest precedence first, without evaluating any
    /// value (cheap: for rules that first look for a pattern of levels). Empty for fixed values.
    public func assignments(_ name: String) -> [SettingAssignment] {
        guard case .resolved(let settings, _, _, let scope) = backing else { return [] }
        return settings.assignments(of: name, in: scope)
    }

    /// Every user-level assignment that has conditions, whether they match here or not (none for fixed values).
    public var conditionedAssignments: [SettingAssignment] {
        guard case .resolved(let settings, _, _, _) = backing else { return [] }
        return settings.conditionedAssignments
    }

    /// The settings asked for so far (by `fact` or `provenance`) whose evaluation stopped at one of pbxlint's
    /// limits, by name: the rules that asked could not check them, which `evaluation-limit` reports.
    public var limitsReached: [SettingFact] {
        lock.lock()
        defer { lock.unlock() }
        var found: [SettingFact] = []
        switch backing {
        case .fixed:
            found = memo.values.filter { if case .evaluationLimit = $0.unknowable { true } else { false } }
        case .resolved(_, let target, _, _):
            for value in resolvedMemo.values {
                if case .evaluationLimit = value.unknowable { found.append(Self.fact(value, target: target)) }
            }
        }
        return found.sorted { $0.key < $1.key }
    }

    /// Forgets the values evaluated so far (they are evaluated again if asked for). The engine calls it once a
    /// target's rules are done: kept for every (target, configuration), they grew with targets × configurations
    /// (a 216 KB `project.xcproj` with 5,000 targets × 96 configurations: about 4 KB each, 2 GB in all).
    public func forgetEvaluations() {
        lock.lock()
        defer { lock.unlock() }
        memo = [:]
        resolvedMemo = [:]
    }

    /// Whether some level assigns `name` (built-in defaults excluded), under any condition: a look-up, no evaluation.
    public func isAssigned(_ name: String) -> Bool {
        switch backing {
        case .fixed(let facts): return facts[name]?.isSet ?? false
        case .resolved(let settings, _, _, _): return settings.isAssigned(name)
        }
    }

    /// How many lines assign `name` at `level` (nil: at any level but the built-in defaults), under any condition,
    /// without evaluating anything. Fixed values count as one line at the target level.
    public func assignmentCount(_ name: String, at level: SettingLevel? = nil) -> Int {
        switch backing {
        case .fixed(let facts): return (facts[name]?.isSet ?? false) && (level == nil || level == .target) ? 1 : 0
        case .resolved(let settings, _, _, _): return settings.assignmentCount(of: name, at: level)
        }
    }

    /// Every setting some level assigns (built-in defaults excluded), sorted; listed once.
    public var assignedNames: [String] {
        lock.lock()
        defer { lock.unlock() }
        if let names { return names }
        let listed: [String]
        switch backing {
        case .fixed(let facts): listed = facts.values.filter(\.isSet).map(\.key).sorted()
        case .resolved(let settings, _, _, _): listed = settings.assignedNames
        }
        names = listed
        return listed
    }

    /// Where an assignment is written, and how messages name its level: `target "Client" build settings`,
    /// `project build settings` or `App.xcconfig:3`.
    /// Names assigned at both levels of at least one of `pairs`, under any condition, sorted (fixed facts have
    /// only the target level).
    public func names(assignedAtBothOf pairs: [(SettingLevel, SettingLevel)]) -> [String] {
        switch backing {
        case .fixed(let facts):
            guard pairs.contains(where: { $0.0 == .target && $0.1 == .target }) else { return [] }
            return facts.values.filter(\.isSet).map(\.key).sorted()
        case .resolved(let settings, _, _, _): return settings.names(assignedAtBothOf: pairs)
        }
    }

    static func origin(of assignment: SettingAssignment, target: String) -> String {
        switch assignment.level {
        case .target: return "target \"\(target)\" build settings"
        case .project: return "project build settings"
        default: return ProjectPath.lastComponent(assignment.file) + (assignment.range.map { ":\($0.start.line)" } ?? "")
        }
    }

    static func fact(_ value: ResolvedSetting, target: String) -> SettingFact {
        var location: Location?
        var origin: String?
        if let winner = value.winner, winner.level != .builtin {
            location = Location(file: winner.file, range: winner.range)
            origin = Self.origin(of: winner, target: target)
        }
        return SettingFact(key: value.name, isSet: value.isSet, list: value.list, string: value.string, bool: value.bool,
                           location: location, origin: origin, unknowable: value.unknowable)
    }
}

/// How a setting got its value in one configuration and SDK: for rules about the levels themselves (a line that
/// a higher level makes dead, `$(inherited)` left out).
public struct SettingProvenance: Sendable {
    /// The assignment that decided the value (nil when nothing, not even a default, assigns it).
    public var winner: SettingAssignment?
    /// Every assignment whose text went into the value (through `$(inherited)` and references), winner included.
    public var contributors: [SettingAssignment] = []
    /// Every assignment of the setting whose conditions match here, lowest precedence first (built-in defaults
    /// included); those below the winner that are not contributors have no effect.
    public var applicable: [SettingAssignment] = []
    /// What `$(inherited)` gives at the winner: the value the levels below it would produce (evaluated when
    /// asked: it is another walk down the levels).
    public var inherited: [String] { inheritedSource() }
    private let inheritedSource: @Sendable () -> [String]
    /// Set when the value cannot be known offline.
    public var unknowable: Unknowable?

    public init(winner: SettingAssignment? = nil, contributors: [SettingAssignment] = [],
                applicable: [SettingAssignment] = [], inherited: @escaping @Sendable () -> [String] = { [] },
                unknowable: Unknowable? = nil) {
        self.winner = winner
        self.contributors = contributors
        self.applicable = applicable
        self.inheritedSource = inherited
        self.unknowable = unknowable
    }

    /// Whether `assignment` went into the value.
    public func contributes(_ assignment: SettingAssignment) -> Bool {
        contributors.contains { $0.file == assignment.file && $0.range == assignment.range && $0.level == assignment.level }
    }
}

extension SettingValue {
    /// The value of a resolved fact as this type.
    init(fact: SettingFact) { self.init(string: fact.string, list: fact.list, bool: fact.bool) }
}
