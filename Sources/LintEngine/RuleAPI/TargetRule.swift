import XcodeModel

/// A rule that checks one target's resolved facts. The engine calls it for every selected target.
protocol TargetRule: Rule {
    /// Whether the rule also checks, by default, the targets an app embeds (extensions, a watch app, an App Clip,
    /// frameworks: they ship inside it), not only the apps. The build-settings rules do; the icon rules do not.
    static var checksEmbeddedTargets: Bool { get }
    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector)
}

extension TargetRule {
    static var checksEmbeddedTargets: Bool { false }
}

/// A rule that checks the project as a whole (its facts, once).
protocol ProjectRule: Rule {
    static func check(_ project: ProjectFacts, report: inout DiagnosticCollector)
}

/// A rule whose findings are what the model noticed while loading the project (`ModelIssue`): it declares the
/// kinds it covers, the engine routes every issue of those kinds to it, and the rule words the message from the
/// issue's facts. A kind belongs to at most one rule; a kind no rule declares is not reported.
protocol ModelIssueRule: Rule {
    static var modelIssueKinds: [ModelIssue.Kind] { get }
    /// The message for `issue`, nil when its kind is not one of `modelIssueKinds`.
    static func message(for issue: ModelIssue) -> String?
    /// The kind of `Limit` `issue` is when it is pbxlint's own limit rather than the project's mistake (reported
    /// through `unchecked`, with `message(for:)` as its text); nil, the default, makes it a finding.
    static func limitKind(for issue: ModelIssue) -> Limit.Kind?
    /// Other places the finding points at (the first of two equal keys); none by default.
    static func related(for issue: ModelIssue) -> [RelatedLocation]
    /// The offending line with a caret, printed under the message (a parse error); none by default.
    static func excerpt(for issue: ModelIssue) -> String?
}

extension ModelIssueRule {
    static func limitKind(for issue: ModelIssue) -> Limit.Kind? { nil }
    static func related(for issue: ModelIssue) -> [RelatedLocation] { [] }
    static func excerpt(for issue: ModelIssue) -> String? { nil }
}

/// A rule that checks the run as a whole, once every project of it is linted: `unused-suppression` needs every
/// project's suppressions and what they matched. See `RunFacts`.
protocol RunRule: Rule {
    static func check(_ run: RunFacts, report: inout RunFindings)
}

extension DiagnosticCollector {
    /// Emits a finding of `rule` about `target`, building the subject from the given fields.
    mutating func report(_ rule: any Rule.Type, _ message: String, at location: Location, target: String? = nil,
                         configuration: String? = nil, sdk: String? = nil, setting: String? = nil,
                         name: String? = nil, nameIsPath: Bool = false, related: [RelatedLocation] = [],
                         cappedAt cap: Severity? = nil, fix: Fix? = nil) {
        emit(rule.description, message: message, location: location,
             subject: context.subject(target: target, configuration: configuration, sdk: sdk, setting: setting,
                                      name: name, nameIsPath: nameIsPath),
             related: related, cappedAt: cap, fix: fix)
    }
}

/// Wording helpers so every message reads the same way.
enum Wording {
    /// How many items a message names at most unless told otherwise; a project can list thousands.
    static let listLimit = 20

    /// `A`, `A and B`, `A, B and C`; past `limit` items, `A, B, C and 9 more`, so that a project with thousands
    /// of names does not put all of them in a message.
    static func list(_ items: [String], limit: Int = listLimit) -> String {
        if items.count > limit { return items.prefix(limit).joined(separator: ", ") + " and \(items.count - limit) more" }
        switch items.count {
        case 0: return "none"
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
        }
    }

    /// `"A"`, with quotes, for names that may contain spaces.
    static func quoted(_ items: [String]) -> String { list(items.map { "\"\($0)\"" }) }

    static func plural(_ n: Int, _ singular: String, _ plural: String) -> String { n == 1 ? singular : plural }

    /// `" (Debug and Release)"` or `""` when the configurations are all of them.
    static func configurations(_ names: [String], of all: [String]) -> String {
        Set(names) == Set(all) && all.count > 1 ? "" : " (\(list(names)))"
    }

    /// Where a value was set, for messages: ` (set in App.xcconfig)`.
    static func origin(_ fact: SettingFact) -> String {
        guard fact.isSet, let origin = fact.origin else { return " (not set)" }
        return " (set in \(origin))"
    }

    /// Unique elements in first-seen order.
    static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }

    /// A note appended when a value cannot be known offline.
    static func unknowable(_ fact: SettingFact) -> String {
        fact.unknowable.map { "; note: " + $0.explanation } ?? ""
    }
}

/// Groups per-configuration findings so one cause (say, a shared xcconfig line) is reported once, naming every
/// configuration and SDK it affects, rather than once per configuration × SDK.
struct FindingGroups<Key: Hashable> {
    private(set) var order: [Key] = []
    private(set) var configurations: [Key: [String]] = [:]
    private(set) var sdks: [Key: [String]] = [:]

    mutating func add(_ key: Key, configuration: String, sdk: String) {
        if configurations[key] == nil { order.append(key) }
        if !(configurations[key] ?? []).contains(configuration) { configurations[key, default: []].append(configuration) }
        if !(sdks[key] ?? []).contains(sdk) { sdks[key, default: []].append(sdk) }
    }

    /// The SDK note: empty when the finding holds for every SDK the target builds for.
    func sdkNote(_ key: Key, allSDKs: [String]) -> String {
        let these = sdks[key] ?? []
        return Set(these) == Set(allSDKs) ? "" : " for \(Wording.list(these))"
    }
}
