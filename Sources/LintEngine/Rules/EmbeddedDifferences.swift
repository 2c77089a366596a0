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
    /// What the finding says after `target "Widget", which "Client" embeds, `, given the apps that embed it the
    /// same way (quoted and listed: `"Client"`, `"Client" and "Mac"`), e.g. `uses CODE_SIGN_STYLE Manual, but
    /// "Client" Automatic`.
    var what: @Sendable (_ apps: [String]) -> String
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

    /// The app's compared configurations paired with the embedded target's configuration built with each.
    func pairs(of embedded: EmbeddedTargetFacts, in target: TargetFacts)
        -> [(host: ConfigurationFacts, embedded: ConfigurationFacts)] {
        (configurations ?? target.configurations).compactMap { host in
            (deviceBuilds ? embedded.deviceConfiguration(matching: host) : embedded.configuration(matching: host))
                .map { (host, $0) }
        }
    }
}

extension DiagnosticCollector {
    /// Reports what `differences` finds between `target` and each target it embeds, in each configuration
    /// `comparison` selects: one finding per pattern (the same two values, in the same kind of place) however
    /// many configurations, lines and apps show it (a framework or XPC service two apps embed is one cause, its
    /// line), at the line that decided the embedded target's value, naming the apps and configurations it
    /// affects, with a note at each app's line and at the other lines.
    mutating func reportEmbeddedDifferences(
        of rule: any Rule.Type, in target: TargetFacts, _ comparison: EmbeddedComparison,
        differences: (_ host: ConfigurationFacts, _ embedded: ConfigurationFacts) -> [EmbeddedDifference]
    ) {
        let compared = comparison.configurations ?? target.configurations
        guard !compared.isEmpty else { return }
        // Every configuration of the app, not only the compared ones: a finding about some names them, so it
        // does not read as if the others were compared too. Configurations are named by the project, so every
        // app has the same names.
        let all = Wording.unique(target.configurations.map(\.label))
        let consequence = comparison.consequence, everyLine = comparison.noteEveryHostLine
        for embedded in target.embedded where comparison.includes(embedded) {
            for (host, inside) in comparison.pairs(of: embedded, in: target) {
                for difference in differences(host, inside) {
                    // No app in the cause: the embedded target's line is the cause, whichever app embeds it.
                    let cause = [embedded.name, difference.key, difference.hostValue, difference.embeddedValue,
                                 difference.detail].joined(separator: "|")
                    let at = difference.embeddedLocation ?? embedded.location
                    let remarks = difference.hostLocation.map {
                        [CauseGroups.Remark(target: target.name, configuration: host.label, location: $0,
                                            text: difference.hostNote)]
                    } ?? []
                    let name = embedded.name
                    occurrence(of: rule, cause: cause,
                               .init(target: target.name, configuration: host.label, sdk: host.sdk, location: at),
                               at: at, shared: false, setting: difference.key, name: name, remarks: remarks) { scope in
                        let apps = scope.targets
                        let notes = Self.hostNotes(scope, everyLine: everyLine)
                        return ("target \"\(name)\", which \(Wording.quoted(apps)) "
                                    + Wording.plural(apps.count, "embeds", "embed") + ", \(difference.what(apps))"
                                    + Wording.configurations(scope.configurations, of: all) + consequence,
                                notes + scope.otherLines(difference.otherLines))
                    }
                }
            }
        }
    }

    /// A note at the line each app's value comes from (every such line with `everyLine`, naming the
    /// configurations when an app says it on more than one; else the first), for the apps and configurations the
    /// finding affects.
    private static func hostNotes(_ scope: AffectedScope, everyLine: Bool) -> [RelatedLocation] {
        scope.targets.flatMap { app -> [RelatedLocation] in
            let mine = scope.remarks.filter { $0.target == app }
            var seen = Set<Location>()
            let locations = mine.map(\.location).filter { seen.insert($0).inserted }
            return (everyLine ? locations : Array(locations.prefix(1))).compactMap { location in
                let here = mine.filter { $0.location == location }
                guard let first = here.first else { return nil }
                let which = everyLine && locations.count > 1
                    ? " (\(Wording.list(Wording.unique(here.map(\.configuration)))))" : ""
                return RelatedLocation(location: location, message: "\"\(app)\" \(first.text) here\(which)")
            }
        }
    }
}
