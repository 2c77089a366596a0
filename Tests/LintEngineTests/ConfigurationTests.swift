import Foundation
import Testing
@testable import LintEngine

@Suite struct ConfigurationTests {
    func parse(_ text: String) -> Result<LintConfiguration, ConfigurationError> {
        LintConfiguration.parse(bytes: Array(text.utf8), path: "/p/.pbxlint.json")
    }

    @Test func unknownTopLevelKeyNamesKeyAndAcceptedValues() {
        guard case .failure(let error) = parse("{\n  \"rulez\": {}\n}\n") else { Issue.record("accepted"); return }
        #expect(error.description.hasPrefix("/p/.pbxlint.json:2:3: error: unknown key \"rulez\"; accepted: rules,"))
    }

    @Test func unknownRuleSuggestsTheClosest() {
        guard case .failure(let error) = parse(#"{"disabled": ["duplicate-keys"]}"#) else {
            Issue.record("accepted"); return
        }
        #expect(error.message.contains("unknown rule \"duplicate-keys\" in disabled (did you mean \"duplicate-key\"?)"))
    }

    @Test func badLevelListsTheLevels() {
        guard case .failure(let error) = parse(#"{"rules": {"duplicate-key": "fatal"}}"#) else {
            Issue.record("accepted"); return
        }
        #expect(error.message == "rules.duplicate-key must be one of: error, warning, note, off")
    }

    /// Rule options are typed: a version option takes only a version, a list option only strings, and an unknown
    /// option is an error naming the accepted ones.
    @Test func ruleOptionsAreTyped() throws {
        let rule = "project-format-too-new"
        guard case .failure(let bad) = parse(#"{"rules": {"\#(rule)": {"options": {"minimumXcodeVersion": "fifteen"}}}}"#) else {
            Issue.record("accepted"); return
        }
        #expect(bad.message == #"rules.project-format-too-new.options.minimumXcodeVersion must be an Xcode version such as "15" or "15.3", not "fifteen""#)
        #expect(bad.position?.line == 1)
        guard case .failure(let number) = parse(#"{"rules": {"\#(rule)": {"options": {"minimumXcodeVersion": 15}}}}"#) else {
            Issue.record("accepted"); return
        }
        #expect(number.message.contains("must be an Xcode version string"))
        guard case .failure(let unknown) = parse(#"{"rules": {"\#(rule)": {"options": {"minimumXcode": "15"}}}}"#) else {
            Issue.record("accepted"); return
        }
        #expect(unknown.message.contains(#"unknown option "minimumXcode" in rules.project-format-too-new.options (did you mean "minimumXcodeVersion"?)"#))
        guard case .failure(let list) = parse(#"{"rules": {"debug-settings-shipped": {"options": {"debugConfigurations": [1]}}}}"#) else {
            Issue.record("accepted"); return
        }
        #expect(list.message.contains("must be an array of strings"))
        let good = try parse(#"{"rules": {"\#(rule)": {"options": {"minimumXcodeVersion": "15.3"}}}}"#).get()
        #expect(good.options(of: rule)["minimumXcodeVersion"] == ["15.3"])
        #expect(RuleOption.version("15.3.1") == [15, 3, 1])
        #expect(RuleOption.version("15.") == nil)
        #expect(RuleOption.version("1.2.3.4") == nil)
    }

    @Test func suppressionNeedsAReason() {
        guard case .failure(let error) = parse(#"{"suppressions": [{"rule": "duplicate-key"}]}"#) else {
            Issue.record("accepted"); return
        }
        #expect(error.message.contains("needs a non-empty \"reason\""))
    }

    @Test func levelsOnlyAndDisabledApply() throws {
        let config = try parse(#"{"rules": {"duplicate-key": "error"}, "disabled": ["parse-error"]}"#).get()
        #expect(config.severity(of: DuplicateKeyRule.description) == .error)
        #expect(config.severity(of: ParseErrorRule.description) == nil)
        let only = try parse(#"{"only": ["parse-error"]}"#).get()
        #expect(only.severity(of: DuplicateKeyRule.description) == nil)
        #expect(only.severity(of: ParseErrorRule.description) == .error)
    }

    @Test func suppressionMatchesSubjectFieldsGiven() throws {
        let config = try parse(#"""
            {"suppressions": [{"rule": "duplicate-key", "project": "App.xcodeproj", "target": "Client",
                               "reason": "known, tracked in #12"}]}
            """#).get()
        let hit = Subject(project: "ios/App.xcodeproj", target: "Client", configuration: "Debug")
        let miss = Subject(project: "ios/App.xcodeproj", target: "Widget")
        #expect(config.suppressionIndex(matching: "duplicate-key", subject: hit) == 0)
        #expect(config.suppressionIndex(matching: "duplicate-key", subject: miss) == nil)
        #expect(config.suppressionIndex(matching: "parse-error", subject: hit) == nil)
    }
}

@Suite struct BaselineTests {
    func diagnostic(line: Int, configuration: String) -> Diagnostic {
        Diagnostic(ruleID: "alternate-icon-missing", severity: .error, message: "m",
                   location: Location(file: "/p/App.xcodeproj/project.pbxproj",
                                      range: .init(start: .init(line: line, column: 1), end: .init(line: line, column: 2),
                                                   startOffset: 0, endOffset: 1)),
                   subject: Subject(project: "App.xcodeproj", target: "Client", configuration: configuration,
                                    name: "AppIcon-Blue"))
    }

    @Test func baselineSurvivesLineMovesAndDropsFixedFindings() throws {
        let old = [diagnostic(line: 10, configuration: "Debug"), diagnostic(line: 20, configuration: "Release")]
        let root = try TestSupport.materialize(["README": ""])
        let path = root + "/baseline.json"
        try Data(Baseline.render(old, to: path).utf8).write(to: URL(fileURLWithPath: path))
        let baseline = try Baseline.load(path: path).get()
        // Xcode moved everything down 30 lines and a new configuration broke.
        let now = [diagnostic(line: 40, configuration: "Debug"), diagnostic(line: 50, configuration: "Release"),
                   diagnostic(line: 60, configuration: "Beta")]
        #expect(baseline.newFindings(in: now).map(\.subject.configuration) == ["Beta"])
    }
}
