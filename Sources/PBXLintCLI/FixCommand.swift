#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LintEngine
import Reporters
import XcodeModel

/// `pbxlint fix [options] [PATH ...] [--dry-run] [--rule ID ...]`: lints as `pbxlint lint` does (discovery,
/// configuration, suppressions, baseline), applies the fixes the findings propose, then lints again and reports
/// what remains. With `--dry-run` it prints the edits as a unified diff and writes nothing.
enum FixCommand {
    static let usage = """
        usage: pbxlint fix [options] [PATH ...] [--dry-run] [--rule ID ...]

        Lints PATH as 'pbxlint lint' does, applies the fixes that are safe (see each rule's page: 'pbxlint rules
        ID'), then lints again and reports what remains, with lint's exit status. Only unchanged files are
        written, atomically. With --dry-run, prints the edits as a unified diff ('git apply' takes it) and
        writes nothing.

        RULES WITH FIXES
        \(Linter.allRules.filter { $0.fix != nil }.map { "  " + $0.id }.joined(separator: "\n"))

        OPTIONS
        \(OptionTable.helpSection(for: .fix))
        """

    static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard let options = LintCommandOptions.parse(arguments, for: "pbxlint fix", console: console) else { return .usage }
        if options.output != nil || options.writeBaseline != nil || options.reporter != .text {
            console.error("pbxlint fix: --reporter, --output and --write-baseline are options of pbxlint lint\n")
            return .usage
        }
        let fixable = Linter.allRules.filter { $0.fix != nil }.map(\.id)
        for id in options.fixRules where !fixable.contains(id) {
            let known = Linter.allRules.contains { $0.id == id }
            let hint = known ? "it has no fix" : Suggest.closest(to: id, among: Linter.allRules.map(\.id), maximumDistance: 3)
                .map { "no such rule; did you mean \($0)?" } ?? "no such rule"
            console.error("pbxlint fix: --rule \(EchoedText.bounded(id)): \(hint) (rules with fixes: "
                          + fixable.joined(separator: ", ") + ")\n")
            return .usage
        }
        let run: LintRun
        switch LintRun.perform(options, console: console) {
        case .success(let done): run = done
        case .failure(let stop): return stop.code
        }
        // Only what lint reports is fixed: findings a baseline records are left as they are.
        var projectOf: [Diagnostic: String] = [:]
        for result in run.results {
            for diagnostic in result.diagnostics { projectOf[diagnostic] = result.projectPath }
        }
        let reported = run.baseline.map { $0.newFindings(in: run.diagnostics) } ?? run.diagnostics
        var candidates: [Diagnostic] = []
        var refused: [(diagnostic: Diagnostic, reason: String)] = []
        for diagnostic in reported where options.fixRules.isEmpty || options.fixRules.contains(diagnostic.ruleID) {
            guard let fix = diagnostic.fix else {
                if fixable.contains(diagnostic.ruleID) {
                    refused.append((diagnostic, "no edit is safe here (see the Fix section of the rule's page)"))
                }
                continue
            }
            if case .removeSuppression(let file, let index) = fix,
               let reason = suppressionStillNeeded(file: file, index: index, run: run, reported: reported) {
                refused.append((diagnostic, reason))
                continue
            }
            candidates.append(diagnostic)
        }
        let plan = FixPlanner.plan(candidates, projectOf: { projectOf[$0] })
        refused += plan.refused

        let base = run.absolutePaths ? nil : run.baseDirectory
        func shown(_ path: String) -> String { base.map { PathUtilities.relative(path, to: $0) } ?? path }
        if options.dryRun {
            for file in plan.files {
                console.write(UnifiedDiff.render(file, displayPath: shown(file.path)))  // quoted as git quotes names
            }
            report(refused, shown: shown, console: console, quiet: options.quiet)
            if !options.quiet {
                console.error("pbxlint fix --dry-run: \(plan.fixedCount) finding\(plan.fixedCount == 1 ? "" : "s") "
                              + "would be fixed in \(plan.files.count) file\(plan.files.count == 1 ? "" : "s"); "
                              + "nothing was written\n")
            }
            // The status the real fix would end with: lint what it would write (the edited files stand in for
            // the ones on disk), as the real fix lints what it wrote. A fix may clear another finding in passing.
            var standIns: [String: [UInt8]] = [:]
            for file in plan.files { standIns[file.path] = file.edited }
            return FileSystem.$overlay.withValue(standIns) {
                LintCommand.run(["--quiet"] + lintArguments(arguments), console: .capturing())
            }
        }

        var written = 0
        var writeFailed = false
        for file in plan.files {
            switch FixWriter.write(file) {
            case .success:
                written += 1
                if !options.quiet {
                    console.error("fixed \(file.fixed.count) finding\(file.fixed.count == 1 ? "" : "s") in "
                                  + ControlCharacters.escaped(shown(file.path)) + "\n")
                }
            case .failure(let refusal):
                writeFailed = true
                console.error("pbxlint fix: \(ControlCharacters.escaped(shown(file.path))): \(refusal.reason)\n")
            }
        }
        report(refused, shown: shown, console: console, quiet: options.quiet)
        // What remains, as `pbxlint lint` reports it (the same options, so the same exit status).
        let status = LintCommand.run(lintArguments(arguments), console: console)
        return writeFailed && status != .usage ? .writeFailed : status
    }

    /// The arguments without the fix-only options, for the lint that reports what remains.
    static func lintArguments(_ arguments: [String]) -> [String] {
        var out: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if argument == "--dry-run" || argument.hasPrefix("--rule=") { continue }
            if argument == "--rule" { skipNext = true; continue }
            out.append(argument)
        }
        return out
    }

    /// Why a suppression reported unused must stay: the configuration file governs projects this run did not lint.
    /// (That another project of the run used it cannot be: `unused-suppression` (a run-level rule) reports a suppression only
    /// when no project of the run used it.)
    static func suppressionStillNeeded(file: String, index: Int, run: LintRun, reported: [Diagnostic]) -> String? {
        let linted = Set(run.results.map(\.projectPath))
        let others = ProjectDiscovery.namesOfProjects(governedBy: file, explicit: run.options.configPath != nil,
                                                      except: linted)
        guard let others, others.isEmpty else {
            return "the configuration file also governs projects this run did not lint; lint them together"
        }
        return nil
    }

    static func report(_ refused: [(diagnostic: Diagnostic, reason: String)], shown: (String) -> String,
                       console: Console, quiet: Bool) {
        guard !refused.isEmpty, !quiet else { return }
        var seen = Set<Diagnostic>()
        console.error("left alone (no safe fix):\n")
        for (diagnostic, reason) in refused where seen.insert(diagnostic).inserted {
            let position = diagnostic.location.range.map { ":\($0.start.line):\($0.start.column)" } ?? ""
            console.error("  " + ControlCharacters.escaped(shown(diagnostic.location.file)) + position
                          + " [\(diagnostic.ruleID)]: " + ControlCharacters.escaped(reason) + "\n")
        }
    }
}
