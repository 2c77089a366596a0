import Foundation
import Testing
@testable import XcodeModel
import TestSupport

/// A typed setting left out of `DeclaredSettings.all` would parse as a user-defined list and lose its default,
/// without anything failing. Declaring one in `SettingCatalog` registers it (making the setting records it); this
/// reads the catalog's source and checks that every declaration written there reached the table with its type and
/// default, in the order written, so that a declaration the registration misses fails here.
@Suite struct SettingDeclarationRegistryTests {
    @Test func everyCatalogDeclarationIsRegistered() throws {
        let path = TestSupport.packageRoot + "/Sources/XcodeModel/Settings/SettingCatalog.swift"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern: #"let \w+ = (string|boolean|list)\("([A-Za-z0-9_]+)"(?:, default: "([^"]*)")?(, accumulates: true)?\)"#)
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        #expect(matches.count > 30)
        #expect(SettingCatalog.declarations.count == matches.count)
        let written = matches.compactMap { Range($0.range(at: 2), in: text).map { String(text[$0]) } }
        #expect(SettingCatalog.declarations.map(\.name) == written)
        for match in matches {
            guard let kindRange = Range(match.range(at: 1), in: text), let nameRange = Range(match.range(at: 2), in: text)
            else { continue }
            let name = String(text[nameRange])
            let type: SettingType = switch text[kindRange] {
            case "string": .string
            case "boolean": .boolean
            default: .stringList
            }
            let defaultValue = Range(match.range(at: 3), in: text).map { String(text[$0]) }
            let accumulates = Range(match.range(at: 4), in: text) != nil
            let declared = DeclaredSettings.byName[name]
            #expect(declared == SettingDeclaration(name: name, type: type, defaultValue: defaultValue, accumulates: accumulates),
                    "\(name) is declared but not registered as \(type)")
        }
    }

    /// The accessors rules use hand out the catalog's declarations.
    @Test func accessorsAreTheCatalogsDeclarations() {
        #expect(Setting.swiftVersion.declaration == DeclaredSettings.byName["SWIFT_VERSION"])
        #expect(Setting.includeAllAppIcons.declaration == DeclaredSettings.byName["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"])
        #expect(Setting.otherLinkerFlags.declaration == DeclaredSettings.byName["OTHER_LDFLAGS"])
    }
}
