#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit

/// The `$(NAME:op)` and `$(NAME:op=operand)` operators, as swift-build applies them to each element of a value
/// (`MacroEvaluationRetrievalOperator` and `MacroEvaluationReplacementOperator` in
/// `Sources/SWBMacro/MacroEvaluationProgram.swift`; identifier manglings from `Sources/SWBUtil/String.swift`; tests
/// in `Tests/SWBMacroTests/MacroEvaluationTests.swift`). An operator swift-build does not know is ignored, as there
/// (it reports a parse error and emits nothing for it): `:truncatedversion` is not one of swift-build's.
enum MacroOperators {
    /// A retrieval operator (`:upper`), or nil when swift-build has no such operator.
    static func retrieval(_ name: String) -> ((String) -> String)? {
        switch name {
        case "quote": return quoted
        case "upper": return { $0.uppercased() }
        case "lower": return { $0.lowercased() }
        case "identifier": return { identifier($0, replacement: "_", keeping: "_") }
        case "rfc1034identifier": return { identifier($0, replacement: "-", keeping: "-") }
        case "c99extidentifier": return c99ExtendedIdentifier
        case "__stripslash": return { $0.hasPrefix("/") ? String($0.dropFirst()) : $0 }
        case "dir":
            // The directory with its trailing slash; `./` for a bare name.
            return { value in
                let directory = PathOperators.directory(value)
                if directory.isEmpty { return "./" }
                return directory.hasSuffix("/") ? directory : directory + "/"
            }
        case "file": return PathOperators.file
        case "base": return PathOperators.stem
        case "suffix": return { PathOperators.pathExtension($0).map { "." + $0 } ?? "" }
        case "standardizepath": return { PathOperators.normalized($0, removingDotDot: false) }
        case "not": return { $0 != "YES" ? "YES" : "NO" }
        default: return nil  // `__md5` among them: not reproduced
        }
    }

    /// A replacement operator (`:suffix=o`), or nil when swift-build has no such operator.
    static func replacement(_ name: String) -> ((String, String) -> String)? {
        switch name {
        case "dir": return { value, operand in PathOperators.appending(PathOperators.file(value), to: operand) }
        case "file": return { value, operand in PathOperators.appending(operand, to: PathOperators.directory(value)) }
        case "base":
            return { value, operand in
                PathOperators.appending(operand, to: PathOperators.directory(value)) + "." + (PathOperators.pathExtension(value) ?? "")
            }
        case "suffix":
            // `o` and `.o` both give `.o` (`replacementOperators` test): what follows the operand's last dot.
            return { value, operand in
                let suffix = operand.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? operand
                return PathOperators.deletingExtension(value) + "." + suffix
            }
        case "default": return { value, operand in value.isEmpty ? operand : value }
        case "relativeto": return { value, operand in PathOperators.relative(operand, to: value) ?? value }
        case "isancestor": return { value, operand in PathOperators.isAncestor(operand, of: value) ? "YES" : "NO" }
        default: return nil
        }
    }

    /// `quotedStringListRepresentation`: whitespace, quotes and backslashes escaped; `""` for the empty string.
    static func quoted(_ value: String) -> String {
        if value.isEmpty { return "\"\"" }
        var out = String.UnicodeScalarView()
        for c in value.unicodeScalars {
            if c == " " || c == "\t" || c == "\r" || c == "\n" || c == "\\" || c == "\"" || c == "'" { out.append("\\") }
            out.append(c)
        }
        return String(out)
    }

    /// `asLegalCIdentifier` / `asLegalRfc1034Identifier`: ASCII letters, digits (not first) and `keeping` stay;
    /// every other character, `.` included, becomes `replacement`. (swift-build walks the canonically decomposed
    /// string; a precomposed letter such as `é` becomes one replacement here, where swift-build may keep its base
    /// letter.)
    static func identifier(_ value: String, replacement: Character, keeping: Character) -> String {
        var out = ""
        for (index, c) in value.enumerated() {
            let isLetter = c.isASCII && c.isLetter
            let isDigit = c.isASCII && c.isNumber
            out.append(isLetter || c == keeping || (isDigit && index > 0) ? c : replacement)
        }
        return out
    }

    /// `mangledToC99ExtendedIdentifier`: characters C99 does not allow in identifiers become `_`, and a leading
    /// digit is replaced by `_` (not prefixed). Outside ASCII, Unicode letters and digits stand in for C99's table
    /// of allowed ranges.
    static func c99ExtendedIdentifier(_ value: String) -> String {
        var scalars = value.canonicallyComposed.unicodeScalars.map { c -> Unicode.Scalar in
            if c.isASCII {
                let allowed = ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_"
                return allowed ? c : "_"
            }
            return c.properties.isAlphabetic || c.properties.numericType == .decimal ? c : "_"
        }
        if let first = scalars.first, first.properties.numericType == .decimal { scalars[0] = "_" }
        return String(String.UnicodeScalarView(scalars))
    }
}
