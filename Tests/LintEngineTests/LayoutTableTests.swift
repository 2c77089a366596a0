import Foundation
import Testing

/// CONTRIBUTING.md's layout table names every folder of `Sources/` that holds Swift files, and no other: a folder
/// added, moved or removed without its row fails here.
@Test func contributingLayoutTableMatchesTheFolders() throws {
    let root = TestSupport.packageRoot
    let text = try String(contentsOfFile: root + "/CONTRIBUTING.md", encoding: .utf8)
    let listed = Set(text.split(separator: "\n").compactMap { line in
        line.firstMatch(of: /^\| `(Sources\/[^`]+)\/` \|/).map { String($0.1) }
    })
    var folders = Set<String>()
    let files = FileManager.default.enumerator(atPath: root + "/Sources")
    while let path = files?.nextObject() as? String {
        if path.hasSuffix(".swift") { folders.insert("Sources/" + (path as NSString).deletingLastPathComponent) }
    }
    #expect(!folders.isEmpty)
    #expect(listed.subtracting(folders).isEmpty, "rows for folders without Swift files in CONTRIBUTING.md")
    #expect(folders.subtracting(listed).isEmpty, "folders missing from CONTRIBUTING.md's layout table")
}
