import XcodeModel

/// `dangling-reference`: an object id referenced but not defined.
struct DanglingReferenceRule: ModelIssueRule {
    static let description = RuleDescription(
        id: "dangling-reference",
        name: "Dangling object reference",
        defaultLevel: .warning,
        summary: "An object id is referenced but not defined in the project file",
        description: """
            A reference to an object id that `objects` does not define usually comes from a bad merge or a \
            hand edit. Xcode drops it silently when it opens the project, so a catalog, configuration or target \
            that the author believes is there is not.

            **Fix:** restore the missing object from version control or remove the reference.
            """,
        tags: ["syntax", "merge"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "A build file whose file reference is gone",
            snippet: "… = {isa = PBXBuildFile; fileRef = 0000DEADBEEF00000000BEEF; };",
            files: ExampleProject.client(configurations: ["Release"], settings: [:])
                .editingProject("isa = PBXBuildFile; fileRef = ", "isa = PBXBuildFile; fileRef = 0000DEADBEEF00000000BEEF; unused = "),
            expectedMessages: ["0000DEADBEEF00000000BEEF"]).pbxprojOnly("a build file naming an object id that is gone; an xcproj names files by path and has no build files"),
        RuleExample(
            title: "Every reference defined",
            snippet: "… = {isa = PBXBuildFile; fileRef = A20000000000000000000002 /* Assets.xcassets */; };",
            files: ExampleProject.client(configurations: ["Release"], settings: [:])),
    ]

    static let modelIssueKinds: [ModelIssue.Kind] = [.danglingReference]

    static func message(for issue: ModelIssue) -> String? {
        guard case .danglingReference(let reference) = issue.detail else { return nil }
        let undefined = ", which is not defined"
        let notInProject = ", which the project does not define"
        switch reference {
        case .rootObject(let id):
            return "the root object \(id) is not defined"
        case .mainGroup(let id):
            return "mainGroup \(id) is not defined"
        case .groupChild(let group, let child):
            return "group \"\(group)\" lists child \(describe(child))" + undefined
        case .listed(let referrer, let object):
            return "\(phrase(referrer)) \(describe(object))" + undefined
        case .baseConfigurationReference(let id):
            return "base configuration reference \(id) is not defined"
        case .baseConfigurationAnchor(let id):
            return "base configuration anchor \(id) is not defined"
        case .phaseBuildFile(let phase, let target, let file):
            return "the \(phase) phase of target \"\(target)\" lists build file \(describe(file))" + undefined
        case .buildFileReference(let buildFile, let target, let reference):
            return "build file \(buildFile) of target \"\(target)\" refers to \(describe(reference))" + undefined
        case .specializedConfiguration(let target, let name):
            return "target \"\(target)\" specializes configuration \"\(name)\"" + notInProject
        case .referenceID(let referrer, let written):
            return "\(referrer.phrase) \"\(written)\" names no reference of the project"
        case .referencePath(let referrer, let written, let component):
            return "\(referrer.phrase) \"\(written)\" names no reference of the project (no \"\(component)\" there)"
        case .exceptionTarget(let folder, let target):
            return "a membership exception of folder \"\(folder)\" names target \"\(target)\"" + notInProject
        case .exceptionChangesNothing(let folder, let exclusions, let target, let targetHasFolder):
            return "folder \"\(folder)\" lists \(exclusions ? "exclusions" : "inclusions") for target \"\(target)\", "
                + "which \(targetHasFolder ? "has" : "does not have") the folder: they change nothing"
        case .phaseID(let referrer, let written):
            return "\(referrer.phrase) names build phase \"\(written)\"" + notInProject
        case .phaseTarget(let referrer, let target):
            return "\(referrer.phrase) names target \"\(target)\"" + notInProject
        case .phaseMissing(let referrer, let kind, let name, let target):
            return "\(referrer.phrase) names the \(kind) phase\(name.map { " \"\($0)\"" } ?? "") of target \"\(target)\", "
                + "which that target does not have"
        case .folderTarget(let folder, let target):
            return "folder \"\(folder)\" names target \"\(target)\"" + notInProject
        }
    }

    /// `"LiveActivityChart.swift in Sources" (198FEED6…)` when Xcode's comment names the object, else the bare id.
    private static func describe(_ reference: ModelIssue.ObjectReference) -> String {
        reference.comment.map { "\"\($0)\" (\(reference.id))" } ?? reference.id
    }

    private static func phrase(_ referrer: ModelIssue.DanglingReference.Referrer) -> String {
        switch referrer {
        case .projectTargets: "the project lists target"
        case .targetBuildPhases(let target): "target \"\(target)\" lists build phase"
        case .targetSynchronizedFolders(let target): "target \"\(target)\" lists synchronized folder"
        case .configurationListReference(.project): "the project names configuration list"
        case .configurationListReference(.target(let target)): "target \"\(target)\" names configuration list"
        case .configurationListEntries(.project): "the project's configuration list lists build configuration"
        case .configurationListEntries(.target(let target)):
            "the configuration list of target \"\(target)\" lists build configuration"
        case .folderExceptionSets(let folder): "synchronized folder \"\(folder)\" lists exception set"
        }
    }
}

extension ModelIssue.XcprojReferrer {
    /// What refers, as the subject of a sentence: `the product of target "App"`.
    var phrase: String {
        switch self {
        case .element(let name): "\"\(name)\""
        case .productOfTarget(let target): "the product of target \"\(target)\""
        case .membershipException(let folder): "a membership exception of folder \"\(folder)\""
        case .productsGroup: "products-group"
        case .xcconfigAnchor: "the xcconfig anchor"
        case .xcconfig: "the xcconfig"
        }
    }
}
