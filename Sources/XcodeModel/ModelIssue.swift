import PlistKit

/// Something wrong with a project that the model noticed while building itself: a dangling object reference, a
/// missing xcconfig, an include cycle. The model only reports; the rule layer decides ids and severities.
public struct ModelIssue: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// An object id is referenced but not defined (xcode-semantics §3.1).
        case danglingReference
        /// A dictionary repeats a key (objects, buildSettings, xcconfig-irrelevant).
        case duplicateKey
        /// A base configuration (`baseConfigurationReference`) file does not exist or cannot be read.
        case missingBaseConfiguration
        /// A non-optional `#include` in an xcconfig does not resolve.
        case missingInclude
        /// An optional `#include?` does not resolve: settings it could set are unknowable (not an error).
        case missingOptionalInclude
        /// An `#include` would create a cycle and was skipped.
        case includeCycle
        /// An xcconfig line that does not parse (skipped, as Xcode does).
        case xcconfigSyntax
        /// A project, xcconfig, Info.plist or Contents.json that does not parse.
        case parseError
        /// A file that exists but cannot be read (permissions, a directory where a file belongs).
        case unreadableFile
        /// A shape the model cannot use (e.g. `objects` is not a dictionary, a target without a name).
        case malformedObject
        /// A reference whose path cannot be resolved offline (build-variable source trees, environment).
        case unresolvablePath
        /// A file reference listed as a child of two groups.
        case multipleParents
        /// An asset catalog reference that resolves outside the project's folder (read, but said; a note).
        case outsideProject
        /// An asset catalog reference to something that is not a catalog folder, or to `/` (not read; a note).
        case catalogNotRead
        /// A configuration list defines one configuration name more than once.
        case duplicateConfiguration
        /// pbxlint stopped following xcconfig includes at one of its limits (nesting, or how many files one base
        /// configuration pulls in): what lies beyond is unknowable, not empty.
        case limitReached
    }

    public var kind: Kind
    public var message: String
    /// Absolute, standardized path of the file the issue is in.
    public var file: String
    public var range: SourceRange?
    /// Optional subject fields, so the rule layer can build a stable identity.
    public var target: String?
    public var configuration: String?
    /// The item concerned: an object id, an include path, a key.
    public var item: String?

    public init(kind: Kind, message: String, file: String, range: SourceRange? = nil, target: String? = nil,
                configuration: String? = nil, item: String? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.range = range
        self.target = target
        self.configuration = configuration
        self.item = item
    }
}
