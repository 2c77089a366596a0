import XcodeModel

/// `xcconfig-missing`: a base configuration file or a non-optional `#include` does not exist.
struct XCConfigMissingRule: Rule {
    static let description = RuleDescription(
        id: "xcconfig-missing",
        name: "xcconfig file missing",
        defaultLevel: .error,
        summary: "A base configuration file or a non-optional #include does not exist",
        description: """
            Xcode fails the build with "Unable to open base configuration reference file" when a configuration's \
            xcconfig is missing, and skips a missing `#include` with an error — and every setting that file \
            would have set (alternate icon names included) silently falls back. Optional includes \
            (`#include?`) are not reported; pbxlint marks values that depend on them as unknowable instead.

            **Fix:** commit the file, correct the path, or make the include optional with `#include?`.
            """,
        tags: ["xcconfig"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The target's base configuration is not committed",
            snippet: "baseConfigurationReference = … /* Config/Release.xcconfig */;   // file absent",
            files: ExampleProject.client(configurations: ["Release"], settings: [:],
                                         xcconfig: ["Release": "Config/Release.xcconfig"]).filter {
                !$0.key.hasSuffix(".xcconfig")
            },
            expectedMessages: ["Release.xcconfig"]),
    ]
}

/// `xcconfig-include-cycle`: an `#include` that would create a cycle (skipped, as Xcode does).
struct XCConfigIncludeCycleRule: Rule {
    static let description = RuleDescription(
        id: "xcconfig-include-cycle",
        name: "xcconfig include cycle",
        defaultLevel: .warning,
        summary: "An xcconfig #include would create a cycle and is skipped",
        description: """
            Xcode skips an `#include` that would include a file already being read ("Skipping the inclusion of … \
            as it would create a cycle"). Whatever the author expected that include to set is not set.

            **Fix:** remove the include, or move the shared settings into a third file both include.
            """,
        tags: ["xcconfig"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "An include that would include itself again",
            snippet: "A.xcconfig: #include \"B.xcconfig\"   B.xcconfig: #include \"A.xcconfig\"",
            files: ExampleProject.client(configurations: ["Release"], settings: [:], xcconfig: ["Release": "A.xcconfig"])
                .adding(["A.xcconfig": "#include \"B.xcconfig\"\n", "B.xcconfig": "#include \"A.xcconfig\"\n"]),
            expectedMessages: ["would create a cycle (A.xcconfig → B.xcconfig → A.xcconfig)"]),
        RuleExample(
            title: "Includes without a cycle",
            snippet: "A.xcconfig: #include \"B.xcconfig\"",
            files: ExampleProject.client(configurations: ["Release"], settings: [:], xcconfig: ["Release": "A.xcconfig"])
                .adding(["A.xcconfig": "#include \"B.xcconfig\"\n", "B.xcconfig": "X = 1\n"])),
    ]
}

/// `dangling-reference`: an object id referenced but not defined.
struct DanglingReferenceRule: Rule {
    static let description = RuleDescription(
        id: "dangling-reference",
        name: "Dangling object reference",
        defaultLevel: .warning,
        summary: "An object id is referenced but not defined in the project file",
        description: """
            A reference to an object id that `objects` does not define usually comes from a bad merge or a \
            hand edit. Xcode drops it silently when it opens the project, so a catalog, configuration or target \
            that the author believes is there is not.

            **Fix:** restore the missing object from version control or remove the reference.
            """,
        tags: ["syntax", "merge"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "A build file whose file reference is gone",
            snippet: "… = {isa = PBXBuildFile; fileRef = 0000DEADBEEF00000000BEEF; };",
            files: ExampleProject.client(configurations: ["Release"], settings: [:])
                .editingProject("isa = PBXBuildFile; fileRef = ", "isa = PBXBuildFile; fileRef = 0000DEADBEEF00000000BEEF; unused = "),
            expectedMessages: ["0000DEADBEEF00000000BEEF"]),
        RuleExample(
            title: "Every reference defined",
            snippet: "… = {isa = PBXBuildFile; fileRef = A20000000000000000000002 /* Assets.xcassets */; };",
            files: ExampleProject.client(configurations: ["Release"], settings: [:])),
    ]
}

/// Turns what the model noticed while loading into findings of the matching rules.
enum ModelIssueMapping {
    static func rule(for kind: ModelIssue.Kind) -> (any Rule.Type)? {
        switch kind {
        case .danglingReference: DanglingReferenceRule.self
        case .duplicateKey: DuplicateKeyRule.self
        case .missingBaseConfiguration, .missingInclude: XCConfigMissingRule.self
        case .includeCycle: XCConfigIncludeCycleRule.self
        case .limitReached: EvaluationLimitRule.self
        case .xcconfigSyntax, .parseError, .unreadableFile, .malformedObject: ParseErrorRule.self
        case .outsideProject, .catalogNotRead: CatalogPathRule.self
        case .duplicateConfiguration: ConfigurationDuplicateRule.self
        case .missingOptionalInclude, .unresolvablePath, .multipleParents: nil
        }
    }

    static func report(_ issues: [ModelIssue], into collector: inout DiagnosticCollector) {
        var seen = Set<String>()
        for issue in issues {
            guard let rule = rule(for: issue.kind) else { continue }
            let identity = "\(issue.kind)|\(issue.file)|\(issue.range?.startOffset ?? -1)|\(issue.item ?? "")|\(issue.message)"
            guard seen.insert(identity).inserted else { continue }
            collector.report(rule, issue.message, at: Location(file: issue.file, range: issue.range),
                             target: issue.target, configuration: issue.configuration,
                             name: issue.item ?? PathUtilities.relative(issue.file, to: collector.context.options.baseDirectory),
                             nameIsPath: issue.item == nil)
        }
    }
}
