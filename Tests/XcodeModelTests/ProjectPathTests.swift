import Foundation
import Testing
@testable import XcodeModel

/// Reference paths through the group chain and source trees (docs/reference/xcode-semantics.md §3.5, L-PATH).
@Suite("Project paths (docs/reference/xcode-semantics.md §3.5)")
struct ProjectPathTests {
    let project: XcodeProject
    let root: String
    init() throws {
        project = try ProjectFixtures.load("Paths/Paths.xcodeproj")
        root = project.sourceRoot
    }

    @Test("§3.5 case 1: group paths accumulate; the main group has no path")
    func groupChain() {
        #expect(project.absolutePath("FR_ASSETS") == root + "/App/Resources/Assets.xcassets")
        #expect(project.absolutePath("FR_XCCONFIG") == root + "/Config/Base.xcconfig")
    }

    @Test("§3.5 case 3: SOURCE_ROOT ignores the enclosing groups; an empty tree is PROJECT_DIR too")
    func sourceRoot() {
        #expect(project.absolutePath("FR_SHARED") == root + "/Shared/Icons.xcassets")
        #expect(project.absolutePath("FR_EMPTYTREE") == root + "/App/README.txt")
    }

    @Test("§3.5 case 4: <absolute> paths are taken as written")
    func absolute() {
        #expect(project.absolutePath("FR_ABS") == "/tmp/x.xcassets")
    }

    @Test("§3.5 case 5: $(SRCROOT), ${PROJECT_DIR} expand; the group is ignored; other macros are unresolvable")
    func macros() {
        #expect(project.absolutePath("FR_MACRO") == root + "/Shared/Icons.xcassets")
        #expect(project.absolutePath("FR_MACRO_BRACES") == root + "/App/README.txt")
        guard case .unresolvable(.buildSetting(_, let name)) = project.resolvedPath(of: "FR_CUSTOM") else {
            Issue.record("$(MY_ICONS) must not be guessed"); return
        }
        #expect(name == "MY_ICONS")
    }

    @Test("§3.5 case 6: a group without a path contributes nothing")
    func groupWithoutPath() {
        #expect(project.absolutePath("FR_DEEP") == root + "/App/Deep/x.txt")
    }

    @Test("§3.5 case 7: build-variable trees are unresolvable, never checked on disk",
          arguments: ["FR_BUILT": "BUILT_PRODUCTS_DIR", "FR_SDK": "SDKROOT", "FR_DEV": "DEVELOPER_DIR"])
    func buildVariableTrees(id: String, tree: String) {
        guard case .unresolvable(.buildTimeTree(_, let written)) = project.resolvedPath(of: id) else {
            Issue.record("\(id) must be unresolvable"); return
        }
        #expect(written == tree)
        #expect(project.locate(project.resolvedPath(of: id)) == nil)
    }

    @Test("L-PATH-3 (§1.3): a name differing only by case is found, and flagged")
    func caseInsensitiveFallback() {
        let readme = project.resolvedPath(of: "FR_README")
        #expect(readme.path == root + "/App/readme.TXT")
        #expect(project.locate(readme) == .differentCase(actualPath: root + "/App/README.txt"))
        #expect(project.locate(project.resolvedPath(of: "FR_ASSETS")) == .exact)
        #expect(project.locate(.absolute(root + "/App/nothing.png")) == .missing)
    }

    @Test("§3.5 case 2: projectDirPath moves SRCROOT")
    func projectDirPath() throws {
        let nested = try ProjectFixtures.load("ProjectDir/Sub/Nested.xcodeproj")
        let expected = ProjectFixtures.modelRoot + "/ProjectDir"
        #expect(nested.sourceRoot == expected)
        #expect(nested.absolutePath("FR_ASSETS") == expected + "/App/Assets.xcassets")
        #expect(nested.locate(nested.resolvedPath(of: "FR_ASSETS")) == .exact)
    }

    @Test("Lexical normalisation", arguments: [
        ("/a/./b//c/../d", "/a/b/d"), ("/../a", "/a"), ("a/../../b", "../b"), ("", "."), ("/", "/"),
    ])
    func normalize(input: String, expected: String) {
        #expect(ProjectPath.normalize(input) == expected)
    }

    /// `isNormalized` (the byte scan every resolved path goes through) answers exactly "no empty, `.` or `..`
    /// component and no trailing slash", for every path of up to seven characters made of `/`, `.`, `a` and `é`.
    @Test func isNormalizedMatchesItsDefinition() {
        func definition(_ path: String) -> Bool {
            if path.isEmpty { return false }
            if path == "/" { return true }
            var components = path.split(separator: "/", omittingEmptySubsequences: false)
            if path.hasPrefix("/") { components.removeFirst() }
            return components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
        }
        var paths = [""]
        var all: [String] = []
        for _ in 1...7 {
            paths = paths.flatMap { prefix in ["/", ".", "a", "é"].map { prefix + $0 } }
            all += paths
        }
        var mismatches: [String] = []
        for path in all where ProjectPath.isNormalized(path) != definition(path) { mismatches.append(path) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        for path in all where ProjectPath.isNormalized(path) { #expect(ProjectPath.normalize(path) == path) }
    }

    /// The resolver's fast join must give exactly what `join` gives for every normalised base, including the bases
    /// that join differently (`/`, `.`, leading `..`) and relatives that need normalising.
    @Test func joinToNormalizedBaseEqualsJoin() {
        let bases = ["/", ".", "..", "../..", "../a", "a", "a/b", "/a", "/a/b", "/a b/ç", "", "/a/./b", "a//b", "/a/"]
        let relatives = ["", "x", "x/y", "/x", "/x/../y", ".", "..", "./x", "x/.", "x/..", "../x", "x//y", "x/", ".x",
                         "..x", "x/.y", "~x", "ü/ñ"]
        for base in bases.map(ProjectPath.normalize) {
            for relative in relatives {
                #expect(ProjectPath.join(normalized: base, relative) == ProjectPath.join(base, relative),
                        "base \(base), relative \(relative)")
            }
        }
    }
}
