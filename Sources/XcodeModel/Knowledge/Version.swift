/// A dotted numeric version (`16`, `16.4`, `17.0.1`) compared as Xcode's build system compares versions: component
/// by component, missing components counting as 0, so `16` = `16.0` = `16.0.0` < `16.0.1` < `16.10`
/// (swiftlang/swift-build `Sources/SWBUtil/Version.swift`, `Version: Comparable`; docs/reference/xcode-semantics.md
/// §4.10).
///
/// Text that is not such a version (`16.x`, `$(OTHER)`, `latest`, `16..0`, an empty string) has no `Version`: a
/// rule that needs to compare it cannot know the answer and compares nothing; it never guesses a number.
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numbers as written (`16.0` keeps its `.0`).
    public let components: [UInt]

    /// The version `text` spells, or nil when it is not one: only ASCII digits separated by single dots, each
    /// component fitting in a `UInt`.
    public init?(_ text: some StringProtocol) {
        self.init(digitsAndDots: String(text))
    }

    /// One pass over the bytes, not generic: the generic `split` and `UInt(_:)` of a `StringProtocol` ran
    /// unspecialised from other modules, thousands of instructions a version, and every configuration's
    /// deployment targets and bundle versions are parsed.
    private init?(digitsAndDots text: String) {
        var components: [UInt] = []
        var number: UInt = 0
        var digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0 else { return nil }
                components.append(number)
                number = 0
                digits = 0
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                let (times10, overflow) = number.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times10.addingReportingOverflow(UInt(byte - UInt8(ascii: "0")))
                guard !overflow, !carry else { return nil }
                number = sum
                digits += 1
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        components.append(number)
        self.components = components
    }

    /// As written: `16.0`.
    public var description: String { components.map(String.init).joined(separator: ".") }

    /// Component `index`, 0 past the end.
    private func component(_ index: Int) -> UInt { index < components.count ? components[index] : 0 }

    public static func < (a: Version, b: Version) -> Bool {
        for index in 0..<max(a.components.count, b.components.count) where a.component(index) != b.component(index) {
            return a.component(index) < b.component(index)
        }
        return false
    }

    /// `16` and `16.0` are the same version (trailing zeros do not count).
    public static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }

    public func hash(into hasher: inout Hasher) {
        for number in components.reversed().drop(while: { $0 == 0 }) { hasher.combine(number) }
    }
}
