import PlistKit

/// An Xcode 16+ `PBXFileSystemSynchronizedRootGroup`: a folder whose contents are discovered on disk (§3.6).
public struct SynchronizedFolder: Sendable {
    /// The folder as a group-tree element (its `path`/`sourceTree` resolve like any reference).
    public let element: FileElement
    /// `explicitFolders`: sub-folders copied as opaque directories rather than flattened.
    public let explicitFolders: [String]
    /// `explicitFileTypes`: relative path → file type.
    public let explicitFileTypes: [String: String]
    /// The exception sets listed in `exceptions` that exist (dangling ids are reported as issues).
    public let exceptionSets: [SynchronizedExceptionSet]

    public var id: String { element.id }

    /// What a folder holds besides its place in the group tree, as a reader finds it.
    struct Contents: Sendable {
        var explicitFolders: [String] = []
        var explicitFileTypes: [String: String] = [:]
        var exceptionSets: [SynchronizedExceptionSet] = []
    }
}

extension SynchronizedFolder {
    init(element: FileElement, contents: Contents) {
        self.init(element: element, explicitFolders: contents.explicitFolders,
                  explicitFileTypes: contents.explicitFileTypes, exceptionSets: contents.exceptionSets)
    }
}

/// A `PBXFileSystemSynchronizedBuildFileExceptionSet` (per target) or a
/// `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` (per build phase).
public struct SynchronizedExceptionSet: Sendable {
    public enum Scope: Sendable, Hashable {
        /// For the target with this id: exclusions if it owns the folder, inclusions otherwise (§3.6).
        case target(id: String)
        /// Adds the listed items to the build phase with this id.
        case buildPhase(id: String)
        /// Neither `target` nor `buildPhase` is set.
        case unknown
    }

    public let id: String
    public let range: SourceRange
    public let scope: Scope
    /// Paths relative to the folder. Xcode writes localized items as `/Localized/<path without the .lproj>`.
    public let membershipExceptions: [String]
    /// The range of each entry of `membershipExceptions`, parallel to it.
    public let membershipExceptionRanges: [SourceRange]
    /// `platformFiltersByRelativePath`.
    public let platformFiltersByRelativePath: [String: [String]]
}
