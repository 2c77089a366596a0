import Foundation
import Testing
import TestSupport
@testable import PlistKit

/// The JSON5 reader behind `project.xcproj` (docs/reference/xcode-semantics.md §3.7, docs/reference/xcproj-notes.md §2).
@Suite struct JSON5Tests {
    func read(_ text: String) throws(PlistError) -> PlistDocument {
        try PlistReader.read(text, path: "project.xcproj")
    }

    // MARK: Golden cases

    @Test func everyJSON5FeatureParsesToItsValue() throws {
        let text = """
            // a line comment
            {
              /* a block
                 comment */ unquoted: 'single "quoted"',
              $id_2: "double 'quoted'",
              "escapes": "\\x41\\u00e9\\uD83D\\uDE00\\v\\0\\'\\/\\q",
              continued: 'one \\
            two',
              numbers: [0x1F, -0Xa, .5, 5., +3, -1e3, Infinity, -Infinity, NaN, 0,],
              literals: [true, false, null,],
            }
            """
        let document = try read(text)
        #expect(document.format == .json5)
        let root = document.root
        #expect(root["unquoted"]?.string == "single \"quoted\"")
        #expect(root["$id_2"]?.string == "double 'quoted'")
        #expect(root["escapes"]?.string == "Aé😀\u{0B}\u{0}'/q")
        #expect(root["continued"]?.string == "one two")
        let numbers = try #require(root["numbers"]).elements
        #expect(numbers.map(\.string) == ["0x1F", "-0Xa", ".5", "5.", "+3", "-1e3", "Infinity", "-Infinity", "NaN", "0"])
        #expect(numbers.map(\.scalarType) == [.integer, .integer, .real, .real, .integer, .real, .real, .real, .real,
                                              .integer])
        #expect(try #require(root["literals"]).elements.map(\.scalarType) == [.boolean, .boolean, .null])
        #expect(root["unquoted"]?.scalarType == .string)
    }

    @Test func dumpPrintsWhatAJSON5ParserReads() throws {
        let document = try read("{a: 0x1F, b: [.5, +3, 5.], c: 'x', d: null, e: true,}")
        #expect(PlistJSON.render(document.root, pretty: false)
                == #"{"a":31,"b":[0.5,3,5.0],"c":"x","d":null,"e":true}"#)
    }

    @Test func everyKeyAndValueHasItsLineAndColumn() throws {
        let document = try read("// c\n{ /* x */ key: 'v', // y\n  \"q\" /* z */ : [1,\n 2, ], }")
        let key = try #require(document.root.entry(forKey: "key"))
        #expect(key.key.position == SourcePosition(line: 2, column: 11))
        #expect(key.value.position == SourcePosition(line: 2, column: 16))
        let q = try #require(document.root.entry(forKey: "q"))
        #expect(q.key.position == SourcePosition(line: 3, column: 3))
        #expect(q.value.elements.last?.position == SourcePosition(line: 4, column: 2))
    }

    @Test func unicodeSpaceAndIdentifiers() throws {
        let document = try read("{\u{00A0}\u{FEFF}clé\u{2028}:\u{3000}'v', \\u0061b: 1}")
        #expect(document.root["clé"]?.string == "v")
        #expect(document.root["ab"]?.string == "1")
    }

    @Test func duplicateKeysAreReportedAcrossQuotingStyles() throws {
        let document = try read("{\n a: 1,\n 'a': 2,\n \"\\u0061\": 3,\n}")
        let duplicates = document.warnings.filter { $0.kind == .duplicateKey }
        #expect(duplicates.count == 2)
        #expect(duplicates.first?.range.start == SourcePosition(line: 3, column: 2))
        #expect(duplicates.first?.firstRange?.start == SourcePosition(line: 2, column: 2))
        #expect(document.root["a"]?.string == "3")
    }

    // MARK: Errors

    @Test(arguments: [
        ("{a: 1,,}", 1, 7, "expected a key"),
        ("{a 1}", 1, 4, "expected ':'"),
        ("{\n  a: 'x\n'}", 2, 8, "line break in a string"),
        ("{a: 01}", 1, 5, "cannot start with 0"),
        ("{a: 0x}", 1, 5, "needs digits after '0x'"),
        ("{a: 1e}", 1, 5, "exponent"),
        ("{a: '\\1'}", 1, 6, "not a JSON5 escape"),
        ("{a: '\\x4'}", 1, 6, "\\x needs two"),
        ("{a: '\\u12'}", 1, 6, "\\u needs four"),
        ("{a: truex}", 1, 5, "expected a JSON5 value"),
        ("{a: 1a}", 1, 6, "expected a JSON5 value"),
        ("{a: [1 2]}", 1, 8, "expected ',' or ']'"),
        ("{a: 1} x", 1, 8, "after the end"),
        ("{a: 1 /* open", 1, 7, "unterminated '/*'"),
        ("{a: \"open", 1, 5, "unterminated string"),
        ("{1a: 1}", 1, 2, "expected a key"),
        ("{a: .}", 1, 5, "expected a JSON5 value"),
    ])
    func syntaxErrorsNameLineAndColumn(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try read(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.kind == .syntax)
            #expect(error.position == SourcePosition(line: line, column: column), "\(text): \(error)")
            #expect(error.message.contains(message), "\(text): \(error.message)")
            #expect(error.description.contains("project.xcproj:\(line):\(column): error:"))
            #expect(error.excerpt.contains("^"))
        }
    }

    @Test func nestingIsLimited() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: PlistError.self) { _ = try read(deep) }
        do { _ = try read(deep) } catch { #expect(error.kind == .tooDeep) }
    }

    @Test func onlyXcprojAndJSON5FilesAreReadAsJSON5() throws {
        #expect(PlistReader.isJSON5Path("A.xcodeproj/project.xcproj"))
        #expect(PlistReader.isJSON5Path("x.json5"))
        #expect(!PlistReader.isJSON5Path("A.xcodeproj/project.pbxproj"))
        #expect(try PlistReader.read("{\"a\": 1}", path: "Contents.json").format == .json)
    }

    // MARK: Against Foundation and random trees

    /// Strict JSON is a subset of JSON5: every JSON text Foundation reads gives the same tree here.
    @Test func jsonSubsetEqualsJSONSerialization() throws {
        var random = SplitMix64(seed: 0x15_0_5)
        for index in 0..<200 {
            let tree = TreeGenerator.tree(&random, depth: 0, root: true).withoutData
            var printer = JSON5Printer(random: SplitMix64(seed: UInt64(index)), strict: true)
            let text = printer.document(tree)
            let parsed = try read(text)
            let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            #expect(PlistTree(parsed.root).map(Self.foundationShape) == Self.foundationShape(foundation as Any),
                    "tree \(index):\n\(text)")
        }
    }

    /// Random trees printed with random comments, quoting styles, identifier keys and trailing commas parse back.
    @Test func randomTreesWithCommentsAndTrailingCommasRoundTrip() throws {
        var random = SplitMix64(seed: 0x15_0_5_5)
        var all = ""
        for index in 0..<300 {
            let tree = TreeGenerator.tree(&random, depth: 0, root: true).withoutData
            var printer = JSON5Printer(random: SplitMix64(seed: 77 &+ UInt64(index)), strict: false)
            let text = printer.document(tree)
            all += text
            do {
                #expect(PlistTree(try read(text).root) == tree, "tree \(index):\n\(text)")
            } catch {
                Issue.record("tree \(index) does not parse: \(error)\n\(text)")
            }
        }
        for needle in ["//", "/*", ",}", ",]", "'", "\\x", "\\u"] {
            #expect(all.contains(needle), "the printer never wrote \(needle)")
        }
    }

    /// Foundation's objects and our trees in one comparable shape (dictionaries as sorted pairs: Foundation
    /// keeps no order).
    static func foundationShape(_ value: Any) -> String {
        if let s = value as? String { return s.debugDescription }
        if let a = value as? [Any] { return "[" + a.map(foundationShape).joined(separator: ",") + "]" }
        if let d = value as? [String: Any] {
            return "{" + d.keys.sorted().map { "\($0.debugDescription):\(foundationShape(d[$0] as Any))" }
                .joined(separator: ",") + "}"
        }
        return "?"
    }

    static func foundationShape(_ tree: PlistTree) -> String {
        switch tree {
        case .string(let s): return s.debugDescription
        case .data: return "?"
        case .array(let items): return "[" + items.map { foundationShape($0) }.joined(separator: ",") + "]"
        case .dictionary(let entries):
            return "{" + entries.sorted { $0.key < $1.key }
                .map { "\($0.key.debugDescription):\(foundationShape($0.value))" }.joined(separator: ",") + "}"
        }
    }
}

extension PlistTree {
    /// JSON has no data; the generator's data values become strings.
    var withoutData: PlistTree {
        switch self {
        case .string: return self
        case .data(let bytes): return .string(bytes.map { String($0) }.joined(separator: " "))
        case .array(let items): return .array(items.map(\.withoutData))
        case .dictionary(let entries):
            return .dictionary(entries.map { PlistTree.Entry(key: $0.key, value: $0.value.withoutData) })
        }
    }
}

/// Prints a tree as JSON (`strict`) or as hand-edited JSON5: comments between tokens, identifier keys,
/// single quotes, `\x` and `\u` escapes, line continuations and trailing commas.
struct JSON5Printer {
    var random: SplitMix64
    let strict: Bool

    mutating func document(_ tree: PlistTree) -> String {
        space() + value(tree, indent: 0) + space() + (strict ? "" : random.chance(0.3) ? "// end" : "")
    }

    mutating func space() -> String {
        guard !strict else { return random.chance(0.3) ? "\n " : "" }
        switch random.int(0...5) {
        case 0: return " /* c */ "
        case 1: return " // line comment\n"
        case 2: return "\n\t"
        default: return random.chance(0.5) ? " " : ""
        }
    }

    mutating func value(_ tree: PlistTree, indent: Int) -> String {
        switch tree {
        case .string(let s): return quoted(s)
        case .data: return "null"
        case .array(let items):
            var out = "[" + space()
            for (i, item) in items.enumerated() {
                out += value(item, indent: indent + 1) + space()
                if i < items.count - 1 || (!strict && random.chance(0.5)) { out += "," + space() }
            }
            return out + "]"
        case .dictionary(let entries):
            var out = "{" + space()
            for (i, entry) in entries.enumerated() {
                out += key(entry.key) + space() + ":" + space() + value(entry.value, indent: indent + 1) + space()
                if i < entries.count - 1 || (!strict && random.chance(0.5)) { out += "," + space() }
            }
            return out + "}"
        }
    }

    mutating func key(_ s: String) -> String {
        let isIdentifier = !s.isEmpty && s.unicodeScalars.enumerated().allSatisfy { i, c in
            c == "$" || c == "_" || (c.isASCII && (c.properties.isAlphabetic || (i > 0 && c.properties.numericType != nil)))
        }
        if !strict && isIdentifier && random.chance(0.7) { return s }
        return quoted(s)
    }

    mutating func quoted(_ s: String) -> String {
        let quote: Character = !strict && random.chance(0.4) ? "'" : "\""
        var out = String(quote)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += strict || random.chance(0.5) ? "\\n" : "\\u000A"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if Character(scalar) == quote {
                    out += "\\" + String(quote)
                } else if scalar.value < 0x20 || (scalar.value == 0x2028 && strict) {
                    out += !strict && random.chance(0.5) && scalar.value < 0x100
                        ? "\\x" + hex(scalar.value, 2) : "\\u" + hex(scalar.value, 4)
                } else if !strict && scalar.value > 0xFFFF && random.chance(0.5) {
                    for unit in String(scalar).utf16 { out += "\\u" + hex(UInt32(unit), 4) }
                } else if !strict && scalar == "a" && random.chance(0.3) {
                    out += "\\x61"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        if !strict && random.chance(0.1) { out += "\\\n" }  // a line continuation adds nothing
        out.append(quote)
        return out
    }

    func hex(_ value: UInt32, _ width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
