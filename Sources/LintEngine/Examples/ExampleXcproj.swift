import PlistKit

/// The `project.xcproj` form of an example project: the same project as Xcode 27 writes it in its JSON5 format
/// (docs/reference/xcproj-notes.md), so that every rule example runs in both formats and must give the same
/// findings in both.
///
/// It is derived from the example's rendered `project.pbxproj` (after any edit the example made to it), as
/// `xcodebuild -convert-project xcproj` derives it: the group tree becomes `files`, build files become the
/// `target-membership` of the files they name, each level's per-configuration dictionaries fold into one
/// `build-settings` object (a value the same in every configuration as a plain key, otherwise one
/// `KEY[config=Name]` key per configuration that sets it, xcproj-notes §4.3), base configuration references
/// become `configurations`/`specialized-configurations` entries. Only the shapes `ExampleProject` writes are
/// known; anything else is refused with the reason, never dropped.
package enum ExampleXcproj {
    /// Why an example project has no xcproj form.
    package struct Inexpressible: Error, Equatable, Sendable {
        package var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// `files` with its `Name.xcodeproj/project.pbxproj` replaced by `Name.xcodeproj/project.xcproj`.
    package static func form(of files: [String: String]) -> Result<[String: String], Inexpressible> {
        let projects = files.keys.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }
        let xcprojs = files.keys.filter { $0.hasSuffix(".xcodeproj/project.xcproj") }
        if projects.isEmpty && xcprojs.count == 1 { return .success(files) }
        guard projects.count == 1, let path = projects.first, let text = files[path] else {
            return .failure(Inexpressible("not exactly one project.pbxproj to convert"))
        }
        if !xcprojs.isEmpty {
            return .failure(Inexpressible("it already holds a project.xcproj"))
        }
        let document: PlistDocument
        do { document = try PlistReader.read(text, path: path) } catch {
            return .failure(Inexpressible("its project.pbxproj does not parse (\(error))"))
        }
        if !document.warnings.isEmpty {
            return .failure(Inexpressible("its project.pbxproj draws reader warnings (\(document.warnings.count))"))
        }
        var converter = Converter(root: document.root)
        do {
            let xcproj = try converter.project()
            var out = files
            out[path] = nil
            out[String(path.dropLast("pbxproj".count)) + "xcproj"] = JSONText.document(xcproj)
            return .success(out)
        } catch {
            return .failure(error)
        }
    }

    private struct Converter {
        typealias Value = JSONText.Value
        typealias Member = JSONText.Member

        let objects: PlistValue
        let rootID: String
        /// Target memberships (`Target/kind[/Phase name]`) per file reference id, in phase order.
        var membership: [String: [String]] = [:]
        /// File references reached from the main group; product references get a `Products` group.
        var placed: Set<String> = []
        /// Ids written into the xcproj, for `id:` references (xcconfigs).
        var referencedByID: Set<String> = []

        init(root: PlistValue) {
            objects = root["objects"] ?? root
            rootID = root["rootObject"]?.string ?? ""
        }

        func object(_ id: String?, _ what: String) throws(Inexpressible) -> PlistValue {
            guard let id, let value = objects[id], value.kind == .dictionary else {
                throw Inexpressible("\(what) names an object the project does not have (\(id ?? "nothing"))")
            }
            return value
        }

        func isa(_ value: PlistValue) -> String { value["isa"]?.string ?? "" }

        mutating func project() throws(Inexpressible) -> Value {
            let project = try object(rootID, "rootObject")
            let list = try object(project["buildConfigurationList"]?.string, "the project's configuration list")
            let names = try configurationNames(list)
            // Phases first: they decide the memberships the file tree writes.
            var targets: [Value] = []
            for id in project["targets"]?.stringElements ?? [] {
                targets.append(try target(try object(id, "the project's target list"), id: id, names: names))
            }
            let entries = try configurationEntries(list)
            let mainGroup = try object(project["mainGroup"]?.string, "mainGroup")
            var files = try children(of: mainGroup)
            files += try productsGroup(project["targets"]?.stringElements ?? [])
            var configurations: [Value] = []
            for (name, entry) in entries {
                configurations.append(entry.map { .object([Member("name", .string(name)), Member("file", .string($0))]) }
                                      ?? .string(name))
            }
            var members = [Member("default-configuration", .string(list["defaultConfigurationName"]?.string ?? names.last ?? "Release")),
                           Member("configurations", .array(configurations)),
                           Member("files", .array(files))]
            members.append(Member("targets", .array(targets)))
            members.append(Member("build-settings", try settings(list, names: names)))
            members.append(Member("last-upgrade", .string("27.0")))
            return .object(members)
        }

        // MARK: Configurations and settings

        func configurationNames(_ list: PlistValue) throws(Inexpressible) -> [String] {
            try (list["buildConfigurations"]?.stringElements ?? []).map { id throws(Inexpressible) in
                guard let name = try object(id, "a configuration list")["name"]?.string else {
                    throw Inexpressible("a build configuration without a name")
                }
                return name
            }
        }

        /// Each configuration's name and, when it has a base configuration, the `id:` reference to that xcconfig.
        mutating func configurationEntries(_ list: PlistValue) throws(Inexpressible) -> [(String, String?)] {
            var entries: [(String, String?)] = []
            for id in list["buildConfigurations"]?.stringElements ?? [] {
                let configuration = try object(id, "a configuration list")
                var file: String?
                if let reference = configuration["baseConfigurationReference"]?.string {
                    _ = try object(reference, "a base configuration reference")
                    referencedByID.insert(reference)
                    file = "id:" + reference
                }
                entries.append((configuration["name"]?.string ?? "", file))
            }
            return entries
        }

        /// A level's per-configuration dictionaries as one `build-settings` object, keys in ascending order as
        /// Xcode writes them (xcproj-notes §4.3).
        func settings(_ list: PlistValue, names: [String]) throws(Inexpressible) -> Value {
            var perConfiguration: [(name: String, settings: [String: Value])] = []
            for id in list["buildConfigurations"]?.stringElements ?? [] {
                let configuration = try object(id, "a configuration list")
                var settings: [String: Value] = [:]
                for (key, value) in configuration["buildSettings"]?.entries ?? [] {
                    guard let key = key.string else { throw Inexpressible("a build setting key that is not a string") }
                    // `[config=Name]` in Name's own dictionary is always true: the key without it says the same.
                    let own = "[config=\(configuration["name"]?.string ?? "")]"
                    let folded = key.replacing(own, with: "")
                    guard !folded.contains("[config="), settings[folded] == nil else {
                        throw Inexpressible("a pbxproj key with a [config=…] condition of another configuration (\(key))")
                    }
                    settings[folded] = try plain(value, key)
                }
                perConfiguration.append((configuration["name"]?.string ?? "", settings))
            }
            var members: [Member] = []
            let keys = Set(perConfiguration.flatMap(\.settings.keys))
            for key in keys {
                let values = perConfiguration.map { $0.settings[key] }
                if let first = values.first ?? nil, values.allSatisfy({ $0 == first }) {
                    members.append(Member(key, first))
                    continue
                }
                let bracket = key.firstIndex(of: "[") ?? key.endIndex
                for (configuration, value) in zip(perConfiguration, values) {
                    guard let value else { continue }
                    members.append(Member(key[..<bracket] + "[config=\(configuration.name)]" + key[bracket...], value))
                }
            }
            return .object(members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
        }

        /// A setting's value: a string or a list of strings, as an xcproj holds them (xcproj-notes §4.3).
        func plain(_ value: PlistValue, _ key: String) throws(Inexpressible) -> Value {
            if value.kind == .string, let text = value.string { return .string(text) }
            if value.kind == .array {
                return .array(try value.elements.map { element throws(Inexpressible) in
                    guard element.kind == .string, let text = element.string else {
                        throw Inexpressible("a list element of \(key) that is not a string")
                    }
                    return .string(text)
                })
            }
            throw Inexpressible("the value of \(key) is neither a string nor a list of strings")
        }

        // MARK: Targets and phases

        mutating func target(_ target: PlistValue, id: String, names: [String]) throws(Inexpressible) -> Value {
            guard isa(target) == "PBXNativeTarget", let name = target["name"]?.string else {
                throw Inexpressible("a target that is not a named native target")
            }
            let list = try object(target["buildConfigurationList"]?.string, "target \(name)'s configuration list")
            guard try configurationNames(list) == names else {
                throw Inexpressible("target \(name) has configurations of its own; an xcproj target has the project's")
            }
            var members = [Member("name", .string(name)), Member("id", .string(id))]
            if let product = target["productReference"]?.string {
                members.append(Member("product", .string("Products/" + (try object(product, "a productReference")["path"]?.string ?? ""))))
            }
            let type = target["productType"]?.string ?? ""
            let prefix = "com.apple.product-type."
            members.append(type.hasPrefix(prefix) ? Member("product-type", .string(String(type.dropFirst(prefix.count))))
                                                  : Member("full-product-type", .string(type)))
            var phases: [Value] = []
            for phaseID in target["buildPhases"]?.stringElements ?? [] {
                phases.append(try phase(try object(phaseID, "target \(name)'s phases"), target: name))
            }
            members.append(Member("build-phases", .array(phases)))
            members.append(Member("build-settings", try settings(list, names: names)))
            let specialized = try configurationEntries(list).compactMap { name, file in
                file.map { Value.object([Member("name", .string(name)), Member("file", .string($0))]) }
            }
            if !specialized.isEmpty { members.append(Member("specialized-configurations", .array(specialized))) }
            return .object(members)
        }

        static let phaseKinds = ["PBXSourcesBuildPhase": "compile-sources", "PBXResourcesBuildPhase": "resources",
                                 "PBXFrameworksBuildPhase": "frameworks", "PBXHeadersBuildPhase": "headers",
                                 "PBXCopyFilesBuildPhase": "copy", "PBXShellScriptBuildPhase": "script"]
        /// `bundle-base-path` for pbxproj's `dstSubfolderSpec` (the inverse of the reader's table).
        static let bundleBasePaths = ["0": "absolute-path", "1": "root", "6": "executables-directory",
                                      "7": "resources-directory", "10": "frameworks-directory",
                                      "11": "shared-frameworks-directory", "12": "shared-support-directory",
                                      "13": "plugins-directory", "15": "java-resources-directory",
                                      "16": "build-products-directory"]

        mutating func phase(_ phase: PlistValue, target: String) throws(Inexpressible) -> Value {
            guard let kind = Self.phaseKinds[isa(phase)] else {
                throw Inexpressible("a build phase of class \(isa(phase))")
            }
            let name = phase["name"]?.string
            guard name != nil || (kind != "copy" && kind != "script") else {
                throw Inexpressible("a \(kind) phase without a name, which an xcproj membership cannot name")
            }
            let reference = target + "/" + kind + (name.map { "/" + $0 } ?? "")
            for buildFileID in phase["files"]?.stringElements ?? [] {
                let buildFile = try object(buildFileID, "phase \(reference)")
                guard isa(buildFile) == "PBXBuildFile", buildFile["settings"] == nil else {
                    throw Inexpressible("a build file that is not a plain PBXBuildFile")
                }
                let file = buildFile["fileRef"]?.string
                _ = try object(file, "a build file")
                membership[file ?? "", default: []].append(reference)
            }
            guard kind == "copy" || kind == "script" || name != nil else { return .string(kind) }
            var members = [Member("kind", .string(kind))]
            if let name { members.append(Member("name", .string(name))) }
            if kind == "copy" {
                if let spec = phase["dstSubfolderSpec"]?.string {
                    guard let base = Self.bundleBasePaths[spec] else { throw Inexpressible("dstSubfolderSpec \(spec)") }
                    members.append(Member("bundle-base-path", .string(base)))
                }
                if let path = phase["dstPath"]?.string, !path.isEmpty { members.append(Member("relative-path", .string(path))) }
            }
            if kind == "script" {
                if let shell = phase["shellPath"]?.string { members.append(Member("shell", .string(shell))) }
                for (pbxproj, xcproj) in [("inputPaths", "input-paths"), ("inputFileListPaths", "input-file-list-paths"),
                                          ("outputPaths", "output-paths"), ("outputFileListPaths", "output-file-list-paths")] {
                    if let list = phase[pbxproj], list.count > 0 {
                        members.append(Member(xcproj, try plain(list, pbxproj)))
                    }
                }
                if let script = phase["shellScript"]?.string { members.append(Member("script", .string(script))) }
            }
            return .object(members)
        }

        // MARK: The file tree

        mutating func children(of group: PlistValue) throws(Inexpressible) -> [Value] {
            var out: [Value] = []
            for id in group["children"]?.stringElements ?? [] {
                let child = try object(id, "a group's children")
                placed.insert(id)
                switch isa(child) {
                case "PBXGroup":
                    guard child["sourceTree"]?.string == "<group>" else { throw Inexpressible("a group outside <group>") }
                    var members = [Member("kind", .string("group"))]
                    if let name = child["name"]?.string { members.append(Member("name", .string(name))) }
                    if let path = child["path"]?.string { members.append(Member("path", .string(path))) }
                    members.append(Member("children", .array(try children(of: child))))
                    out.append(.object(members))
                case "PBXFileReference":
                    // xcproj-notes §6.2: a path relative to the group, or absolute, is written as it is.
                    let tree = child["sourceTree"]?.string
                    guard let path = child["path"]?.string, !path.hasPrefix("<"),
                          tree == "<group>" || (tree == "<absolute>" && path.hasPrefix("/")) else {
                        throw Inexpressible("a file reference that is neither relative to its group nor absolute")
                    }
                    // The type goes with the reference only where its name does not imply it (xcproj-notes §2:
                    // defaults are omitted), as for a catalog at `/`.
                    let type = child["lastKnownFileType"]?.string
                    out.append(fileReference(id: id, path: path, type: type == Self.impliedType(path) ? nil : type))
                default:
                    throw Inexpressible("a group child of class \(isa(child))")
                }
            }
            return out
        }

        /// The file type a name's extension stands for, for the extensions the examples use.
        static func impliedType(_ path: String) -> String? {
            let types = ["xcassets": "folder.assetcatalog", "icon": "folder.iconcomposer.icon", "swift": "sourcecode.swift",
                         "png": "image.png", "plist": "text.plist.xml", "xcconfig": "text.xcconfig"]
            guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
            return types[String(path[path.index(after: dot)...])]
        }

        func fileReference(id: String, path: String, type: String?) -> Value {
            var members = [Member("path", .string(path))]
            if referencedByID.contains(id) || type != nil { members.append(Member("id", .string(id))) }
            if let type { members.append(Member("type", .string(type))) }
            if let targets = membership[id] { members.append(Member("target-membership", .array(targets.map(Value.string)))) }
            return .object(members)
        }

        /// Products (`BUILT_PRODUCTS_DIR` references, which an example's pbxproj keeps outside the group tree) in
        /// a top-level `Products` group, where a target's `product` name path finds them (xcproj-notes §8).
        mutating func productsGroup(_ targetIDs: [String]) throws(Inexpressible) -> [Value] {
            var products: [Value] = []
            for id in targetIDs {
                guard let product = try object(id, "a target")["productReference"]?.string, !placed.contains(product)
                else { continue }
                let reference = try object(product, "a productReference")
                guard reference["sourceTree"]?.string == "BUILT_PRODUCTS_DIR", let path = reference["path"]?.string else {
                    throw Inexpressible("a product reference outside the built products directory")
                }
                placed.insert(product)
                products.append(fileReference(id: product, path: "<PRODUCTS>/" + path,
                                              type: reference["explicitFileType"]?.string ?? "wrapper"))
            }
            for (id, _) in membership where !placed.contains(id) {
                throw Inexpressible("a build file names a file reference outside the group tree (\(id))")
            }
            return products.isEmpty ? []
                : [.object([Member("kind", .string("group")), Member("name", .string("Products")),
                            Member("children", .array(products))])]
        }
    }
}

extension RuleExample {
    /// The two project formats an example runs in.
    package enum ProjectFormat: String, CaseIterable, Sendable {
        case pbxproj, xcproj
    }

    /// The example's files in `format`: as written, or with the project file in its xcproj form.
    package func files(in format: ProjectFormat) -> Result<[String: String], ExampleXcproj.Inexpressible> {
        switch format {
        case .pbxproj: .success(files)
        case .xcproj: ExampleXcproj.form(of: files)
        }
    }
}
