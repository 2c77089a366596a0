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
    /// The most tokens any pass held at once (`TokenWindow.mostHeld`): bounded by the lookahead, not the file.
    var mostTokensHeld = 0

    public init() {}

    /// The bytes every relevant file contains; files without them are not lexed. (Its `A` is the rare byte.)
    static let marker = SourceMarker("AlternateIcon", anchor: 0)
    /// What the two kinds of passes look for: a file without either has nothing for them (the marker may be in
    /// a comment or another name, `alternateIconName`).
    private static let call = SourceMarker("setAlternateIconName", anchor: 3)
    private static let enumKeyword = SourceMarker("enum", anchor: 2)

    /// Adds what `bytes` (the file at `path`) says. Files without `AlternateIcon` in them are skipped unlexed.
    /// Each pass reads the tokens forward through a `TokenWindow` (looking at most 66 tokens ahead), so memory
    /// does not grow with the file: the calls first, then (when a call passes a `.rawValue`) the types its
    /// identifiers are declared with, then the enums.
    mutating func scan(_ bytes: [UInt8], path: String) {
        guard Self.marker.occurs(in: bytes) else { return }
        let hasCalls = Self.call.occurs(in: bytes), hasEnums = Self.enumKeyword.occurs(in: bytes)
        guard hasCalls || hasEnums else { return }
        var tokens = TokenWindow(hasCalls ? bytes : [])
        // Identifiers of the arguments that pass a `.rawValue`, and what they are declared as (`icon: AppIcon`).
        var fed = Set<String>()
        var i = 0
        while let t = tokens.at(i) {
            tokens.release(below: i)
            if t.kind == .identifier && t.text == "setAlternateIconName", let open = tokens.at(i + 1),
               open.kind == .punctuation && (open.text == "(" || open.text == ":") {
                let argument = Self.argument(&tokens, from: i + 2, objectiveC: open.text == ":")
                calls.append(Call(file: path, line: t.line, column: t.column, argument: argument))
                if argument == .rawValue {
                    var k = i + 2
                    while k < i + 66, let token = tokens.at(k), token.text != ")" {
                        if token.kind == .identifier { fed.insert(token.text) }
                        k += 1
                    }
                }
            }
            i += 1
        }
        var fedTypes = fed
        var declarations = TokenWindow([])
        if !fed.isEmpty {
            declarations = TokenWindow(bytes)
            var k = 0
            while let t = declarations.at(k) {
                declarations.release(below: k)
                if t.kind == .identifier && fed.contains(t.text) && declarations.text(k + 1) == ":",
                   let type = declarations.at(k + 2), type.kind == .identifier {
                    fedTypes.insert(type.text)
                }
                k += 1
            }
        }
        var enumTokens = TokenWindow(hasEnums ? bytes : [])
        let stringEnums = Self.stringEnums(&enumTokens)
        var nilTokens = TokenWindow([])
        if !stringEnums.isEmpty { nilTokens = TokenWindow(bytes) }
        let nilMapped = stringEnums.isEmpty ? [] : NilMappedCases.names(&nilTokens)
        for found in stringEnums {
            enums.append(StringEnum(file: path, name: found.name, cases: found.cases, feedsCall: fedTypes.contains(found.name),
                                    mappedToNil: nilMapped.intersection(found.cases.map(\.name))))
        }
        mostTokensHeld = max(mostTokensHeld, tokens.mostHeld, declarations.mostHeld, enumTokens.mostHeld, nilTokens.mostHeld)
    }

    /// The argument starting at token `k`: a literal alone before `)`, `,` or (Objective-C) the next selector
    /// part; `nil`; something ending in `.rawValue`; or unknown.
    static func argument(_ tokens: inout TokenWindow, from k: Int, objectiveC: Bool) -> Argument {
        var end = k
        var depth = 0
        while let t = tokens.at(end) {
            if t.kind == .punctuation {
                if t.text == "(" || t.text == "[" || t.text == "{" { depth += 1 }
                if t.text == ")" || t.text == "]" || t.text == "}" {
                    if depth == 0 { break }
                    depth -= 1
                }
                if t.text == "," && depth == 0 { break }
            }
            // Objective-C: `…Name:@"X" completionHandler:` ends at the next `identifier:`.
            if objectiveC && depth == 0 && end > k && t.kind == .identifier && tokens.text(end + 1) == ":" { break }
            end += 1
            if end - k > 64 { return .unknown }
        }
        guard let first = tokens.at(k), let last = tokens.at(end - 1), end > k else { return .unknown }
        if end - k == 1, case .string(let value) = first.kind { return value.map(Argument.literal) ?? .unknown }
        if end - k == 1, first.kind == .identifier, first.text == "nil" { return .primary }
        if last.kind == .identifier, last.text == "rawValue" { return .rawValue }
        return .unknown
    }

    /// Swift `enum Name: String { case a = "x", b … }` (String anywhere in the inheritance list).
    static func stringEnums(_ tokens: inout TokenWindow) -> [(name: String, cases: [EnumCase])] {
        var result: [(String, [EnumCase])] = []
        var i = 0
        while tokens.at(i + 2) != nil {
            tokens.release(below: i)
            guard let keyword = tokens.at(i), keyword.kind == .identifier, keyword.text == "enum",
                  let nameToken = tokens.at(i + 1), nameToken.kind == .identifier else {
                i += 1
                continue
            }
            let name = nameToken.text
            var j = i + 2
            var isString = false
            while let t = tokens.at(j), t.text != "{", j - i < 32 {
                if t.kind == .identifier && t.text == "String" { isString = true }
                j += 1
            }
            guard isString, tokens.text(j) == "{" else { i += 1; continue }
            var cases: [EnumCase] = []
            var depth = 0
            var k = j + 1
            var inCase = false
            while let t = tokens.at(k) {
                tokens.release(below: k)
                if t.kind == .punctuation && t.text == "{" { depth += 1 }
                if t.kind == .punctuation && t.text == "}" {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0 && t.kind == .identifier && t.text == "case" { inCase = true; k += 1; continue }
                if depth == 0 && inCase && t.kind == .identifier {
                    var raw = t.text.hasPrefix("`") ? String(t.text.dropFirst().dropLast()) : t.text
                    var decided = t
                    if tokens.text(k + 1) == "=", let literal = tokens.at(k + 2), case .string(let value?) = literal.kind {
                        raw = value
                        decided = literal
                        k += 2
                    }
                    cases.append(EnumCase(name: t.text, rawValue: raw, line: decided.line, column: decided.column))
                    // More cases follow only after a comma.
                    inCase = tokens.text(k + 1) == ","
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
}
