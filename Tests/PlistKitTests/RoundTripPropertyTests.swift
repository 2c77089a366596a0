import Testing
import TestSupport
@testable import PlistKit

/// Seeded property test: random plist trees, printed the way Xcode writes OpenStep (tabs, `key = value;`, quoting
/// and escapes only where needed, `/* comments */` between tokens), parse back to the same tree.
@Suite struct RoundTripPropertyTests {
    static let seed: UInt64 = 0x5EED_0F_B1A5
    static let treeCount = 300

    @Test func printedTreesParseBackToTheSameTree() throws {
        var random = SplitMix64(seed: Self.seed)
        for index in 0..<Self.treeCount {
            let tree = TreeGenerator.tree(&random, depth: 0, root: true)
            var printer = OpenStepPrinter(random: SplitMix64(seed: Self.seed &+ UInt64(index)))
            let text = printer.document(tree)
            let parsed: PlistTree?
            do {
                parsed = PlistTree(try PlistReader.read(text, path: "tree-\(index)").root)
            } catch {
                Issue.record("tree \(index) (seed \(Self.seed)) does not parse: \(error)\n\(text)")
                continue
            }
            #expect(parsed == tree, "tree \(index) (seed \(Self.seed)):\n\(text)")
        }
    }

    /// The printer must exercise what it claims to; otherwise the round trip proves little.
    @Test func generatedTextCoversQuotingEscapesUnicodeDataAndComments() {
        var random = SplitMix64(seed: Self.seed)
        var all = ""
        for index in 0..<Self.treeCount {
            var printer = OpenStepPrinter(random: SplitMix64(seed: Self.seed &+ UInt64(index)))
            all += printer.document(TreeGenerator.tree(&random, depth: 0, root: true))
        }
        for needle in ["\\\"", "\\\\", "\\n", "\\t", "\\U", "\\0", "/*", "<", "'", "é", "😀", "\t\t"] {
            #expect(all.contains(needle), "no \(needle) in the generated text")
        }
    }
}

/// Random trees: Xcode-like keys and values, plus strings that need quotes and escapes, unicode and data.
enum TreeGenerator {
    static let words = ["isa", "PBXBuildFile", "fileRef", "name", "path", "children", "sourceTree", "<group>",
                        "A1B2C3D4E5F6A7B8C9D0E1F2", "Client/Assets.xcassets", "$(inherited)", "-ObjC", "1.0", "YES",
                        "@executable_path/Frameworks", "a b", "", "x;y", "{}", "(a)", "=", "/usr/lib", "a//b",
                        "naïve", "日本語", "😀 emoji", "tab\there", "line\nbreak", "quote\"d", "back\\slash",
                        "bell\u{07}", "\u{1F}unit", "it's", "/* not a comment */", "//", "é", "\u{2028}"]

    static func tree(_ random: inout SplitMix64, depth: Int, root: Bool = false) -> PlistTree {
        if root { return random.chance(0.9) ? dictionary(&random, depth: depth) : array(&random, depth: depth) }
        let roll = random.int(0...9)
        if depth >= 4 || roll < 5 { return .string(string(&random)) }
        if roll == 5 { return .data((0..<random.int(0...12)).map { _ in UInt8(random.int(0...255)) }) }
        return roll < 8 ? dictionary(&random, depth: depth) : array(&random, depth: depth)
    }

    static func dictionary(_ random: inout SplitMix64, depth: Int) -> PlistTree {
        var keys = Set<String>()
        var entries: [PlistTree.Entry] = []
        for _ in 0..<random.int(0...6) {
            let key = string(&random)
            guard keys.insert(key).inserted else { continue }
            entries.append(PlistTree.Entry(key: key, value: tree(&random, depth: depth + 1)))
        }
        return .dictionary(entries)
    }

    static func array(_ random: inout SplitMix64, depth: Int) -> PlistTree {
        .array((0..<random.int(0...5)).map { _ in tree(&random, depth: depth + 1) })
    }

    static func string(_ random: inout SplitMix64) -> String {
        switch random.int(0...3) {
        case 0:
            // Random scalars from several ranges: ASCII, controls, Latin, CJK, astral.
            let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0x01...0x1F, 0xA0...0x17F, 0x4E00...0x4E80, 0x1F600...0x1F64F]
            return String(String.UnicodeScalarView((0..<random.int(0...8)).compactMap { _ in
                let range = random.pick(ranges)
                return Unicode.Scalar(UInt32(random.int(Int(range.lowerBound)...Int(range.upperBound))))
            }))
        case 1:
            return random.pick(words) + random.pick(words)
        default:
            return random.pick(words)
        }
    }
}

/// Prints trees as Xcode does: multi-line dictionaries and arrays indented with tabs, or (like PBXBuildFile
/// objects) on one line; unquoted where the grammar allows; comments sprinkled between tokens.
struct OpenStepPrinter {
    var random: SplitMix64

    /// Characters CoreFoundation accepts in an unquoted string.
    static let unquoted = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$/:.-".unicodeScalars)

    mutating func document(_ tree: PlistTree) -> String {
        "// !$*UTF8*$!\n" + value(tree, indent: 0, singleLine: false) + "\n"
    }

    /// Now and then a block comment, or (only where a line break is allowed) a `//` comment ending the line.
    mutating func comment(lineAllowed: Bool = true) -> String {
        guard random.chance(0.2) else { return "" }
        return !lineAllowed || random.chance(0.8)
            ? " /* \(random.pick(["Begin section", "Client", "é", "a ; b", "x /* y"])) */"
            : " // line comment \(random.int(0...9))\n"
    }

    mutating func value(_ tree: PlistTree, indent: Int, singleLine: Bool) -> String {
        switch tree {
        case .string(let s):
            return quoted(s)
        case .data(let bytes):
            var out = "<"
            for (i, byte) in bytes.enumerated() {
                if i > 0 && i % 4 == 0 { out += random.chance(0.5) ? " " : "\n\t" }
                let hex = String(byte, radix: 16)
                out += (hex.count == 1 ? "0" : "") + (random.chance(0.3) ? hex.uppercased() : hex)
            }
            return out + ">"
        case .array(let items):
            let one = singleLine || random.chance(0.2)
            let tabs = String(repeating: "\t", count: indent + 1)
            var out = "("
            for item in items {
                out += one ? "" : "\n" + tabs
                out += value(item, indent: indent + 1, singleLine: one) + comment(lineAllowed: !one) + ","
                out += one ? " " : ""
            }
            return out + (one ? "" : "\n" + String(repeating: "\t", count: indent)) + ")"
        case .dictionary(let entries):
            let one = singleLine || random.chance(0.25)
            let tabs = String(repeating: "\t", count: indent + 1)
            var out = "{"
            for entry in entries {
                out += one ? "" : "\n" + tabs
                out += quoted(entry.key) + comment(lineAllowed: !one) + " = "
                out += value(entry.value, indent: indent + 1, singleLine: one) + comment(lineAllowed: !one) + ";"
                out += one ? " " : ""
            }
            return out + (one ? "" : "\n" + String(repeating: "\t", count: indent)) + "}"
        }
    }

    /// Unquoted when every character allows it (and no `//` would start a comment); otherwise double-quoted (or,
    /// now and then, single-quoted) with escapes, non-ASCII either raw UTF-8 or `\Uxxxx` (surrogate pairs above
    /// the BMP).
    mutating func quoted(_ s: String) -> String {
        if !s.isEmpty, s.unicodeScalars.allSatisfy(Self.unquoted.contains), !s.contains("//") { return s }
        let quote: Character = random.chance(0.1) && !s.contains("'") ? "'" : "\""
        var out = String(quote)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += quote == "\"" ? "\\\"" : "\""
            case "\\": out += "\\\\"
            case "\n": out += random.chance(0.5) ? "\\n" : "\n"
            case "\t": out += random.chance(0.5) ? "\\t" : "\t"
            case _ where scalar.value < 0x20:
                let octal = String(scalar.value, radix: 8)
                out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            case _ where scalar.value > 0x7F && random.chance(0.5):
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out.append(quote)
        return out
    }
}
