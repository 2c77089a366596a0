import XcodeModel

/// `script-sandbox-inputs`: with user script sandboxing on, a Run Script phase that reads or writes project files
/// without declaring them.
struct ScriptSandboxInputsRule: TargetRule {
    static let description = RuleDescription(
        id: "script-sandbox-inputs",
        name: "Sandboxed Run Script phase with undeclared files",
        defaultLevel: .warning,
        summary: "With ENABLE_USER_SCRIPT_SANDBOXING = YES, a Run Script phase reads or writes project files but declares no input or output files (\"Sandbox: … deny(1) file-read-data\")",
        description: """
            With `ENABLE_USER_SCRIPT_SANDBOXING = YES` (what Xcode 15 and later write into new projects and offer \
            as a recommended setting; unset, it is off), a Run Script phase may touch files in the project's \
            source root and in Derived Data only if it lists them as inputs or outputs (Xcode 14 release notes: \
            "the build fails with a sandbox violation if a script phase attempts to read from or write to an \
            undeclared dependency"). The build then stops with `Sandbox: swiftlint(12345) deny(1) \
            file-read-data …/.swiftlint.yml` — the failure reported for SwiftLint, Flutter, CocoaPods and \
            React Native phases. swift-build decides it per target (`ShellBasedTaskProducer.isSandboxingEnabled`).

            pbxlint reports a script phase of a target whose resolved `ENABLE_USER_SCRIPT_SANDBOXING` is YES when \
            its script visibly reads project files (`$SRCROOT`, `$PROJECT_DIR`, `$SOURCE_ROOT`, `$PODS_ROOT`, \
            `$PODS_TARGET_SRCROOT`; tools that read the sources: `swiftlint`, `swiftformat`, `swiftgen`, \
            `sourcery`, `rswift`, Flutter's `xcode_backend.sh`, React Native's `react-native-xcode.sh`) but lists \
            no `inputPaths` or `inputFileListPaths`, or writes into the products directories on a line that copies, \
            moves, deletes, edits a plist, downloads (`-o`) or redirects there, but lists no `outputPaths` or \
            `outputFileListPaths`. It names the script and what it uses. Comment lines are ignored, and so is a \
            products path on a line that does not visibly write it. A phase that declares its files, or touches \
            none of them, is fine; pbxlint does not check that the lists are complete. Only the targets pbxlint \
            checks are looked at (apps and App Clips unless `includeTargets` adds more).

            **Fix:** list the files the script reads under Input Files (or an `.xcfilelist`) and those it writes \
            under Output Files; for a tool that reads a whole folder (SwiftLint), list the folder's files or turn \
            sandboxing off for that target only.
            """,
        tags: ["settings", "build-phases"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "SwiftLint in a project with the recommended settings",
            snippet: """
                ENABLE_USER_SCRIPT_SANDBOXING = YES;
                Run Script "SwiftLint": if which swiftlint >/dev/null; then swiftlint --config "$SRCROOT/.swiftlint.yml"; fi
                """,
            files: ExampleProject(targets: [
                ExampleTarget(settings: ["Debug": ["ENABLE_USER_SCRIPT_SANDBOXING = YES"], "Release": ["ENABLE_USER_SCRIPT_SANDBOXING = YES"]],
                              scripts: [ExampleScript(name: "SwiftLint", script: "if which swiftlint >/dev/null; then swiftlint --config \"$SRCROOT/.swiftlint.yml\"; fi\n")]),
            ]).render(),
            expectedMessages: [
                #"Run Script phase "SwiftLint" of target "Client" reads project files ($SRCROOT, swiftlint) but declares no input files, and ENABLE_USER_SCRIPT_SANDBOXING is YES"#,
            ]),
        RuleExample(
            title: "A build-number script that writes the built Info.plist",
            snippet: """
                ENABLE_USER_SCRIPT_SANDBOXING = YES;   // project level
                Run Script "Stamp build": /usr/libexec/PlistBuddy -c "Set :CFBundleVersion $N" "$TARGET_BUILD_DIR/$INFOPLIST_PATH"
                """,
            files: ExampleProject(projectSettings: ["Debug": ["ENABLE_USER_SCRIPT_SANDBOXING = YES"], "Release": ["ENABLE_USER_SCRIPT_SANDBOXING = YES"]],
                                  targets: [
                ExampleTarget(scripts: [ExampleScript(name: "Stamp build",
                                                      script: "N=$(cat \"$SRCROOT/version.txt\")\n/usr/libexec/PlistBuddy -c \"Set :CFBundleVersion $N\" \"$TARGET_BUILD_DIR/$INFOPLIST_PATH\"\n",
                                                      inputs: ["$(SRCROOT)/version.txt"])]),
            ]).render(),
            expectedMessages: [
                #"Run Script phase "Stamp build" of target "Client" writes project files ($TARGET_BUILD_DIR) but declares no output files"#,
            ]),
        RuleExample(
            title: "The same SwiftLint phase with its files declared",
            snippet: """
                ENABLE_USER_SCRIPT_SANDBOXING = YES;
                Run Script "SwiftLint": inputFileListPaths = ("$(SRCROOT)/swiftlint-inputs.xcfilelist");
                """,
            files: ExampleProject(targets: [
                ExampleTarget(settings: ["Debug": ["ENABLE_USER_SCRIPT_SANDBOXING = YES"], "Release": ["ENABLE_USER_SCRIPT_SANDBOXING = YES"]],
                              scripts: [ExampleScript(name: "SwiftLint", script: "swiftlint --config \"$SRCROOT/.swiftlint.yml\"\n",
                                                      inputFileLists: ["$(SRCROOT)/swiftlint-inputs.xcfilelist"])]),
            ]).render()),
        RuleExample(
            title: "Sandboxing left off (unset)",
            snippet: "Run Script \"SwiftLint\": swiftlint   // ENABLE_USER_SCRIPT_SANDBOXING not set",
            files: ExampleProject(targets: [
                ExampleTarget(scripts: [ExampleScript(name: "SwiftLint", script: "swiftlint\n")]),
            ]).render()),
    ]

    /// Variables that name the source root (the sandbox blocks undeclared reads there).
    static let sourceVariables = ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT", "PODS_ROOT", "PODS_TARGET_SRCROOT"]
    /// Variables that name places in Derived Data where products are built.
    static let buildVariables = ["BUILT_PRODUCTS_DIR", "TARGET_BUILD_DIR", "CONFIGURATION_BUILD_DIR", "DERIVED_FILE_DIR",
                                 "DWARF_DSYM_FOLDER_PATH", "CODESIGNING_FOLDER_PATH", "BUILD_DIR", "BUILD_ROOT"]
    /// Commands that read the project's sources by themselves.
    static let sourceReadingTools = ["swiftlint", "swiftformat", "swiftgen", "sourcery", "rswift", "xcode_backend.sh",
                                     "react-native-xcode.sh"]
    /// Words that make a line write the paths it names: copies, moves, deletions, plist edits, downloads.
    static let writingCommands = ["cp", "mv", "rsync", "ditto", "PlistBuddy", "plutil", "mkdir", "touch", "tee", "ln",
                                  "rm", "install", "-o", "chmod", "strip", "lipo", "codesign"]

    /// What a script visibly touches: the variables and tools it reads through, and the variables it writes under.
    struct Use: Equatable {
        var reads: [String] = []
        var writes: [String] = []
    }

    static func use(of script: String) -> Use {
        var use = Use()
        func add(_ item: String, to list: inout [String]) { if !list.contains(item) { list.append(item) } }
        for rawLine in script.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            guard !line.hasPrefix("#") else { continue }
            let words = Set(line.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-") }.map(String.init))
            let writesHere = writingCommands.contains { words.contains($0) }
            for (name, writtenHere) in variableReferences(in: String(line)) {
                let shown = "$" + name
                if sourceVariables.contains(name) {
                    if writtenHere { add(shown, to: &use.writes) } else { add(shown, to: &use.reads) }
                } else if buildVariables.contains(name), writesHere || writtenHere {
                    // A products path on another line may be a read, a test or an assignment used later: not
                    // counted, so that only what the line visibly writes is.
                    add(shown, to: &use.writes)
                }
            }
            for tool in sourceReadingTools where words.contains(tool) { add(tool, to: &use.reads) }
        }
        return use
    }

    /// `$NAME` and `${NAME…}` references in a line (`$(NAME)` is a command substitution in a shell), each with
    /// whether it directly follows a `>` redirection or an `-o` output option.
    static func variableReferences(in line: String) -> [(name: String, written: Bool)] {
        let chars = Array(line)
        var found: [(String, Bool)] = []
        var i = 0
        while i < chars.count {
            guard chars[i] == "$", i + 1 < chars.count else { i += 1; continue }
            var j = i + 1
            if chars[j] == "{" { j += 1 }
            var name = ""
            while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" {
                name.append(chars[j])
                j += 1
            }
            if !name.isEmpty {
                // `> "$X/…"`, `>>$X` or `-o "$X/…"` (curl): skip quotes and blanks back to the redirection.
                var k = i - 1
                while k >= 0, chars[k] == " " || chars[k] == "\"" || chars[k] == "'" { k -= 1 }
                let redirected = k >= 0 && chars[k] == ">"
                let outputOption = k >= 1 && chars[k] == "o" && chars[k - 1] == "-" && (k < 2 || chars[k - 2] == " ")
                found.append((name, redirected || outputOption))
            }
            i = max(j, i + 1)
        }
        return found
    }

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        guard !target.scriptPhases.isEmpty else { return }
        // Configurations in which sandboxing is known to be on, and the line that turned it on.
        var sandboxed: [String] = []
        var decidedAt: Location?
        for configuration in target.configurations where !sandboxed.contains(configuration.label) {
            let fact = configuration[.enableUserScriptSandboxing]
            guard fact.unknowable == nil, fact.bool else { continue }
            sandboxed.append(configuration.label)
            if decidedAt == nil { decidedAt = fact.location }
        }
        guard !sandboxed.isEmpty else { return }
        let all = Wording.unique(target.configurations.map(\.label))
        for phase in target.scriptPhases {
            let use = use(of: phase.script)
            var missing: [String] = []
            if !use.reads.isEmpty && phase.inputs.isEmpty {
                missing.append("reads project files (\(use.reads.joined(separator: ", "))) but declares no input files")
            }
            if !use.writes.isEmpty && phase.outputs.isEmpty {
                missing.append("writes project files (\(use.writes.joined(separator: ", "))) but declares no output files")
            }
            guard !missing.isEmpty else { continue }
            report.report(self, "Run Script phase \"\(phase.name)\" of target \"\(target.name)\" "
                          + missing.joined(separator: ", and ") + ", and ENABLE_USER_SCRIPT_SANDBOXING is YES"
                          + Wording.configurations(sandboxed, of: all)
                          + "; the sandbox denies undeclared files and the build fails",
                          at: phase.location, target: target.name, configuration: sandboxed.joined(separator: ","),
                          setting: Setting.enableUserScriptSandboxing.name, name: phase.name,
                          related: decidedAt.map { [RelatedLocation(location: $0, message: "sandboxing is turned on here")] } ?? [])
        }
    }
}
