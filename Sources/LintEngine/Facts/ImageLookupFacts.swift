import XcodeModel

/// Images a target's code loads by a literal name, and the image sets its catalogs hold, for
/// `alternate-icon-image-lookup`.
public struct ImageLookups: Sendable {
    public var calls: [ImageNameUses.Call]
    /// Names (plain and namespaced) of the `.imageset`s in the target's catalogs.
    public var imageSets: Set<String>
    /// Each image set's plain name and folder, in catalog order.
    public var imageSetPaths: [(name: String, path: String)]

    public init(calls: [ImageNameUses.Call] = [], imageSets: Set<String> = [], imageSetPaths: [(name: String, path: String)] = []) {
        self.calls = calls
        self.imageSets = imageSets
        self.imageSetPaths = imageSetPaths
    }

    static func of(_ target: Target, in project: XcodeProject) -> ImageLookups {
        // One pass over the catalogs' assets, without copying them into lists first (a catalog holds thousands).
        var imageSets = Set<String>()
        var imageSetPaths: [(name: String, path: String)] = []
        for (_, catalog) in project.catalogs(of: target) {
            for asset in catalog.assets where asset.type == "imageset" {
                imageSets.insert(asset.name)
                imageSets.insert(asset.namespacedName)
                imageSetPaths.append((asset.name, asset.path))
            }
        }
        // Nothing from a file outside the project's tree is quoted in a report.
        let calls = project.imageNameUses(of: target).calls.filter { !ProjectTree.isOutside($0.file, projectIn: project.sourceRoot) }
        return ImageLookups(calls: calls, imageSets: imageSets, imageSetPaths: imageSetPaths)
    }
}
