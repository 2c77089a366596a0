#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where code names alternate icons: `setAlternateIconName` calls (Swift, with or without a completion handler,
/// `try await`; Objective-C `setAlternateIconName:`) and `String`-backed enums whose raw values are icon names.
public struct IconNameUses: Sendable {
    /// A call's argument, as far as pbxlint can follow it.
    public enum Argument: Sendable, Equatable {
        /// A string literal: the name the app asks for.
        case literal(String)
        /// `nil`: back to the primary icon.
        case primary
        /// `….rawValue` of some value: its enum is checked with the enums.
        case rawValue
        /// Anything else (a variable, a name built at run time).
        case unknown
    }

    public struct Call: Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var argument: Argument
    }

    public struct EnumCase: Sendable {
        public var name: String
        /// The raw value: the literal, or the case name when none is written.
        public var rawValue: String
        public var line: Int
        public var column: Int
    }

    public struct StringEnum: Sendable {
        public var file: String
        public var name: String
        public var cases: [EnumCase]
        /// A `setAlternateIconName` call in the same file passes a `.rawValue` of this enum (named in the argument,
        /// or through a variable or parameter declared with its type).
        public var feedsCall: Bool
        /// Cases the same file visibly maps to `nil` (`self == .primary ? nil : rawValue`): the primary icon,
        /// which never reaches `setAlternateIconName` (`NilMappedCases`).
        public var mappedToNil: Set<String> = []
    }

    public var calls: [Call] = []
    public var enums: [StringEnum] = []

    public init() {}

    /// The bytes every relevant file contains; files without them are not lexed.
    static let marker = Array("AlternateIcon".utf8)

    /// Adds what `bytes` (the file at `path`) says. Files without `AlternateIcon` in them are skipped unlexed.
    mutating func scan(_ bytes: [UInt8], path: String) {
        guard Self.contains(bytes, Self.marker) else { return }
        let tokens = SourceLexer.tokens(bytes)
        var fileCalls: [Call] = []
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .identifier && t.text == "setAlternateIconName", i + 1 < tokens.count {
                let open = tokens[i + 1]
                if open.kind == .punctuation && (open.text == "(" || open.text == ":") {
                    fileCalls.append(Call(file: path, line: t.line, column: t.column,
                                          argument: Self.argument(tokens, from: i + 2, objectiveC: open.text == ":")))
                }
            }
            i += 1
        }
        calls += fileCalls
        // Identifiers of the arguments that pass a `.rawValue`, and what they are declared as (`icon: AppIcon`).
        var fed = Set<String>()
        for (index, t) in tokens.enumerated() where t.kind == .identifier && t.text == "setAlternateIconName" {
            guard index + 1 < tokens.count, tokens[index + 1].text == "(" || tokens[index + 1].text == ":",
                  Self.argument(tokens, from: index + 2, objectiveC: tokens[index + 1].text == ":") == .rawValue
            else { continue }
            var k = index + 2
            while k < tokens.count && k < index + 66 && tokens[k].text != ")" {
                if tokens[k].kind == .identifier { fed.insert(tokens[k].text) }
                k += 1
            }
        }
        var fedTypes = fed
        if !fed.isEmpty {
            for k in 0..<max(0, tokens.count - 2)
            where tokens[k].kind == .identifier && fed.contains(tokens[k].text) && tokens[k + 1].text == ":"
                && tokens[k + 2].kind == .identifier {
                fedTypes.insert(tokens[k + 2].text)
            }
        }
        let stringEnums = Self.stringEnums(tokens)
        let nilMapped = stringEnums.isEmpty ? [] : NilMappedCases.names(tokens)
        for found in stringEnums {
            enums.append(StringEnum(file: path, name: found.name, cases: found.cases, feedsCall: fedTypes.contains(found.name),
                                    mappedToNil: nilMapped.intersection(found.cases.map(\.name))))
        }
    }

    /// The argument starting at token `k`: a literal alone before `)`, `,` or (Objective-C) the next selector
    /// part; `nil`; something ending in `.rawValue`; or unknown.
    static func argument(_ tokens: [SourceToken], from k: Int, objectiveC: Bool) -> Argument {
        guard k < tokens.count else { return .unknown }
        var end = k
        var depth = 0
        while end < tokens.count {
            let t = tokens[end]
            if t.kind == .punctuation {
                if t.text == "(" || t.text == "[" || t.text == "{" { depth += 1 }
                if t.text == ")" || t.text == "]" || t.text == "}" {
                    if depth == 0 { break }
                    depth -= 1
                }
                if t.text == "," && depth == 0 { break }
            }
            // Objective-C: `…Name:@"X" completionHandler:` ends at the next `identifier:`.
            if objectiveC && depth == 0 && end > k && t.kind == .identifier && end + 1 < tokens.count
                && tokens[end + 1].text == ":" { break }
            end += 1
            if end - k > 64 { return .unknown }
        }
        let argument = tokens[k..<end]
        if argument.count == 1, case .string(let value)? = argument.first?.kind {
            return value.map(Argument.literal) ?? .unknown
        }
        if argument.count == 1, argument.first?.kind == .identifier, argument.first?.text == "nil" { return .primary }
        if argument.last?.kind == .identifier, argument.last?.text == "rawValue" { return .rawValue }
        return .unknown
    }

    /// Swift `enum Name: String { case a = "x", b … }` (String anywhere in the inheritance list).
    static func stringEnums(_ tokens: [SourceToken]) -> [(name: String, cases: [EnumCase])] {
        var result: [(String, [EnumCase])] = []
        var i = 0
        while i + 2 < tokens.count {
            guard tokens[i].kind == .identifier, tokens[i].text == "enum", tokens[i + 1].kind == .identifier else {
                i += 1
                continue
            }
            let name = tokens[i + 1].text
            var j = i + 2
            var isString = false
            while j < tokens.count && tokens[j].text != "{" && j - i < 32 {
                if tokens[j].kind == .identifier && tokens[j].text == "String" { isString = true }
                j += 1
            }
            guard isString, j < tokens.count, tokens[j].text == "{" else { i += 1; continue }
            var cases: [EnumCase] = []
            var depth = 0
            var k = j + 1
            var inCase = false
            while k < tokens.count {
                let t = tokens[k]
                if t.kind == .punctuation && t.text == "{" { depth += 1 }
                if t.kind == .punctuation && t.text == "}" {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0 && t.kind == .identifier && t.text == "case" { inCase = true; k += 1; continue }
                if depth == 0 && inCase && t.kind == .identifier {
                    var raw = t.text.hasPrefix("`") ? String(t.text.dropFirst().dropLast()) : t.text
                    if k + 2 < tokens.count, tokens[k + 1].text == "=", case .string(let value?) = tokens[k + 2].kind {
                        raw = value
                        k += 2
                    }
                    cases.append(EnumCase(name: t.text, rawValue: raw, line: tokens[k].line, column: tokens[k].column))
                    // More cases follow only after a comma.
                    inCase = k + 1 < tokens.count && tokens[k + 1].text == ","
                    k += inCase ? 2 : 1
                    continue
                }
                if depth == 0 && inCase && t.kind != .identifier && t.text != "," { inCase = false }
                k += 1
            }
            if !cases.isEmpty { result.append((name, cases)) }
            i = k
        }
        return result
    }

    /// Whether `needle` occurs in `haystack`: `memchr` to each candidate first byte, then `memcmp` (sources are
    /// read whole, and most do not contain it).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return false }
        return haystack.withUnsafeBytes { h in
            needle.withUnsafeBytes { n in
                guard let hb = h.baseAddress, let nb = n.baseAddress else { return false }
                var offset = 0
                let last = h.count - n.count
                while offset <= last {
                    guard let hit = memchr(hb + offset, Int32(first), last - offset + 1) else { return false }
                    let position = hb.distance(to: UnsafeRawPointer(hit))
                    if memcmp(hb + position, nb, n.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
