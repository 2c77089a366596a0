import XcodeModel

/// `parse-error`: a project file, xcconfig or Info.plist that does not parse, or an unresolved merge conflict.
struct ParseErrorRule: ModelIssueRule {
    static let description = RuleDescription(
        id: "parse-error",
        name: "File does not parse",
        defaultLevel: .error,
        summary: "A project file, xcconfig or Info.plist does not parse, or contains merge-conflict markers",
        description: """
            Xcode refuses to open a project whose `project.pbxproj` does not parse, and silently ignores broken \
            lines of an xcconfig. pbxlint reads every file with CoreFoundation's grammar and points at the exact \
            line and column, with what it expected. Unresolved merge-conflict markers (`<<<<<<<`, `=======`, \
            `>>>>>>>`) get their own message.

            **Fix:** correct the file at the reported position; for merge conflicts, resolve the merge (keep \
            both sides' objects where they differ) and remove the markers.
            """,
        tags: ["syntax"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "A missing semicolon",
            snippet: "VALIDATE_PRODUCT = YES\n};",
            files: ExampleProject.client(configurations: ["Release"], settings: [:])
                .editingProject("ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;", "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"),
            expectedMessages: ["expected ';' after value for key \"ASSETCATALOG_COMPILER_APPICON_NAME\" but found '}'"]),
        RuleExample(
            title: "Unresolved merge-conflict markers",
            snippet: "<<<<<<< HEAD\n…\n=======\n…\n>>>>>>> feature",
            files: ExampleProject.client(configurations: ["Release"], settings: [:])
                .editingProject("\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;\n",
                                "<<<<<<< HEAD\n\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;\n=======\n\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon2;\n>>>>>>> feature\n"),
            expectedMessages: ["merge conflict marker '<<<<<<<'"]),
        RuleExample(
            title: "A well-formed project",
            snippet: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;",
            files: ExampleProject.client(configurations: ["Release"], settings: [:])),
    ]

    static let modelIssueKinds: [ModelIssue.Kind] = [.xcconfigSyntax, .parseError, .unreadableFile, .malformedObject,
                                                     .notAProject]

    static func message(for issue: ModelIssue) -> String? {
        switch issue.detail {
        case .projectFileUnparsable(let error):
            return error.message
        case .notAProject(let reason):
            // Worded as the rule that covers the reason's kind words it (a malformed shape here, a dangling root
            // object in dangling-reference), but reported here: a file that is not a project does not parse as one.
            return ModelIssueRouting.message(for: ModelIssue(reason, file: issue.file, range: issue.range))
                ?? "the file is not an Xcode project"
        case .xcconfigSyntax(let syntax):
            switch syntax {
            case .unsupportedDirective:
                return "unsupported preprocessor directive in xcconfig; only #include and #include? are supported"
            case .includeWithoutQuotedPath:
                return "expected a quoted path after #include"
            case .includeNamesFolder(let path):
                return "#include \"\(path)\" names a folder, not an xcconfig file; the line is ignored"
            case .expectedAssignment(let found?):
                return "expected a build setting assignment (NAME = value) but found \"\(found)\"; the line is ignored"
            case .expectedAssignment(nil):
                return "expected a build setting assignment (NAME = value); the line is ignored (\(ProjectTree.contentNotShown))"
            }
        case .groupContentsUnparsable(let error):
            return "the group's Contents.json does not parse: " + (error?.message ?? ProjectTree.contentNotShown)
        case .catalogFolderUnreadable(let error):
            return "the asset catalog folder cannot be read: \(error.reason)"
        case .xcconfigUnreadable(let name, let error):
            return "cannot read \(name): \(error.reason); the settings it sets are unknown"
        case .malformedObject(let shape):
            return message(for: shape)
        default:
            return nil
        }
    }

    static func excerpt(for issue: ModelIssue) -> String? {
        guard case .projectFileUnparsable(let error) = issue.detail else { return nil }
        return error.excerpt
    }

    private static func message(for shape: ModelIssue.MalformedObject) -> String {
        switch shape {
        case .topLevelNotDictionary: "the project file's top level is not a dictionary"
        case .noObjects: "the project has no \"objects\" dictionary"
        case .noRootObject: "the project has no \"rootObject\""
        case .rootObjectNotProject(let id, let isa): "the root object \(id) is a \(isa), not a PBXProject"
        case .objectNotDictionary(let id): "object \(id) is not a dictionary"
        case .targetOfWrongClass(let id, let isa): "target \(id) is a \(isa)"
        case .targetWithoutName(let id): "target \(id) has no name"
        case .configurationWithoutName(let id): "build configuration \(id) has no name"
        case .xcprojTopLevelNotObject: "the project file's top level is not an object"
        case .specializedConfigurationWithoutName(let target):
            "a specialized configuration of target \"\(target)\" has no name"
        case .projectConfigurationWithoutName: "a project configuration has no name"
        case .filesNotArray: "\"files\" is not an array"
        case .filesEntryNotObject: "a files entry is not an object"
        case .unknownReferenceKind(let written): "unknown reference kind \(written.map { "\"\($0)\"" } ?? "")"
        case .referenceNeitherPathNorID(let referrer): "\(referrer.phrase) is neither a name path nor an id"
        case .ambiguousReference(let referrer, let written, let count, let component):
            "\(referrer.phrase) \"\(written)\" is ambiguous: \(count) references are named \"\(component)\" "
                + "(Xcode refuses this)"
        case .membershipExceptionNotExactlyOneList(let folder):
            "a membership exception of folder \"\(folder)\" must have exactly one of \"exclusions\" and \"inclusions\""
        case .membershipExceptionWithoutTargetOrPhase(let folder):
            "a membership exception of folder \"\(folder)\" names neither a target nor a build phase"
        case .xcprojTargetNotObject: "a target is not an object"
        case .xcprojTargetWithoutName: "a target has no name"
        case .buildPhaseOfUnknownKind(let target): "target \"\(target)\" has a build phase of unknown kind"
        case .phaseReferenceInUnknownForm(let referrer): "\(referrer.phrase) names a build phase in an unknown form"
        case .phaseReferenceMalformed(let referrer, let written):
            "\(referrer.phrase) \"\(written)\" is not of the form Target/phase-kind"
        }
    }
}
