#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import XcodeModel

/// What every rule and engine stage needs to know about the project being linted.
struct LintContext: Sendable {
    let options: LintOptions
    let configuration: LintConfiguration
    /// Absolute path of the `.xcodeproj` (or of the pbxproj when given directly).
    let projectPath: String

    /// The project path as it appears in subjects, fingerprints and baselines: relative to the base directory.
    var projectSubject: String { PathUtilities.relative(projectPath, to: options.baseDirectory) }

    func subject(target: String? = nil, configuration: String? = nil, sdk: String? = nil, setting: String? = nil,
                 name: String? = nil, nameIsPath: Bool = false) -> Subject {
        Subject(project: projectSubject, target: target, configuration: configuration, sdk: sdk, setting: setting,
                name: name, root: options.baseDirectory, nameIsPath: nameIsPath)
    }
}

/// Receives findings from rules and engine stages, applies the configuration (severity, only/disabled,
/// target and configuration filters, suppressions) and returns them in a deterministic order.
struct DiagnosticCollector {
    let context: LintContext
    private(set) var diagnostics: [Diagnostic] = []
    /// What rules could not check (`unchecked(…)` in Limit.swift): not findings.
    var limits: [Limit] = []
    /// Positions in the configuration's suppressions of those that silenced a finding (for `unused-suppression`).
    private(set) var usedSuppressions = Set<Int>()
    /// Findings reported per occurrence of their cause, emitted one per cause by `finish` (see `CauseGroups`).
    var causes = CauseGroups()

    init(context: LintContext) {
        self.context = context
    }

    /// Records a finding of `rule` unless the configuration turns it off, filters its target/configuration or
    /// suppresses it. `cap` lowers the configured severity for a milder case of the rule (never raises it).
    mutating func emit(_ rule: RuleDescription, message: String, location: Location, subject: Subject,
                       related: [RelatedLocation] = [], excerpt: String? = nil, cappedAt cap: Severity? = nil,
                       fix: Fix? = nil) {
        guard var severity = context.configuration.severity(of: rule) else { return }
        if let cap, cap < severity { severity = cap }
        if let target = subject.target, !context.configuration.includes(target: target, options: context.options) {
            return
        }
        if let configuration = subject.configuration,
           !context.configuration.includes(configuration: configuration, options: context.options) {
            return
        }
        if suppress(rule.id, subject) { return }
        diagnostics.append(Diagnostic(ruleID: rule.id, severity: severity, message: message, location: location,
                                      related: related, subject: subject, excerpt: excerpt, fix: fix))
    }

    /// Whether a suppression silences a finding of `ruleID` about `subject` (and notes that it was used).
    mutating func suppress(_ ruleID: String, _ subject: Subject) -> Bool {
        guard let index = context.configuration.suppressionIndex(matching: ruleID, subject: subject) else { return false }
        usedSuppressions.insert(index)
        return true
    }

    /// Adds a finding that already went through the configuration's filters.
    mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// The findings in output order: by file, position, rule, message.
    mutating func finish() -> [Diagnostic] {
        emitCauses()
        return diagnostics.sorted(by: DiagnosticOrder.precedes)
    }
}

/// The one ordering of findings used everywhere, so output is identical run to run.
public enum DiagnosticOrder {
    public static func precedes(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        precedes((a.location, a.ruleID, a.message), (b.location, b.ruleID, b.message))
    }

    /// By file, position, rule, message: the order of findings and of limits alike.
    static func precedes(_ a: (location: Location, ruleID: String, message: String),
                         _ b: (location: Location, ruleID: String, message: String)) -> Bool {
        if a.location.file != b.location.file { return a.location.file < b.location.file }
        let pa = a.location.range?.start ?? SourcePosition(line: 0, column: 0)
        let pb = b.location.range?.start ?? SourcePosition(line: 0, column: 0)
        if pa != pb { return pa < pb }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
