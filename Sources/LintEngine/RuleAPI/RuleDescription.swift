/// A rule's default level; `off` rules run only when the configuration turns them on.
public enum RuleLevel: String, Sendable, Hashable, CaseIterable {
    case error
    case warning
    case note
    case off

    public var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .note: .note
        case .off: nil
        }
    }
}

/// A rule's metadata. `pbxlint rules`, `docs/rules/ID.md` and SARIF `tool.driver.rules` are generated from it.
public struct RuleDescription: Sendable, Hashable {
    /// Stable kebab-case id, e.g. `alternate-icons-consistent`. Never renamed once released.
    public var id: String
    /// A short title, e.g. "Alternate icons consistent across configurations".
    public var name: String
    public var defaultLevel: RuleLevel
    /// One line, no trailing period.
    public var summary: String
    /// Markdown: why it matters, an example, and the fix.
    public var description: String
    /// E.g. `["icons", "configuration"]`.
    public var tags: [String]
    /// The options `rules.<id>.options` accepts, with their types; any other key is a configuration error.
    public var options: [RuleOption]
    /// The option names.
    public var optionKeys: [String] { options.map(\.name) }
    /// What `pbxlint fix` does about a finding of this rule (Markdown), or nil when it leaves them alone.
    public var fix: String?

    public init(id: String, name: String, defaultLevel: RuleLevel, summary: String, description: String,
                tags: [String] = [], options: [RuleOption] = [], fix: String? = nil) {
        self.id = id
        self.name = name
        self.defaultLevel = defaultLevel
        self.summary = summary
        self.description = description
        self.tags = tags
        self.options = options
        self.fix = fix
    }

    /// Where the rule's documentation page lives.
    public var helpURI: String { "https://github.com/pbxlint/pbxlint/blob/main/docs/rules/\(id).md" }
}

/// One option of a rule in `.pbxlint.json` (`rules.<id>.options.<name>`), checked against its type when the file
/// is read, so a typo or a wrong value is a configuration error with its position, never a rule checking nothing.
public struct RuleOption: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// A string or an array of strings.
        case strings
        /// A version such as `15` or `15.3` (at most three numbers).
        case version
    }

    public var name: String
    public var kind: Kind
    /// One line for the documentation.
    public var summary: String

    public init(_ name: String, _ kind: Kind, _ summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }

    /// `15`, `15.3` or `15.3.1` as numbers, or nil when `text` is not such a version.
    public static func version(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 4, part.allSatisfy(\.isASCII), let n = Int(part), n >= 0 else { return nil }
            numbers.append(n)
        }
        return numbers
    }
}

/// An input that could not be read at all (exit status 3 when nothing else went wrong).
public struct InputFailure: Sendable, Hashable {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

/// Everything a reporter needs: findings in their final order, the rules that ran, and what could not be read.
public struct LintReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var rules: [RuleDescription]
    /// Projects actually linted: not those that could not be read, nor those skipped for a bad configuration.
    public var projectCount: Int
    public var inputFailures: [InputFailure]
    /// Projects not linted because the configuration file that applies to them is invalid.
    public var skippedForConfiguration: Int
    /// The invalid configuration files of this run (exit status 2), each once: machine-readable reports carry
    /// them, so a CI upload says why projects are missing.
    public var configurationErrors: [ConfigurationError]
    /// What pbxlint could not check (not findings): counted in the summary, listed with `--explain`.
    public var limits: [Limit]

    public init(diagnostics: [Diagnostic], rules: [RuleDescription], projectCount: Int,
                inputFailures: [InputFailure] = [], skippedForConfiguration: Int = 0,
                configurationErrors: [ConfigurationError] = [], limits: [Limit] = []) {
        self.diagnostics = diagnostics
        self.limits = limits
        self.rules = rules
        self.projectCount = projectCount
        self.inputFailures = inputFailures
        self.skippedForConfiguration = skippedForConfiguration
        self.configurationErrors = configurationErrors
    }

    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }
}
