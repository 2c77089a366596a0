import Foundation
import Testing
import TestSupport
import XcodeModel
@testable import LintEngine

/// `script-sandbox-inputs` (issue 33 item 4): what a script visibly touches, per-configuration sandboxing, both
/// project formats, and the reading of every script phase of the corpus.
@Suite struct ScriptSandboxInputsTests {
    static let rule = ScriptSandboxInputsRule.description.id

    func lint(_ relative: String) -> [Diagnostic] {
        let root = TestSupport.packageRoot + "/TestProjects"
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/" + relative).diagnostics
            .filter { $0.ruleID == Self.rule }
    }

    func lint(files: [String: String]) throws -> [Diagnostic] {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj").diagnostics
            .filter { $0.ruleID == Self.rule }
    }

    @Test func uses() {
        typealias Use = ScriptSandboxInputsRule.Use
        func use(_ script: String) -> Use { ScriptSandboxInputsRule.use(of: script) }
        #expect(use("if which swiftlint >/dev/null; then swiftlint; fi\n") == Use(reads: ["swiftlint"]))
        #expect(use("\"${SRCROOT}/scripts/run.sh\"\n") == Use(reads: ["$SRCROOT"]))
        #expect(use("cd $PROJECT_DIR/..\n./build.sh") == Use(reads: ["$PROJECT_DIR"]))
        // Comments, command substitutions and names that only start like a variable are not reads.
        #expect(use("# swiftlint \"$SRCROOT\"\necho $(SRCROOT) $SRCROOT_EXTRA\n") == Use())
        // A products path is counted only where the line writes it.
        #expect(use("DST=\"$BUILT_PRODUCTS_DIR/App.app\"\necho \"$DST\"\n") == Use())
        #expect(use("rm -rf \"$BUILT_PRODUCTS_DIR/Kit.framework/Frameworks\"\n") == Use(writes: ["$BUILT_PRODUCTS_DIR"]))
        #expect(use("curl -L \"$URL\" -o \"$BUILT_PRODUCTS_DIR/root.tar.gz\"\n") == Use(writes: ["$BUILT_PRODUCTS_DIR"]))
        #expect(use("swiftgen > \"$SRCROOT/Generated.swift\"\n") == Use(reads: ["swiftgen"], writes: ["$SRCROOT"]))
    }

    /// The fixture: sandboxing on in Release only (project level). SwiftLint reads the sources and lists nothing;
    /// "Remove extra frameworks" deletes in the products directory and lists no outputs; "Stamp build" declares
    /// its output, "Generate" its inputs (a file list), "Say hello" touches nothing.
    @Test func fixtureInTheTextFormat() {
        let found = lint("ScriptSandbox/ScriptSandbox.xcodeproj")
        #expect(found.map { "\($0.subject.name ?? "") \($0.location.range?.start.line ?? 0) \($0.subject.configuration ?? "")" }
                == ["SwiftLint 86 Release", "Remove extra frameworks 123 Release"])
        #expect(found.first?.message == #"Run Script phase "SwiftLint" of target "Client" reads project files (swiftlint) but declares no input files, and ENABLE_USER_SCRIPT_SANDBOXING is YES (Release); the sandbox denies undeclared files and the build fails"#)
        #expect(found.first?.related.first?.location.range?.start.line == 187, "the project's Release assignment")
    }

    /// A `script` written as an array of lines (xcode-project-format `MultilineText`) is read like a string;
    /// the phase with input and output paths is fine.
    @Test func fixtureInTheJSONFormat() {
        let found = lint("Xcproj/ScriptSandbox/ScriptSandbox.xcodeproj")
        #expect(found.count == 1)
        #expect(found.first?.message.contains(#"Run Script phase "SwiftLint" of target "Client" reads project files (swiftlint, $SRCROOT) but declares no input files, and ENABLE_USER_SCRIPT_SANDBOXING is YES;"#) == true,
                "\(found.map(\.message))")
        #expect(found.first?.location.range?.start.line == 29)
    }

    /// Sandboxing that an absent optional xcconfig could turn off is not known to be on.
    @Test func unknowableSandboxingIsSilent() throws {
        let lint = ExampleScript(name: "SwiftLint", script: "swiftlint\n")
        let files = ExampleProject(targets: [
            ExampleTarget(settings: ["Debug": ["ENABLE_USER_SCRIPT_SANDBOXING = YES"], "Release": ["ENABLE_USER_SCRIPT_SANDBOXING = YES"]],
                          xcconfig: ["Debug": "App.xcconfig", "Release": "App.xcconfig"], scripts: [lint]),
        ], files: ["App.xcconfig": "#include? \"Local.xcconfig\"\n"]).render()
        // The target's own YES is above the optional include: known.
        #expect(try self.lint(files: files).count == 1)
        let hidden = ExampleProject(targets: [
            ExampleTarget(xcconfig: ["Debug": "App.xcconfig", "Release": "App.xcconfig"], scripts: [lint]),
        ], files: ["App.xcconfig": "ENABLE_USER_SCRIPT_SANDBOXING = YES\n#include? \"Local.xcconfig\"\n"]).render()
        #expect(try self.lint(files: hidden).isEmpty)
    }
}

/// What the rule would say about every script phase of the corpus if sandboxing were on: the corpus turns it on
/// only for targets without script phases (or cannot know it), so the real run says nothing, and this reading is
/// what shows whether the rule is right when it speaks. Each entry was read against the script.
@Suite(.enabled(if: TestSupport.hasCorpus, "needs ../shared/corpus"))
struct ScriptSandboxCorpusReadingTests {
    /// "project | target | phase | reads | writes" of every phase the rule would report with sandboxing on.
    static let wouldReport: Set<String> = [
        // Runs SwiftLint over the sources, and home-assistant's helper script from $PROJECT_DIR.
        "home-assistant__iOS/HomeAssistant.xcodeproj | App | Swiftlint | $SRCROOT swiftlint | ",
        "home-assistant__iOS/HomeAssistant.xcodeproj | WatchApp | Fix Xcode 12.5+ Dependency Issues | $PROJECT_DIR | ",
        // swiftgen and swiftlint read the sources; `rm -rf $BUILT_PRODUCTS_DIR/NioKit.framework/Frameworks` deletes
        // in Derived Data.
        "niochat__nio/Nio.xcodeproj | Nio | Swiftgen | swiftgen | ",
        "niochat__nio/Nio.xcodeproj | Nio | Swiftlint | swiftlint | ",
        "niochat__nio/Nio.xcodeproj | Nio | Remove extra SDKs from Nio |  | $BUILT_PRODUCTS_DIR $CODESIGNING_FOLDER_PATH",
        // Both run scripts kept in the repository ($SRCROOT/../Scripts/…).
        "woocommerce__woocommerce-ios/WooCommerce/WooCommerce.xcodeproj | WooCommerce | SwiftLint | $SRCROOT | ",
        "woocommerce__woocommerce-ios/WooCommerce/WooCommerce.xcodeproj | WooCommerce | Enforce AppLocalizedString usages | $SRCROOT | ",
        // pbxcp and a Perl script read ${PROJECT_DIR}/../../base and ../../scripts.
        "id-Software__Wolf3D-iOS/wolf3d/code/iphone/wolf3d.xcodeproj | wolf3d | Run Script | $PROJECT_DIR | ",
        "id-Software__Wolf3D-iOS/wolf3d/newCode/iphone/wolf3d.xcodeproj | wolf3d | Run Script | $PROJECT_DIR | ",
        "id-Software__DOOM-iOS/code/iphone/Doom.xcodeproj | Doom | Run Script | $PROJECT_DIR | ",
        "keepassium__KeePassium/KeePassium.xcodeproj | KeePassium | SwiftLint | swiftlint | ",
        // `cd $SRCROOT/deps/libapps; ./hterm/bin/mkdist` reads sources; only the output is declared.
        "ish-app__ish/iSH.xcodeproj | iSH | Compile JavaScript | $SRCROOT | ",
        "ish-app__ish/iSH.xcodeproj | iSH+Linux | Compile JavaScript | $SRCROOT | ",
        // SwiftFormat over ${SRCROOT}; a copy script in the repository.
        "Artificial-Pancreas__iAPS/FreeAPS.xcodeproj | FreeAPS | Swiftformat | $SRCROOT | ",
        "Artificial-Pancreas__iAPS/FreeAPS.xcodeproj | FreeAPS | Install Plugins | $SRCROOT | ",
        // Scripts under ${PROJECT_DIR}/Scripts and ${SRCROOT}/../resources; SwiftLint.
        "osmandapp__OsmAnd-iOS/OsmAnd.xcodeproj | OsmAnd Maps | Link Qt Script (arm_device || arm_simulator) | $PROJECT_DIR | ",
        "osmandapp__OsmAnd-iOS/OsmAnd.xcodeproj | OsmAnd Maps | Download regions.ocbf | $SRCROOT | ",
        "osmandapp__OsmAnd-iOS/OsmAnd.xcodeproj | OsmAnd Maps | Copy phrases | $SRCROOT | ",
        "osmandapp__OsmAnd-iOS/OsmAnd.xcodeproj | OsmAnd Maps | Run Script: SwiftLint | $SRCROOT swiftlint | ",
    ]
    // Left alone and right to be: CocoaPods' [CP] phases and iSH's "Generate APK Repositories File" and
    // "Download Root" declare their files; yattee's Sparkle strip and home-assistant's "Enable Special
    // Entitlements" name no project path the rule can see (a variable assigned first, a relative path): missed,
    // not wrong.

    @Test func everyPhaseTheRuleWouldReportIsRight() throws {
        let corpus = try #require(TestSupport.corpus)
        var found = Set<String>()
        for relative in CorpusGolden.projects(in: corpus) {
            let path = corpus + "/" + relative
            guard case .success(let project) = XcodeProject.load(path: path) else { continue }
            let context = LintContext(options: LintOptions(baseDirectory: corpus), configuration: LintConfiguration(),
                                      projectPath: path)
            let facts = FactsBuilder(project: project, settings: ModelSettings(project: project), context: context).build()
            for target in facts.targets {
                for phase in target.scriptPhases {
                    let use = ScriptSandboxInputsRule.use(of: phase.script)
                    let reads = !use.reads.isEmpty && phase.inputs.isEmpty ? use.reads.sorted() : []
                    let writes = !use.writes.isEmpty && phase.outputs.isEmpty ? use.writes.sorted() : []
                    guard !reads.isEmpty || !writes.isEmpty else { continue }
                    found.insert([relative, target.name, phase.name, reads.joined(separator: " "), writes.joined(separator: " ")]
                        .joined(separator: " | "))
                }
            }
        }
        #expect(found.subtracting(Self.wouldReport).sorted() == [], "new: read them")
        #expect(Self.wouldReport.subtracting(found).sorted() == [], "gone")
    }
}
