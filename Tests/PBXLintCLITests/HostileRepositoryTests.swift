import Foundation
import Testing
@testable import LintEngine
@testable import PBXLintCLI
import XcodeModel

/// A pull request from a stranger may commit symbolic links, workspaces and includes that reach out of the
/// checkout (issue 29): `pbxlint fix` must never write outside the real repository root, and nothing read from
/// outside it may reach a report, in any format. Each test builds its own small repository (a folder with `.git`)
/// next to an "outside" folder standing for the rest of the machine.
@Suite struct HostileRepositoryTests {
    /// A scratch folder holding `repo/` (with `.git`) and `outside/`.
    struct Layout {
        let scratch: String
        var repo: String { scratch + "/repo" }
        var outside: String { scratch + "/outside" }

        init(copying projects: [String] = []) throws {
            scratch = try CLITestSupport.scratch()
            try FileManager.default.createDirectory(atPath: scratch + "/repo/.git", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: scratch + "/outside", withIntermediateDirectories: true)
            for name in projects {
                try FileManager.default.copyItem(atPath: CLITestSupport.testProjects + "/" + name, toPath: repo + "/" + name)
            }
        }

        func write(_ text: String, to path: String) throws {
            try FileManager.default.createDirectory(atPath: ProjectPath.directory(of: path), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }

        func link(_ path: String, to target: String) throws {
            try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        }

        /// Every regular file below `outside/` with its bytes, to compare before and after.
        func outsideSnapshot() -> [String: Data] {
            var result: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: outside)
            while let name = enumerator?.nextObject() as? String {
                let path = outside + "/" + name
                if let data = FileManager.default.contents(atPath: path) { result[name] = data }
            }
            return result
        }

        func remove() { try? FileManager.default.removeItem(atPath: scratch) }
    }

    static let secret = "AKIAIOSFODNN7SECRETVALUE"
    static let reporters = ["text", "json", "sarif", "github"]

    /// Every output of lint in every format (with `--explain`, so limits are printed too), and of fix --dry-run,
    /// for `path`.
    static func everyOutput(_ path: String, base: String) -> String {
        var all = ""
        for reporter in reporters {
            let result = CLITestSupport.run(["-r", reporter, "--explain", "--base-dir", base, path])
            all += result.out + result.err
        }
        let dryRun = CLITestSupport.run(["fix", "--dry-run", "--base-dir", base, path])
        return all + dryRun.out + dryRun.err
    }

    // MARK: fix never writes outside the repository

    @Test("a committed folder link (Config -> outside) does not get the file behind it rewritten")
    func folderLinkIsNotWrittenThrough() throws {
        let layout = try Layout(copying: ["XCConfigNames"])
        defer { layout.remove() }
        let project = layout.repo + "/XCConfigNames"
        try layout.write("ENABLE_BITCODE = NO\nBUNDLE_SUFFIX = .beta\n", to: layout.outside + "/Shared.xcconfig")
        try layout.link(project + "/Config", to: layout.outside)
        try layout.write("#include \"Config/Shared.xcconfig\"\n", to: project + "/Beta.xcconfig")
        let before = layout.outsideSnapshot()
        let fixed = CLITestSupport.run(["fix", "--base-dir", layout.scratch, project])
        #expect(fixed.status != .usage, "\(fixed.err)")
        #expect(layout.outsideSnapshot() == before, "\(fixed.err)")
        // The writer itself refuses a path through the link, whatever a plan says.
        let path = project + "/Config/Shared.xcconfig"
        let original = Array(before["Shared.xcconfig"] ?? Data())
        let plan = FilePlan(path: path, original: original, edited: Array("BUNDLE_SUFFIX = .beta\n".utf8), edits: [],
                            fixed: [], treeRoot: ProjectTree.realRoot(ofProjectIn: project))
        guard case .failure(let refusal) = FixWriter.write(plan) else {
            Issue.record("the writer wrote through a folder link to outside the repository")
            return
        }
        #expect(refusal.reason.contains("outside the project's repository"))
        #expect(layout.outsideSnapshot() == before)
    }

    @Test("a symlinked .xcodeproj pointing outside is neither read nor fixed")
    func symlinkedProjectIsNotFixed() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try FileManager.default.copyItem(atPath: CLITestSupport.testProjects + "/MissingInRelease",
                                         toPath: layout.outside + "/MissingInRelease")
        try FileManager.default.createDirectory(atPath: layout.repo + "/App", withIntermediateDirectories: true)
        try layout.link(layout.repo + "/App/MissingInRelease.xcodeproj",
                        to: layout.outside + "/MissingInRelease/MissingInRelease.xcodeproj")
        let before = layout.outsideSnapshot()
        let fixed = CLITestSupport.run(["fix", "--base-dir", layout.scratch, layout.repo + "/App/MissingInRelease.xcodeproj"])
        #expect(fixed.status == .unreadableInput, "\(fixed.out)\(fixed.err)")
        #expect((fixed.out + fixed.err).contains("outside the repository; not read"), "\(fixed.out)\(fixed.err)")
        #expect(layout.outsideSnapshot() == before)
    }

    @Test("fix of a workspace edits only projects inside the workspace's repository")
    func workspaceProjectInAnotherRepositoryIsNotFixed() throws {
        let layout = try Layout(copying: ["MissingInRelease"])
        defer { layout.remove() }
        try FileManager.default.copyItem(atPath: CLITestSupport.testProjects + "/MissingInRelease",
                                         toPath: layout.outside + "/MissingInRelease")
        try FileManager.default.createDirectory(atPath: layout.outside + "/.git", withIntermediateDirectories: true)
        try layout.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:MissingInRelease/MissingInRelease.xcodeproj"></FileRef>
               <FileRef location = "group:../outside/MissingInRelease/MissingInRelease.xcodeproj"></FileRef>
            </Workspace>
            """, to: layout.repo + "/App.xcworkspace/contents.xcworkspacedata")
        let inside = layout.repo + "/MissingInRelease/MissingInRelease.xcodeproj/project.pbxproj"
        let insideBefore = FileManager.default.contents(atPath: inside)
        let before = layout.outsideSnapshot()
        let fixed = CLITestSupport.run(["fix", "--base-dir", layout.scratch, layout.repo + "/App.xcworkspace"])
        #expect(fixed.err.contains("outside the workspace's repository; not read")
                || fixed.out.contains("outside the workspace's repository; not read"), "\(fixed.out)\(fixed.err)")
        #expect(layout.outsideSnapshot() == before)
        #expect(FileManager.default.contents(atPath: inside) != insideBefore, "the project inside is still fixed")
    }

    @Test(".pbxlint.json is never looked for above the repository root, so fix cannot strip its suppressions")
    func configurationAboveTheRepositoryIsNotUsed() throws {
        let layout = try Layout(copying: ["MissingInRelease"])
        defer { layout.remove() }
        let config = layout.scratch + "/.pbxlint.json"
        let text = #"{ "suppressions": [ { "rule": "alternate-icon-missing", "name": "Nope", "reason": "unused" } ] }"#
        try layout.write(text, to: config)
        let fixed = CLITestSupport.run(["fix", "--base-dir", layout.scratch, layout.repo + "/MissingInRelease"])
        #expect(fixed.status != .usage, "\(fixed.err)")
        #expect(try String(contentsOfFile: config, encoding: .utf8) == text)
        #expect(LintConfiguration.find(startingAt: layout.repo + "/MissingInRelease") == nil)
        #expect(!fixed.err.contains("unused-suppression"), "\(fixed.err)")
    }

    @Test("the repository root is looked for once per folder, and the configuration at it is still found and used")
    func configurationAtTheRepositoryRootIsFoundWithTheRememberedRoot() throws {
        let layout = try Layout(copying: ["MissingInRelease"])
        defer { layout.remove() }
        let folder = layout.repo + "/MissingInRelease"
        let config = layout.repo + "/.pbxlint.json"
        let text = #"{ "suppressions": [ { "rule": "alternate-icon-missing", "name": "Nope", "reason": "unused" } ] }"#
        try layout.write(text, to: config)
        let linted = CLITestSupport.run(["--base-dir", layout.scratch, folder])
        #expect((linted.out + linted.err).contains("unused-suppression"), "\(linted.out)\(linted.err)")
        #expect(ProjectTree.knownRepositoryRoot(containing: folder) == layout.repo)
        #expect(ProjectTree.knownRepositoryRoot(containing: folder) == ProjectTree.repositoryRoot(containing: folder))
        #expect(ProjectTree.root(ofProjectIn: folder) == layout.repo)
        #expect(LintConfiguration.find(startingAt: folder) == config)
        #expect(LintConfiguration.find(startingAt: folder) == config, "asked again: the same file")
        // Outside any repository: no root, asked twice.
        #expect(ProjectTree.knownRepositoryRoot(containing: layout.scratch) == nil)
        #expect(ProjectTree.knownRepositoryRoot(containing: layout.scratch) == nil)
        #expect(ProjectTree.root(ofProjectIn: layout.scratch) == layout.scratch)
    }

    @Test("a committed .pbxlint.json linking outside is not read, and fix does not remove suppressions through it")
    func linkedConfigurationIsNotReadOrWritten() throws {
        let layout = try Layout(copying: ["MissingInRelease"])
        defer { layout.remove() }
        let text = #"{ "suppressions": [ { "rule": "alternate-icon-missing", "name": "Nope", "reason": "unused" } ] }"#
        try layout.write(text, to: layout.outside + "/config.json")
        try layout.link(layout.repo + "/.pbxlint.json", to: layout.outside + "/config.json")
        let before = layout.outsideSnapshot()
        let fixed = CLITestSupport.run(["fix", "--base-dir", layout.scratch, layout.repo + "/MissingInRelease"])
        #expect(fixed.status == .usage, "\(fixed.out)\(fixed.err)")
        #expect(fixed.err.contains("outside the repository; not read"), "\(fixed.err)")
        #expect(layout.outsideSnapshot() == before)
        // And the planner refuses a suppression removal outside the tree, whatever found the file.
        let diagnostic = Diagnostic(ruleID: "unused-suppression", severity: .warning, message: "unused",
                                    location: Location(file: layout.repo + "/.pbxlint.json"),
                                    subject: Subject(project: "MissingInRelease"),
                                    fix: .removeSuppression(file: layout.repo + "/.pbxlint.json", index: 0))
        let plan = FixPlanner.plan([diagnostic], projectOf: { _ in layout.repo + "/MissingInRelease/MissingInRelease.xcodeproj" })
        #expect(plan.files.isEmpty)
        #expect(plan.refused.first?.reason.contains("outside the project's repository") == true)
    }

    // MARK: nothing from outside the repository reaches a report

    @Test("a symlinked xcconfig pointing outside is not read: its lines are quoted in no format")
    func linkedXCConfigIsNotQuoted() throws {
        let layout = try Layout(copying: ["XCConfigNames"])
        defer { layout.remove() }
        let project = layout.repo + "/XCConfigNames"
        try layout.write("[default]\n\(Self.secret)\naws_secret_access_key = \(Self.secret)\n",
                         to: layout.outside + "/credentials")
        try layout.link(project + "/Beta.xcconfig", to: layout.outside + "/credentials")
        let all = Self.everyOutput(project, base: layout.scratch)
        #expect(!all.contains(Self.secret), "\(all)")
        #expect(!all.contains("[default]"), "\(all)")
        #expect(all.contains("\"Beta.xcconfig\" was not read: it lies outside the project's repository"), "\(all)")
    }

    @Test("an #include of an outside key = value file, then ICON = $(secret): the value is unknowable, never printed")
    func includedOutsideValueIsNotPrinted() throws {
        let layout = try Layout(copying: ["XCConfigNames"])
        defer { layout.remove() }
        let project = layout.repo + "/XCConfigNames"
        try layout.write("aws_secret_access_key = \(Self.secret)\n", to: layout.outside + "/credentials")
        try layout.write("#include \"\(layout.outside)/credentials\"\n"
                         + "ASSETCATALOG_COMPILER_APPICON_NAME = $(aws_secret_access_key)\n"
                         + "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = $(aws_secret_access_key)\n",
                         to: project + "/Beta.xcconfig")
        let all = Self.everyOutput(project, base: layout.scratch)
        #expect(!all.contains(Self.secret), "\(all)")
        // Reported at the `#include` line, not at a path outside the repository; a limit, not a finding.
        #expect(all.contains("repo/XCConfigNames/Beta.xcconfig:1:1: note: \"outside/credentials\" was not read: "
                             + "it lies outside the project's repository"), "\(all)")
        let settings = CLITestSupport.run(["settings", project + "/XCConfigNames.xcodeproj", "--target", "Client",
                                           "--configuration", "Beta", "ASSETCATALOG_COMPILER_APPICON_NAME"])
        #expect(!(settings.out + settings.err).contains(Self.secret), "\(settings.out)\(settings.err)")
    }

    @Test("a file through a committed folder link is outside, a file inside is not")
    func containmentResolvesLinks() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try layout.write("A = 1\n", to: layout.outside + "/x.xcconfig")
        try layout.write("A = 1\n", to: layout.repo + "/in.xcconfig")
        try layout.link(layout.repo + "/Config", to: layout.outside)
        try layout.link(layout.repo + "/inner.xcconfig", to: "in.xcconfig")
        try layout.link(layout.repo + "/dangling.xcconfig", to: layout.outside + "/missing.xcconfig")
        #expect(ProjectTree.isOutside(layout.repo + "/Config/x.xcconfig", projectIn: layout.repo))
        #expect(ProjectTree.isOutside(layout.repo + "/Config/new.xcconfig", projectIn: layout.repo))
        #expect(ProjectTree.isOutside(layout.repo + "/dangling.xcconfig", projectIn: layout.repo))
        #expect(ProjectTree.isOutside(layout.repo + "/../outside/x.xcconfig", projectIn: layout.repo))
        #expect(!ProjectTree.isOutside(layout.repo + "/inner.xcconfig", projectIn: layout.repo))
        #expect(!ProjectTree.isOutside(layout.repo + "/in.xcconfig", projectIn: layout.repo))
        guard case .failure(.unreadable(let why)) = FileSystem.read(layout.repo + "/Config/x.xcconfig",
                                                                     insideTreeOf: layout.repo) else {
            Issue.record("a file behind a folder link was read")
            return
        }
        #expect(why == ProjectTree.outsideNotRead)
    }
}
