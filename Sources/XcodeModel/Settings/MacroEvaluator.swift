#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The values bound to condition parameters in one evaluation (docs/reference/xcode-semantics.md §4.3): `arch` stays unbound for
/// asset-catalog settings (actool is architecture-neutral).
public struct SettingScope: Sendable, Hashable {
    public var configuration: String
    public var target: String?
    /// Values `[sdk=…]` patterns are matched against, e.g. `["iphoneos99.9", "iphoneos", "embedded"]`.
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

/// Evaluates settings over a settings stack as swift-build's macro evaluator does
/// (`Sources/SWBMacro/MacroEvaluationScope.swift`, `MacroEvaluationProgram.swift`; docs/reference/xcode-semantics.md §4.4, §4.5):
///
/// * Each assignment is parsed as its setting's type (`MacroExpression.swift`) and evaluated into a `MacroResult`,
///   in its string form (quotes and backslashes kept) or its list form (split into elements).
/// * A reference is looked up through the chain of evaluations in progress (`MacroEvaluationContext`): a setting
///   already being evaluated means the next lower assignment of it, so `$(inherited)`, `$(value)` and a setting's own
///   name are inheritance, and `X = ($(Y))`, `Y = {$(X)}` reaches X's lower value instead of a cycle.
/// * Adjacent text and references splice element-wise (`-D$(L)` with `L = a b` is `-Da b` as two elements).
/// * Operators apply to each element.
///
/// Each assignment is evaluated once per form (a value that references another twice at every level would otherwise
/// take 2^levels steps); a result that depended on an evaluation further out in the chain is reused only where those
/// look-ups resolve the same way, since it differs by where the evaluation started. What no real project needs — evaluations nested more than 64 deep, a
/// value longer than 1 MiB — stops the evaluation with `limit` set, so that callers treat the value as unknowable
/// instead of trusting a cut-off one.
struct MacroEvaluator {
    static let maxDepth = 64
    static let maxLength = 1 << 20

    let stack: SettingsStack
    let scope: SettingScope
    /// Values below every level that depend on the evaluation (PLATFORM_NAME for the SDK evaluated): literal text.
    let builtins: [String: String]

    /// The evaluations in progress, outermost first: which assignment of which setting.
    private var frames: [(name: String, index: Int)] = []
    /// For each frame, the look-ups it made that were decided outside it: a name and the assignment of the frame
    /// further out that it resolved to (-1: none, the top of the stack). A result is reused only where those
    /// look-ups resolve the same way (see `evaluateAssignment`).
    private var dependencies: [[String: Int]] = []
    /// Assignments that contributed to the evaluations so far, each once, in order met.
    private(set) var contributors: [Int] = []
    private var contributorSet = Set<Int>()
    /// The contributors of each assignment evaluation in progress (innermost last), to remember with its result.
    private var contributorFrames: [[Int]] = []
    /// Results by assignment and form, with their contributors and the outside look-ups they depend on.
    private var memo: [MemoKey: Memo] = [:]
    /// Parsed values by assignment.
    private var parsed: [Int: [MacroPiece]] = [:]
    /// Names referenced that no level defines and pbxlint does not provide (they expand to nothing, or stay as
    /// written for `$NAME`): a value built from them is not what Xcode sees when Xcode defines the name itself.
    private(set) var undefined: [String] = []
    /// True once `$(inherited)` (or a reference back to a setting being evaluated) found nothing below it: the value
    /// then takes whatever any lower file would set, including one pbxlint cannot read.
    private(set) var inheritedFromNothing = false
    /// Why the evaluation stopped short (a limit pbxlint sets that Xcode does not), or nil.
    private(set) var limit: EvaluationLimit?

    private struct MemoKey: Hashable {
        var index: Int
        var asString: Bool
    }

    private struct Memo {
        var value: MacroResult
        var contributors: [Int]
        var dependencies: [String: Int]
        /// Set when a limit cut the evaluation short: the value is not the setting's, and whatever reuses it stops
        /// at the same limit (see `evaluateAssignment`).
        var cut: Cut?
    }

    /// Why a memoised result was cut short, and how deep its evaluation started.
    private struct Cut {
        var limit: EvaluationLimit
        var depth: Int
    }

    init(stack: SettingsStack, scope: SettingScope, builtins: [String: String] = [:]) {
        self.stack = stack
        self.scope = scope
        self.builtins = builtins
    }

    // MARK: Entry points

    /// The string form of `name` (what `-showBuildSettings` prints), using assignments below `below` (all when nil).
    mutating func string(_ name: String, below: Int? = nil) -> String {
        value(name, asString: true, below: below).string
    }

    /// The list form of `name`: its elements for a list-typed setting, else its string form as one element (none
    /// when empty).
    mutating func list(_ name: String, below: Int? = nil) -> [String] {
        guard SettingTypes.isList(name) else {
            let s = string(name, below: below)
            return s.isEmpty ? [] : [s]
        }
        return value(name, asString: false, below: below).elements
    }

    /// `text` evaluated as a string expression in this scope (Info.plist values, paths).
    mutating func expand(_ text: String) -> String {
        let (pieces, nestingLimitReached) = MacroExpressionParser.parseString(text)
        if nestingLimitReached { noteLimit(.nesting(Self.maxDepth)) }
        var result = MacroResult()
        evaluate(pieces, asString: true, into: &result)
        return result.string
    }

    private mutating func value(_ name: String, asString: Bool, below: Int?) -> MacroResult {
        var result = MacroResult()
        if let index = stack.winner(name, below: below ?? stack.assignments.count, scope: scope) {
            evaluateAssignment(index, asString: asString, into: &result)
        } else if let builtin = builtins[name] {
            result.append(builtin)
        }
        return result
    }

    // MARK: Evaluation

    /// How many times a limit stopped an evaluation: a result during which it grew was cut short and is not
    /// memoised, while one computed completely after an earlier cut still is.
    private var limitsReached = 0

    /// The limit reached last (what a result cut short remembers).
    private var lastLimit: EvaluationLimit?

    private mutating func noteLimit(_ reason: EvaluationLimit) {
        if limit == nil { limit = reason }
        lastLimit = reason
        limitsReached += 1
    }

    private mutating func addContributor(_ index: Int) {
        if contributorSet.insert(index).inserted { contributors.append(index) }
        if !contributorFrames.isEmpty { contributorFrames[contributorFrames.count - 1].append(index) }
    }

    /// Evaluates assignment `index` (of the setting it assigns) into `out`, memoised.
    private mutating func evaluateAssignment(_ index: Int, asString: Bool, into out: inout MacroResult) {
        let key = MemoKey(index: index, asString: asString)
        if let hit = memo[key], hit.dependencies.allSatisfy({ nearestFrame($0.key)?.index ?? -1 == $0.value }),
           hit.cut.map({ $0.depth <= frames.count || $0.limit != .nesting(Self.maxDepth) }) ?? true {
            recordDependencies(hit.dependencies)
            for contributor in hit.contributors { addContributor(contributor) }
            out.append(hit.value)
            if let cut = hit.cut { noteLimit(cut.limit) }
            return
        }
        guard frames.count < Self.maxDepth else {
            noteLimit(.nesting(Self.maxDepth))
            return
        }
        let assignment = stack.assignments[index]
        frames.append((assignment.name, index))
        let limitsBefore = limitsReached
        dependencies.append([:])
        contributorFrames.append([])
        addContributor(index)
        var result = MacroResult()
        evaluate(pieces(of: index), asString: asString, into: &result)
        let frame = contributorFrames.removeLast()
        if !contributorFrames.isEmpty { contributorFrames[contributorFrames.count - 1].append(contentsOf: frame) }
        frames.removeLast()
        let outside = dependencies.removeLast()
        // A result that reached back into an outer evaluation (`Y = {$(X)}` inside X) differs by where the
        // evaluation started: it is reused only where its outside look-ups resolve the same way. One cut short by a
        // limit is reused only where it would be cut again — any depth for a length limit, as deep or deeper for
        // the nesting limit — and stops the reusing evaluation at that limit too: without it, `A1 = $(A0)$(A0)` …
        // 64 levels deep reached the nesting limit at the bottom and then evaluated every level twice, 2^64 steps.
        var seen = Set<Int>()
        memo[key] = Memo(value: result, contributors: frame.filter { seen.insert($0).inserted }, dependencies: outside,
                         cut: limitsReached == limitsBefore ? nil
                             : Cut(limit: lastLimit ?? .nesting(Self.maxDepth), depth: frames.count))
        out.append(result)
    }

    /// The innermost evaluation in progress of `name`, with its depth.
    private func nearestFrame(_ name: String) -> (depth: Int, index: Int)? {
        for depth in stride(from: frames.count - 1, through: 0, by: -1) where frames[depth].name == name {
            return (depth, frames[depth].index)
        }
        return nil
    }

    /// Records, in every frame the look-up of `name` went outside of, what it resolved to.
    private mutating func recordLookup(_ name: String, resolvedAt frame: (depth: Int, index: Int)?) {
        let first = (frame?.depth ?? -1) + 1
        guard first < dependencies.count else { return }
        for depth in first..<dependencies.count { dependencies[depth][name] = frame?.index ?? -1 }
    }

    /// Records a reused result's outside look-ups as made again here.
    private mutating func recordDependencies(_ reused: [String: Int]) {
        for (name, _) in reused { recordLookup(name, resolvedAt: nearestFrame(name)) }
    }

    /// The parsed value of assignment `index`: string semantics for string and Boolean settings, list semantics
    /// for list-typed and user-defined ones (`MacroNamespace.parseForMacro`).
    private mutating func pieces(of index: Int) -> [MacroPiece] {
        if let cached = parsed[index] { return cached }
        let assignment = stack.assignments[index]
        let (pieces, nestingLimitReached) = SettingTypes.isList(assignment.name)
            ? MacroExpressionParser.parseList(assignment.value) : MacroExpressionParser.parseString(assignment.value)
        if nestingLimitReached { noteLimit(.nesting(Self.maxDepth)) }
        parsed[index] = pieces
        return pieces
    }

    private mutating func evaluate(_ pieces: [MacroPiece], asString: Bool, into out: inout MacroResult) {
        for piece in pieces {
            guard out.bytes.count <= Self.maxLength else {
                noteLimit(.length(bytes: Self.maxLength))
                return
            }
            switch piece {
            case .literal(let text): out.append(text)
            case .stringFormOnly(let text): if asString { out.append(text) }
            case .separator(let text): if asString { out.append(text) } else { out.markBoundary() }
            case .reference(let reference): evaluate(reference, asString: asString, into: &out)
            }
        }
    }

    private mutating func evaluate(_ reference: MacroReference, asString: Bool, into out: inout MacroResult) {
        var nameResult = MacroResult()
        evaluate(reference.name, asString: true, into: &nameResult)
        let name = nameResult.string
        let hasDefault = reference.operators.contains { if case .replacement("default", _) = $0 { true } else { false } }
        var value = MacroResult()
        evaluateNamed(name, asString: asString || reference.asString, preserveIfUndefined: !reference.bracketed,
                      hasDefault: hasDefault, into: &value)
        for op in reference.operators {
            switch op {
            case .retrieval(let operatorName):
                guard let apply = MacroOperators.retrieval(operatorName) else { continue }
                var next = MacroResult()
                for element in value.elements {
                    next.append(apply(element))
                    next.markBoundary()
                }
                value = next
            case .replacement(let operatorName, let operandPieces):
                guard let apply = MacroOperators.replacement(operatorName) else { continue }
                var operandResult = MacroResult()
                evaluate(operandPieces, asString: asString || reference.asString, into: &operandResult)
                let operand = operandResult.string
                var next = MacroResult()
                if value.hasText {
                    for element in value.elements {
                        next.append(apply(element, operand))
                        next.markBoundary()
                    }
                } else if operatorName == "default" {
                    // Only `:default=` applies to a value that is not there at all.
                    next.append(apply("", operand))
                }
                value = next
            }
            // Operators can grow a value (`:quote` doubles every backslash), so chained ones would grow it
            // exponentially: bounded like any expansion.
            guard value.bytes.count <= Self.maxLength else {
                noteLimit(.length(bytes: Self.maxLength))
                return
            }
        }
        out.append(value)
    }

    /// Looks `name` up as `MacroEvaluationProgram.lookupMacroInContext` and `MacroEvaluationContext.nextValueForMacro`
    /// do, and evaluates what it finds into `out`.
    private mutating func evaluateNamed(_ name: String, asString: Bool, preserveIfUndefined: Bool, hasDefault: Bool,
                                        into out: inout MacroResult) {
        var macro = name
        if name == "inherited" || name == "value" {
            // The setting being evaluated; at the top of an expression `$(inherited)` is nothing.
            if let current = frames.last {
                macro = current.name
            } else if name == "inherited" {
                return
            }
        }
        guard !macro.isEmpty else {
            if preserveIfUndefined { out.append("$") }
            return
        }
        // The nearest evaluation of the same setting in progress: its next lower assignment.
        let chain = nearestFrame(macro)
        recordLookup(macro, resolvedAt: chain)
        let below = chain?.index ?? stack.assignments.count
        let throughChain = chain != nil
        if let index = stack.winner(macro, below: below, scope: scope) {
            evaluateAssignment(index, asString: asString, into: &out)
            return
        }
        if let builtin = builtins[macro] {
            out.append(builtin)
            return
        }
        if throughChain {
            inheritedFromNothing = true
        } else if !hasDefault {
            undefined.append(macro)
        }
        if preserveIfUndefined {
            out.append("$" + name)
        } else if let declaration = DeclaredSettings.byName[macro], declaration.type != .stringList {
            // A declared string or Boolean setting with no value is the empty string, which makes an element exist
            // in a list; a list or a name nobody declares adds nothing.
            out.append("")
        }
    }
}
