import PlistKit

/// Why a resolved value may not be what Xcode computes. Facts only (names, paths, limits): the rule layer words
/// them, as it does for `ModelIssue`.
public enum Unknowable: Sendable, Hashable {
    /// A file that pbxlint cannot read is pushed after an assignment the value depends on: whatever it sets
    /// could override the value (docs/reference/xcode-semantics.md §4.8).
    case hiddenFile(HiddenSettingsFile)
    /// The value references settings that no level pbxlint can see defines (Xcode may define them itself, or a
    /// script's environment); listed once each, in the order met.
    case undefinedSettings([String])
    /// pbxlint stopped evaluating at one of its own limits, which Xcode does not have.
    case evaluationLimit(EvaluationLimit)
}

/// A limit of the macro evaluator that no real project reaches (see `MacroEvaluator`).
public enum EvaluationLimit: Sendable, Hashable {
    /// References nested deeper than this.
    case nesting(Int)
    /// An expansion longer than this many bytes.
    case length(bytes: Int)
}

/// An xcconfig (or an include of one) that takes part in a settings stack but whose assignments pbxlint cannot
/// see.
public struct HiddenSettingsFile: Sendable, Hashable {
    public enum Cause: Sendable, Hashable {
        /// `#include?` of a file that does not exist here.
        case optionalIncludeMissing
        /// `#include` of a file that does not exist here (reported on its own as well, `xcconfig-missing`): the
        /// build fails without it, but it may be generated or kept out of the repository, and whatever it sets is
        /// not known, not empty.
        case requiredIncludeMissing
        /// A base configuration that does not exist here (reported on its own as well, `xcconfig-missing`).
        case baseConfigurationMissing
        /// `#include "<DEVELOPER_DIR>/…"`: inside the Xcode installation, which a linter run need not have.
        case insideXcode
        /// An include that exists but cannot be read (reported on its own as well).
        case unreadableInclude
        /// A base configuration that exists but cannot be read (reported on its own as well).
        case unreadableBaseConfiguration
        /// A base configuration under `Pods/Target Support Files/`, written by `pod install` and not committed.
        case generatedByCocoaPods
        /// An include pbxlint did not follow because it reached one of its limits (reported on its own as well).
        case notFollowed(ModelIssue.IncludeLimit)
    }

    /// The path as written (`#include` argument), or the base configuration's file name.
    public var path: String
    /// The file that names it (an xcconfig, or the project file for a base configuration); absolute.
    public var file: String
    public var range: SourceRange
    public var cause: Cause

    public init(path: String, file: String, range: SourceRange, cause: Cause) {
        self.path = path
        self.file = file
        self.range = range
        self.cause = cause
    }

    /// Whether the file could assign `name`: any setting, except for a CocoaPods base configuration, which assigns
    /// only the settings CocoaPods writes (`CocoaPodsSettings`).
    public func couldSet(_ name: String) -> Bool {
        cause == .generatedByCocoaPods ? CocoaPodsSettings.couldWrite(name) : true
    }
}
