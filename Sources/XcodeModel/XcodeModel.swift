/// The Xcode project as Xcode sees it. See the files of this module for the object graph, paths, xcconfig,
/// build settings and asset catalogs.
public enum XcodeModelInfo {
    public static let moduleName = "XcodeModel"
}
