import Foundation
import Testing
@testable import PlistKit

/// Our parser against Foundation's `PropertyListSerialization` (CoreFoundation, the reference implementation) on
/// real files: every corpus `project.pbxproj` and every XML Info.plist Foundation can read.
@Suite struct DifferentialTests {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }()

    static let corpus: String? = {
        let path = ((packageRoot as NSString).appendingPathComponent("../shared/corpus") as NSString).standardizingPath
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    static func files(_ suffix: String) -> [String] {
        guard let corpus, let walker = FileManager.default.enumerator(atPath: corpus) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String, found.count < 500 {
            if relative.hasSuffix(suffix) { found.append(relative) }
        }
        return found.sorted()
    }

    /// Compares our value with Foundation's object, reporting the first difference with its key path.
    static func difference(_ ours: PlistValue, _ theirs: Any, path: String = "") -> String? {
        switch ours.kind {
        case .string:
            if let s = theirs as? String { return s == ours.string ? nil : "\(path): \(ours.string ?? "") ≠ \(s)" }
            if let n = theirs as? NSNumber {
                // XML numbers and booleans: we keep them as strings.
                let ok = ours.string == n.stringValue || ours.string == (n.boolValue ? "true" : "false")
                    || ours.string.flatMap(Double.init) == n.doubleValue
                return ok ? nil : "\(path): \(ours.string ?? "") ≠ \(n)"
            }
            if theirs is Date { return nil }
            return "\(path): string vs \(type(of: theirs))"
        case .data:
            guard let d = theirs as? Data else { return "\(path): data vs \(type(of: theirs))" }
            return [UInt8](d) == ours.data ? nil : "\(path): data differs"
        case .array:
            guard let a = theirs as? [Any] else { return "\(path): array vs \(type(of: theirs))" }
            let elements = ours.elements
            guard elements.count == a.count else { return "\(path): \(elements.count) vs \(a.count) elements" }
            for (i, (x, y)) in zip(elements, a).enumerated() {
                if let d = difference(x, y, path: "\(path)[\(i)]") { return d }
            }
            return nil
        case .dictionary:
            guard let d = theirs as? [String: Any] else { return "\(path): dictionary vs \(type(of: theirs))" }
            var ourKeys = Set<String>()
            for (key, value) in ours.entries { ourKeys.insert(key.string ?? "") ; _ = value }
            guard ourKeys == Set(d.keys) else {
                return "\(path): keys differ: \(ourKeys.symmetricDifference(Set(d.keys)).sorted().prefix(5))"
            }
            for key in ourKeys.sorted() {
                guard let value = ours[key], let other = d[key] else { return "\(path).\(key) missing" }
                if let diff = difference(value, other, path: "\(path).\(key)") { return diff }
            }
            return nil
        }
    }

    @Test("corpus project.pbxproj equals Foundation's parse", .enabled(if: corpus != nil), arguments: files("project.pbxproj"))
    func pbxproj(_ relative: String) throws {
        let path = try #require(Self.corpus) + "/" + relative
        let data = try #require(FileManager.default.contents(atPath: path))
        let ours = try PlistReader.read(bytes: [UInt8](data), path: path)
        let theirs = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        #expect(Self.difference(ours.root, theirs) == nil)
    }

    @Test("corpus Info.plist equals Foundation's parse", .enabled(if: corpus != nil), arguments: files("Info.plist"))
    func infoPlist(_ relative: String) throws {
        let path = try #require(Self.corpus) + "/" + relative
        let data = try #require(FileManager.default.contents(atPath: path))
        // Preprocessed plists (#ifdef) are not plists for either parser.
        guard let theirs = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) else {
            #expect(throws: PlistError.self) { try PlistReader.read(bytes: [UInt8](data), path: path) }
            return
        }
        let ours = try PlistReader.read(bytes: [UInt8](data), path: path)
        #expect(Self.difference(ours.root, theirs) == nil)
    }

    static let handWritten: [String] = [
        "{ a = (x, y, ); b = <0fA1>; c = \"\\U00e9\\n\"; d = { e = 'q'; }; }",
        "// !$*UTF8*$!\n{ /* c */ k = \"a//b\"; \"K[sdk=iphoneos*]\" = \"A B\"; e = \"\"; }",
        "{ s = \"\\351\\101\"; t = \"\\Ud83d\\Ude00\"; u = ( ); }",
    ]

    @Test("hand-written input equals Foundation's parse", arguments: handWritten)
    func handWrittenInput(_ text: String) throws {
        let ours = try PlistReader.read(text)
        let theirs = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        #expect(Self.difference(ours.root, theirs) == nil)
    }

    /// Positions: keys in a real file are reported where they are written (found by searching the raw text).
    @Test(.enabled(if: corpus != nil)) func positionsMatchTheRawText() throws {
        let path = try #require(Self.corpus) + "/twodayslate__claw/claw.xcodeproj/project.pbxproj"
        let data = try #require(FileManager.default.contents(atPath: path))
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let document = try PlistReader.read(bytes: [UInt8](data), path: path)
        func expected(_ needle: String) -> SourcePosition? {
            for (i, line) in lines.enumerated() {
                if let r = line.range(of: needle) {
                    return SourcePosition(line: i + 1, column: line[..<r.lowerBound].unicodeScalars.count + 1)
                }
            }
            return nil
        }
        let root = document.root
        #expect(root.entry(forKey: "rootObject")?.key.position == expected("rootObject = "))
        #expect(root.entry(forKey: "objectVersion")?.key.position == expected("objectVersion = "))
        let objects = try #require(root["objects"])
        let firstAlt = objects.entries.lazy.compactMap { $0.value["buildSettings"]?.entry(forKey: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES") }.first
        #expect(firstAlt?.key.position == expected("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "))
    }
}
