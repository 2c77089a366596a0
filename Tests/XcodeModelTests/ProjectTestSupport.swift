import Foundation
import Testing
@testable import XcodeModel
import TestSupport

/// Locations of fixtures and the shared corpus, found from this file so tests run from any directory.
enum ProjectFixtures {
    static let packageRoot = TestSupport.packageRoot
    static let modelRoot = packageRoot + "/TestProjects/Model"
    static let corpusRoot = ProjectPath.normalize(packageRoot + "/../shared/corpus")
    static var corpusAvailable: Bool { FileManager.default.fileExists(atPath: corpusRoot + "/README.md") }

    /// Loads a fixture project, failing the test with the load error if it does not load.
    static func load(_ relative: String, root: String = modelRoot) throws -> XcodeProject {
        switch XcodeProject.load(path: root + "/" + relative) {
        case .success(let project): return project
        case .failure(let error):
            Issue.record("\(relative) did not load: \(error)")
            throw error
        }
    }

    static func corpus(_ relative: String) throws -> XcodeProject {
        try load(relative, root: corpusRoot)
    }
}

extension XcodeProject {
    /// The resolved absolute path of an element, or nil if unresolvable.
    func absolutePath(_ id: String) -> String? { resolvedPath(of: id).path }
}
