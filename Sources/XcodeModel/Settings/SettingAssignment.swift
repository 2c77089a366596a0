import PlistKit

/// The levels of the build-setting stack, lowest precedence first (docs/reference/xcode-semantics.md §4.1).
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
    /// Parameters swift-build binds for its own use (`__platform_filter`…): written by Xcode, not by people, and
    /// never reported.
    public static let internalParameters: Set<String> = [
        "__platform_filter", "_sdk_build_version", "__host_platform", "__destination_platform",
        "__normalized_unversioned_triple",
    ]
    /// The names of the SDKs an `[sdk=…]` pattern is matched against, each with a version appended
    /// (`iphoneos26.0`) or bare, and the SDKs' fallback names (`embedded`; docs/reference/xcode-semantics.md §4.3).
    public static let sdkNames: [String] = SDKNames.conditionNames
    /// The values of `variant`: the build variants swift-build knows.
    public static let variants = ["normal", "profile", "debug"]

    /// Why a condition can never match, whatever is built.
    public enum Defect: Sendable, Hashable {
        /// `[ sdk=iphoneos* ]`: whitespace inside the brackets is part of the parameter or the pattern.
        case whitespaceInsideBrackets
        /// `[platform=ios]`: not a parameter swift-build binds (only `*` matches an unbound parameter).
        case unknownParameter
        /// `[sdk=iphoneos*,arch=arm64]`: one `sdk` pattern `iphoneos*,arch=arm64`, not two conditions.
        case commaInPattern
        /// `[sdk=ios*]`: no SDK's name matches the pattern.
        case matchesNoSDK
        /// `[variant=release]`: not one of swift-build's build variants.
        case matchesNoVariant
    }

    /// Why this condition can never match as written, if it cannot; conditions on the configuration or target
    /// depend on the project and are left to the caller.
    public var defect: Defect? {
        if parameter != parameter.trimmingWhitespace || pattern != pattern.trimmingWhitespace {
            return .whitespaceInsideBrackets
        }
        if pattern == "*" || Self.internalParameters.contains(parameter) { return nil }
        guard Self.knownParameters.contains(parameter) else { return .unknownParameter }
        if pattern.contains(",") && parameter != "config" && parameter != "target" { return .commaInPattern }
        switch parameter {
        case "sdk": return Self.couldMatchSomeSDK(pattern) ? nil : .matchesNoSDK
        case "variant": return Self.variants.contains { Fnmatch.matches(pattern, $0) } ? nil : .matchesNoVariant
        default: return nil
        }
    }

    /// Whether `pattern` matches some SDK's name, bare or followed by a version (`iphoneos`, `iphoneos17.2`).
    static func couldMatchSomeSDK(_ pattern: String) -> Bool {
        for name in sdkNames {
            if Fnmatch.matches(pattern, name) || Fnmatch.matches(pattern, name + "99.9") { return true }
            // A version-specific pattern: the name, then only digits, dots and wildcards (`iphoneos17.*`).
            if pattern.hasPrefix(name),
               pattern.dropFirst(name.count).allSatisfy({ $0.isASCII && ($0.isNumber || ".*?".contains($0)) }) {
                return true
            }
        }
        return false
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

    /// True when the value plainly includes the next lower value: it writes `$(inherited)` or its own name
    /// (`$(NAME)`, docs/reference/xcode-semantics.md §4.4). A cheap test on the text, for rules that look for a value that does not;
    /// false says nothing (the value may still reach it through another setting).
    public var includesInherited: Bool {
        guard value.utf8.contains(UInt8(ascii: "$")) else { return false }
        return ["$(inherited)", "${inherited}", "$(\(name))", "${\(name)}"].contains { ByteSearch.contains($0, in: value) }
    }

    /// Splits `NAME[cond=x][…]` (pbxproj keys, xcconfig left-hand sides). Nil if it is not a valid name.
    public static func parseKey(_ key: Substring) -> (name: String, conditions: [SettingCondition])? {
        // Works on UTF-8 bytes: every delimiter is ASCII, so slicing at them never splits a character, and the
        // name itself must be ASCII. (Scalar arrays and Unicode property look-ups made this the hot spot of
        // reading settings.)
        var key = key
        return key.withUTF8 { b -> (name: String, conditions: [SettingCondition])? in
            func isNameStart(_ c: UInt8) -> Bool {
                c == UInt8(ascii: "_") || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "z"))
            }
            func isName(_ c: UInt8) -> Bool { isNameStart(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) }
            func text(_ from: Int, _ to: Int) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: b[from..<to]), as: UTF8.self)
            }
            let n = b.count
            var i = 0
            guard i < n, isNameStart(b[i]) else { return nil }
            while i < n && isName(b[i]) { i += 1 }
            let name = text(0, i)
            var conditions: [SettingCondition] = []
            while true {
                while i < n && (b[i] == 0x20 || b[i] == 0x09) { i += 1 }
                guard i < n else { break }
                guard b[i] == UInt8(ascii: "[") else { return nil }
                i += 1
                let parameterStart = i
                while i < n && b[i] != UInt8(ascii: "=") && b[i] != UInt8(ascii: "]") { i += 1 }
                guard i < n, b[i] == UInt8(ascii: "=") else { return nil }
                let parameter = text(parameterStart, i)
                i += 1
                let patternStart = i
                while i < n && b[i] != UInt8(ascii: "]") { i += 1 }
                guard i < n else { return nil }
                conditions.append(SettingCondition(parameter: parameter, pattern: text(patternStart, i)))
                i += 1
            }
            return (name, conditions)
        }
    }
}

extension String {
    /// Without the spaces and tabs at either end (what xcconfig lines and condition brackets count as whitespace).
    package var trimmingWhitespace: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
