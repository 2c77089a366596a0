import XcodeModel

/// One way an embedded target (an extension, a watch app, an App Clip, a framework) differs from the app that
/// embeds it, in one of the app's configurations: what an "embedded target vs its host" rule finds.
struct EmbeddedDifference: Sendable {
    /// The setting or Info.plist key compared, e.g. `IPHONEOS_DEPLOYMENT_TARGET`.
    var key: String
    var hostValue: String
    var embeddedValue: String
    /// Where the embedded target's value is decided (the finding points there); nil: at the build file that
    /// embeds it.
    var embeddedLocation: Location?
    /// Where the app's value is decided (a note points there).
    var hostLocation: Location?
    /// How the app's value is described in the note at `hostLocation`, e.g. `sets it` (default) or
    /// `gets CFBundleVersion 45 from Info.plist`.
    var hostNote: String = "sets it"
    /// What the finding says after `target "Widget", which "Client" embeds, `, e.g. `uses CODE_SIGN_STYLE Manual,
    /// but "Client" Automatic`.
    var what: String
    /// Anything else that makes two differences of the same values separate causes (where the value comes from).
    var detail: String = ""
    /// The notes at the other lines that give the embedded target the same value: `Release <this> here too`.
    var otherLines = "sets it the same way"
}

/// Which of the app's configurations and which embedded targets an "embedded target vs its host" rule compares,
/// and how its findings read.
struct EmbeddedComparison {
    /// The embedded targets compared (default: all).
    var includes: (EmbeddedTargetFacts) -> Bool = { _ in true }
    /// The app's configurations compared (default: every configuration and SDK).
    var configurations: [ConfigurationFacts]? = nil
    /// True: the embedded target's settings for a device build of the app's configuration (its own device SDK
    /// for a target of another platform, a watch app in an iOS app); false: the same SDK only.
    var deviceBuilds = false
    /// The sentence's end after the configurations, e.g. `; an app and what it embeds are signed as one`.
    var consequence: String
    /// True: a note at every line the app's value comes from in the configurations the finding names (naming
    /// them when there are several); false: one note, at the first.
    var noteEveryHostLine = false
}

/// A line the app's value comes from, in one of its configurations.
private struct HostLine: Sendable {
    let location: Location
    let configuration: String
    /// `sets it`, `gets CFBundleVersion 45 from Info.plist`.
    let note: String
}

extension DiagnosticCollector {
    /// Reports what `differences` finds between `target` and each target it embeds, in each configuration
    /// `comparison` selects: one finding per pattern (the same two values, in the same kind of place) however
    /// many configurations and lines show it, at the line that decided the embedded target's value, naming the
    /// configurations it affects, with a note at the app's line and at the other lines.
    mutating func reportEmbeddedDifferences(
        of rule: any Rule.Type, in target: TargetFacts, _ comparison: EmbeddedComparison,
        differences: (_ host: ConfigurationFacts, _ embedded: ConfigurationFacts) -> [EmbeddedDifference]
    ) {
        let compared = comparison.configurations ?? target.configurations
        guard !compared.isEmpty else { return }
        // Every configuration of the app, not only the compared ones: a finding about some names them, so it
        // does not read as if the others were compared too.
        let all = Wording.unique(target.configurations.map(\.label))
        // Gathered first and reported after, so that the notes at the app's side can name every line the app's
        // value comes from (each configuration may set it on its own line).
        var found: [(cause: String, embedded: String, difference: EmbeddedDifference, met: CauseGroups.Occurrence)] = []
        var hostLines: [String: [HostLine]] = [:]
        for embedded in target.embedded where comparison.includes(embedded) {
            for host in compared {
                guard let inside = comparison.deviceBuilds ? embedded.deviceConfiguration(matching: host)
                        : embedded.configuration(matching: host) else { continue }
                for difference in differences(host, inside) {
                    let cause = [target.name, embedded.name, difference.key, difference.hostValue,
                                 difference.embeddedValue, difference.detail].joined(separator: "|")
                    let at = difference.embeddedLocation ?? embedded.location
                    if let line = difference.hostLocation {
                        hostLines[cause, default: []].append(
                            HostLine(location: line, configuration: host.label, note: difference.hostNote))
                    }
                    found.append((cause, embedded.name, difference,
                                  .init(target: target.name, configuration: host.label, sdk: host.sdk, location: at)))
                }
            }
        }
        let hostName = target.name, consequence = comparison.consequence, everyLine = comparison.noteEveryHostLine
        for (cause, embedded, difference, met) in found {
            let lines = hostLines[cause] ?? []
            occurrence(of: rule, cause: cause, met, at: met.location, shared: false, setting: difference.key,
                       name: embedded) { scope in
                let notes = everyLine
                    ? Self.hostNotes(lines, host: hostName, in: scope)
                    : (difference.hostLocation.map {
                        [RelatedLocation(location: $0, message: "\"\(hostName)\" \(difference.hostNote) here")]
                    } ?? [])
                return ("target \"\(embedded)\", which \"\(hostName)\" embeds, \(difference.what)"
                            + Wording.configurations(scope.configurations, of: all) + consequence,
                        notes + scope.otherLines(difference.otherLines))
            }
        }
    }

    /// A note at each line the app's value comes from, for the configurations the finding affects; naming the
    /// configurations when the app says it on more than one line.
    private static func hostNotes(_ lines: [HostLine], host: String, in scope: AffectedScope) -> [RelatedLocation] {
        let affected = Set(scope.configurations)
        let remaining = lines.filter { affected.contains($0.configuration) }
        var seen = Set<Location>()
        let locations = remaining.map(\.location).filter { seen.insert($0).inserted }
        return locations.compactMap { location in
            let here = remaining.filter { $0.location == location }
            guard let first = here.first else { return nil }
            let which = locations.count > 1 ? " (\(Wording.list(Wording.unique(here.map(\.configuration)))))" : ""
            return RelatedLocation(location: location, message: "\"\(host)\" \(first.note) here\(which)")
        }
    }
}
