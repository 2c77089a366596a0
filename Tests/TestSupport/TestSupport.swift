import Foundation

/// Paths and temporary directories for tests, shared by every test target.
public enum TestSupport {
    /// The package root (the folder with Package.swift), found from this file's path.
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }()

    /// `../shared/corpus` next to the package, when present.
    public static let corpus: String? = {
        let path = (packageRoot as NSString).appendingPathComponent("../shared/corpus")
        return FileManager.default.fileExists(atPath: path) ? (path as NSString).standardizingPath : nil
    }()

    public static var hasCorpus: Bool { corpus != nil }

    /// Writes `files` (relative path → contents, e.g. `ExampleProject.render()`) into a fresh temporary directory
    /// and returns its path.
    public static func materialize(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "pbxlint-test-" + UUID().uuidString
        for (relative, contents) in files {
            let path = (root as NSString).appendingPathComponent(relative)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        }
        return root
    }
}
