import PlistKit
import XcodeModel

/// `alternate-icon-name-in-code`: a name the app's code asks for with `setAlternateIconName` (a string literal,
/// or a raw value of an icon enum) that the target does not ship as an alternate icon.
struct AlternateIconNameInCodeRule: TargetRule {
    static let description = RuleDescription(
        id: "alternate-icon-name-in-code",
        name: "Icon name in code that the app does not ship",
        defaultLevel: .error,
        summary: "A name passed to setAlternateIconName in the target's code, or a raw value of its icon enum, is "
            + "not an alternate icon the target ships",
        description: """
            The failure alternate icons are known for happens at run time: `setAlternateIconName("AppIconBlak")` \
            answers "The file doesn't exist" in the shipped app, and nothing at build time says so. pbxlint reads \
            the Swift and Objective-C files the target compiles (its Compile Sources phase and its synchronized \
            folders, with their exceptions) and checks each string literal passed directly to \
            `setAlternateIconName` — Swift (completion handler or `async`) and Objective-C \
            (`setAlternateIconName:completionHandler:`) — against the alternate icons each configuration ships \
            (`ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`, `--alternate-app-icon`, every icon set when \
            include-all is on, and Info.plist `CFBundleAlternateIcons`). A name no configuration ships is an \
            error (the primary icon's name too: the message says to pass `nil`); one only some configurations ship \
            is a warning naming the others, and so is a name that differs only in case from a shipped one. A \
            `String`-backed enum whose raw values feed `setAlternateIconName` (a `.rawValue` of it, or of a \
            variable or parameter declared with its type, is passed in the same file) or that lists at least one \
            shipped name is an icon enum: each raw value that is not shipped is a warning (pbxlint cannot see \
            whether the code ever passes that case), except the primary icon's name and a case the same file \
            visibly maps to `nil` (`self == .primary ? nil : rawValue`, `if icon == .primary { …nil… }`, \
            `case .primary: return nil`). An app that calls `setAlternateIconName` with a name it cannot follow \
            while no configuration ships any alternate icon at all gets a warning at each such call: every one \
            fails.

            What it cannot see: names built at run time (a variable, string interpolation, a value read from a \
            file), names passed through helpers in other files, macros and code in other languages, and code \
            outside the target. Such calls are pbxlint's limit, not a finding: the summary counts them and \
            `--explain` lists them. Only files that contain the text `AlternateIcon` are read.

            **Fix:** correct the name in code, or ship it: add it to \
            `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES` in every configuration and give it an icon set.
            """,
        tags: ["icons", "code"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "A misspelled icon name in code",
            snippet: "UIApplication.shared.setAlternateIconName(\"AppIcon-Gren\")",
            files: ExampleProject.client(settings: [
                "Debug": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Green"],
                "Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Green"],
            ], sources: ["Client/AppDelegate.swift": "func blue() { UIApplication.shared.setAlternateIconName(\"AppIcon-Gren\") }\n"]),
            expectedMessages: ["setAlternateIconName(\"AppIcon-Gren\") in target \"Client\" asks for an alternate icon no "
                               + "configuration ships, so the call fails at run time; did you mean \"AppIcon-Green\"?"]),
        RuleExample(
            title: "Names the app ships, and nil for the primary icon",
            snippet: "UIApplication.shared.setAlternateIconName(\"AppIcon-Green\")\nUIApplication.shared.setAlternateIconName(nil)",
            files: ExampleProject.client(settings: [
                "Debug": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Green"],
                "Release": ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-Green"],
            ], sources: ["Client/AppDelegate.swift": """
                // setAlternateIconName("AppIcon-Old") is gone
                func green() { UIApplication.shared.setAlternateIconName("AppIcon-Green") }
                func reset() { UIApplication.shared.setAlternateIconName(nil) }

                """])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        guard target.isApplication else { return }
        let uses = target.iconNamesInCode
        guard !uses.calls.isEmpty || !uses.enums.isEmpty else { return }
        // A configuration whose icon settings cannot be known offline makes "not shipped" unknowable.
        guard !target.configurations.contains(where: { $0[.alternateAppIconNames].unknowable != nil || $0[.includeAllAppIcons].unknowable != nil })
        else { return }
        // So does an Info.plist that could not be read: it may declare alternates itself (CFBundleAlternateIcons);
        // legacy-icons-unchecked says so.
        guard !target.legacy.contains(where: \.couldNotBeRead) else { return }
        let legacy = Set(target.legacy.flatMap { $0.dictionaries.flatMap { $0.alternates.compactMap(\.name) } })
        let providers = target.providers.map(\.name)
        var shippedBy: [(configuration: String, names: Set<String>)] = []
        for name in Wording.unique(target.configurations.map(\.name)) {
            var names = legacy
            for config in target.configurations where config.name == name {
                names.formUnion(config.explicitAlternates)
                if config.includesAllIcons { names.formUnion(providers) }
            }
            shippedBy.append((name, names))
        }
        let shipped = shippedBy.reduce(into: Set<String>()) { $0.formUnion($1.names) }
        let primaries = Set(target.configurations.map { $0[.appIconName].string }.filter { !$0.isEmpty })
        // No configuration ships any alternate (no names, include-all adds none, no CFBundleAlternateIcons): every
        // call with a name fails, whatever pbxlint can follow of its argument.
        let shipsNoAlternates = shipped.subtracting(primaries).isEmpty
        var lookup = IconLookup(target)
        func suggestion(_ name: String) -> String {
            if let closest = Suggest.closest(to: name, among: shipped.sorted(), maximumDistance: max(2, name.count / 3)) {
                return "; did you mean \"\(closest)\"?"
            }
            // Only alternates can be passed: the list names what the target ships as such, not its primary set.
            return lookup.explain(name, shipped: shipped.subtracting(primaries).sorted())
        }
        /// A shipped name (or icon set) `name` differs from only in case.
        func caseOnly(_ name: String) -> String? {
            shipped.sorted().first { $0 != name && $0.lowercased() == name.lowercased() } ?? lookup.caseOnlyMatch(name)
        }

        // Limits are identified by their order among the file's unfollowed calls, not by line.
        var unfollowed: [String: Int] = [:]
        for call in uses.calls {
            let location = Location(file: call.file, range: SourceRange(
                start: SourcePosition(line: call.line, column: call.column),
                end: SourcePosition(line: call.line, column: call.column + "setAlternateIconName".count),
                startOffset: 0, endOffset: 0))
            switch call.argument {
            case .literal(let name):
                let shipping = shippedBy.filter { $0.names.contains(name) }.map(\.configuration)
                let head = "setAlternateIconName(\"\(name)\") in target \"\(target.name)\" "
                if shipping.isEmpty, primaries.contains(name) {
                    report.report(self, head + "passes the name of the target's primary icon, which is not an alternate, "
                                  + "so the call fails at run time; pass nil to restore the primary icon",
                                  at: location, target: target.name, name: name)
                } else if shipping.isEmpty, let sameCase = caseOnly(name) {
                    report.report(self, head + "asks for \"\(name)\", which differs only in case from \"\(sameCase)\"; "
                                  + IconLookup.caseOnlyAdvice, at: location, target: target.name, name: name,
                                  cappedAt: .warning)
                } else if shipping.isEmpty {
                    report.report(self, head + "asks for an alternate icon no configuration ships, so the call fails at "
                                  + "run time" + suggestion(name), at: location, target: target.name, name: name)
                } else if shipping.count < shippedBy.count {
                    let lacking = shippedBy.map(\.configuration).filter { !shipping.contains($0) }
                    report.report(self, head + "asks for an "
                                  + "alternate icon that \(Wording.list(shipping)) \(shipping.count == 1 ? "ships" : "ship") but \(Wording.list(lacking)) "
                                  + "\(lacking.count == 1 ? "does" : "do") not; the call fails in "
                                  + "\(lacking.count == 1 ? "that build" : "those builds")",
                                  at: location, target: target.name, configuration: lacking.joined(separator: ","),
                                  name: name, cappedAt: .warning)
                }
            case .unknown, .rawValue:
                unfollowed[call.file, default: 0] += 1
                let identity = "\(ProjectPath.lastComponent(call.file)): unfollowed call \(unfollowed[call.file, default: 1])"
                if shipsNoAlternates {
                    report.report(self, "setAlternateIconName in target \"\(target.name)\" is called with a name, but no "
                                  + "configuration of the target ships any alternate icon (no "
                                  + "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES, include-all adds none, no "
                                  + "CFBundleAlternateIcons), so the call fails at run time unless the name is nil",
                                  at: location, target: target.name, name: identity, cappedAt: .warning)
                } else if call.argument == .unknown {
                    report.unchecked(self, .callNotFollowed,
                                     "setAlternateIconName in target \"\(target.name)\" is called with a name pbxlint "
                                     + "cannot follow (not a string literal, nor the rawValue of an icon enum), so it was not checked",
                                     at: location, target: target.name, name: identity)
                }
            case .primary:
                continue
            }
        }

        // With no alternate shipped, the calls above say it once each; an enum's cases would repeat it.
        guard !shipsNoAlternates else { return }
        for iconEnum in uses.enums
        where iconEnum.feedsCall || iconEnum.cases.contains(where: { shipped.contains($0.rawValue) }) {
            for item in iconEnum.cases
            where !shipped.contains(item.rawValue) && !primaries.contains(item.rawValue)
                && !iconEnum.mappedToNil.contains(item.name) {
                let location = Location(file: iconEnum.file, range: SourceRange(
                    start: SourcePosition(line: item.line, column: item.column),
                    end: SourcePosition(line: item.line, column: item.column + 1), startOffset: 0, endOffset: 0))
                let head = "case \(item.name) of icon enum \(iconEnum.name) in target \"\(target.name)\" has "
                    + "the raw value \"\(item.rawValue)\""
                let advice: String
                if Self.playsPrimary(item, in: project) {
                    // Another target's catalog may hold a set of that name (a widget's AppIcon): never advise
                    // adding it; the case stands for the primary icon, which code passes as nil.
                    advice = ", which is not an alternate icon the target ships; if this case stands for the primary "
                        + "icon (here \(Wording.quoted(primaries.sorted()))), map it to nil before calling "
                        + "setAlternateIconName"
                } else if let sameCase = caseOnly(item.rawValue) {
                    advice = ", which differs only in case from \"\(sameCase)\"; " + IconLookup.caseOnlyAdvice
                } else {
                    advice = ", which is not an alternate icon the target ships" + suggestion(item.rawValue)
                }
                // The code may never pass this case (pbxlint cannot see how the enum is used): at most a warning.
                report.report(self, head + advice, at: location, target: target.name,
                              name: "\(iconEnum.name).\(item.name)", cappedAt: .warning)
            }
        }
    }

    /// A case that looks like the primary icon's: named `primary` or `default`, or whose raw value is `AppIcon` or
    /// the primary icon of some target of the project.
    static func playsPrimary(_ item: IconNameUses.EnumCase, in project: ProjectFacts) -> Bool {
        let name = item.name.lowercased()
        if name == "primary" || name == "default" || item.rawValue == "AppIcon" { return true }
        return project.targets.contains { target in
            target.configurations.contains { $0[.appIconName].string == item.rawValue }
        }
    }
}
