import PlistKit

/// How bad a finding is. `error` fails the run (exit 1); `warning` fails it only with `--strict`.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    case error
    case warning
    case note

    var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .note: 0
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A place in a file. `file` is an absolute, standardized path; reporters make it relative for display.
public struct Location: Sendable, Hashable {
    public var file: String
    /// Nil when no position is known (a directory, a file that could not be read, a binary plist).
    public var range: SourceRange?

    public init(file: String, range: SourceRange? = nil) {
        self.file = file
        self.range = range
    }
}

/// Another place that explains a finding ("Debug sets it here").
public struct RelatedLocation: Sendable, Hashable {
    public var location: Location
    public var message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

/// What a finding is about, independent of line numbers. Fingerprints and baseline entries derive from it,
/// so Xcode reshuffling the project file does not change a finding's identity.
public struct Subject: Sendable, Hashable {
    /// The project (or file) path relative to the base directory.
    public var project: String
    public var target: String?
    public var configuration: String?
    public var sdk: String?
    public var setting: String?
    /// The icon name, key or other item the finding is about.
    public var name: String?
    /// The absolute directory `project` (and `name`, when `nameIsPath`) are relative to: the base directory of
    /// the run. Not part of the identity; it lets a baseline re-key the subject relative to its own folder.
    public var root: String?
    /// `name` is a path relative to `root` (the file of a parse error or of a missing xcconfig).
    public var nameIsPath: Bool

    public init(project: String, target: String? = nil, configuration: String? = nil, sdk: String? = nil,
                setting: String? = nil, name: String? = nil, root: String? = nil, nameIsPath: Bool = false) {
        self.project = project
        self.target = target
        self.configuration = configuration
        self.sdk = sdk
        self.setting = setting
        self.name = name
        self.root = root
        self.nameIsPath = nameIsPath
    }

    /// The same subject with its paths relative to `directory` instead of `root` (unchanged without a root).
    public func relative(to directory: String) -> Subject {
        guard let root else { return self }
        var copy = self
        copy.project = PathUtilities.relative(PathUtilities.standardize(project, relativeTo: root), to: directory)
        if nameIsPath, let name {
            copy.name = PathUtilities.relative(PathUtilities.standardize(name, relativeTo: root), to: directory)
        }
        copy.root = directory
        return copy
    }

    /// A canonical text form: the input of fingerprints and the key of baseline entries.
    public var canonical: String {
        [project, target ?? "", configuration ?? "", sdk ?? "", setting ?? "", name ?? ""]
            .map { $0.replacing("\\", with: "\\\\").replacing("|", with: "\\|") }
            .joined(separator: "|")
    }
}

/// A target a finding's cause affects, with the configurations and SDKs it shows in (for findings reported once
/// per cause, `CauseGroups`): the detail the JSON and SARIF reports carry beside the message.
public struct AffectedTarget: Sendable, Hashable {
    public var target: String
    public var configurations: [String]
    public var sdks: [String]

    public init(target: String, configurations: [String], sdks: [String]) {
        self.target = target
        self.configurations = configurations
        self.sdks = sdks
    }
}

/// One finding.
public struct Diagnostic: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: Location
    public var related: [RelatedLocation]
    public var subject: Subject
    /// For a file that does not parse: the offending line with a caret under the position (`PlistError.excerpt`),
    /// which the text reporter prints as `pbxlint dump` does. Nil for every other finding.
    public var excerpt: String?
    /// The repair the rule proposes, if it has a safe one (`pbxlint fix`); not part of any report format.
    public var fix: Fix?
    /// For a finding reported once per cause: every target, configuration and SDK the cause affects. Empty for
    /// other findings. Not part of the identity.
    public var affects: [AffectedTarget] = []

    public init(ruleID: String, severity: Severity, message: String, location: Location,
                related: [RelatedLocation] = [], subject: Subject, excerpt: String? = nil, fix: Fix? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.subject = subject
        self.excerpt = excerpt
        self.fix = fix
    }

    /// Stable identity: a hash of the rule and the subject, never of the position.
    public var fingerprint: String { Fingerprint.hex(ruleID + "|" + subject.canonical) }
}

/// FNV-1a 64-bit, hex. Stable across runs, platforms and Swift versions (unlike `Hasher`).
public enum Fingerprint {
    public static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
