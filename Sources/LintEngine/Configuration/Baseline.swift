#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import XcodeModel

/// Recorded findings that are accepted for now. Entries are keyed by semantic identity (rule + subject: project
/// path, target, configuration, SDK, setting, name), never by line, so Xcode rewriting the file does not bring
/// old findings back, and a fixed finding simply drops out.
///
/// Paths in the keys are relative to the baseline file's folder (version 2), so the baseline matches from any
/// working directory: written at the repository root, read by an Xcode build phase running in the project folder.
/// Version 1 files keyed them relative to the directory pbxlint ran in; they are still read that way.
public struct Baseline: Sendable {
    public static let version = 2

    /// Keys of accepted findings, with how many times each occurs (two findings can share an identity).
    public private(set) var counts: [String: Int] = [:]
    /// The folder the keys' paths are relative to; nil for a version 1 file (the base directory of the run).
    public private(set) var directory: String?

    public init(diagnostics: [Diagnostic], directory: String? = nil) {
        self.directory = directory
        for d in diagnostics { counts[key(of: d), default: 0] += 1 }
    }

    /// The key of a finding in this baseline: its fingerprint with paths relative to the baseline's folder.
    func key(of d: Diagnostic) -> String {
        guard let directory else { return d.fingerprint }
        return Baseline.fingerprint(d, relativeTo: directory)
    }

    static func fingerprint(_ d: Diagnostic, relativeTo directory: String) -> String {
        Fingerprint.hex(d.ruleID + "|" + d.subject.relative(to: directory).canonical)
    }

    /// The findings not covered by the baseline.
    public func newFindings(in diagnostics: [Diagnostic]) -> [Diagnostic] {
        var remaining = counts
        return diagnostics.filter { d in
            let key = key(of: d)
            if let n = remaining[key], n > 0 {
                remaining[key] = n - 1
                return false
            }
            return true
        }
    }

    /// The baseline file for `path` (absolute): JSON, one entry per finding, readable in review; the project and
    /// path-valued names relative to the file's folder.
    public static func render(_ diagnostics: [Diagnostic], to path: String) -> String {
        let directory = PathText.parent(PathUtilities.standardize(path))
        var out = "{\n  \"version\": \(version),\n  \"findings\": ["
        let entries = diagnostics.map { d in
            (d: d, subject: d.subject.relative(to: directory), fingerprint: fingerprint(d, relativeTo: directory))
        }.sorted { ($0.fingerprint, $0.d.message) < ($1.fingerprint, $1.d.message) }
        for (i, entry) in entries.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            let subject = entry.subject
            var fields: [(String, String)] = [("fingerprint", entry.fingerprint), ("rule", entry.d.ruleID),
                                              ("project", subject.project)]
            if let v = subject.target { fields.append(("target", v)) }
            if let v = subject.configuration { fields.append(("configuration", v)) }
            if let v = subject.sdk { fields.append(("sdk", v)) }
            if let v = subject.setting { fields.append(("setting", v)) }
            if let v = subject.name { fields.append(("name", v)) }
            fields.append(("message", entry.d.message))
            out += "    {" + fields.map { key, value in
                var s = "\"\(key)\": "
                PlistJSON.writeString(value, into: &s)
                return s
            }.joined(separator: ", ") + "}"
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
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
            let position = (document.root["findings"] ?? document.root).position
            return .failure(ConfigurationError(path: path, position: position,
                                               message: "a baseline needs a \"findings\" array"))
        }
        var baseline = Baseline(diagnostics: [])
        // No version, or 1: keyed relative to the directory pbxlint runs in, as version 1 wrote them.
        switch document.root["version"].map({ $0.string ?? sourceText(of: $0, in: bytes) }) {
        case nil, "1": baseline.directory = nil
        case "2": baseline.directory = PathText.parent(path)
        case let other?:
            return .failure(ConfigurationError(path: path, position: document.root["version"]?.position,
                                               message: "unknown baseline version \(EchoedText.bounded(other)); "
                                                   + "this pbxlint reads versions 1 and 2"))
        }
        for entry in findings.elements {
            guard entry.kind == .dictionary else {
                return .failure(ConfigurationError(path: path, position: entry.position,
                                                   message: "each baseline finding must be an object"))
            }
            // An entry recorded per configuration (or SDK) also covers the finding its cause became: findings
            // of the build-settings rules are one per cause since 0.x, with no configuration in their identity.
            if let rule = entry["rule"]?.string, let project = entry["project"]?.string,
               entry["configuration"] != nil || entry["sdk"] != nil {
                let subject = Subject(project: project, target: entry["target"]?.string, setting: entry["setting"]?.string,
                                      name: entry["name"]?.string)
                baseline.counts[Fingerprint.hex(rule + "|" + subject.canonical), default: 0] += 1
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

    /// A value as written in the file: the version number, which a reader that keeps JSON number types does not
    /// give as `.string`.
    private static func sourceText(of value: PlistValue, in bytes: [UInt8]) -> String {
        let start = min(max(0, value.startOffset), bytes.count)
        let end = min(max(start, value.endOffset), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
