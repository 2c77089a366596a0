import XcodeModel

/// `catalog-path`: an asset catalog reference that leads outside the project folder, or to something pbxlint will
/// not walk as a catalog (`/`, a folder not named `*.xcassets`).
struct CatalogPathRule: ModelIssueRule {
    static let description = RuleDescription(
        id: "catalog-path",
        name: "Asset catalog path outside the project",
        defaultLevel: .note,
        summary: "An asset catalog reference resolves outside the project folder, or to something that is not a "
            + "catalog folder (not read)",
        description: """
            A catalog reference such as `path = ../../../Shared.xcassets` reads files the repository may not \
            contain: the result depends on the machine, and a CI checkout differs from a developer's. pbxlint \
            still reads such a catalog, because the project names it, and says so. A reference that resolves to \
            `/` or to a folder not named `*.xcassets` (a bad merge, a hand edit) is not a catalog actool can \
            compile; pbxlint does not walk it, so linting never crawls the file system.

            **Fix:** move the catalog into the project folder (or a folder the repository contains) and point the \
            reference at it; correct a reference that names something other than an `.xcassets` folder.
            """,
        tags: ["assets", "paths"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "A catalog reference that points at the root of the file system",
            snippet: "… = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = /; sourceTree = \"<absolute>\"; };",
            files: ExampleProject.client(configurations: ["Release"], settings: [:])
                .editingProject("path = Client/Assets.xcassets; sourceTree = \"<group>\";",
                                "path = /; sourceTree = \"<absolute>\";"),
            expectedMessages: ["asset catalog reference \"/\" resolves to /; that is the root of the file system"]),
        RuleExample(
            title: "A catalog inside the project folder",
            snippet: "… = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Client/Assets.xcassets; sourceTree = \"<group>\"; };",
            files: ExampleProject.client(configurations: ["Release"], settings: [:])),
    ]

    static let modelIssueKinds: [ModelIssue.Kind] = [.outsideProject, .catalogNotRead]

    static func message(for issue: ModelIssue) -> String? {
        switch issue.detail {
        case .catalogNotRead(let written, let resolved, let reason):
            let why = switch reason {
            case .fileSystemRoot: "that is the root of the file system"
            case .notAFolder: "that is not a folder"
            case .notACatalogName: "that is not a folder named *.xcassets"
            }
            return "asset catalog reference \"\(written)\" resolves to \(resolved); \(why), so pbxlint does not read it"
        case .catalogOutsideProject(let written, let resolved, let projectFolder):
            return "asset catalog \"\(written)\" resolves to \(resolved), outside the project folder \(projectFolder); "
                + "pbxlint reads it because the project names it"
        default:
            return nil
        }
    }
}
