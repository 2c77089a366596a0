import XcodeModel

/// The findings of a rule that compares an app with the targets it embeds (`embedded-signing`,
/// `embedded-deployment-target`, `embedded-version-mismatch`), grouped so that one cause is reported once: the
/// line that decided the embedded target's value, with the two values compared, names every host configuration
/// it affects instead of being repeated per configuration and SDK.
struct EmbeddedFindings {
    struct Finding {
        /// The sentence before the configurations: `target "Widget", which "Client" embeds, …`.
        var message: String
        /// What follows the configurations: `; an app and what it embeds are signed as one`.
        var consequence: String
        var setting: String
        var embedded: String
        var at: Location
        var related: [RelatedLocation]
    }

    private var groups = FindingGroups<String>()
    private var findings: [String: Finding] = [:]

    /// Records a difference in host configuration `host`; `finding` is built only for the first configuration of
    /// a cause.
    mutating func add(embedded: String, setting: String, at location: Location, values: [String],
                      host: ConfigurationFacts, finding: () -> Finding) {
        let key = ([embedded, setting, location.file + ":" + String(location.range?.startOffset ?? -1)] + values)
            .joined(separator: "\u{0}")
        groups.add(key, configuration: host.label, sdk: host.sdk)
        if findings[key] == nil { findings[key] = finding() }
    }

    /// Reports every cause once, naming its configurations unless they are all of `all`.
    func report(_ rule: any Rule.Type, target: TargetFacts, all: [String], into report: inout DiagnosticCollector) {
        for key in groups.order {
            guard let finding = findings[key] else { continue }
            let configurations = groups.configurations[key] ?? []
            report.report(rule, finding.message + Wording.configurations(configurations, of: all) + finding.consequence,
                          at: finding.at, target: target.name, configuration: configurations.joined(separator: ","),
                          setting: finding.setting, name: finding.embedded, related: finding.related)
        }
    }
}
