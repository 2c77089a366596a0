import Foundation
import PlistKit
import XcodeModel

/// Recorded findings that are accepted for now. Entries are keyed by semantic identity (rule + subject: project
/// path, target, configuration, SDK, setting, name), never by line, so Xcode rewriting the file does not bring
/// old findings back, and a fixed finding simply drops out.
public struct Baseline: Sendable {
    public static let version = 1

    /// Fingerprints of accepted findings, with how many times each occurs (two findings can share an identity).
    public private(set) var counts: [String: Int] = [:]

    public init(diagnostics: [Diagnostic]) {
        for d in diagnostics { counts[d.fingerprint, default: 0] += 1 }
    }

    /// The findings not covered by the baseline.
    public func newFindings(in diagnostics: [Diagnostic]) -> [Diagnostic] {
        var remaining = counts
        return diagnostics.filter { d in
            if let n = remaining[d.fingerprint], n > 0 {
                remaining[d.fingerprint] = n - 1
                return false
            }
            return true
        }
    }

    /// The baseline file: JSON, one entry per finding, readable in review.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        var out = "{\n  \"version\": \(version),\n  \"findings\": ["
        let sorted = diagnostics.sorted { ($0.fingerprint, $0.message) < ($1.fingerprint, $1.message) }
        for (i, d) in sorted.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            var fields: [(String, String)] = [("fingerprint", d.fingerprint), ("rule", d.ruleID),
                                              ("project", d.subject.project)]
            if let v = d.subject.target { fields.append(("target", v)) }
            if let v = d.subject.configuration { fields.append(("configuration", v)) }
            if let v = d.subject.sdk { fields.append(("sdk", v)) }
            if let v = d.subject.setting { fields.append(("setting", v)) }
            if let v = d.subject.name { fields.append(("name", v)) }
            fields.append(("message", d.message))
            out += "    {" + fields.map { key, value in
                var s = "\"\(key)\": "
                PlistJSON.writeString(value, into: &s)
                return s
            }.joined(separator: ", ") + "}"
        }
        out += sorted.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// Reads a baseline file written by `render`. Entries without a fingerprint are rebuilt from their subject.
    public static func load(path: String) -> Result<Baseline, ConfigurationError> {
        let bytes: [UInt8]
        switch FileSystem.read(path) {
        case .success(let read): bytes = read
        case .failure(let error):
            return .failure(ConfigurationError(path: path, position: nil,
                                               message: "cannot read the baseline file: \(error.reason)"))
        }
        let document: PlistDocument
        do {
            document = try PlistReader.read(bytes: bytes, path: path)
        } catch {
            return .failure(ConfigurationError(path: path, position: error.position,
                                               message: "the baseline is not valid JSON: \(error.message)"))
        }
        guard let findings = document.root["findings"], findings.kind == .array else {
            return .failure(ConfigurationError(path: path, position: document.root.position,
                                               message: "a baseline needs a \"findings\" array"))
        }
        var baseline = Baseline(diagnostics: [])
        for entry in findings.elements {
            guard entry.kind == .dictionary else {
                return .failure(ConfigurationError(path: path, position: entry.position,
                                                   message: "each baseline finding must be an object"))
            }
            if let fingerprint = entry["fingerprint"]?.string {
                baseline.counts[fingerprint, default: 0] += 1
            } else if let rule = entry["rule"]?.string, let project = entry["project"]?.string {
                let subject = Subject(project: project, target: entry["target"]?.string,
                                      configuration: entry["configuration"]?.string, sdk: entry["sdk"]?.string,
                                      setting: entry["setting"]?.string, name: entry["name"]?.string)
                baseline.counts[Fingerprint.hex(rule + "|" + subject.canonical), default: 0] += 1
            } else {
                return .failure(ConfigurationError(path: path, position: entry.position,
                                                   message: "a baseline finding needs \"fingerprint\" or \"rule\" and \"project\""))
            }
        }
        return .success(baseline)
    }
}
