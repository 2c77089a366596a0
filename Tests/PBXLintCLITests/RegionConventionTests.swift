import Foundation
import Testing
@testable import PBXLintCLI

/// One region convention in every format (issue 15): 1-based, end exclusive, never empty. A parse error sits at
/// one point; JSON wrote it as endColumn = column while SARIF and GitHub wrote column + 1.
@Suite struct RegionConventionTests {
    func regions(_ project: String) throws -> (json: [Int], sarif: [Int], github: [Int]) {
        func run(_ reporter: String) -> String {
            CLITestSupport.run(["-r", reporter, "-q", CLITestSupport.testProjects + "/" + project]).out
        }
        let json = try JSONSerialization.jsonObject(with: Data(run("json").utf8)) as? [String: Any]
        let d = ((json?["diagnostics"] as? [[String: Any]]) ?? []).first ?? [:]
        let sarif = try JSONSerialization.jsonObject(with: Data(run("sarif").utf8)) as? [String: Any]
        let result = (((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []).first
        let physical = ((result?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = physical?["region"] as? [String: Any] ?? [:]
        let line = run("github").split(separator: "\n").first.map(String.init) ?? ""
        func property(_ name: String) -> Int {
            guard let regex = try? Regex("[:,]\(name)=(\\d+)"), let match = line.firstMatch(of: regex),
                  let text = match.output[1].substring else { return -1 }
            return Int(text) ?? -1
        }
        return ([d["line"], d["column"], d["endLine"], d["endColumn"]].map { $0 as? Int ?? -1 },
                [region["startLine"], region["startColumn"], region["endLine"], region["endColumn"]].map { $0 as? Int ?? -1 },
                [property("line"), property("col"), property("endLine"), property("endColumn")])
    }

    @Test func aPointIsOneCharacterWideEverywhere() throws {
        let syntax = try regions("Syntax")
        #expect(syntax.json == [141, 27, 141, 28])
        #expect(syntax.sarif == syntax.json)
        #expect(syntax.github == syntax.json)
    }

    @Test func aRangeIsTheSameEverywhere() throws {
        let range = try regions("MissingInRelease")
        #expect(range.json == [169, 5, 169, 50])
        #expect(range.sarif == range.json)
        #expect(range.github == range.json)
    }
}
