import PlistKit

/// Where a target's catalog references lead. Issue "Robustness": reading never follows a path outside what the
/// project names without saying so, and a reference to `/` or `../../..` must not make pbxlint walk the whole
/// file system.
extension CatalogScanner {
    /// Folder extensions actool compiles as catalogs (`folder.assetcatalog`, `folder.imagecatalog`).
    static let catalogExtensions: Set<String> = ["xcassets", "imagecatalog"]

    /// Why `path` must not be walked as a catalog, or nil if it may be (a missing path has nothing to walk and is
    /// not refused). Symlinks are resolved first, so `Assets.xcassets -> /` is refused too.
    /// `realPath` resolves symlinks (a project's `DiskCache` asks once per path).
    static func refusal(_ path: String, realPath: (String) -> String? = FileSystem.realPath)
        -> ModelIssue.CatalogRefusal? {
        let kind = FileSystem.resolvedKind(path)
        if kind == .missing { return nil }
        if path == "/" || realPath(path) == "/" { return .fileSystemRoot }
        guard kind == .directory else { return .notAFolder }
        guard catalogExtensions.contains(ProjectPath.pathExtension(path)) else { return .notACatalogName }
        return nil
    }
}

extension XcodeProject {
    /// Notes on the target's catalog references, at the reference's `path` in the pbxproj: a catalog that is not
    /// walked (not an `.xcassets` folder, or `/`), and one that is walked although it lies outside the project's
    /// folder (the folder holding the `.xcodeproj`, or SRCROOT when `projectDirPath` moves it), symlinks resolved.
    public func catalogPathIssues(of target: Target) -> [ModelIssue] {
        let projectFolder = ProjectPath.directory(of: ProjectPath.directory(of: projectFilePath))
        let roots = [projectFolder, sourceRoot].map { disk.realPath($0) ?? $0 }
        var issues: [ModelIssue] = []
        for resource in actoolInputs(of: target) where resource.kind == .assetCatalog {
            guard let path = resource.path.path else { continue }
            let element = resource.elementID.flatMap { self.element(id: $0) }
            let range = element.map { $0.pathRange ?? $0.range } ?? resource.origin.range
            let written = element?.path ?? resource.name
            // No target in the message: a catalog shared by several targets is one note. The item (baseline
            // identity) is the path as written, never an absolute path that differs between machines.
            if let why = CatalogScanner.refusal(path, realPath: disk.realPath) {
                issues.append(ModelIssue(.catalogNotRead(written: written, resolved: path, reason: why),
                                         file: projectFilePath, range: range, item: written))
            } else if FileSystem.resolvedKind(path) == .directory, let real = disk.realPath(path),
                      !roots.contains(where: { ProjectPath.isInside(real, $0) }) {
                issues.append(ModelIssue(.catalogOutsideProject(written: written, resolved: real,
                                                                 projectFolder: projectFolder),
                                         file: projectFilePath, range: range, item: written))
            }
        }
        return issues
    }
}
