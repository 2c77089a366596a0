import Foundation

/// The values bound to condition parameters in one evaluation (xcode-semantics §4.3): `arch` stays unbound for
/// asset-catalog settings (actool is architecture-neutral).
public struct SettingScope: Sendable, Hashable {
    public var configuration: String
    public var target: String?
    /// Values `[sdk=…]` patterns are matched against, e.g. `["iphoneos99.9", "iphoneos"]`.
    public var sdk: [String]

    public init(configuration: String, target: String?, sdk: [String]) {
        self.configuration = configuration
        self.target = target
        self.sdk = sdk
    }

    func values(of parameter: String) -> [String]? {
        switch parameter {
        case "config": return [configuration]
        case "target": return target.map { [$0] }
        case "sdk": return sdk.isEmpty ? nil : sdk
        case "variant": return ["normal"]
        default: return nil
        }
    }

    /// All conditions must match; a parameter with no bound value matches only `*` (§4.3).
    func matches(_ conditions: [SettingCondition]) -> Bool {
        conditions.allSatisfy { condition in
            guard let bound = values(of: condition.parameter) else { return condition.pattern == "*" }
            return bound.contains { Fnmatch.matches(condition.pattern, $0) }
        }
    }
}

/// Evaluates macro expressions over a settings stack: `$(NAME)`, `${NAME}`, `$[NAME]`, `$NAME`, `$$`, computed
/// names, operators, `$(inherited)` and self-reference as inheritance (§4.4), StringList splicing (§4.5).
/// Cycles end in an empty value. Each assignment is evaluated once per evaluator (a value that references another
/// twice at every level, `M1 = $(M2)$(M2)`, would otherwise take 2^levels steps), and what no real project needs —
/// references nested more than 64 deep, a value longer than 1 MiB — stops the evaluation with `limit` set, so that
/// callers treat the value as unknowable instead of trusting a cut-off one.
struct MacroEvaluator {
    static let maxDepth = 64
    static let maxLength = 1 << 20

    let stack: SettingsStack
    let scope: SettingScope
    private var active = Set<String>()
    private var depth = 0
    private var nesting = 0
    /// Assignments that contributed to the evaluations so far, lowest level first, each once.
    private(set) var contributors: [Int] = []
    private var contributorSet = Set<Int>()
    /// The contributors of each evaluation in progress (innermost last), to remember with its memoised result.
    private var frames: [[Int]] = []
    /// Results by assignment (and the name it is evaluated as), with their contributors.
    private var stringMemo: [String: (value: String, contributors: [Int])] = [:]
    private var listMemo: [String: (value: [String], contributors: [Int])] = [:]
    /// How many times a cycle was cut; a result computed while one was cut depends on where the evaluation
    /// started, so it is not memoised.
    private var cuts = 0
    /// Names referenced while evaluating that no level defines (they expand to nothing, or stay as written for
    /// `$NAME`): a value built from them is not what Xcode sees when Xcode defines the name itself.
    private(set) var undefined: [String] = []
    /// True once `$(inherited)` (or a self-reference) found nothing below it: the value then takes whatever any
    /// lower file would set, including one pbxlint cannot read (a missing `#include?` above the line).
    private(set) var inheritedFromNothing = false
    /// Why the evaluation stopped short (a limit pbxlint sets that Xcode does not), or nil.
    private(set) var limit: EvaluationLimit?

    init(stack: SettingsStack, scope: SettingScope) {
        self.stack = stack
        self.scope = scope
    }

    private mutating func noteLimit(_ reason: EvaluationLimit) {
        if limit == nil { limit = reason }
    }

    private mutating func addContributor(_ index: Int) {
        if contributorSet.insert(index).inserted { contributors.append(index) }
        if !frames.isEmpty { frames[frames.count - 1].append(index) }
    }

    /// Runs `body` as the evaluation of `key`, memoised in `memo`.
    private mutating func memoised<T>(_ key: String, _ memo: WritableKeyPath<MacroEvaluator, [String: (value: T, contributors: [Int])]>,
                                      _ body: (inout MacroEvaluator) -> T) -> T {
        if let hit = self[keyPath: memo][key] {
            for index in hit.contributors { addContributor(index) }
            return hit.value
        }
        let cutsBefore = cuts
        frames.append([])
        let value = body(&self)
        let frame = frames.removeLast()
        if !frames.isEmpty { frames[frames.count - 1].append(contentsOf: frame) }
        if cuts == cutsBefore && limit == nil {
            var seen = Set<Int>()
            self[keyPath: memo][key] = (value, frame.filter { seen.insert($0).inserted })
        }
        return value
    }

    /// The value of `name` as a string, using assignments below `below` (all when nil).
    mutating func string(_ name: String, below: Int? = nil) -> String {
        guard let index = stack.winner(name, below: below ?? stack.assignments.count, scope: scope) else { return "" }
        return memoised("\(name)#\(index)", \.stringMemo) { me in
            me.withGuard(name, index, fallback: "") { me in
                me.expand(me.stack.assignments[index].value, selfName: name, at: index)
            }
        }
    }

    /// The value of `name` as a list, using assignments below `below`.
    mutating func list(_ name: String, below: Int? = nil) -> [String] {
        guard let index = stack.winner(name, below: below ?? stack.assignments.count, scope: scope) else { return [] }
        guard SettingTypes.isList(name) else {
            let s = string(name, below: below)
            return s.isEmpty ? [] : [s]
        }
        return memoised("\(name)#\(index)", \.listMemo) { me in
            me.withGuard(name, index, fallback: []) { me in
                me.split(me.stack.assignments[index].value, selfName: name, at: index)
            }
        }
    }

    private mutating func withGuard<T>(_ name: String, _ index: Int, fallback: T, _ body: (inout MacroEvaluator) -> T) -> T {
        let key = "\(name)#\(index)"
        guard !active.contains(key) else {
            cuts += 1
            return fallback
        }
        guard depth < Self.maxDepth else {
            noteLimit(.nesting(Self.maxDepth))
            return fallback
        }
        active.insert(key)
        depth += 1
        addContributor(index)
        let result = body(&self)
        depth -= 1
        active.remove(key)
        return result
    }

    /// Text with references expanded, String semantics: quotes and backslashes are ordinary characters.
    mutating func expand(_ text: String, selfName: String? = nil, at index: Int? = nil) -> String {
        let s = Array(text.unicodeScalars)
        let scanner = ReferenceScanner(s)
        var out = String.UnicodeScalarView()
        var length = 0
        var i = 0
        while i < s.count {
            if s[i] == "$" && i + 1 < s.count && s[i + 1] == "$" {
                out.append("$")
                length += 1
                i += 2
                continue
            }
            if s[i] == "$", let end = scanner.referenceEnd(i) {
                let value = reference(String(String.UnicodeScalarView(s[i..<end])), selfName: selfName, at: index)
                length += value.unicodeScalars.count
                guard length <= Self.maxLength else {
                    noteLimit(.length(bytes: Self.maxLength))
                    return String(out)
                }
                out.append(contentsOf: value.unicodeScalars)
                i = end
                continue
            }
            out.append(s[i])
            length += 1
            i += 1
        }
        return String(out)
    }

    /// Text split as a StringList; unquoted references to list values are spliced in as separate elements.
    mutating func split(_ text: String, selfName: String? = nil, at index: Int? = nil) -> [String] {
        var result: [String] = []
        for element in StringList.split(text) {
            if element.count == 1, let only = element.first, only.isReference, !only.quoted {
                result.append(contentsOf: referenceList(only.text, selfName: selfName, at: index))
                continue
            }
            var value = ""
            for segment in element {
                value += segment.isReference ? reference(segment.text, selfName: selfName, at: index) : segment.text
            }
            result.append(value)
        }
        return result
    }

    /// Parses `$(NAME:op:op=value)` (or `${…}`, `$[…]`, `$NAME`) into its evaluated name and operators.
    private mutating func parse(_ reference: String, selfName: String?, at index: Int?) -> (name: String, ops: [String], bracketed: Bool) {
        let scalars = Array(reference.unicodeScalars)
        guard scalars.count >= 2 else { return ("", [], false) }
        if MacroSyntax.closing(scalars[1]) == nil {
            return (String(String.UnicodeScalarView(scalars[1...])), [], false)
        }
        let inner = Array(scalars[2..<(scalars.count - 1)])
        // Split at top-level ':' (not inside nested references).
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        var nesting = 0
        for c in inner {
            if c == "(" || c == "{" || c == "[" { nesting += 1 }
            if c == ")" || c == "}" || c == "]" { nesting -= 1 }
            if c == ":" && nesting == 0 { parts.append(String(current)); current = String.UnicodeScalarView(); continue }
            current.append(c)
        }
        parts.append(String(current))
        let name = expand(parts[0], selfName: selfName, at: index)
        return (name, Array(parts.dropFirst()), true)
    }

    /// One reference evaluated as a string.
    private mutating func reference(_ reference: String, selfName: String?, at index: Int?) -> String {
        // `$($($(…)))`: each level's name is itself evaluated; bounded like references through settings.
        guard nesting < Self.maxDepth else {
            noteLimit(.nesting(Self.maxDepth))
            return ""
        }
        nesting += 1
        defer { nesting -= 1 }
        let (name, ops, bracketed) = parse(reference, selfName: selfName, at: index)
        let isInherited = name == "inherited" || name == selfName
        let below = isInherited ? index : nil
        let lookup = isInherited ? (selfName ?? name) : name
        let isDefined = stack.winner(lookup, below: below ?? stack.assignments.count, scope: scope) != nil
        if !isDefined && !isInherited && !ops.contains(where: { $0.hasPrefix("default=") }) { undefined.append(lookup) }
        if !isDefined && isInherited { inheritedFromNothing = true }
        if !bracketed && !isDefined {
            return reference  // `$NAME` stays as written when undefined (§4.4)
        }
        var value = ""
        if !SettingTypes.isList(lookup) {
            value = string(lookup, below: below)
        } else if let winner = stack.winner(lookup, below: below ?? stack.assignments.count, scope: scope) {
            // A list setting in string context: its text with references expanded, quotes kept (swift-build re-joins).
            value = memoised("\(lookup)#\(winner)#text", \.stringMemo) { me in
                me.withGuard(lookup, winner, fallback: "") { me in
                    me.expand(me.stack.assignments[winner].value, selfName: lookup, at: winner)
                }
            }
        }
        for op in ops {
            value = apply(op, to: value, selfName: selfName, at: index)
            // Operators can grow a value (`:quote` doubles every backslash), so chained ones grow it exponentially:
            // bounded like any expansion.
            guard value.utf8.count <= Self.maxLength else {
                noteLimit(.length(bytes: Self.maxLength))
                return ""
            }
        }
        return value
    }

    /// One reference evaluated as a list (for splicing).
    private mutating func referenceList(_ reference: String, selfName: String?, at index: Int?) -> [String] {
        let (name, ops, bracketed) = parse(reference, selfName: selfName, at: index)
        if !ops.isEmpty || !bracketed {
            let s = self.reference(reference, selfName: selfName, at: index)
            return s.isEmpty ? [] : [s]
        }
        let isInherited = name == "inherited" || name == selfName
        if isInherited, let selfName, let index {
            if stack.winner(selfName, below: index, scope: scope) == nil { inheritedFromNothing = true }
            return list(selfName, below: index)
        }
        return list(name)
    }

    /// Applies one operator (`lower`, `default=x`, …) to a value.
    private mutating func apply(_ op: String, to value: String, selfName: String?, at index: Int?) -> String {
        let parts = op.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let argument = parts.count > 1 ? expand(String(parts[1]), selfName: selfName, at: index) : nil
        switch (name, argument) {
        case ("default", let a?): return value.isEmpty ? a : value
        case ("lower", nil): return value.lowercased()
        case ("upper", nil): return value.uppercased()
        case ("dir", nil): return PathOperators.directory(value)
        case ("file", nil): return PathOperators.file(value)
        case ("base", nil): return PathOperators.deletingExtension(PathOperators.file(value))
        case ("suffix", nil):
            let ext = PathOperators.pathExtension(value)
            return ext.isEmpty ? "" : "." + ext
        case ("standardizepath", nil): return PathOperators.standardized(value)
        case ("not", nil): return SettingTypes.bool(value) ? "NO" : "YES"
        case ("quote", nil):
            var out = ""
            for c in value { if " \t\"'\\".contains(c) { out.append("\\") }; out.append(c) }
            return out
        case ("identifier", nil), ("c99extidentifier", nil):
            var out = String(value.map { $0.isLetter || $0.isNumber ? $0 : "_" })
            if let f = out.first, f.isNumber { out = "_" + out }
            return out
        case ("rfc1034identifier", nil):
            return String(value.map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "." ? $0 : "-" })
        case ("dir", let a?): return PathOperators.appending(PathOperators.file(value), to: a)
        case ("file", let a?): return PathOperators.appending(a, to: PathOperators.directory(value))
        case ("base", let a?):
            let ext = PathOperators.pathExtension(value)
            return PathOperators.appending(a + (ext.isEmpty ? "" : "." + ext), to: PathOperators.directory(value))
        case ("suffix", let a?): return PathOperators.deletingExtension(value) + a
        default: return value
        }
    }
}
