import PlistKit
import XcodeModel

/// One replacement in a file: the bytes `start..<end` become `replacement`.
public struct TextEdit: Sendable, Hashable {
    public var start: Int
    public var end: Int
    public var replacement: String
}

/// What fixing does to one file: its bytes as read, as they will be written, and the findings it fixes.
public struct FilePlan: Sendable {
    public var path: String
    public var original: [UInt8]
    public var edited: [UInt8]
    public var edits: [TextEdit]
    public var fixed: [Diagnostic]
    /// The real path of the root of the tree of the project the edits were found in: the writer refuses to write
    /// anywhere else (nil: the tree of the file's own folder).
    public var treeRoot: String? = nil
    /// The UTF-8 text the diff shows, before and after, when it is not the file's bytes (a UTF-16 or MacRoman
    /// file: the decoded text, which `edits` then refer to). Nil: `edits` refer to `original`.
    public var diffText: (original: [UInt8], edited: [UInt8])? = nil
}

/// The edits for a set of findings, grouped by file, and the findings left alone with the reason.
public struct FixPlan: Sendable {
    public var files: [FilePlan] = []
    public var refused: [(diagnostic: Diagnostic, reason: String)] = []

    public var fixedCount: Int { files.reduce(0) { $0 + $1.fixed.count } }
}

/// Turns the fixes findings propose into byte edits. Every edit is checked against the text as it is on disk:
/// the assignment must still be where the model saw it, say what the rule read, and lie inside the tree of the
/// project it was found in (`ProjectTree`); edits that overlap another finding's edit are left for the next run.
public enum FixPlanner {
    /// `projectOf` gives the project (its `.xcodeproj` or project file, absolute) a finding came from.
    public static func plan(_ diagnostics: [Diagnostic], projectOf: (Diagnostic) -> String?) -> FixPlan {
        var plan = FixPlan()
        var byFile: [String: [(edit: TextEdit, diagnostic: Diagnostic)]] = [:]
        var order: [String] = []
        var contents: [String: EditableFile] = [:]
        var treeRoots: [String: String] = [:]
        /// The decoded text of a file, which the positions of findings refer to.
        func text(of path: String) -> Result<[UInt8], FixRefusal> {
            if let known = contents[path] { return .success(known.text) }
            switch FileSystem.read(path) {
            case .success(let read):
                return EditableFile.decode(read, path: path).map { file in
                    contents[path] = file
                    return file.text
                }
            case .failure(let error):
                return .failure(FixRefusal("\(ProjectPath.lastComponent(path)) cannot be read: \(error.reason)"))
            }
        }
        // Include resolution for fixes that add an `#include`, one loader per project (it caches what it resolved).
        var loaders: [String: XCConfigLoader] = [:]
        func loader(for project: String) -> XCConfigLoader {
            let root = sourceRoot(of: project)
            if let known = loaders[root] { return known }
            let made = XCConfigLoader(sourceRoot: root)
            loaders[root] = made
            return made
        }
        let merged = mergedNameFixes(diagnostics)
        diagnostics: for (index, diagnostic) in diagnostics.enumerated() {
            guard let whole = merged[index] ?? diagnostic.fix else { continue }
            // A finding whose cause spans several lines is fixed at all of them, or not at all.
            var edits: [(file: String, edit: TextEdit)] = []
            for fix in whole.parts {
                guard let file = fix.file else {
                    if case .unsafe(let reason) = fix { plan.refused.append((diagnostic, reason)) }
                    continue diagnostics
                }
                // Every file to edit, a configuration file too, must be inside the real tree of its project; so must
                // the files a fix copies from (their text goes into the diff).
                var touched = [file]
                if case .addInclude(_, let from, _) = fix { touched.append(from) }
                if case .addAssignment(_, _, let copying, _) = fix { touched.append(copying.file) }
                guard let project = projectOf(diagnostic) else {
                    plan.refused.append((diagnostic, "pbxlint fix does not know which project's tree "
                                         + "\(ProjectPath.lastComponent(file)) belongs to; nothing written"))
                    continue diagnostics
                }
                if let outside = touched.first(where: { ProjectTree.isOutside($0, projectIn: sourceRoot(of: project)) }) {
                    plan.refused.append((diagnostic, "\(ProjectPath.lastComponent(outside)) lies outside the project's "
                                         + "repository or folder; pbxlint fix does not "
                                         + (outside == file ? "write there" : "copy from there")))
                    continue diagnostics
                }
                if treeRoots[file] == nil { treeRoots[file] = ProjectTree.realRoot(ofProjectIn: sourceRoot(of: project)) }
                let context = AdditionContext(read: text(of:), includes: loader(for: project))
                switch text(of: file).flatMap({ FixPlanner.edit(for: fix, in: $0, file: file, context: context) }) {
                case .failure(let refusal):
                    plan.refused.append((diagnostic, refusal.reason))
                    continue diagnostics
                case .success(let edit):
                    edits.append((file, edit))
                }
            }
            for (file, edit) in edits {
                if byFile[file] == nil { order.append(file) }
                byFile[file, default: []].append((edit, diagnostic))
            }
        }
        for file in order {
            guard let source = contents[file] else { continue }
            let original = source.text
            var accepted: [(edit: TextEdit, diagnostic: Diagnostic)] = []
            var fixed: [Diagnostic] = []
            for (edit, diagnostic) in (byFile[file] ?? []).sorted(by: { $0.edit.start < $1.edit.start }) {
                if let last = accepted.last, last.edit.end > edit.start || last.edit.start == edit.start {
                    if last.edit == edit {
                        fixed.append(diagnostic)  // one assignment shared by several findings
                    } else if last.edit.replacement.isEmpty && edit.replacement.isEmpty {
                        // Two deletions that share a separator (neighbouring suppressions): delete both.
                        accepted[accepted.count - 1].edit.end = max(last.edit.end, edit.end)
                        fixed.append(diagnostic)
                    } else {
                        plan.refused.append((diagnostic, "another fix edits the same value; run pbxlint fix again"))
                    }
                    continue
                }
                accepted.append((edit, diagnostic))
                fixed.append(diagnostic)
            }
            var edited = original
            for (edit, _) in accepted.reversed() {
                edited.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
            }
            let bytes: [UInt8]
            switch source.encoded(edited, path: file) {
            case .success(let encoded): bytes = encoded
            case .failure(let refusal):
                for diagnostic in fixed { plan.refused.append((diagnostic, refusal.reason)) }
                continue
            }
            if let problem = parseProblem(bytes, path: file) {
                for diagnostic in fixed {
                    plan.refused.append((diagnostic, "the edited file would not parse (\(problem)); nothing written"))
                }
                continue
            }
            // The diff shows the file's bytes when they are UTF-8 (a BOM included, so that `git apply` matches the
            // first line), else the decoded text.
            let rawEdits = source.encoding == .utf8(bom: true) || source.encoding == .utf8(bom: false)
                ? accepted.compactMap { source.rawEdit($0.edit) } : nil
            var seen = Set<Diagnostic>()
            plan.files.append(FilePlan(path: file, original: source.raw, edited: bytes,
                                       edits: rawEdits ?? accepted.map(\.edit), fixed: fixed.filter { seen.insert($0).inserted },
                                       treeRoot: treeRoots[file], diffText: rawEdits == nil ? (original, edited) : nil))
        }
        return plan
    }

    /// One fix per value: findings that each set the names of the same assignment (a duplicate removed, a name
    /// added, the primary taken out) get one fix that does all of it, so one run reaches the fixed point instead
    /// of leaving the second edit for the next run. By index into `diagnostics`; absent: the finding's own fix.
    static func mergedNameFixes(_ diagnostics: [Diagnostic]) -> [Int: Fix] {
        var byAssignment: [String: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            guard case .setNames(let assignment, _, _) = diagnostic.fix, let offset = assignment.range?.startOffset
            else { continue }
            byAssignment[assignment.file + ":" + String(offset), default: []].append(index)
        }
        var merged: [Int: Fix] = [:]
        for indices in byAssignment.values where indices.count > 1 {
            var assignment: Location?
            var current: [String]?
            var wanted: [[String]] = []
            for index in indices {
                guard case .setNames(let at, let read, let names) = diagnostics[index].fix, current == nil || current == read
                else { continue }
                assignment = at
                current = read
                wanted.append(names)
            }
            guard let assignment, let current, wanted.count == indices.count,
                  let names = mergedNames(current: current, wanted: wanted) else { continue }
            for index in indices { merged[index] = .setNames(assignment: assignment, current: current, names: names) }
        }
        return merged
    }

    /// The list that makes every change each of `wanted` makes to `current`: the one list that adds names (a
    /// replacement toward the majority, in its order) or else `current`, without every name some fix removes,
    /// and without repeats when some fix removes them. Nil when two fixes add different names (left to the next
    /// run, as before).
    static func mergedNames(current: [String], wanted: [[String]]) -> [String]? {
        let had = Set(current)
        let replacements = Set(wanted.filter { $0.contains { !had.contains($0) } })
        guard replacements.count <= 1 else { return nil }
        var removed = Set<String>()
        for names in wanted { removed.formUnion(had.subtracting(names)) }
        let dedups = current.count != had.count && wanted.contains { Set($0).count == $0.count }
        var seen = Set<String>()
        return (replacements.first ?? current).filter { !removed.contains($0) && (!dedups || seen.insert($0).inserted) }
    }

    /// The folder a project's relative paths start from: the folder holding the `.xcodeproj`. `project` is the
    /// bundle or the project file in it, whatever its name (a JSON5 project may be read as `project.json5`).
    static func sourceRoot(of project: String) -> String {
        let bundle = ProjectPath.directory(of: project).hasSuffix(".xcodeproj") ? ProjectPath.directory(of: project) : project
        return ProjectPath.directory(of: bundle)
    }

    static func edit(for fix: Fix, in bytes: [UInt8], file: String,
                     context: AdditionContext = AdditionContext()) -> Result<TextEdit, FixRefusal> {
        switch fix {
        case .setNames(let assignment, let current, let names):
            guard let offset = assignment.range?.startOffset, offset < bytes.count else {
                return .failure(FixRefusal("the finding has no position in \(ProjectPath.lastComponent(file))"))
            }
            let syntax = AssignedValue.Syntax(path: file)
            return AssignedValue.find(in: bytes, keyOffset: offset, syntax: syntax).flatMap { value in
                guard let written = value.names else {
                    return .failure(FixRefusal("the value uses a macro such as $(inherited); edit it by hand"))
                }
                guard written == current else {
                    return .failure(FixRefusal("the value written there is not the one pbxlint resolved; lint again"))
                }
                // An empty xcconfig value right after its `=` (`KEY =`) gets the space the line would have.
                let spaced = syntax == .xcconfig && value.start == value.end && value.start > 0 && !names.isEmpty
                    && bytes[value.start - 1] == UInt8(ascii: "=")
                return .success(TextEdit(start: value.start, end: value.end,
                                         replacement: (spaced ? " " : "") + value.rendered(names, syntax: syntax)))
            }
        case .prependInherited(let assignment):
            guard let offset = assignment.range?.startOffset, offset < bytes.count else {
                return .failure(FixRefusal("the finding has no position in \(ProjectPath.lastComponent(file))"))
            }
            let syntax = AssignedValue.Syntax(path: file)
            return AssignedValue.find(in: bytes, keyOffset: offset, syntax: syntax).map { value in
                InheritedInsertion.edit(value, in: bytes, syntax: syntax)
            }
        case .deleteAssignment(let assignment):
            guard let offset = assignment.range?.startOffset, offset < bytes.count else {
                return .failure(FixRefusal("the finding has no position in \(ProjectPath.lastComponent(file))"))
            }
            let syntax = AssignedValue.Syntax(path: file)
            return AssignedValue.find(in: bytes, keyOffset: offset, syntax: syntax).flatMap { value in
                let reader = AssignedValue.Reader(bytes: bytes, position: offset)
                guard let span = reader.statement(keyOffset: offset, valueEnd: value.end, syntax: syntax) else {
                    return .failure(FixRefusal("something else shares the line; delete it by hand"))
                }
                return .success(TextEdit(start: span.start, end: span.end, replacement: ""))
            }
        case .removeSuppression(_, let index):
            return SuppressionRemoval.edit(removing: index, from: bytes, path: file)
        case .addInclude(_, let from, let reaching):
            return SettingAddition.include(into: bytes, path: file, from: from, reaching: reaching, context: context)
        case .addAssignment(let place, let key, let copying, let names):
            return SettingAddition.assignment(into: bytes, place: place, key: key, copying: copying, names: names,
                                              context: context)
        case .unsafe(let reason):
            return .failure(FixRefusal(reason))
        case .all:
            return .failure(FixRefusal("several edits at once; each is planned on its own"))
        }
    }

    /// Why `bytes` would not parse as the property list or JSON5 file `path` is, or nil.
    static func parseProblem(_ bytes: [UInt8], path: String) -> String? {
        guard !AssignedValue.Syntax.isXCConfig(path) else { return nil }
        do {
            _ = try PlistReader.read(bytes: bytes, path: path)
            return nil
        } catch {
            return error.message
        }
    }
}
