#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintEngine
import PlistKit

/// SARIF 2.1.0 for GitHub code scanning (docs/reference/sarif-notes.md): every rule with help, repository-relative
/// URIs with `%SRCROOT%`, full regions, fingerprints from the semantic identity (never the line), related
/// locations, and invocation notifications for unreadable inputs.
enum SARIFReporter {
    static func render(_ report: LintReport, options: ReportOptions) -> String {
        // URIs are relative to %SRCROOT% by design, so absolute paths (for Xcode) never apply here.
        var options = options
        options.absolutePaths = false
        let rules = report.rules
        var index: [String: Int] = [:]
        for (i, rule) in rules.enumerated() { index[rule.id] = i }
        var seenFingerprints: [String: Int] = [:]
        var results: [JSONValue] = []
        for d in report.diagnostics {
            var result: [(String, JSONValue)] = [("ruleId", .string(d.ruleID))]
            if let i = index[d.ruleID] { result.append(("ruleIndex", .int(i))) }
            result.append(("level", .string(level(d.severity))))
            result.append(("message", .object([("text", .string(messageText(options.displayMessage(d.message))))])))
            result.append(("locations", .array([physical(d.location, options)])))
            if !d.related.isEmpty {
                result.append(("relatedLocations", .array(d.related.enumerated().map { i, related in
                    var location = physicalFields(related.location, options)
                    location.insert(("id", .int(i + 1)), at: 0)
                    location.append(("message", .object([("text", .string(messageText(options.displayMessage(related.message))))])))
                    return .object(location)
                })))
            }
            let n = (seenFingerprints[d.fingerprint] ?? 0) + 1
            seenFingerprints[d.fingerprint] = n
            result.append(("partialFingerprints", .object([("primaryLocationLineHash", .string("\(d.fingerprint):\(n)"))])))
            if !d.affects.isEmpty {
                result.append(("properties", .object([("affects", JSONReporter.affects(d.affects))])))
            }
            results.append(.object(result))
        }
        var notifications: [JSONValue] = report.inputFailures.map { failure in
            .object([
                ("level", .string("error")),
                ("message", .object([("text", .string(messageText(options.displayMessage(failure.message))))])),
                ("locations", .array([physical(Location(file: failure.path), options)])),
            ])
        }
        for error in report.configurationErrors {
            let range = error.position.map { SourceRange(start: $0, end: $0, startOffset: 0, endOffset: 0) }
            notifications.append(.object([
                ("level", .string("error")),
                ("message", .object([("text", .string(messageText(options.displayMessage(error.message))))])),
                ("locations", .array([physical(Location(file: error.path, range: range), options)])),
            ]))
        }
        // What pbxlint could not check is no result (code scanning would raise an alert for pbxlint's own limit):
        // with --explain it is a note among the run's notifications, which code scanning does not turn into alerts.
        if options.explain {
            for limit in report.limits {
                notifications.append(.object([
                    ("level", .string("note")),
                    ("message", .object([("text", .string(sentence(options.displayMessage(limit.message))))])),
                    ("locations", .array([physical(limit.location, options)])),
                    ("associatedRule", .object([("id", .string(limit.ruleID))])),
                ]))
            }
        }
        let run: JSONValue = .object([
            ("tool", .object([("driver", .object([
                ("name", .string("pbxlint")),
                ("version", .string(options.toolVersion)),
                ("semanticVersion", .string(options.toolVersion)),
                ("informationUri", .string("https://github.com/pbxlint/pbxlint")),
                ("rules", .array(rules.map(rule))),
            ]))])),
            ("invocations", .array([.object([
                ("executionSuccessful", .bool(report.inputFailures.isEmpty && report.configurationErrors.isEmpty)),
                ("toolExecutionNotifications", .array(notifications)),
            ])])),
            ("originalUriBaseIds", .object([("%SRCROOT%", .object([
                ("description", .object([("text", .string("The directory pbxlint reported paths relative to (the repository root in CI). The absolute URI is omitted on purpose."))])),
            ]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func rule(_ rule: RuleDescription) -> JSONValue {
        let level = rule.defaultLevel.severity.map(level) ?? "note"
        var configuration: [(String, JSONValue)] = [("level", .string(level))]
        if rule.defaultLevel == .off { configuration.insert(("enabled", .bool(false)), at: 0) }
        let problemSeverity = rule.defaultLevel == .error ? "error" : rule.defaultLevel == .warning ? "warning" : "recommendation"
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
            ("shortDescription", .object([("text", .string(sentence(rule.name)))])),
            ("fullDescription", .object([("text", .string(sentence(rule.summary)))])),
            ("help", .object([
                ("text", .string(plain(rule.description))),
                ("markdown", .string(rule.description + "\n\n[Documentation](\(rule.helpURI))")),
            ])),
            ("helpUri", .string(rule.helpURI)),
            ("defaultConfiguration", .object(configuration)),
            ("properties", .object([
                ("tags", .array(rule.tags.prefix(10).map { .string($0) })),
                ("precision", .string("very-high")),
                ("problem.severity", .string(problemSeverity)),
            ])),
        ])
    }

    static func physical(_ location: Location, _ options: ReportOptions) -> JSONValue {
        .object(physicalFields(location, options))
    }

    /// A physical location with a region; findings without a position are anchored at line 1 (GitHub rejects
    /// results without a region).
    static func physicalFields(_ location: Location, _ options: ReportOptions) -> [(String, JSONValue)] {
        let region = ReportRegion(location.range) ?? ReportRegion(startLine: 1, startColumn: 1, endLine: 1, endColumn: 2)
        return [("physicalLocation", .object([
            ("artifactLocation", .object([("uri", .string(uri(options.display(location.file)))), ("uriBaseId", .string("%SRCROOT%"))])),
            ("region", .object([("startLine", .int(region.startLine)), ("startColumn", .int(region.startColumn)),
                                ("endLine", .int(region.endLine)), ("endColumn", .int(region.endColumn))])),
        ]))]
    }

    /// A relative path as an RFC 3986 URI reference: each segment percent-encoded.
    static func uri(_ path: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@".utf8)
        var out = ""
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") || unreserved.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
            }
        }
        // A first segment with ':' would read as a scheme.
        if let colon = out.firstIndex(of: ":"), !out[..<colon].contains("/") { out = "./" + out }
        return out
    }

    /// SARIF messages end with a period.
    /// A result or notification message: a sentence whose `\`, `[` and `]` are escaped with a backslash. Messages
    /// carry project text (names, paths), and SARIF reads `[text](target)` in a plain-text message as an embedded
    /// link (SARIF 2.1.0 §3.11.6, which has literal brackets escaped as `\[` `\]`): a target named
    /// `[Click](https://evil.example)` must not become a link in the code-scanning alert.
    static func messageText(_ text: String) -> String {
        var out = ""
        for character in sentence(text) {
            if character == "\\" || character == "[" || character == "]" { out.append("\\") }
            out.append(character)
        }
        return out
    }

    static func sentence(_ text: String) -> String {
        let trimmed = text.trimmed()
        guard let last = trimmed.last else { return "." }
        return ".!?".contains(last) ? trimmed : trimmed + "."
    }

    /// Markdown without the few marks that read badly as plain text.
    static func plain(_ markdown: String) -> String {
        markdown.replacing("**", with: "").replacing("`", with: "")
    }
}
