/// How swift-build parses a setting's value (docs/reference/xcode-semantics.md §4.5). Path settings parse as strings, path lists as
/// string lists.
public enum SettingType: String, Sendable, Hashable {
    case string
    case boolean
    case stringList
}

/// A Swift type a setting's resolved value can be read as: `String`, `Bool` or `[String]`.
public protocol SettingValue: Sendable {
    static var settingType: SettingType { get }
    /// The value from its three readings (§4.5): as a string, as a StringList, as a Boolean.
    init(string: String, list: [String], bool: Bool)
}

extension String: SettingValue {
    public static var settingType: SettingType { .string }
    public init(string: String, list: [String], bool: Bool) { self = string }
}

extension Bool: SettingValue {
    public static var settingType: SettingType { .boolean }
    public init(string: String, list: [String], bool: Bool) { self = bool }
}

extension Array: SettingValue where Element == String {
    public static var settingType: SettingType { .stringList }
    public init(string: String, list: [String], bool: Bool) { self = list }
}

/// A build setting declared with its type, as swift-build's macro namespace declares it: `Setting<String>`,
/// `Setting<Bool>` or `Setting<[String]>`. Only `SettingCatalog` makes them, so every setting that exists is
/// registered with its type and default; rules ask for values with them (`configuration[.appIconName]`, the
/// accessors in `Setting+Declarations.swift`).
public struct Setting<Value: SettingValue>: Sendable, Hashable {
    public let name: String
    /// The built-in default as macro-expression text (spec `DefaultValue`), when pbxlint knows it.
    public let defaultValue: String?
    /// For lists: each level is meant to add to the levels below (`$(inherited)` first), as flags, search paths
    /// and definitions are; false for lists that choose (`SUPPORTED_PLATFORMS`, `ARCHS`), which levels replace.
    public let accumulates: Bool

    /// Only `SettingCatalog` can pass a `registration`: a setting declared anywhere else would parse as a
    /// user-defined list and lose its default.
    init(_ name: String, default defaultValue: String? = nil, accumulates: Bool = false,
         _ registration: SettingCatalog.Registration) {
        self.name = name
        self.defaultValue = defaultValue
        self.accumulates = accumulates
    }

    public var type: SettingType { Value.settingType }

    /// The declaration without its Swift type, for tables.
    public var declaration: SettingDeclaration {
        SettingDeclaration(name: name, type: type, defaultValue: defaultValue, accumulates: accumulates)
    }
}

/// A declared setting without its Swift type: what the resolver needs (the parse type, the default).
public struct SettingDeclaration: Sendable, Hashable {
    public let name: String
    public let type: SettingType
    public let defaultValue: String?
    /// See `Setting.accumulates`.
    public let accumulates: Bool

    public init(name: String, type: SettingType, defaultValue: String? = nil, accumulates: Bool = false) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.accumulates = accumulates
    }
}
