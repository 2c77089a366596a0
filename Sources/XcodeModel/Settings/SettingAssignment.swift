import PlistKit

/// The levels of the build-setting stack, lowest precedence first (xcode-semantics §4.1).
public enum SettingLevel: Int, Sendable, Hashable, Comparable, CaseIterable {
    case builtin
    case projectXCConfig
    case project
    case targetXCConfig
    case target

    public static func < (a: SettingLevel, b: SettingLevel) -> Bool { a.rawValue < b.rawValue }

    public var title: String {
        switch self {
        case .builtin: "built-in default"
        case .projectXCConfig: "project xcconfig"
        case .project: "project build settings"
        case .targetXCConfig: "target xcconfig"
        case .target: "target build settings"
        }
    }
}

/// `[param=pattern]` on an assignment's name (§4.3). Whitespace inside the brackets is significant.
public struct SettingCondition: Sendable, Hashable {
    public var parameter: String
    public var pattern: String

    public init(parameter: String, pattern: String) {
        self.parameter = parameter
        self.pattern = pattern
    }

    /// Parameters swift-build binds; anything else never matches (unless the pattern is `*`).
    public static let knownParameters: Set<String> = ["config", "sdk", "arch", "variant", "target"]

    /// Why this condition can never match as written, if it cannot.
    public var neverMatchesBecause: String? {
        if parameter != parameter.trimmingWhitespace || pattern != pattern.trimmingWhitespace {
            return "whitespace inside the brackets is part of the condition"
        }
        if !SettingCondition.knownParameters.contains(parameter) && pattern != "*" {
            return "'\(parameter)' is not a condition parameter (config, sdk, arch, variant, target)"
        }
        if pattern.contains(",") { return "a comma does not separate conditions; write [a=x][b=y]" }
        return nil
    }
}

/// One assignment of a build setting at one level: from a pbxproj `buildSettings` entry or an xcconfig line.
public struct SettingAssignment: Sendable {
    public var name: String
    public var conditions: [SettingCondition]
    /// The value as macro-expression text. pbxproj arrays are already escaped and joined (§4.5).
    public var value: String
    public var level: SettingLevel
    /// File it is written in (absolute); empty for built-in defaults.
    public var file: String
    /// The key (name and conditions) in the file.
    public var range: SourceRange?

    public init(name: String, conditions: [SettingCondition] = [], value: String, level: SettingLevel,
                file: String = "", range: SourceRange? = nil) {
        self.name = name
        self.conditions = conditions
        self.value = value
        self.level = level
        self.file = file
        self.range = range
    }

    /// Splits `NAME[cond=x][…]` (pbxproj keys, xcconfig left-hand sides). Nil if it is not a valid name.
    public static func parseKey(_ key: Substring) -> (name: String, conditions: [SettingCondition])? {
        let scalars = Array(key.unicodeScalars)
        var i = 0
        func isNameStart(_ c: Unicode.Scalar) -> Bool { c == "_" || (c.isASCII && c.properties.isAlphabetic) }
        func isName(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || ("0"..."9").contains(c) }
        guard i < scalars.count, isNameStart(scalars[i]) else { return nil }
        while i < scalars.count && isName(scalars[i]) { i += 1 }
        let name = String(String.UnicodeScalarView(scalars[0..<i]))
        var conditions: [SettingCondition] = []
        while true {
            while i < scalars.count && (scalars[i] == " " || scalars[i] == "\t") { i += 1 }
            guard i < scalars.count else { break }
            guard scalars[i] == "[" else { return nil }
            i += 1
            var parameter = String.UnicodeScalarView()
            while i < scalars.count && scalars[i] != "=" && scalars[i] != "]" { parameter.append(scalars[i]); i += 1 }
            guard i < scalars.count, scalars[i] == "=" else { return nil }
            i += 1
            var pattern = String.UnicodeScalarView()
            while i < scalars.count && scalars[i] != "]" { pattern.append(scalars[i]); i += 1 }
            guard i < scalars.count else { return nil }
            i += 1
            conditions.append(SettingCondition(parameter: String(parameter), pattern: String(pattern)))
        }
        return (name, conditions)
    }
}

extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
