#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit

/// Builds small, complete Xcode projects from a compact description, so a rule's examples stay short to write
/// and read while running against real files. Output is the text Xcode itself would write (sections, tabs,
/// `/* annotations */`), with deterministic object ids.
package struct ExampleProject: Sendable {
    package var name: String
    /// Build configurations of the project (and, unless a target overrides them, of every target).
    package var configurations: [String]
    /// Project-level `buildSettings` lines per configuration: `KEY = value` with the value written as in a pbxproj
    /// (`"A B"`, `(A, "B C")`), without the trailing `;`.
    package var projectSettings: [String: [String]]
    package var projectXCConfig: [String: String]
    package var targets: [ExampleTarget]
    /// More files, relative to the project root (xcconfigs, Info.plists, loose PNGs).
    package var files: [String: String]

    package init(name: String = "App", configurations: [String] = ["Debug", "Release"],
                projectSettings: [String: [String]] = [:], projectXCConfig: [String: String] = [:],
                targets: [ExampleTarget], files: [String: String] = [:]) {
        self.name = name
        self.configurations = configurations
        self.projectSettings = projectSettings
        self.projectXCConfig = projectXCConfig
        self.targets = targets
        self.files = files
    }

    /// Every file of the project, relative to its root: the pbxproj, catalogs with `Contents.json`, images.
    package func render() -> [String: String] {
        var ids = IDGenerator()
        var out = files
        var fileRefs: [String] = []
        var buildFiles: [String] = []
        var groups: [String] = []
        var phases: [String] = []
        var nativeTargets: [String] = []
        var configs: [String] = []
        var lists: [String] = []
        var mainChildren: [String] = []

        var xcconfigRefs: Set<String> = []
        func xcconfigRef(_ path: String?) -> String? {
            guard let path else { return nil }
            let id = ids.next("ref:" + path)
            // One file reference however many configurations use it (twice was a duplicate key in `objects`).
            guard xcconfigRefs.insert(id).inserted else { return id }
            fileRefs.append("\t\t\(id) /* \(path) */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; "
                            + "path = \(ExampleProject.quote(path)); sourceTree = \"<group>\"; };")
            mainChildren.append("\t\t\t\t\(id) /* \(path) */,")
            return id
        }

        func configurationList(owner: String, names: [String], settings: [String: [String]],
                               xcconfigs: [String: String]) -> String {
            let listID = ids.next("list:" + owner)
            var entries: [String] = []
            for name in names {
                let id = ids.next("config:\(owner):\(name)")
                entries.append("\t\t\t\t\(id) /* \(name) */,")
                var body = "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
                if let ref = xcconfigRef(xcconfigs[name]) {
                    body += "\t\t\tbaseConfigurationReference = \(ref) /* \(xcconfigs[name] ?? "") */;\n"
                }
                body += "\t\t\tbuildSettings = {\n"
                for line in settings[name] ?? [] { body += "\t\t\t\t\(line);\n" }
                body += "\t\t\t};\n\t\t\tname = \(ExampleProject.quote(name));\n\t\t};"
                configs.append(body)
            }
            lists.append("\t\t\(listID) /* Build configuration list for \(owner) */ = {\n\t\t\tisa = XCConfigurationList;\n"
                         + "\t\t\tbuildConfigurations = (\n" + entries.joined(separator: "\n") + "\n\t\t\t);\n"
                         + "\t\t\tdefaultConfigurationIsVisible = 0;\n"
                         + "\t\t\tdefaultConfigurationName = \(ExampleProject.quote(names.last ?? "Release"));\n\t\t};")
            return listID
        }

        // Products other targets embed get a file reference, named by `productReference` and by the copy phase.
        let embeddedNames = Set(targets.flatMap(\.embeds))
        for target in targets where embeddedNames.contains(target.name) {
            let refID = ids.next("product:" + target.name)
            fileRefs.append("\t\t\(refID) /* \(target.name).appex */ = {isa = PBXFileReference; explicitFileType = "
                            + "\"wrapper.app-extension\"; includeInIndex = 0; path = \(ExampleProject.quote(target.name + ".appex")); "
                            + "sourceTree = BUILT_PRODUCTS_DIR; };")
        }

        for target in targets {
            var resourceFiles: [String] = []
            var groupChildren: [String] = []
            for catalog in target.catalogs {
                let refID = ids.next("ref:" + catalog.path)
                let fileName = catalog.path.split(separator: "/").last.map(String.init) ?? catalog.path
                fileRefs.append("\t\t\(refID) /* \(fileName) */ = {isa = PBXFileReference; lastKnownFileType = "
                                + "folder.assetcatalog; path = \(ExampleProject.quote(catalog.path)); sourceTree = \"<group>\"; };")
                groupChildren.append("\t\t\t\t\(refID) /* \(fileName) */,")
                if catalog.inResources {
                    let buildID = ids.next("build:\(target.name):" + catalog.path)
                    buildFiles.append("\t\t\(buildID) /* \(fileName) in Resources */ = {isa = PBXBuildFile; "
                                      + "fileRef = \(refID) /* \(fileName) */; };")
                    resourceFiles.append("\t\t\t\t\(buildID) /* \(fileName) in Resources */,")
                }
                out[catalog.path + "/Contents.json"] = ExampleProject.catalogContents
                for set in catalog.iconSets {
                    out[catalog.path + "/" + set + ".appiconset/Contents.json"] = ExampleProject.iconSetContents(set)
                    out[catalog.path + "/" + set + ".appiconset/" + ExampleProject.imageName(set)] = ""
                }
                for bundle in catalog.iconBundles {
                    out[catalog.path + "/" + bundle + ".icon/icon.json"] = "{}\n"
                }
            }
            for resource in target.resources {
                let refID = ids.next("ref:" + resource)
                let fileName = resource.split(separator: "/").last.map(String.init) ?? resource
                let type = resource.hasSuffix(".icon") ? "folder.iconcomposer.icon"
                    : resource.hasSuffix(".png") ? "image.png" : resource.hasSuffix(".plist") ? "text.plist.xml" : "file"
                fileRefs.append("\t\t\(refID) /* \(fileName) */ = {isa = PBXFileReference; lastKnownFileType = \(type); "
                                + "path = \(ExampleProject.quote(resource)); sourceTree = \"<group>\"; };")
                groupChildren.append("\t\t\t\t\(refID) /* \(fileName) */,")
                let buildID = ids.next("build:\(target.name):" + resource)
                buildFiles.append("\t\t\(buildID) /* \(fileName) in Resources */ = {isa = PBXBuildFile; "
                                  + "fileRef = \(refID) /* \(fileName) */; };")
                resourceFiles.append("\t\t\t\t\(buildID) /* \(fileName) in Resources */,")
                if resource.hasSuffix(".icon") { out[resource + "/icon.json"] = out[resource + "/icon.json"] ?? "{}\n" }
                else if out[resource] == nil { out[resource] = "" }
            }
            var sourceFiles: [String] = []
            for source in target.sources {
                let refID = ids.next("ref:" + source)
                let fileName = source.split(separator: "/").last.map(String.init) ?? source
                fileRefs.append("\t\t\(refID) /* \(fileName) */ = {isa = PBXFileReference; lastKnownFileType = "
                                + "sourcecode.swift; path = \(ExampleProject.quote(source)); sourceTree = \"<group>\"; };")
                groupChildren.append("\t\t\t\t\(refID) /* \(fileName) */,")
                let buildID = ids.next("build:\(target.name):" + source)
                buildFiles.append("\t\t\(buildID) /* \(fileName) in Sources */ = {isa = PBXBuildFile; "
                                  + "fileRef = \(refID) /* \(fileName) */; };")
                sourceFiles.append("\t\t\t\t\(buildID) /* \(fileName) in Sources */,")
                if out[source] == nil { out[source] = "" }
            }
            let sourcesPhaseID = sourceFiles.isEmpty ? nil : ids.next("sources:" + target.name)
            if let sourcesPhaseID {
                phases.append("\t\t\(sourcesPhaseID) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n"
                              + "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
                              + sourceFiles.joined(separator: "\n") + "\n"
                              + "\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};")
            }
            let groupID = ids.next("group:" + target.name)
            groups.append("\t\t\(groupID) /* \(target.name) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
                          + groupChildren.joined(separator: "\n") + (groupChildren.isEmpty ? "" : "\n")
                          + "\t\t\t);\n\t\t\tname = \(ExampleProject.quote(target.name));\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
            mainChildren.append("\t\t\t\t\(groupID) /* \(target.name) */,")
            let phaseID = ids.next("phase:" + target.name)
            phases.append("\t\t\(phaseID) /* Resources */ = {\n\t\t\tisa = PBXResourcesBuildPhase;\n"
                          + "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
                          + resourceFiles.joined(separator: "\n") + (resourceFiles.isEmpty ? "" : "\n")
                          + "\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};")
            var embedPhaseID: String?
            if !target.embeds.isEmpty {
                var embedFiles: [String] = []
                for name in target.embeds {
                    let buildID = ids.next("embed:\(target.name):" + name)
                    buildFiles.append("\t\t\(buildID) /* \(name).appex in Embed Foundation Extensions */ = {isa = PBXBuildFile; "
                                      + "fileRef = \(ids.existing("product:" + name)) /* \(name).appex */; };")
                    embedFiles.append("\t\t\t\t\(buildID) /* \(name).appex in Embed Foundation Extensions */,")
                }
                let id = ids.next("embedphase:" + target.name)
                embedPhaseID = id
                phases.append("\t\t\(id) /* Embed Foundation Extensions */ = {\n\t\t\tisa = PBXCopyFilesBuildPhase;\n"
                              + "\t\t\tbuildActionMask = 2147483647;\n\t\t\tdstPath = \"\";\n\t\t\tdstSubfolderSpec = 13;\n"
                              + "\t\t\tfiles = (\n" + embedFiles.joined(separator: "\n") + "\n\t\t\t);\n"
                              + "\t\t\tname = \"Embed Foundation Extensions\";\n"
                              + "\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};")
            }
            var scriptPhaseIDs: [String] = []
            for (index, script) in target.scripts.enumerated() {
                let id = ids.next("script:\(target.name):\(index)")
                scriptPhaseIDs.append(id)
                func paths(_ key: String, _ values: [String]) -> String {
                    "\t\t\t\(key) = (\n" + values.map { "\t\t\t\t\(ExampleProject.quote($0)),\n" }.joined() + "\t\t\t);\n"
                }
                phases.append("\t\t\(id) /* \(script.name) */ = {\n\t\t\tisa = PBXShellScriptBuildPhase;\n"
                              + "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\t\t\t);\n"
                              + paths("inputFileListPaths", script.inputFileLists) + paths("inputPaths", script.inputs)
                              + "\t\t\tname = \(ExampleProject.quote(script.name));\n"
                              + paths("outputFileListPaths", []) + paths("outputPaths", script.outputs)
                              + "\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t\tshellPath = /bin/sh;\n"
                              + "\t\t\tshellScript = \(ExampleProject.quote(script.script));\n"
                              + "\t\t};")
            }
            let listID = configurationList(owner: "PBXNativeTarget \"\(target.name)\"",
                                           names: target.configurations ?? configurations,
                                           settings: target.settings, xcconfigs: target.xcconfig)
            let targetID = ids.next("target:" + target.name)
            nativeTargets.append("\t\t\(targetID) /* \(target.name) */ = {\n\t\t\tisa = PBXNativeTarget;\n"
                                 + "\t\t\tbuildConfigurationList = \(listID);\n"
                                 + "\t\t\tbuildPhases = (\n"
                                 + (sourcesPhaseID.map { "\t\t\t\t\($0) /* Sources */,\n" } ?? "")
                                 + "\t\t\t\t\(phaseID) /* Resources */,\n"
                                 + (embedPhaseID.map { "\t\t\t\t\($0) /* Embed Foundation Extensions */,\n" } ?? "")
                                 + zip(scriptPhaseIDs, target.scripts).map { "\t\t\t\t\($0) /* \($1.name) */,\n" }.joined()
                                 + "\t\t\t);\n"
                                 + "\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t);\n"
                                 + "\t\t\tname = \(ExampleProject.quote(target.name));\n"
                                 + "\t\t\tproductName = \(ExampleProject.quote(target.name));\n"
                                 + (embeddedNames.contains(target.name)
                                    ? "\t\t\tproductReference = \(ids.existing("product:" + target.name)) /* \(target.name).appex */;\n" : "")
                                 + "\t\t\tproductType = \"\(target.productType)\";\n\t\t};")
        }
        let projectListID = configurationList(owner: "PBXProject \"\(name)\"", names: configurations,
                                              settings: projectSettings, xcconfigs: projectXCConfig)
        let mainGroupID = ids.next("group:main")
        groups.insert("\t\t\(mainGroupID) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
                      + mainChildren.joined(separator: "\n") + (mainChildren.isEmpty ? "" : "\n")
                      + "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};", at: 0)
        let projectID = ids.next("project")
        let targetRefs = targets.map { "\t\t\t\t\(ids.existing("target:" + $0.name)) /* \($0.name) */," }
        let project = "\t\t\(projectID) /* Project object */ = {\n\t\t\tisa = PBXProject;\n"
            + "\t\t\tbuildConfigurationList = \(projectListID);\n\t\t\tcompatibilityVersion = \"Xcode 14.0\";\n"
            + "\t\t\tmainGroup = \(mainGroupID);\n\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n"
            + "\t\t\ttargets = (\n" + targetRefs.joined(separator: "\n") + "\n\t\t\t);\n\t\t};"

        func section(_ isa: String, _ lines: [String]) -> String {
            lines.isEmpty ? "" : "\n/* Begin \(isa) section */\n" + lines.joined(separator: "\n") + "\n/* End \(isa) section */\n"
        }
        var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n"
        text += section("PBXBuildFile", buildFiles)
        text += section("PBXFileReference", fileRefs)
        text += section("PBXGroup", groups)
        text += section("PBXNativeTarget", nativeTargets)
        text += section("PBXProject", [project])
        text += section("PBXResourcesBuildPhase", phases)
        text += section("XCBuildConfiguration", configs)
        text += section("XCConfigurationList", lists)
        text += "\t};\n\trootObject = \(projectID) /* Project object */;\n}\n"
        out["\(name).xcodeproj/project.pbxproj"] = text
        return out
    }

    /// A string as the project file writes it: bare or quoted by the one rule every writer uses.
    static func quote(_ s: String) -> String { OpenStepText.word(s) }

    static func imageName(_ set: String) -> String { set.replacing(" ", with: "-") + "-1024.png" }

    static let catalogContents = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"

    static func iconSetContents(_ set: String) -> String {
        "{\n  \"images\" : [\n    {\n      \"filename\" : \"\(imageName(set))\",\n      \"idiom\" : \"universal\",\n"
            + "      \"platform\" : \"ios\",\n      \"size\" : \"1024x1024\"\n    }\n  ],\n"
            + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    }
}

/// A native target of an `ExampleProject`.
package struct ExampleTarget: Sendable {
    package var name: String
    package var productType: String
    /// Target configurations; nil = the project's.
    package var configurations: [String]?
    /// `buildSettings` lines per configuration (see `ExampleProject.projectSettings`).
    package var settings: [String: [String]]
    /// Base xcconfig path (relative to the project root) per configuration.
    package var xcconfig: [String: String]
    package var catalogs: [ExampleCatalog]
    /// Other resources by path relative to the project root (`.icon` bundles, PNGs, Info.plist).
    package var resources: [String]
    /// Source files the target compiles (its Compile Sources phase), by path relative to the project root.
    package var sources: [String]
    /// Names of other targets of the project whose products this one embeds (an "Embed Foundation Extensions"
    /// copy phase into PlugIns).
    package var embeds: [String] = []
    /// Run Script phases, after the other phases.
    package var scripts: [ExampleScript] = []

    package init(name: String = "Client", productType: String = "com.apple.product-type.application",
                configurations: [String]? = nil, settings: [String: [String]] = [:], xcconfig: [String: String] = [:],
                catalogs: [ExampleCatalog] = [], resources: [String] = [], sources: [String] = [], embeds: [String] = [],
                scripts: [ExampleScript] = []) {
        self.scripts = scripts
        self.sources = sources
        self.embeds = embeds
        self.name = name
        self.productType = productType
        self.configurations = configurations
        self.settings = settings
        self.xcconfig = xcconfig
        self.catalogs = catalogs
        self.resources = resources
    }
}

/// A Run Script phase (`PBXShellScriptBuildPhase`): its name, script text and declared files.
package struct ExampleScript: Sendable {
    package var name: String
    package var script: String
    package var inputs: [String]
    package var inputFileLists: [String]
    package var outputs: [String]

    package init(name: String = "Run Script", script: String, inputs: [String] = [], inputFileLists: [String] = [],
                outputs: [String] = []) {
        self.name = name
        self.script = script
        self.inputs = inputs
        self.inputFileLists = inputFileLists
        self.outputs = outputs
    }
}

/// An asset catalog with app icon sets (`NAME.appiconset`) and Icon Composer bundles inside it.
package struct ExampleCatalog: Sendable {
    /// Path relative to the project root, e.g. `Client/Assets.xcassets`.
    package var path: String
    /// Icon set names, optionally in subfolders (`Icons/AppIcon-Blue`).
    package var iconSets: [String]
    package var iconBundles: [String]
    /// False: the catalog exists on disk and in the project, but is not in this target's Resources phase.
    package var inResources: Bool

    package init(path: String = "Client/Assets.xcassets", iconSets: [String], iconBundles: [String] = [],
                inResources: Bool = true) {
        self.path = path
        self.iconSets = iconSets
        self.iconBundles = iconBundles
        self.inResources = inResources
    }
}

/// Deterministic 24-hex-digit object ids derived from a name, as stable as Xcode's own.
struct IDGenerator {
    private var used: [String: String] = [:]

    mutating func next(_ key: String) -> String {
        if let id = used[key] { return id }
        let id = String(Fingerprint.hex(key).uppercased().prefix(16)) + String(format8(used.count))
        used[key] = id
        return id
    }

    func existing(_ key: String) -> String { used[key] ?? "000000000000000000000000" }

    private func format8(_ n: Int) -> String {
        let hex = String(n, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 8 - hex.count)) + hex
    }
}

extension ExampleProject {
    /// An app `Client` embedding an app extension `Widget` (in PlugIns), with target settings for each, the same in
    /// Debug and Release; `projectSettings` for both configurations of the project.
    package static func embedding(host: [String], embedded: [String], projectSettings: [String] = [],
                                  compilingSwift: Bool = false) -> [String: String] {
        let both = { (lines: [String]) in ["Debug": lines, "Release": lines] }
        // With `compilingSwift`, each target compiles a Swift file (Client/App.swift, Widget/Widget.swift).
        let code = compilingSwift ? ["Client/App.swift": "struct App {}\n", "Widget/Widget.swift": "struct Widget {}\n"] : [:]
        return ExampleProject(projectSettings: both(projectSettings), targets: [
            ExampleTarget(settings: both(host), sources: compilingSwift ? ["Client/App.swift"] : [], embeds: ["Widget"]),
            ExampleTarget(name: "Widget", productType: "com.apple.product-type.app-extension", settings: both(embedded),
                          sources: compilingSwift ? ["Widget/Widget.swift"] : []),
        ], files: code).render()
    }

    /// The usual shape of a rule example: an app target `Client` whose catalog `Client/Assets.xcassets` holds
    /// `iconSets`, with `settings` per configuration (the primary icon `AppIcon` is added unless given).
    package static func client(configurations: [String] = ["Debug", "Release"], settings: [String: [String]],
                              iconSets: [String] = ["AppIcon", "AppIcon-Blue", "AppIcon-Green"],
                              otherTargets: [ExampleTarget] = [], files: [String: String] = [:],
                              xcconfig: [String: String] = [:], sources: [String: String] = [:]) -> [String: String] {
        var withPrimary: [String: [String]] = [:]
        for name in configurations {
            let lines = settings[name] ?? []
            withPrimary[name] = lines.contains { $0.hasPrefix("ASSETCATALOG_COMPILER_APPICON_NAME ") }
                ? lines : ["ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"] + lines
        }
        let client = ExampleTarget(settings: withPrimary, xcconfig: xcconfig,
                                   catalogs: [ExampleCatalog(iconSets: iconSets)], sources: sources.keys.sorted())
        return ExampleProject(configurations: configurations, targets: [client] + otherTargets,
                              files: files.merging(sources, uniquingKeysWith: { $1 })).render()
    }
}
