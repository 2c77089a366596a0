import XcodeModel

/// One finding per cause, not per configuration or target.
///
/// A build-settings rule meets one cause (a line of the project settings, a shared xcconfig line, a target's
/// pattern of assignments) once per target, configuration and SDK it checks. It reports each meeting as an
/// `occurrence` of the cause; the collector keeps them and, when the project is done, emits one finding per cause,
/// worded from everything it affects (`AffectedScope`): the targets, their configurations, the SDKs. The
/// per-configuration detail stays in the message and in the related notes.
///
/// Filters and suppressions apply per occurrence, as they did when each occurrence was its own finding: a
/// suppression naming a configuration silences that configuration's occurrence only. A cause is reported when an
/// occurrence about a reported target remains (so `--target X` gives exactly the full run's findings about X),
/// worded from all remaining occurrences.
///
/// The finding's identity (fingerprint, baseline key) is the rule, the project, the target when the cause
/// belongs to one target (nil for a line shared by several), the setting and the name: no configuration, so
/// adding a configuration to a project does not make an old finding new.
struct CauseGroups {
    /// Where a cause was met.
    struct Occurrence: Hashable {
        let target: String
        let configuration: String
        let sdk: String
        /// The line that decided there (a cause spanning several lines, such as a target's pattern, has several).
        let location: Location
    }

    /// A line of another party to the cause, met with an occurrence (the app that embeds a target, where its own
    /// value is set): worded as a note only for the targets and configurations that remain after filters.
    struct Remark: Hashable, Sendable {
        let target: String
        let configuration: String
        let location: Location
        let text: String
    }

    /// How a rule words a cause once everything it affects is known.
    typealias Wording = @Sendable (AffectedScope) -> (message: String, related: [RelatedLocation])

    fileprivate struct Pending {
        let rule: RuleDescription
        let location: Location
        let shared: Bool
        let setting: String?
        let name: String?
        /// The mildest level the rule allows for this cause: the strongest any occurrence allows (nil: none).
        var cap: Severity?
        let word: Wording
        var occurrences: [Occurrence]
        var remarks: [Remark]
        var fixes: [Fix]
    }

    fileprivate var order: [String] = []
    fileprivate var pending: [String: Pending] = [:]
}

/// Everything one cause affects, in the order met.
struct AffectedScope: Sendable {
    let occurrences: [CauseGroups.Occurrence]
    /// The remarks recorded with occurrences of the remaining targets and configurations, in the order met.
    var remarks: [CauseGroups.Remark] = []

    var targets: [String] { Wording.unique(occurrences.map(\.target)) }
    var configurations: [String] { Wording.unique(occurrences.map(\.configuration)) }
    var sdks: [String] { Wording.unique(occurrences.map(\.sdk)) }
    /// The lines involved, in the order met (the first is where the finding points).
    var locations: [Location] {
        var seen = Set<Location>()
        return occurrences.map(\.location).filter { seen.insert($0).inserted }
    }

    func configurations(of target: String) -> [String] {
        Wording.unique(occurrences.filter { $0.target == target }.map(\.configuration))
    }

    func configurations(at location: Location) -> [String] {
        Wording.unique(occurrences.filter { $0.location == location }.map(\.configuration))
    }

    /// `Debug and Release`, the configurations the cause shows in.
    var configurationList: String { Wording.list(configurations) }

    /// `target "App" (Debug and Release)`, `targets "App" and "Widget" (Release)`, or, when the targets differ in
    /// their configurations, `target "App" (Debug and Release) and target "Widget" (Release)`.
    var targetsAndConfigurations: String {
        let targets = self.targets
        let perTarget = targets.map { configurations(of: $0) }
        if Set(perTarget.map { $0.joined(separator: "\u{1}") }).count <= 1 {
            let word = Wording.plural(targets.count, "target", "targets")
            return "\(word) \(Wording.quoted(targets)) (\(Wording.list(perTarget.first ?? [])))"
        }
        return Wording.list(zip(targets, perTarget).map { "target \"\($0)\" (\(Wording.list($1)))" })
    }

    /// ` for iphoneos`, or empty when the cause holds for every SDK in `all`.
    func sdkNote(allSDKs all: [String]) -> String {
        Set(sdks) == Set(all) ? "" : " for \(Wording.list(sdks))"
    }

    /// Notes at the other lines of a cause that spans several: `Release sets it here too`.
    func otherLines(_ what: String) -> [RelatedLocation] {
        locations.dropFirst().map {
            RelatedLocation(location: $0, message: "\(Wording.list(configurations(at: $0))) \(what) here too")
        }
    }
}

extension DiagnosticCollector {
    /// Records that the cause `cause` of `rule` was met in `occurrence`. The first report of a cause decides where
    /// the finding points, its setting and name; the severity is capped at the highest cap of its occurrences; `word` is called once, with everything the cause
    /// affects, when the project is done. `fix`es of all occurrences are applied together.
    mutating func occurrence(of rule: any Rule.Type, cause: String, _ occurrence: CauseGroups.Occurrence,
                             at location: Location, shared: Bool, setting: String? = nil, name: String? = nil,
                             cappedAt cap: Severity? = nil, fix: Fix? = nil, remarks: [CauseGroups.Remark] = [],
                             word: @escaping CauseGroups.Wording) {
        let description = rule.description
        guard context.configuration.severity(of: description) != nil else { return }
        let key = description.id + "|" + cause
        if causes.pending[key] == nil {
            causes.order.append(key)
            causes.pending[key] = CauseGroups.Pending(rule: description, location: location, shared: shared,
                                                      setting: setting, name: name, cap: cap, word: word,
                                                      occurrences: [], remarks: [], fixes: [])
        } else if let existing = causes.pending[key]?.cap {
            // One occurrence that deserves more than the cap lifts it for the whole cause.
            causes.pending[key]?.cap = cap.map { max($0, existing) }
        }
        if causes.pending[key]?.occurrences.contains(occurrence) == false {
            causes.pending[key]?.occurrences.append(occurrence)
        }
        for remark in remarks where causes.pending[key]?.remarks.contains(remark) == false {
            causes.pending[key]?.remarks.append(remark)
        }
        if let fix, causes.pending[key]?.fixes.contains(fix) == false { causes.pending[key]?.fixes.append(fix) }
    }

    /// Emits one finding per recorded cause. Called once, when every rule has run.
    mutating func emitCauses() {
        let options = context.options, configuration = context.configuration
        for key in causes.order {
            guard let cause = causes.pending[key], var severity = configuration.severity(of: cause.rule) else { continue }
            let remaining = cause.occurrences.filter { occurrence in
                guard configuration.includes(configuration: occurrence.configuration, options: options) else { return false }
                let subject = context.subject(target: occurrence.target, configuration: occurrence.configuration,
                                              setting: cause.setting, name: cause.name)
                return !suppress(cause.rule.id, subject)
            }
            guard remaining.contains(where: { configuration.includes(target: $0.target, options: options) }) else { continue }
            let kept = Set(remaining.map { $0.target + "\u{1}" + $0.configuration })
            let scope = AffectedScope(occurrences: remaining,
                                      remarks: cause.remarks.filter { kept.contains($0.target + "\u{1}" + $0.configuration) })
            if let cap = cause.cap, cap < severity { severity = cap }
            let (message, related) = cause.word(scope)
            let target = cause.shared ? nil : scope.targets.first
            let subject = context.subject(target: target, setting: cause.setting, name: cause.name)
            if suppress(cause.rule.id, subject) { continue }
            let fix: Fix? = cause.fixes.count > 1 ? .all(cause.fixes) : cause.fixes.first
            // Where the first occurrence met decided, unless that occurrence was filtered or suppressed: then the
            // first remaining line (a finding never points at a line whose configuration the user silenced).
            let silenced = !scope.locations.contains(cause.location)
                && cause.occurrences.contains { $0.location == cause.location }
            let location = silenced ? scope.locations.first ?? cause.location : cause.location
            var diagnostic = Diagnostic(ruleID: cause.rule.id, severity: severity, message: message,
                                        location: location, related: related, subject: subject, fix: fix)
            diagnostic.affects = scope.targets.map { target in
                let mine = remaining.filter { $0.target == target }
                return AffectedTarget(target: target, configurations: Wording.unique(mine.map(\.configuration)),
                                      sdks: Wording.unique(mine.map(\.sdk)))
            }
            append(diagnostic)
        }
        causes = CauseGroups()
    }
}
