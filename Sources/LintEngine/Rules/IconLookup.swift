/// Explains a name that has no provider: a case-only difference, another target's catalog, the closest name, and
/// what is available. Built once per target, so that a target listing thousands of missing names against
/// thousands of icon sets sorts and case-folds its names once, and suggests for the first `suggestionLimit`
/// names only: past that, one more "did you mean" is noise, and each costs a pass over every icon set.
struct IconLookup {
    /// How many available names a message lists; the rest are counted.
    static let listLimit = 10
    /// How many names of one target get a "did you mean" suggestion.
    static let suggestionLimit = 100

    let target: TargetFacts
    /// The target's icon set names, sorted.
    let available: [String]
    /// Lowercased name → the first available name that folds to it.
    private let folded: [String: String]
    private var suggestionsLeft = IconLookup.suggestionLimit

    init(_ target: TargetFacts) {
        self.target = target
        available = Wording.unique(target.providers.map(\.name)).sorted()
        var folded: [String: String] = [:]
        for name in available where folded[name.lowercased()] == nil { folded[name.lowercased()] = name }
        self.folded = folded
    }

    /// What a name that differs from one of the target's icon sets only in case should say. Whether actool and
    /// the device accept it is not established (no Apple document or swift-build source settles it; public
    /// projects ship such names, and others report failures), so rules report it as a warning, not an error.
    static let caseOnlyAdvice = "rename to match exactly; whether it works depends on the file system and actool version"

    /// The icon set `name` differs from only in case; nil when none does, or when the set has exactly this name.
    func caseOnlyMatch(_ name: String) -> String? {
        folded[name.lowercased()].flatMap { $0 == name ? nil : $0 }
    }

    /// `shipped`, when given, is what the suggestion and the list at the end name instead of every icon set of
    /// the target: the alternates it ships, for a name code passes to `setAlternateIconName`.
    mutating func explain(_ name: String, shipped: [String]? = nil) -> String {
        if let sameCase = caseOnlyMatch(name) {
            return "; it differs only in case from \(sameCase) (\(Self.caseOnlyAdvice))"
        }
        let elsewhere = target.providersElsewhere.filter { $0.provider.name == name }
        if let first = elsewhere.first {
            let owners = Wording.unique(elsewhere.map(\.target))
            let what = "; \(name).\(first.provider.kind.rawValue) exists only in "
            if owners.count == 1 {
                return what + "a catalog of target \"\(owners[0])\"; add that catalog to target \"\(target.name)\""
            }
            // Every owner is named: "only in a catalog of B" would hide C, whose catalog may be the one to add.
            return what + "catalogs of other targets ("
                + Wording.list(owners.map { "\"\($0)\"" }, limit: IconLookup.listLimit)
                + "); add one of them to target \"\(target.name)\""
        }
        let candidates = shipped ?? available
        var text = ""
        if suggestionsLeft > 0 {
            suggestionsLeft -= 1
            if let closest = Suggest.closest(to: name, among: candidates, maximumDistance: max(2, name.count / 3))
                ?? Suggest.extending(name, among: candidates) {
                text += "; did you mean \"\(closest)\"?"
            }
        }
        if shipped != nil {
            text += candidates.isEmpty ? " (the target ships no alternate icons)"
                : " (alternate icons it ships: \(Wording.list(candidates, limit: IconLookup.listLimit)))"
        } else {
            text += available.isEmpty
                ? " (the target's asset catalogs contain no app icon sets)"
                : " (available: \(Wording.list(available, limit: IconLookup.listLimit)))"
        }
        return text
    }

    /// For rules that explain a name or two per target.
    static func explain(_ name: String, in target: TargetFacts) -> String {
        var lookup = IconLookup(target)
        return lookup.explain(name)
    }

    /// The severity cap for a name that differs from an icon set only in case: a warning (see `caseOnlyAdvice`).
    static func cap(_ name: String, in target: TargetFacts) -> Severity? {
        IconLookup(target).caseOnlyMatch(name) == nil ? nil : .warning
    }

    static func related(_ name: String, in target: TargetFacts) -> [RelatedLocation] {
        target.providersElsewhere.filter { $0.provider.name == name }.prefix(3).map {
            RelatedLocation(location: Location(file: $0.provider.path),
                            message: "\(name) in a catalog of target \"\($0.target)\"")
        }
    }
}
