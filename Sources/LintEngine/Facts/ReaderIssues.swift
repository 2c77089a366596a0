import PlistKit
import XcodeModel

/// What the readers noticed before or beside the model, as model issues for the rules that word them
/// (`ModelIssueRule`): a project file that does not parse or is not a project, the duplicate keys and legacy
/// encoding the property-list reader noted, a bundle holding both project formats.
enum ReaderIssues {
    /// The project file does not parse; the finding points at the offending position.
    static func unparsable(_ error: PlistError) -> ModelIssue {
        let at = SourceRange(start: error.position, end: error.position, startOffset: error.offset,
                             endOffset: error.offset)
        return ModelIssue(.projectFileUnparsable(error), file: error.path, range: at)
    }

    /// A property list that is not a project, for the reason the model found.
    static func notAProject(_ issue: ModelIssue) -> ModelIssue {
        ModelIssue(.notAProject(reason: issue.detail), file: issue.file, range: issue.range, item: "not-a-project")
    }

    /// The reader's notes on the project file, and both formats in one bundle. `baseDirectory` is what reports
    /// name paths relative to.
    static func issues(of project: XcodeProject, baseDirectory: String) -> [ModelIssue] {
        let file = project.document.source.path
        var issues = project.document.warnings.map { warning in
            switch warning.kind {
            case .duplicateKey:
                let key = warning.key ?? ""
                return ModelIssue(.duplicateKey(key: key, first: warning.firstRange), file: file, range: warning.range,
                                  item: "\(key)@\(warning.firstRange?.start.line ?? 0)")
            case .legacyEncoding:
                return ModelIssue(.legacyEncoding(invalidUTF8At: warning.invalidUTF8At), file: file,
                                  range: warning.range, item: "encoding")
            }
        }
        if let pbxproj = project.conflictingPBXProjPath {
            let top = project.document.root.range  // the opening '{' of the xcproj
            issues.append(ModelIssue(
                .bothProjectFormats(ignored: PathUtilities.relative(pbxproj, to: baseDirectory)),
                file: project.projectFilePath,
                range: SourceRange(start: top.start, end: top.start, startOffset: top.startOffset,
                                   endOffset: top.startOffset),
                item: "both-formats"))
        }
        return issues
    }
}
