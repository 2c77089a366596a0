import PlistKit

/// Something wrong with a project that the model noticed while building itself: a dangling object reference, a
/// missing xcconfig, an include cycle. The model only reports facts (`detail`: ids, paths, names, counts); the rule
/// layer decides ids, severities and the wording of messages.
public struct ModelIssue: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An object id is referenced but not defined (docs/reference/xcode-semantics.md §3.1).
        case danglingReference
        /// A base configuration (`baseConfigurationReference`) file does not exist or cannot be read.
        case missingBaseConfiguration
        /// A non-optional `#include` in an xcconfig does not resolve.
        case missingInclude
        /// An `#include` would create a cycle and was skipped.
        case includeCycle
        /// An xcconfig line that does not parse (skipped, as Xcode does).
        case xcconfigSyntax
        /// An asset catalog group's Contents.json that does not parse.
        case parseError
        /// A file that exists but cannot be read (permissions, a directory where a file belongs).
        case unreadableFile
        /// A shape the model cannot use (e.g. `objects` is not a dictionary, a target without a name).
        case malformedObject
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
        /// A property list that parses, but is not a project (no `objects`, no `rootObject`…).
        case notAProject
        /// A dictionary of the project file repeats a key (the reader keeps the last one).
        case duplicateKey
        /// A project file without the UTF-8 header that holds non-ASCII text (docs/reference/xcode-semantics.md §1.3).
        case legacyEncoding
        /// The `.xcodeproj` holds both `project.xcproj` and `project.pbxproj`.
        case bothProjectFormats
    }

    /// What was found, with the facts a message needs.
    public var detail: Detail
    public var kind: Kind { detail.kind }
    /// Absolute, standardized path of the file the issue is in.
    public var file: String
    public var range: SourceRange?
    /// Optional subject fields, so the rule layer can build a stable identity.
    public var target: String?
    public var configuration: String?
    /// The item concerned: an object id, an include path, a key.
    public var item: String?

    public init(_ detail: Detail, file: String, range: SourceRange? = nil, target: String? = nil,
                configuration: String? = nil, item: String? = nil) {
        self.detail = detail
        self.file = file
        self.range = range
        self.target = target
        self.configuration = configuration
        self.item = item
    }
}

extension ModelIssue {
    /// What the model found. Every case belongs to one `Kind`; text taken from a file outside the linted tree is
    /// never carried (the fields that could quote it are nil then), so no rule can put it in a report.
    public enum Detail: Sendable, Hashable {
        /// An object the project refers to is not defined.
        case danglingReference(DanglingReference)
        /// A reference listed as a child of two groups: resolved through the first.
        case multipleParents(child: String, firstParent: String, secondParent: String)
        /// The base configuration file `file` (its last component) of configuration `configuration` does not
        /// exist; `owner` is the target, or nil for the project.
        case missingBaseConfiguration(file: String, configuration: String, owner: String?)
        /// A non-optional `#include "path"` in the xcconfig named `includingFile` does not resolve.
        case missingInclude(path: String, includingFile: String)
        /// `#include "path"` would create a cycle: `chain` names the files being read, then the one included again.
        case includeCycle(path: String, chain: [String])
        /// `#include "path"` was not followed because of `limit`.
        case limitReached(path: String, limit: IncludeLimit)
        /// An xcconfig line that does not parse.
        case xcconfigSyntax(XCConfigSyntax)
        /// An asset catalog group's `Contents.json` does not parse; the error is nil when the file is outside
        /// the linted tree (its text must not be quoted).
        case groupContentsUnparsable(PlistError?)
        /// An asset catalog folder whose entries cannot be listed.
        case catalogFolderUnreadable(FileReadError)
        /// An xcconfig (named by its last component) that exists but cannot be read.
        case xcconfigUnreadable(name: String, reason: FileReadError)
        /// A shape the model cannot use.
        case malformedObject(MalformedObject)
        /// An asset catalog reference, as `written`, that resolves to `resolved` outside `projectFolder`.
        case catalogOutsideProject(written: String, resolved: String, projectFolder: String)
        /// An asset catalog reference, as `written`, resolving to `resolved`, which pbxlint does not read.
        case catalogNotRead(written: String, resolved: String, reason: CatalogRefusal)
        /// The configuration list of `owner` defines `name` more than once, at `lines` (every occurrence).
        case duplicateConfiguration(owner: ConfigurationOwner, name: String, lines: [Int])
        /// The project file does not parse (syntax, encoding, merge-conflict markers): nothing else was read.
        case projectFileUnparsable(PlistError)
        /// The project file parses but is not a project, for `reason` (a malformed shape, a dangling root object).
        indirect case notAProject(reason: Detail)
        /// `key` is written again; the first one is at `first`.
        case duplicateKey(key: String, first: SourceRange?)
        /// No `// !$*UTF8*$!` header and non-ASCII text: read as MacRoman from the first byte that is not valid
        /// UTF-8 (`invalidUTF8At`), or as UTF-8 when every byte is (nil), where Xcode would read MacRoman.
        case legacyEncoding(invalidUTF8At: SourcePosition?)
        /// The `project.pbxproj` (`ignored`, as reports name it) beside the `project.xcproj` that was read.
        case bothProjectFormats(ignored: String)

        public var kind: Kind {
            switch self {
            case .danglingReference: .danglingReference
            case .multipleParents: .multipleParents
            case .missingBaseConfiguration: .missingBaseConfiguration
            case .missingInclude: .missingInclude
            case .includeCycle: .includeCycle
            case .limitReached: .limitReached
            case .xcconfigSyntax: .xcconfigSyntax
            case .groupContentsUnparsable: .parseError
            case .catalogFolderUnreadable, .xcconfigUnreadable: .unreadableFile
            case .malformedObject: .malformedObject
            case .catalogOutsideProject: .outsideProject
            case .catalogNotRead: .catalogNotRead
            case .duplicateConfiguration: .duplicateConfiguration
            case .projectFileUnparsable: .parseError
            case .notAProject: .notAProject
            case .duplicateKey: .duplicateKey
            case .legacyEncoding: .legacyEncoding
            case .bothProjectFormats: .bothProjectFormats
            }
        }
    }

    /// An object id, with the comment Xcode wrote beside it (`/* LiveActivityChart.swift in Sources */`) when
    /// there is one: when the object itself is missing, it is the only name left for it.
    public struct ObjectReference: Sendable, Hashable {
        public var id: String
        public var comment: String?

        public init(id: String, comment: String? = nil) {
            self.id = id
            self.comment = comment
        }
    }

    /// Who owns a configuration list.
    public enum ConfigurationOwner: Sendable, Hashable {
        case project
        case target(String)
    }

    /// The limits on following xcconfig includes.
    public enum IncludeLimit: Sendable, Hashable {
        /// Includes nest more than this deep.
        case depth(Int)
        /// One base configuration pulls in more than this many includes.
        case count(Int)
        /// The file is outside the project's repository (symlinks resolved), where pbxlint reads nothing.
        case outsideRepository
    }

    /// Why an asset catalog reference is not read.
    public enum CatalogRefusal: Sendable, Hashable {
        /// It resolves to the file-system root.
        case fileSystemRoot
        /// Its name does not end in `.xcassets`.
        case notACatalogName
        /// It names something that is not a folder.
        case notAFolder
    }

    /// An xcconfig line that does not parse.
    public enum XCConfigSyntax: Sendable, Hashable {
        /// `#something` other than `#include` and `#include?`.
        case unsupportedDirective
        /// `#include` without a quoted path.
        case includeWithoutQuotedPath
        /// `#include ""`, `"."` or `"dir/"`: a folder, not a file. The path is at most 200 characters.
        case includeNamesFolder(String)
        /// A line that is not `NAME = value`; `found` is its first 40 characters, nil when the file is outside the
        /// linted tree (its text must not be quoted).
        case expectedAssignment(found: String?)
    }

    /// Who refers to a missing object, and how.
    public enum DanglingReference: Sendable, Hashable {
        /// The project's `rootObject` (the project cannot be read).
        case rootObject(id: String)
        /// The project's `mainGroup`.
        case mainGroup(id: String)
        /// An entry of a group's `children`.
        case groupChild(group: String, child: ObjectReference)
        /// An object that `referrer` lists or names.
        case listed(by: Referrer, ObjectReference)
        /// A configuration's `baseConfigurationReference`.
        case baseConfigurationReference(id: String)
        /// A configuration's `baseConfigurationReferenceAnchor`.
        case baseConfigurationAnchor(id: String)
        /// A build file in the `phase` (its name, or Xcode's title for its kind) of `target`.
        case phaseBuildFile(phase: String, target: String, file: ObjectReference)
        /// The `fileRef` of build file `buildFile` of `target`.
        case buildFileReference(buildFile: String, target: String, reference: ObjectReference)
        /// project.xcproj: `target` specializes a configuration the project does not define.
        case specializedConfiguration(target: String, name: String)
        /// project.xcproj: an `id:` reference (as written) that names no reference.
        case referenceID(XcprojReferrer, written: String)
        /// project.xcproj: a name path (as written) with no `component` where it should be.
        case referencePath(XcprojReferrer, written: String, component: String)
        /// project.xcproj: a membership exception of `folder` names a target the project does not define.
        case exceptionTarget(folder: String, target: String)
        /// project.xcproj: `folder` lists exclusions (or inclusions) for a target that does not (or does) have it.
        case exceptionChangesNothing(folder: String, exclusions: Bool, target: String, targetHasFolder: Bool)
        /// project.xcproj: an `id:` build-phase reference that names no phase.
        case phaseID(XcprojReferrer, written: String)
        /// project.xcproj: a build-phase reference whose target the project does not define.
        case phaseTarget(XcprojReferrer, target: String)
        /// project.xcproj: a build-phase reference to a phase (`kind`, optionally `name`) that `target` does not have.
        case phaseMissing(XcprojReferrer, kind: String, name: String?, target: String)
        /// project.xcproj: `folder`'s target membership names a target the project does not define.
        case folderTarget(folder: String, target: String)

        /// The objects that list others (by `listed(by:_:)`).
        public enum Referrer: Sendable, Hashable {
            case projectTargets
            case targetBuildPhases(target: String)
            case targetSynchronizedFolders(target: String)
            case configurationListReference(owner: ConfigurationOwner)
            case configurationListEntries(owner: ConfigurationOwner)
            case folderExceptionSets(folder: String)
        }
    }

    /// What refers to something in a project.xcproj.
    public enum XcprojReferrer: Sendable, Hashable {
        /// A file-tree element, by name.
        case element(String)
        case productOfTarget(String)
        case membershipException(folder: String)
        case productsGroup
        case xcconfigAnchor
        case xcconfig
    }

    /// A shape the model cannot use.
    public enum MalformedObject: Sendable, Hashable {
        // project.pbxproj
        case topLevelNotDictionary
        case noObjects
        case noRootObject
        case rootObjectNotProject(id: String, isa: String)
        case objectNotDictionary(id: String)
        case targetOfWrongClass(id: String, isa: String)
        case targetWithoutName(id: String)
        case configurationWithoutName(id: String)
        // project.xcproj
        case xcprojTopLevelNotObject
        case specializedConfigurationWithoutName(target: String)
        case projectConfigurationWithoutName
        case filesNotArray
        case filesEntryNotObject
        /// `kind` as written, nil when it is not a string.
        case unknownReferenceKind(String?)
        case referenceNeitherPathNorID(XcprojReferrer)
        /// A name path (as written) where `count` references are named `component`.
        case ambiguousReference(XcprojReferrer, written: String, count: Int, component: String)
        case membershipExceptionNotExactlyOneList(folder: String)
        case membershipExceptionWithoutTargetOrPhase(folder: String)
        case xcprojTargetNotObject
        case xcprojTargetWithoutName
        case buildPhaseOfUnknownKind(target: String)
        case phaseReferenceInUnknownForm(XcprojReferrer)
        /// A build-phase reference (as written) that is not `Target/phase-kind`.
        case phaseReferenceMalformed(XcprojReferrer, written: String)
    }
}
