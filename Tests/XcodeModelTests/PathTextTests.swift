import Testing
@testable import XcodeModel

/// PathText gives what NSString's path methods give on macOS (the expected values are macOS Foundation's).
@Suite struct PathTextTests {
    @Test("parent as deletingLastPathComponent")
    func parent() {
        let cases: [(String, String)] = [("/a/b/c", "/a/b"), ("a/b/c", "a/b"), ("c", ""), ("C", ""), ("/c", "/"),
                                         ("/", "/"), ("", ""), ("a/b/", "a"), ("/a//b", "/a"), ("a//", "")]
        for (path, expected) in cases { #expect(PathText.parent(path) == expected, "\(path)") }
    }

    @Test("lastComponent as lastPathComponent")
    func lastComponent() {
        let cases: [(String, String)] = [("/a/b/c.png", "c.png"), ("a/b/", "b"), ("/", "/"), ("", ""), ("c", "c"),
                                         ("/c", "c")]
        for (path, expected) in cases { #expect(PathText.lastComponent(path) == expected, "\(path)") }
    }

    @Test("pathExtension keeps case and ignores a leading dot")
    func pathExtension() {
        let cases: [(String, String)] = [("c.tar.gz", "gz"), ("a/b.XCConfig", "XCConfig"), (".hidden", ""),
                                         ("c.", ""), ("c", ""), ("a.b/c", ""), ("a/b.png/", "png")]
        for (path, expected) in cases { #expect(PathText.pathExtension(path) == expected, "\(path)") }
    }

    @Test("appending puts exactly one slash between the parts")
    func appending() {
        let cases: [(String, String, String)] = [("a", "b", "a/b"), ("a/", "b", "a/b"), ("", "b", "b"), ("a", "", "a"),
                                                 ("/", "b", "/b"), ("a", "/b", "a/b"), ("/a/", "b/c", "/a/b/c")]
        for (path, component, expected) in cases {
            #expect(PathText.appending(component, to: path) == expected, "\(path) + \(component)")
        }
    }
}
