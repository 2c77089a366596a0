import Foundation
import Testing
@testable import XcodeModel
import TestSupport

/// A typed declaration (`static var x: Setting<[String]> { Setting("NAME") }`) that is left out of
/// `DeclaredSettings.all` would parse as a user-defined list and print as a string: its type would be lost without
/// anything failing. This reads the declarations file and checks that every declaration is in the table with its
/// type.
@Suite struct SettingDeclarationRegistryTests {
    @Test func everyTypedDeclarationIsRegistered() throws {
        let path = TestSupport.packageRoot + "/Sources/XcodeModel/Settings/Setting+Declarations.swift"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern: #"static var \w+: Setting<(String|Bool|\[String\])> \{\s*Setting\("([A-Za-z0-9_]+)""#)
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        #expect(matches.count > 30)
        for match in matches {
            guard let typeRange = Range(match.range(at: 1), in: text), let nameRange = Range(match.range(at: 2), in: text)
            else { continue }
            let name = String(text[nameRange])
            let type: SettingType = switch text[typeRange] {
            case "String": .string
            case "Bool": .boolean
            default: .stringList
            }
            #expect(DeclaredSettings.byName[name]?.type == type, "\(name) is declared but not registered as \(type)")
        }
    }
}
