import Foundation
import Testing
import TestSupport
@testable import LintEngine
@testable import XcodeModel

/// Build settings and xcconfig files made to crash or hang the resolver (issue "Hostile projects"): each completes
/// at once with a value marked unknowable where pbxlint stopped, never a trap or an exponential walk.
@Suite struct HostileSettingsTests {
    func resolve(target: [String] = [], xcconfig: [String: String] = [:], key: String, targetName: String = "Client")
        throws -> (ResolvedSetting, [ModelIssue]) {
        var files = ExampleProject(configurations: ["Debug"],
                                   targets: [ExampleTarget(name: targetName, settings: ["Debug": target],
                                                           xcconfig: xcconfig.isEmpty ? [:] : ["Debug": "Config/Base.xcconfig"])],
                                   files: [:]).render()
        for (path, text) in xcconfig { files["Config/" + path] = text }
        let root = try TestSupport.materialize(files)
        let project = try XcodeProject.load(path: root + "/App.xcodeproj").get()
        let loader = XCConfigLoader(sourceRoot: project.sourceRoot)
        let target = try #require(project.targets.first)
        let settings = BuildSettings(project: project, target: target, configuration: "Debug", loader: loader)
        return (settings.resolve(key, sdk: "iphoneos"), loader.issues)
    }

    /// Foundation's NSString path methods trapped on Linux for a one-character relative path; the values are
    /// swift-build's (`:dir` of a bare name is `./`, `MacroEvaluationTests.operators`). `X` is user-defined, so its
    /// list form drops the quotes written around the value.
    @Test func pathOperatorsOnAOneCharacterTargetName() throws {
        let (dir, _) = try resolve(target: ["X = \"$(TARGET_NAME:dir)\""], key: "X", targetName: "C")
        #expect(dir.list == ["./"])
        let (file, _) = try resolve(target: ["X = \"$(TARGET_NAME:file)|$(TARGET_NAME:base)|$(TARGET_NAME:suffix)\""],
                                    key: "X", targetName: "C")
        #expect(file.list == ["C|C|"])
    }

    @Test("path operators give what swift-build's Path gives", arguments: [
        ("a/b/c.png", "a/b/", "c.png", "c", ".png"), ("/c", "/", "c", "c", ""), ("/", "/", "/", "/", ""),
        ("", "./", "", "", ""), ("a//b/", "a/", "b", "b", ""), (".hidden", "./", ".hidden", ".hidden", ""),
        ("x.tar.gz", "./", "x.tar.gz", "x.tar", ".gz"), ("c.", "./", "c.", "c", "."),
    ])
    func pathOperators(path: String, dir: String, file: String, base: String, suffix: String) {
        #expect(MacroOperators.retrieval("dir")?(path) == dir)
        #expect(MacroOperators.retrieval("file")?(path) == file)
        #expect(MacroOperators.retrieval("base")?(path) == base)
        #expect(MacroOperators.retrieval("suffix")?(path) == suffix)
    }

    @Test func standardizedPaths() {
        let standardize = MacroOperators.retrieval("standardizepath")
        #expect(standardize?("/a/./b/../c//d/") == "/a/c/d")
        #expect(standardize?("/../x") == "/x")
        // A relative path keeps every `..` (`removeDotDotFromRelativePath: false`).
        #expect(standardize?("../a/../../b") == "../a/../../b")
        #expect(standardize?("~/x") == "~/x")
        #expect(PathOperators.appending("b", to: "a/") == "a/b")
        #expect(PathOperators.appending("/b", to: "/") == "/b")
    }

    /// `M1 = $(M2)$(M2)` … 22 levels took 30 s: each assignment is now evaluated once, and the 4-million-fold
    /// expansion stops at the length bound, marked unknowable.
    @Test func macrosThatDoubleAtEveryLevel() throws {
        var lines = (1..<24).map { "M\($0) = \"$(M\($0 + 1))$(M\($0 + 1))\"" }
        lines.append("M24 = \"abcdefgh\"")
        let timer = ThreadCPUTimer()
        let (value, _) = try resolve(target: lines, key: "M1")
        #expect(timer.elapsed < .seconds(5))
        #expect(value.unknowable == .evaluationLimit(.length(bytes: 1 << 20)))
        #expect(value.unknowable?.explanation.contains("longer than 1 MiB") == true)
        let (small, _) = try resolve(target: Array(lines.suffix(11)), key: "M14")
        #expect(small.string.count == 8 << 10)
        #expect(small.unknowable == nil)
    }

    /// The same doubling 70 levels deep reaches the nesting limit (64) before the length limit: the result cut
    /// short at the bottom was not memoised, so every level above evaluated both halves again, 2^64 steps (found by
    /// bench/hostile.py). A cut result is now reused where it would be cut again, and keeps the value unknowable.
    @Test func macrosThatDoublePastTheNestingLimit() throws {
        var lines = (1..<70).map { "M\($0) = \"$(M\($0 + 1))$(M\($0 + 1))\"" }
        lines.append("M70 = x")
        let timer = ThreadCPUTimer()
        let (value, _) = try resolve(target: lines, key: "M1")
        #expect(timer.elapsed < .seconds(5))
        #expect(value.unknowable == .evaluationLimit(.nesting(64)))
        // Started lower, the same chain is within both limits and known.
        let (low, _) = try resolve(target: Array(lines.suffix(11)), key: "M60")
        #expect(low.unknowable == nil)
        #expect(low.string.count == 1 << 10)
    }

    /// `:quote` doubles every backslash: 40 chained ones grew a value 2^40-fold (issue 29). The growth stops at
    /// the length bound, marked unknowable; 21 of them on two backslashes (4 MiB) already pass it.
    @Test func chainedQuoteOperatorsStopAtTheLengthLimit() throws {
        let quotes = String(repeating: ":quote", count: 21)
        let (value, _) = try resolve(target: [#"B = "\\\\""#, "X = \"$(B\(quotes))\""], key: "X")
        #expect(value.unknowable == .evaluationLimit(.length(bytes: 1 << 20)))
        let (few, _) = try resolve(target: [#"B = "\\\\""#, "X = \"$(B:quote:quote)\""], key: "X")
        #expect(few.unknowable == nil)
        #expect(few.string.count == 8)
        let (forty, _) = try resolve(target: [#"B = "\\\\""#, "X = \"$(B\(String(repeating: ":quote", count: 40)))\""],
                                     key: "X")
        #expect(forty.unknowable == .evaluationLimit(.length(bytes: 1 << 20)))
    }

    @Test func unterminatedAndDeeplyNestedReferences() throws {
        let unterminated = String(repeating: "$(", count: 100_000)
        let (a, _) = try resolve(target: ["X = \"\(unterminated)\""], key: "X")
        #expect(a.string == unterminated)   // literal text, as Xcode keeps an unterminated reference
        let nested = String(repeating: "$(", count: 10_000) + "A" + String(repeating: ")", count: 10_000)
        let (b, _) = try resolve(target: ["X = \"\(nested)\""], key: "X")
        #expect(b.unknowable == .evaluationLimit(.nesting(64)))
    }

    @Test func referenceChainsPastTheLimitAreUnknowable() throws {
        var lines = (1..<80).map { "C\($0) = \"$(C\($0 + 1))\"" }
        lines.append("C80 = \"end\"")
        let (value, _) = try resolve(target: lines, key: "C1")
        #expect(value.unknowable == .evaluationLimit(.nesting(64)))
        #expect(value.unknowable?.explanation.contains("nest more than 64 deep") == true)
    }

    /// 20 files that each include the next twice: 2^20 includes, 15–50 s and 1–2 GB before.
    @Test func includeTreesThatDouble() throws {
        var files: [String: String] = ["Base.xcconfig": "#include \"L1.xcconfig\"\n"]
        for level in 1..<20 {
            files["L\(level).xcconfig"] = "#include \"L\(level + 1).xcconfig\"\n#include \"L\(level + 1).xcconfig\"\nV\(level) = \(level)\n"
        }
        files["L20.xcconfig"] = "LEAF = leaf\n"
        let timer = ThreadCPUTimer()
        let (value, issues) = try resolve(xcconfig: files, key: "LEAF")
        #expect(timer.elapsed < .seconds(5))
        #expect(issues.contains { $0.kind == .limitReached && $0.message.contains("more than 10000 includes") })
        #expect(value.unknowable != nil)
    }

    @Test func includesNestedPastTheLimitAreReportedAndUnknowable() throws {
        var files: [String: String] = ["Base.xcconfig": "#include \"L1.xcconfig\"\n"]
        for level in 1..<70 { files["L\(level).xcconfig"] = "#include \"L\(level + 1).xcconfig\"\n" }
        files["L70.xcconfig"] = "ASSETCATALOG_COMPILER_APPICON_NAME = Deep\n"
        let (value, issues) = try resolve(xcconfig: files, key: "ASSETCATALOG_COMPILER_APPICON_NAME")
        #expect(issues.contains { $0.kind == .limitReached && $0.message.contains("nest more than 64 deep") })
        #expect(value.unknowable != nil)
    }

    /// `#include ""` and `#include "."` resolved to the project folder.
    @Test func includesThatNameAFolder() throws {
        for include in ["", ".", "..", "Config/"] {
            let (_, issues) = try resolve(xcconfig: ["Base.xcconfig": "#include \"\(include)\"\nX = 1\n"], key: "X")
            #expect(issues.contains { $0.kind == .xcconfigSyntax && $0.message.contains("names a folder, not an xcconfig file") },
                    "\(include): \(issues.map(\.message))")
            #expect(!issues.contains { $0.kind == .unreadableFile || $0.kind == .missingInclude })
        }
    }
}
