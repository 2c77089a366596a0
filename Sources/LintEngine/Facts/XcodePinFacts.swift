#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import XcodeModel

/// The oldest Xcode a team builds the project with, as written in the repository: `.xcode-version` (read by xcodes
/// and fastlane) or a GitHub Actions workflow that selects an Xcode (`DEVELOPER_DIR`, `xcode-version:` of
/// setup-xcode, `xcode-select -s`, `xcodes select`). `.pbxlint.json`'s `minimumXcodeVersion` wins over both; that
/// is the rule's option, not a fact.
public struct XcodePin: Sendable, Hashable {
    /// `15.4`, as written.
    public var version: String
    /// The line that says it.
    public var location: Location
    /// The file, relative to the repository root: `.xcode-version`, `.github/workflows/ci.yml`.
    public var file: String
}

/// A project-level setting that says which format Xcode saves the project in ("Project Format" in the File
/// inspector): `compatibilityVersion = "Xcode 14.0"` or, since Xcode 15.3, `preferredProjectObjectVersion = 77`.
public struct ProjectFormatSetting: Sendable, Hashable {
    /// `compatibilityVersion` or `preferredProjectObjectVersion`.
    public var key: String
    public var value: String
    public var location: Location
}

/// Finds the pin. Files are read only inside the project's repository (the tree `ProjectTree` names), never above
/// it, with symbolic links resolved first: a link that leads out of the tree is not followed.
enum XcodePinReader {
    /// The lowest version among every pin found (the oldest Xcode that must open the project), nil when none.
    static func pin(sourceRoot: String) -> XcodePin? {
        let root = ProjectTree.root(ofProjectIn: sourceRoot)
        guard let realRoot = FileSystem.realPath(root) else { return nil }
        var found: [XcodePin] = []
        // `.xcode-version`: the nearest one from the project's folder up to the repository root.
        var level = sourceRoot
        while true {
            if let pin = versionFile(level + "/.xcode-version", root: root, realRoot: realRoot) {
                found.append(pin)
                break
            }
            if level == root || level.count <= root.count { break }
            let parent = ProjectPath.directory(of: level)
            if parent == level { break }
            level = parent
        }
        let workflows = root + "/.github/workflows"
        for entry in (FileSystem.list(workflows) ?? []).sorted(by: { $0.name < $1.name })
        where entry.name.hasSuffix(".yml") || entry.name.hasSuffix(".yaml") {
            found += workflowPins(workflows + "/" + entry.name, root: root, realRoot: realRoot)
        }
        return found.min { a, b in
            guard let x = Version(a.version), let y = Version(b.version) else { return false }
            return x < y
        }
    }

    /// The file's bytes as text when it resolves inside the repository; nil otherwise or when it cannot be read.
    static func text(_ path: String, realRoot: String) -> String? {
        guard let real = FileSystem.realPath(path), ProjectPath.isInside(real, realRoot),
              case .success(let bytes) = FileSystem.read(path), bytes.count <= 1 << 20 else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func relative(_ path: String, to root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    static func versionFile(_ path: String, root: String, realRoot: String) -> XcodePin? {
        guard let text = text(path, realRoot: realRoot) else { return nil }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmed()
            guard !trimmed.isEmpty else { continue }
            // The first non-empty line; `15.4`, `15.4.1`, `16.0 beta 2` (the number is what counts).
            guard let version = leadingVersion(trimmed) else { return nil }
            return XcodePin(version: version, location: lineLocation(path, index + 1), file: relative(path, to: root))
        }
        return nil
    }

    /// Every Xcode a workflow selects, one per line that selects one (comments skipped).
    static func workflowPins(_ path: String, root: String, realRoot: String) -> [XcodePin] {
        guard let text = text(path, realRoot: realRoot) else { return [] }
        var pins: [XcodePin] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmedOfSpaces()
            guard !line.hasPrefix("#"), let version = selectedXcode(in: line) else { continue }
            pins.append(XcodePin(version: version, location: lineLocation(path, index + 1), file: relative(path, to: root)))
        }
        return pins
    }

    /// The Xcode version a workflow line selects: an `Xcode_15.4.app` (or `Xcode-15.4.app`) path after
    /// `DEVELOPER_DIR` or `xcode-select`, `xcode-version: 15.4` (maxim-lobanov/setup-xcode), `xcodes select 15.4`.
    /// `latest-stable` and `${{ matrix.xcode }}` say no number and are skipped.
    static func selectedXcode(in line: String) -> String? {
        if line.contains("DEVELOPER_DIR") || line.contains("xcode-select") {
            for marker in ["Xcode_", "Xcode-"] {
                if let range = line.firstRange(of: marker), let version = leadingVersion(String(line[range.upperBound...])) {
                    return version
                }
            }
            return nil
        }
        for key in ["xcode-version:", "xcode_version:", "xcodes select "] {
            guard let range = line.firstRange(of: key) else { continue }
            let rest = line[range.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" }
            return leadingVersion(String(rest))
        }
        return nil
    }

    /// `15.4` from `15.4.app/Contents`, `15.4 beta`, `15'`; nil when the text does not start with a number.
    static func leadingVersion(_ text: String) -> String? {
        let version = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let trimmed = version.hasSuffix(".") ? String(version.dropLast()) : String(version)
        guard let first = trimmed.first, first.isNumber, RuleOption.version(trimmed) != nil else { return nil }
        return trimmed
    }

    static func lineLocation(_ path: String, _ line: Int) -> Location {
        let position = SourcePosition(line: line, column: 1)
        return Location(file: path, range: SourceRange(start: position, end: position, startOffset: 0, endOffset: 0))
    }

    /// `compatibilityVersion` and `preferredProjectObjectVersion` of the project object, where written.
    static func formatSettings(of project: XcodeProject) -> [ProjectFormatSetting] {
        guard !project.isXcproj else { return [] }
        return project.project.formatVersions.map { version in
            ProjectFormatSetting(key: version.key, value: version.value,
                                 location: Location(file: project.projectFilePath, range: version.keyRange))
        }
    }
}
