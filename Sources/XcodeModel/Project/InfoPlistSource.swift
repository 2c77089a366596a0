import PlistKit

/// Where a target's Info.plist comes from in one configuration (docs/reference/xcode-semantics.md §7.1).
public enum InfoPlistSource: Sendable {
    /// `INFOPLIST_FILE` names a file that was read.
    case file(path: String, document: PlistDocument)
    /// No `INFOPLIST_FILE`, but `GENERATE_INFOPLIST_FILE = YES`: the build starts from an empty plist, so there are
    /// no legacy icon keys.
    case generatedOnly
    /// Neither a file nor generation (the target has no Info.plist), or the setting is empty.
    case none
    /// `INFOPLIST_FILE` names a file that does not exist.
    case missing(path: String)
    /// The file exists but cannot be read or parsed.
    case unreadable(path: String, error: InfoPlistReadError)

    /// Finds and reads the Info.plist. A pure function of its inputs plus the file it names: `infoPlistFile` is the
    /// resolved `INFOPLIST_FILE` value (the settings layer evaluates it), made absolute against `sourceRoot` as
    /// swift-build's `makeAbsolute` does; `generate` is the resolved `GENERATE_INFOPLIST_FILE`.
    public static func locate(infoPlistFile: String?, generate: Bool, sourceRoot: String) -> InfoPlistSource {
        guard var path = path(infoPlistFile: infoPlistFile, sourceRoot: sourceRoot) else {
            return generate ? .generatedOnly : .none
        }
        var result = FileSystem.read(path, insideTreeOf: sourceRoot)
        if case .failure(.missing) = result, case .differentCase(let actual) = FileSystem.locate(path) {
            // macOS finds `AlternateIcontest/Info.plist` in `AlternateIconTest/`: so does pbxlint (L-PATH-3).
            path = actual
            result = FileSystem.read(path, insideTreeOf: sourceRoot)
        }
        switch result {
        case .failure(.missing): return .missing(path: path)
        case .failure(.unreadable(let why)): return .unreadable(path: path, error: .file(why))
        case .success(let bytes):
            do {
                return .file(path: path, document: try PlistReader.read(bytes: bytes, path: path))
            } catch {
                let outside = ProjectTree.isOutside(path, projectIn: sourceRoot)
                return .unreadable(path: path, error: .parse(outside ? error.withoutContent(ProjectTree.contentNotShown) : error))
            }
        }
    }
}

extension InfoPlistSource {
    /// The absolute path `locate` reads for this `INFOPLIST_FILE` value; nil when the setting is unset or empty.
    public static func path(infoPlistFile: String?, sourceRoot: String) -> String? {
        guard let file = infoPlistFile, !file.isEmpty else { return nil }
        return ProjectPath.join(sourceRoot, file)
    }
}

/// Why an Info.plist could not be read.
public enum InfoPlistReadError: Error, Sendable {
    /// The file system refused (a directory, permissions).
    case file(String)
    /// Not a property list; carries file, line and column.
    case parse(PlistError)
}
