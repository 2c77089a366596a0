#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit

/// Validates a `.pbxlint.json` strictly: unknown keys, wrong types, unknown rule ids and missing reasons are
/// errors naming the key and what is accepted.
struct ConfigurationParser {
    let path: String

    static let topLevelKeys = ["rules", "only", "disabled", "targets", "configurations", "excludedPaths",
                               "suppressions"]
    static let filterKeys = ["include", "exclude"]
    static let ruleObjectKeys = ["severity", "options"]
    static let suppressionKeys = ["rule", "project", "target", "configuration", "name", "reason"]

    func fail(_ message: String, at value: PlistValue?) -> ConfigurationError {
        ConfigurationError(path: path, position: value?.position, message: message)
    }

    func parse(_ root: PlistValue) -> Result<LintConfiguration, ConfigurationError> {
        do {
            return .success(try build(root))
        } catch let error as ConfigurationError {
            return .failure(error)
        } catch {
            return .failure(fail("\(error)", at: nil))
        }
    }

    private func build(_ root: PlistValue) throws -> LintConfiguration {
        guard root.kind == .dictionary else { throw fail("the configuration must be a JSON object", at: root) }
        var config = LintConfiguration()
        config.path = path
        let knownRules = Set(Linter.allRules.map(\.id))
        var onlyValues: [PlistValue] = []
        var disabledValues: [PlistValue] = []
        for (key, value) in root.entries {
            let name = key.string ?? ""
            switch name {
            case "rules":
                guard value.kind == .dictionary else { throw fail("\"rules\" must be an object of rule id → level", at: value) }
                for (ruleKey, setting) in value.entries {
                    let id = try ruleID(ruleKey, known: knownRules, in: "rules")
                    switch setting.kind {
                    case .string:
                        config.levels[id] = try level(setting, key: "rules.\(id)")
                    case .dictionary:
                        for (k, v) in setting.entries {
                            switch k.string ?? "" {
                            case "severity": config.levels[id] = try level(v, key: "rules.\(id).severity")
                            case "options": config.ruleOptions[id] = try options(v, key: "rules.\(id).options", rule: id)
                            default:
                                throw fail("unknown key \"\(EchoedText.bounded(k.string ?? ""))\" in rules.\(id); accepted: "
                                           + ConfigurationParser.ruleObjectKeys.joined(separator: ", "), at: k)
                            }
                        }
                    default:
                        throw fail("rules.\(id) must be a level (error, warning, note, off) or an object with "
                                   + "\"severity\" and \"options\"", at: setting)
                    }
                }
            case "only":
                onlyValues = try stringArray(value, key: "only")
                config.only = try onlyValues.map { try ruleID($0, known: knownRules, in: "only") }
            case "disabled":
                disabledValues = try stringArray(value, key: "disabled")
                config.disabled = Set(try disabledValues.map { try ruleID($0, known: knownRules, in: "disabled") })
            case "targets", "configurations":
                guard value.kind == .dictionary else {
                    throw fail("\"\(name)\" must be an object with \"include\" and/or \"exclude\" arrays", at: value)
                }
                for (k, v) in value.entries {
                    let values = try stringArray(v, key: "\(name).\(k.string ?? "")")
                    let names = values.compactMap(\.string)
                    for element in values {
                        config.namedFilters.append(NamedFilter(key: "\(name).\(k.string ?? "")", name: element.string ?? "",
                                                               position: element.position))
                    }
                    switch (name, k.string ?? "") {
                    case ("targets", "include"): config.includeTargets = names
                    case ("targets", "exclude"): config.excludeTargets = Set(names)
                    case ("configurations", "include"): config.includeConfigurations = names
                    case ("configurations", "exclude"): config.excludeConfigurations = Set(names)
                    default:
                        throw fail("unknown key \"\(EchoedText.bounded(k.string ?? ""))\" in \(name); accepted: include, exclude", at: k)
                    }
                }
            case "excludedPaths":
                let patterns = try stringArray(value, key: "excludedPaths")
                if let long = patterns.first(where: { ($0.string?.count ?? 0) > Glob.maximumPatternLength }) {
                    throw fail("an \"excludedPaths\" pattern has \(long.string?.count ?? 0) characters; at most "
                               + "\(Glob.maximumPatternLength) are accepted", at: long)
                }
                config.excludedPaths = patterns.compactMap(\.string)
            case "suppressions":
                guard value.kind == .array else { throw fail("\"suppressions\" must be an array of objects", at: value) }
                config.suppressions = try value.elements.map { try suppression($0, known: knownRules) }
            default:
                throw fail("unknown key \"\(EchoedText.bounded(name))\"; accepted: "
                           + ConfigurationParser.topLevelKeys.joined(separator: ", "), at: key)
            }
        }
        // `only` with a rule that `disabled` turns off again: the two lists contradict each other, and together
        // they can silently turn every rule off.
        if let conflict = disabledValues.first(where: { value in onlyValues.contains { $0.string == value.string } }) {
            throw fail("rule \"\(conflict.string ?? "")\" is both in \"only\" and in \"disabled\"; keep it in one of them",
                       at: conflict)
        }
        return config
    }

    private func ruleID(_ value: PlistValue, known: Set<String>, in key: String) throws -> String {
        guard let id = value.string else { throw fail("\(key): rule ids are strings", at: value) }
        guard known.contains(id) || id == "*" && key == "suppressions" else {
            let suggestion = Suggest.closest(to: id, among: known.sorted(), maximumDistance: max(3, id.count / 3))
            throw fail("unknown rule \"\(EchoedText.bounded(id))\" in \(key)" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
                       + "; run 'pbxlint rules' for the list", at: value)
        }
        return id
    }

    private func level(_ value: PlistValue, key: String) throws -> RuleLevel {
        guard let text = value.string, let level = RuleLevel(rawValue: text) else {
            throw fail("\(key) must be one of: error, warning, note, off", at: value)
        }
        return level
    }

    private func stringArray(_ value: PlistValue, key: String) throws -> [PlistValue] {
        // JSON numbers, booleans and null are scalars of kind `.string` in the value model; only real strings count.
        guard value.kind == .array, value.elements.allSatisfy({ $0.kind == .string && $0.scalarType == .string }) else {
            throw fail("\"\(key)\" must be an array of strings", at: value)
        }
        return value.elements
    }

    private func options(_ value: PlistValue, key: String, rule id: String) throws -> [String: [String]] {
        guard value.kind == .dictionary else { throw fail("\(key) must be an object", at: value) }
        let declared = Linter.allRules.first { $0.id == id }?.options ?? []
        let accepted = declared.map(\.name)
        var result: [String: [String]] = [:]
        for (k, v) in value.entries {
            let name = k.string ?? ""
            // An unknown option would be ignored and the rule would then silently check nothing.
            guard accepted.contains(name) else {
                if accepted.isEmpty { throw fail("unknown option \"\(name)\" in \(key): \(id) takes no options", at: k) }
                let suggestion = accepted.min { Suggest.distance($0, name) < Suggest.distance($1, name) }
                throw fail("unknown option \"\(name)\" in \(key)"
                           + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "") + "; accepted: "
                           + accepted.joined(separator: ", "), at: k)
            }
            switch (declared.first { $0.name == name }?.kind ?? .strings, v.kind) {
            case (.version, .string) where v.scalarType == .string:
                guard RuleOption.version(v.string ?? "") != nil else {
                    throw fail("\(key).\(name) must be an Xcode version such as \"15\" or \"15.3\", not "
                               + "\"\(EchoedText.bounded(v.string ?? ""))\"", at: v)
                }
                result[name] = [v.string ?? ""]
            case (.version, _): throw fail("\(key).\(name) must be an Xcode version string such as \"15.3\"", at: v)
            case (.strings, .string) where v.scalarType == .string: result[name] = [v.string ?? ""]
            case (.strings, .array): result[name] = try stringArray(v, key: "\(key).\(name)").compactMap(\.string)
            case (.strings, _): throw fail("\(key).\(EchoedText.bounded(name)) must be a string or an array of strings", at: v)
            }
        }
        return result
    }

    private func suppression(_ value: PlistValue, known: Set<String>) throws -> Suppression {
        guard value.kind == .dictionary else { throw fail("each suppression must be an object", at: value) }
        var fields: [String: String] = [:]
        for (k, v) in value.entries {
            let name = k.string ?? ""
            guard ConfigurationParser.suppressionKeys.contains(name) else {
                throw fail("unknown key \"\(EchoedText.bounded(name))\" in a suppression; accepted: "
                           + ConfigurationParser.suppressionKeys.joined(separator: ", "), at: k)
            }
            guard let text = v.string, v.kind == .string else { throw fail("suppression \"\(name)\" must be a string", at: v) }
            fields[name] = text
        }
        guard let ruleValue = value["rule"] else { throw fail("a suppression needs \"rule\"", at: value) }
        let rule = try ruleID(ruleValue, known: known, in: "suppressions")
        guard let reason = fields["reason"], !reason.trimmedOfSpaces().isEmpty else {
            throw fail("a suppression needs a non-empty \"reason\" saying why the finding is accepted", at: value)
        }
        return Suppression(rule: rule, project: fields["project"], target: fields["target"],
                           configuration: fields["configuration"], name: fields["name"], reason: reason,
                           range: value.range)
    }
}
