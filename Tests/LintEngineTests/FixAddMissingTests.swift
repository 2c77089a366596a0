import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// A configuration that forgot the alternate icons entirely gets them where the other configurations have them
/// (issue 31), with a diff a reviewer would have written: one added line, nothing else changed, and the project
/// lints clean afterwards.
@Suite struct FixAddMissingTests {
    static let key = "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"
    static let configurations = ["Debug", "Release", "Beta"]

    /// The one line `after` has that `before` does not, when that is the only difference.
    static func addedLine(_ before: String, _ after: String) -> String? {
        let a = before.components(separatedBy: "\n")
        let b = after.components(separatedBy: "\n")
        guard b.count == a.count + 1, let index = b.indices.first(where: { $0 >= a.count || a[$0] != b[$0] }) else {
            return nil
        }
        var without = b
        without.remove(at: index)
        return without == a ? b[index] : nil
    }

    /// Fixes `files`, expects `file` (relative) to gain exactly `line` and everything else to stay as it was.
    static func expectAdded(_ files: [String: String], project: String = "App.xcodeproj/project.pbxproj",
                            file: String, line: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try FixRun(files, project: project)
        defer { run.remove() }
        #expect(run.before.contains { $0.fix != nil }, "\(run.before.map(\.message))", sourceLocation: sourceLocation)
        #expect(run.plan.refused.isEmpty, "\(run.plan.refused.map(\.reason))", sourceLocation: sourceLocation)
        #expect(run.plan.files.map { ($0.path as NSString).lastPathComponent } == [(file as NSString).lastPathComponent],
                sourceLocation: sourceLocation)
        for plan in run.plan.files {
            #expect(FixExampleTests.onlyEditedBytesDiffer(plan), sourceLocation: sourceLocation)
        }
        let added = addedLine(files[file] ?? "", run.text(file))
        #expect(added == line, "\(file) after fixing:\n\(run.text(file))", sourceLocation: sourceLocation)
        let errorsAndWarnings = run.after.filter { $0.severity != .note }
        #expect(errorsAndWarnings.isEmpty, "\(errorsAndWarnings.map(\.message))", sourceLocation: sourceLocation)
        #expect(run.again.files.isEmpty && run.again.refused.isEmpty, sourceLocation: sourceLocation)
    }

    static func project(settings: [String: [String]] = [:], projectSettings: [String: [String]] = [:],
                        xcconfig: [String: String] = [:], files: [String: String] = [:]) -> [String: String] {
        // Keys sorted, as Xcode writes them.
        var withPrimary = settings
        for name in configurations { withPrimary[name, default: []].append("ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon") }
        withPrimary = withPrimary.mapValues { $0.sorted() }
        return ExampleProject(configurations: configurations, projectSettings: projectSettings, targets: [
            ExampleTarget(settings: withPrimary, xcconfig: xcconfig,
                          catalogs: [ExampleCatalog(iconSets: ["AppIcon", "AppIcon-Blue", "AppIcon-Green"])]),
        ], files: files).render()
    }

    static let xcconfigs = ["Debug": "Config/Debug.xcconfig", "Release": "Config/Release.xcconfig",
                            "Beta": "Config/Beta.xcconfig"]

    @Test func theIncludeTheOtherXCConfigsHaveIsAdded() throws {
        try Self.expectAdded(Self.project(xcconfig: Self.xcconfigs, files: [
            "Config/Icons.xcconfig": "\(Self.key) = AppIcon-Blue AppIcon-Green\n",
            "Config/Debug.xcconfig": "// Debug\n#include \"Icons.xcconfig\"\n\nSWIFT_OPTIMIZATION_LEVEL = -Onone\n",
            "Config/Beta.xcconfig": "// Beta\n#include \"Icons.xcconfig\"\n\nVALIDATE_PRODUCT = YES\n",
            "Config/Release.xcconfig": "// Release\n#include \"Base.xcconfig\"\n\nVALIDATE_PRODUCT = YES\n",
            "Config/Base.xcconfig": "PRODUCT_NAME = Client\n",
        ]), file: "Config/Release.xcconfig", line: "#include \"Icons.xcconfig\"")
    }

    @Test func anIncludeReachedThroughAChainIsAddedAsTheOthersWriteIt() throws {
        try Self.expectAdded(Self.project(xcconfig: Self.xcconfigs, files: [
            "Config/Icons.xcconfig": "\(Self.key) = AppIcon-Blue AppIcon-Green\n",
            "Config/Shared.xcconfig": "#include \"Icons.xcconfig\"\nPRODUCT_NAME = Client\n",
            "Config/Debug.xcconfig": "#include \"Shared.xcconfig\"\nSWIFT_OPTIMIZATION_LEVEL = -Onone\n",
            "Config/Beta.xcconfig": "#include \"Shared.xcconfig\"\nVALIDATE_PRODUCT = YES\n",
            "Config/Release.xcconfig": "VALIDATE_PRODUCT = YES\n",
        ]), file: "Config/Release.xcconfig", line: "#include \"Shared.xcconfig\"")
    }

    @Test func theLineTheOtherXCConfigsHaveIsAdded() throws {
        try Self.expectAdded(Self.project(xcconfig: Self.xcconfigs, files: [
            "Config/Debug.xcconfig": "SWIFT_OPTIMIZATION_LEVEL = -Onone\n\(Self.key) = AppIcon-Blue AppIcon-Green // both\n",
            "Config/Beta.xcconfig": "VALIDATE_PRODUCT = YES\n\(Self.key) = AppIcon-Blue AppIcon-Green // both\n",
            "Config/Release.xcconfig": "VALIDATE_PRODUCT = YES\n",
        ]), file: "Config/Release.xcconfig", line: "\(Self.key) = AppIcon-Blue AppIcon-Green")
    }

    @Test func withoutABaseXCConfigTheSettingGoesToTheProjectFileAtTheSameLevel() throws {
        var xcconfig = Self.xcconfigs
        xcconfig["Release"] = nil
        try Self.expectAdded(Self.project(xcconfig: xcconfig, files: [
            "Config/Icons.xcconfig": "\(Self.key) = AppIcon-Blue AppIcon-Green\n",
            "Config/Debug.xcconfig": "#include \"Icons.xcconfig\"\n",
            "Config/Beta.xcconfig": "#include \"Icons.xcconfig\"\n",
        ]), file: "App.xcodeproj/project.pbxproj", line: "\t\t\t\t\(Self.key) = \"AppIcon-Blue AppIcon-Green\";")
    }

    @Test func theKeyTheOtherTargetSettingsHaveIsAddedInXcodesKeyOrder() throws {
        let names = "\(Self.key) = \"AppIcon-Blue AppIcon-Green\""
        try Self.expectAdded(Self.project(settings: [
            "Debug": [names, "PRODUCT_NAME = Client"], "Release": ["PRODUCT_NAME = Client"],
            "Beta": [names, "PRODUCT_NAME = Client"],
        ]), file: "App.xcodeproj/project.pbxproj", line: "\t\t\t\t\(names);")
    }

    /// In a project file with old-Mac CR line breaks the added key ends with CR too, and the file lints clean.
    @Test func aKeyAddedToACROnlyProjectFileEndsWithCR() throws {
        let names = "\(Self.key) = \"AppIcon-Blue AppIcon-Green\""
        var files = Self.project(settings: [
            "Debug": [names, "PRODUCT_NAME = Client"], "Release": ["PRODUCT_NAME = Client"],
            "Beta": [names, "PRODUCT_NAME = Client"],
        ])
        let pbxproj = "App.xcodeproj/project.pbxproj"
        files[pbxproj] = files[pbxproj]?.replacing("\n", with: "\r")
        let run = try FixRun(files)
        defer { run.remove() }
        let text = run.text(pbxproj)
        #expect(!text.contains("\n"), "a LF was written into a CR-only file")
        #expect(text.contains("\t\t\t\t\(names);\r"))
        #expect(!run.after.contains { $0.ruleID == "alternate-icons-consistent" }, "\(run.after.map(\.message))")
    }

    @Test func theKeyTheOtherProjectSettingsHaveIsAddedAtTheProjectLevel() throws {
        let names = "\(Self.key) = (AppIcon-Blue, AppIcon-Green)"
        let files = Self.project(projectSettings: [
            "Debug": [names, "SDKROOT = iphoneos"], "Release": ["SDKROOT = iphoneos"], "Beta": [names, "SDKROOT = iphoneos"],
        ])
        try Self.expectAdded(files, file: "App.xcodeproj/project.pbxproj", line: "\t\t\t\t\(names);")
        // At the project level: in the project's Release, not the target's.
        let run = try FixRun(files)
        defer { run.remove() }
        let text = run.text("App.xcodeproj/project.pbxproj")
        let projectList = try #require(text.range(of: "Build configuration list for PBXProject"))
        let added = try #require(text.range(of: "\t\t\t\t\(names);", options: .backwards))
        let releases = text.ranges(of: "/* Release */ = {")
        #expect(releases.count == 2 && added.lowerBound > releases[1].lowerBound && releases[1].lowerBound > releases[0].lowerBound)
        #expect(projectList.lowerBound > added.lowerBound)
    }

    /// The `[config=Release]` key follows the format the reader found, not the file's name: a JSON5 project under
    /// a `.json5` name is read as a project.xcproj (`PlistReader.isJSON5Path`), so its addition is a config key too
    /// (a plain key would change every configuration).
    @Test(arguments: ["project.xcproj", "project.json5"])
    func theConfigKeyTheOtherXcprojEntriesHaveIsAdded(fileName: String) throws {
        let fixture = TestSupport.packageRoot + "/TestProjects/Xcproj/MissingInRelease"
        var files: [String: String] = [:]
        for relative in FileManager.default.subpaths(atPath: fixture) ?? [] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: fixture + "/" + relative, isDirectory: &isDirectory),
                  !isDirectory.boolValue else { continue }
            files[relative] = try String(contentsOfFile: fixture + "/" + relative, encoding: .utf8)
        }
        let project = "MissingInRelease.xcodeproj/" + fileName
        let line = "        \"\(Self.key)[config=Release]\": \"AppIcon-Green\","
        let removed = files.removeValue(forKey: "MissingInRelease.xcodeproj/project.xcproj")
        let original = try #require(removed)
        #expect(original.contains(line + "\n"))
        // Release forgets the setting instead of a name: its [config=Release] key is gone.
        files[project] = original.replacingOccurrences(of: line + "\n", with: "")
        try Self.expectAdded(files, project: project, file: project,
                             line: "        \"\(Self.key)[config=Release]\": \"AppIcon-Blue AppIcon-Green\",")
    }

    @Test func anAdditionThatAConditionedAssignmentWouldShadowIsLeftAloneWithTheReason() throws {
        let names = "\(Self.key) = \"AppIcon-Blue AppIcon-Green\""
        let run = try FixRun(Self.project(settings: [
            "Debug": [names], "Beta": [names],
            "Release": ["\"\(Self.key)[sdk=iphonesimulator*]\" = \"AppIcon-Blue AppIcon-Green\""],
        ]))
        defer { run.remove() }
        #expect(run.plan.files.isEmpty)
        #expect(run.plan.refused.contains { $0.reason.contains("under a condition") }, "\(run.plan.refused.map(\.reason))")
    }

    @Test func aSharedBaseXCConfigIsNotAddedTo() throws {
        var xcconfig = Self.xcconfigs
        xcconfig["Beta"] = "Config/Release.xcconfig"
        xcconfig["Debug"] = "Config/Debug.xcconfig"
        let run = try FixRun(Self.project(settings: ["Beta": ["\(Self.key) = \"AppIcon-Blue AppIcon-Green\""]],
                                          xcconfig: xcconfig, files: [
            "Config/Debug.xcconfig": "\(Self.key) = AppIcon-Blue AppIcon-Green\n",
            "Config/Release.xcconfig": "VALIDATE_PRODUCT = YES\n",
        ]))
        defer { run.remove() }
        #expect(run.plan.files.isEmpty)
        #expect(!run.plan.refused.isEmpty)
    }

    // MARK: include-all

    static let includeAll = "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"

    @Test func includeAllIsAddedWithTheIncludeTheOthersHave() throws {
        try Self.expectAdded(Self.project(xcconfig: Self.xcconfigs, files: [
            "Config/Icons.xcconfig": "\(Self.includeAll) = YES\n",
            "Config/Debug.xcconfig": "#include \"Icons.xcconfig\"\n",
            "Config/Beta.xcconfig": "#include \"Icons.xcconfig\"\n",
            "Config/Release.xcconfig": "VALIDATE_PRODUCT = YES\n",
        ]), file: "Config/Release.xcconfig", line: "#include \"Icons.xcconfig\"")
    }

    @Test func includeAllIsAddedToTheTargetSettings() throws {
        let line = "\(Self.includeAll) = YES"
        try Self.expectAdded(Self.project(settings: ["Debug": [line], "Beta": [line]]),
                             file: "App.xcodeproj/project.pbxproj", line: "\t\t\t\t\(line);")
    }

    @Test func includeAllOnATieIsLeftAlone() throws {
        let run = try FixRun(ExampleProject.client(settings: ["Debug": ["\(Self.includeAll) = YES"]]))
        defer { run.remove() }
        #expect(run.before.contains { $0.ruleID == "include-all-icons-consistent" && $0.fix == nil })
        #expect(run.plan.files.isEmpty)
    }

    // MARK: The primary icon

    @Test func thePrimaryTheOtherXCConfigsSetIsAddedToTheOneThatForgotIt() throws {
        let line = "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"
        try Self.expectAdded(ExampleProject(configurations: Self.configurations, targets: [
            ExampleTarget(xcconfig: Self.xcconfigs, catalogs: [ExampleCatalog(iconSets: ["AppIcon"])]),
        ], files: [
            "Config/Debug.xcconfig": "\(line)\n", "Config/Release.xcconfig": "\(line)\n",
            "Config/Beta.xcconfig": "// Beta\nPRODUCT_BUNDLE_IDENTIFIER = com.example.client.beta\n",
        ]).render(), file: "Config/Beta.xcconfig", line: line)
    }

    @Test func thePrimaryTheOtherTargetSettingsSetIsAddedInXcodesKeyOrder() throws {
        let run = try FixRun(ExampleProject(configurations: Self.configurations, targets: [
            ExampleTarget(settings: ["Debug": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon", "PRODUCT_NAME = Client"],
                                     "Release": ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon", "PRODUCT_NAME = Client"],
                                     "Beta": ["PRODUCT_NAME = Client"]],
                          catalogs: [ExampleCatalog(iconSets: ["AppIcon"])]),
        ]).render())
        defer { run.remove() }
        #expect(run.before.map(\.ruleID) == ["primary-icon-unset"], "\(run.before.map(\.message))")
        #expect(run.plan.fixedCount == 1 && run.plan.refused.isEmpty, "\(run.plan.refused.map(\.reason))")
        #expect(run.text("App.xcodeproj/project.pbxproj").contains(
            "buildSettings = {\n\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;\n\t\t\t\tPRODUCT_NAME = Client;\n\t\t\t};\n\t\t\tname = Beta;"))
        #expect(run.after.isEmpty, "\(run.after.map(\.message))")
        #expect(run.again.files.isEmpty)
    }

    /// A configuration that lists none by an empty assignment: an added include would be shadowed by that line,
    /// so the names go into the line itself.
    @Test func anEmptyAssignmentGetsTheNamesInsteadOfAShadowedInclude() throws {
        let run = try FixRun(Self.project(xcconfig: Self.xcconfigs, files: [
            "Config/Icons.xcconfig": "\(Self.key) = AppIcon-Blue AppIcon-Green\n",
            "Config/Debug.xcconfig": "#include \"Icons.xcconfig\"\n",
            "Config/Beta.xcconfig": "#include \"Icons.xcconfig\"\n",
            "Config/Release.xcconfig": "#include \"Icons.xcconfig\"\n\(Self.key) =\n",
        ]))
        defer { run.remove() }
        #expect(run.plan.refused.isEmpty, "\(run.plan.refused.map(\.reason))")
        #expect(run.text("Config/Release.xcconfig") == "#include \"Icons.xcconfig\"\n\(Self.key) = AppIcon-Blue AppIcon-Green\n")
        #expect(run.after.isEmpty, "\(run.after.map(\.message))")
        #expect(run.again.files.isEmpty)
    }

    @Test func theIncludeGoesWhereItIsAmongTheIncludesBothFilesHave() throws {
        try Self.expectAdded(Self.project(xcconfig: Self.xcconfigs, files: [
            "Config/Icons.xcconfig": "\(Self.key) = AppIcon-Blue AppIcon-Green\n",
            "Config/Base.xcconfig": "PRODUCT_NAME = Client\n",
            "Config/Signing.xcconfig": "CODE_SIGN_STYLE = Automatic\n",
            "Config/Debug.xcconfig": "#include \"Base.xcconfig\"\n#include \"Icons.xcconfig\"\n#include \"Signing.xcconfig\"\n",
            "Config/Beta.xcconfig": "#include \"Base.xcconfig\"\n#include \"Icons.xcconfig\"\n#include \"Signing.xcconfig\"\n",
            "Config/Release.xcconfig": "VALIDATE_PRODUCT = YES\n#include \"Signing.xcconfig\"\n",
        ]), file: "Config/Release.xcconfig", line: "#include \"Icons.xcconfig\"")
        let run = try FixRun(Self.project(xcconfig: Self.xcconfigs, files: [
            "Config/Icons.xcconfig": "\(Self.key) = AppIcon-Blue AppIcon-Green\n",
            "Config/Signing.xcconfig": "CODE_SIGN_STYLE = Automatic\n",
            "Config/Debug.xcconfig": "#include \"Icons.xcconfig\"\n#include \"Signing.xcconfig\"\n",
            "Config/Beta.xcconfig": "#include \"Icons.xcconfig\"\n#include \"Signing.xcconfig\"\n",
            "Config/Release.xcconfig": "VALIDATE_PRODUCT = YES\n#include \"Signing.xcconfig\"\n",
        ]))
        defer { run.remove() }
        #expect(run.text("Config/Release.xcconfig")
                == "VALIDATE_PRODUCT = YES\n#include \"Icons.xcconfig\"\n#include \"Signing.xcconfig\"\n")
    }

    /// The other configurations' xcconfigs lie outside the repository: they are not read at all (their values are
    /// unknowable, docs/security.md), so nothing is proposed, and no text from outside reaches a plan or a diff.
    @Test func anIncludeIsNotCopiedFromOutsideTheRepository() throws {
        var xcconfig = Self.xcconfigs
        xcconfig["Debug"] = "../Shared/Debug.xcconfig"
        xcconfig["Beta"] = "../Shared/Beta.xcconfig"
        var files: [String: String] = [:]
        for (path, text) in Self.project(xcconfig: xcconfig, files: [
            "Config/Release.xcconfig": "VALIDATE_PRODUCT = YES\n",
        ]) { files["Repo/" + path] = text }
        files["Repo/.git/HEAD"] = "ref: refs/heads/main\n"
        files["Shared/Icons.xcconfig"] = "\(Self.key) = AppIcon-Blue AppIcon-Green\n"
        files["Shared/Debug.xcconfig"] = "#include \"Icons.xcconfig\"\n"
        files["Shared/Beta.xcconfig"] = "#include \"Icons.xcconfig\"\n"
        let run = try FixRun(files, project: "Repo/App.xcodeproj/project.pbxproj")
        defer { run.remove() }
        #expect(!run.before.contains { $0.ruleID == "alternate-icons-consistent" }, "\(run.before.map(\.message))")
        #expect(run.plan.files.isEmpty)
        #expect(run.text("Repo/Config/Release.xcconfig") == "VALIDATE_PRODUCT = YES\n")
    }
}

