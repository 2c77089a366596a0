#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit

/// Lays out a parsed `project.xcproj` (Xcode 27's JSON5 project, xcproj-notes, docs/reference/xcode-semantics.md §3.7) as the
/// object graph of the `project.pbxproj` it stands for, so that `PBXProjReader`, the settings resolver and
/// every rule run on it unchanged. The composed document shares the `.xcproj`'s source text and every value
/// keeps the range of the token it came from, so findings point at the `.xcproj` line and column that decided
/// them. Values the pbxproj form needs but the xcproj does not write (`isa`, ids of files without one) point at
/// the object they describe.
///
/// The mapping: top-level `files` → the main group's children; `configurations` and each target's
/// `specialized-configurations` → configuration lists with one build configuration per project configuration
/// name; `build-settings` with `KEY[config=Name]` → one `SettingsLevel` per configuration (`XcprojSettings`),
/// handed to the reader beside the document;
/// `target-membership` on files → build files in the named phases; folder `target-membership` → the targets'
/// synchronized groups, and `membership-exceptions` → exception sets.
struct XcprojConverter {
    typealias Handle = DocumentComposer.Handle

    let document: PlistDocument
    let file: String
    var composer: DocumentComposer
    var issues: [ModelIssue] = []
    /// The `objects` dictionary being built: id, then the object.
    var objects: [(Handle, Handle)] = []
    var elements: [XcprojElement] = []
    /// Indices of the top-level elements (the main group's children).
    var topLevel: [Int] = []
    var targets: [XcprojTarget] = []
    var targetIndexByName: [String: Int] = [:]
    /// Phase references (`"App/resources"`) already resolved, with the target and phase they name.
    var phaseByReference: [String: (target: Int, phase: Int)] = [:]
    /// The last few distinct phase references resolved, most recent first: the next file's membership usually
    /// repeats one of them (a target's sources and resources alternate).
    var recentPhaseReferences: [(written: String, resolved: (target: Int, phase: Int))] = []
    var syntheticCount = 0

    /// Each configuration's settings and each synchronized folder's contents, by the id of the composed object
    /// they belong to: the reader takes them as they are.
    var given = GivenParts()

    /// The composed pbxproj-shaped document, the parts given beside it, and what did not map.
    static func convert(_ document: PlistDocument, file: String)
        -> (document: PlistDocument, given: GivenParts, issues: [ModelIssue]) {
        var converter = XcprojConverter(document: document, file: file, composer: DocumentComposer(over: document))
        let root = converter.run()
        return (converter.composer.finish(root: root), converter.given, converter.issues)
    }

    // MARK: Helpers

    mutating func string(_ text: String, at range: SourceSpan) -> Handle { composer.string(text, at: range) }

    /// An id for an object the xcproj does not name. Short enough (at most 15 bytes up to a billion objects) to
    /// be stored inline in the String, which matters for one build file per membership entry; never shown.
    mutating func syntheticID() -> String {
        syntheticCount += 1
        // The digits are written into a small buffer and the String made once: there is one such id per build
        // file, and `String(Int)` then `+` went through generic formatting and appending.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var end = buffer.count
            var n = syntheticCount
            repeat {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(n % 10)
                n /= 10
            } while n > 0
            for byte in "xcproj~".utf8.reversed() {
                end -= 1
                buffer[end] = byte
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[end...]), as: UTF8.self)
        }
    }

    /// Adds an object to `objects`: `fields` become its dictionary, every key written at `range`.
    mutating func addObject(id: String, isa: String, at range: SourceSpan, idSpan: SourceSpan? = nil,
                            _ fields: [(String, Handle)]) {
        let object = composer.openDictionary()
        composer.add(key: string("isa", at: range), value: string(isa, at: range))
        for (key, value) in fields { composer.add(key: string(key, at: range), value: value) }
        objects.append((string(id, at: idSpan ?? range), composer.close(object, at: range)))
    }

    mutating func issue(_ detail: ModelIssue.Detail, at value: PlistValue, target: String? = nil,
                        configuration: String? = nil, item: String? = nil) {
        issues.append(ModelIssue(detail, file: file, range: value.range, target: target,
                                 configuration: configuration, item: item))
    }

    // MARK: The whole project

    mutating func run() -> Handle {
        let root = document.root
        let at = root.span
        guard root.kind == .dictionary else {
            issue(.malformedObject(.xcprojTopLevelNotObject), at: root)
            return composer.dictionary([], at: at)
        }
        readFiles(root["files"])
        readTargets(root["targets"])
        assignMembership()
        let configurationNames = projectConfigurations(root)
        let defaultName = root["default-configuration"]
        let projectList = configurationList(
            owner: nil, names: configurationNames, settings: root["build-settings"],
            specialized: Dictionary(configurationNames.map { ($0.name, $0.entry) }, uniquingKeysWith: { a, _ in a }),
            defaultName: defaultName, at: root["configurations"]?.span ?? at)
        var targetIDs: [Handle] = []
        for index in targets.indices {
            let target = targets[index]
            var specialized: [String: PlistValue] = [:]
            for entry in target.value["specialized-configurations"]?.elements ?? [] {
                guard let name = XcprojConverter.configurationName(entry) else {
                    issue(.malformedObject(.specializedConfigurationWithoutName(target: target.name)),
                          at: entry, target: target.name)
                    continue
                }
                if !configurationNames.contains(where: { $0.name == name }) {
                    issue(.danglingReference(.specializedConfiguration(target: target.name, name: name)),
                          at: entry, target: target.name, configuration: name, item: name)
                }
                specialized[name] = entry
            }
            let list = configurationList(owner: target.name, names: configurationNames,
                                         settings: target.value["build-settings"], specialized: specialized,
                                         defaultName: defaultName, at: target.value.span)
            emitTarget(index, configurationList: list)
            targetIDs.append(string(target.id, at: target.idSpan))
        }
        emitElements()
        let mainGroupID = syntheticID()
        let rootRange = root["files"]?.span ?? at
        addObject(id: mainGroupID, isa: "PBXGroup", at: rootRange, [
            ("children", composer.array(topLevel.map { string(elements[$0].id, at: elements[$0].value.span) },
                                        at: rootRange)),
            ("sourceTree", string("<group>", at: rootRange)),
        ])
        let projectID = syntheticID()
        var projectFields: [(String, Handle)] = [
            ("mainGroup", string(mainGroupID, at: rootRange)),
            ("targets", composer.array(targetIDs, at: root["targets"]?.span ?? at)),
            ("buildConfigurationList", string(projectList, at: root["configurations"]?.span ?? at)),
            ("projectDirPath", string("", at: at)),
        ]
        if let products = productsGroup(root) { projectFields.append(("productRefGroup", string(products, at: at))) }
        addObject(id: projectID, isa: "PBXProject", at: at, projectFields)
        let objectsHandle = composer.dictionary(objects, at: at)
        return composer.dictionary([
            (string("archiveVersion", at: at), string("1", at: at)),
            (string("objects", at: at), objectsHandle),
            (string("rootObject", at: at), string(projectID, at: at)),
        ], at: at)
    }

    /// The products group: `products-group` when given (a name path; `null` means none), else the top-level
    /// group named `Products` (docs/reference/xcproj-notes.md §3, §8).
    mutating func productsGroup(_ root: PlistValue) -> String? {
        if let written = root["products-group"] {
            guard written.kind == .string, written.scalarType != .null else { return nil }
            return resolveReference(written, by: .productsGroup).map { elements[$0].id }
        }
        return topLevel.first { elements[$0].name == "Products" && elements[$0].isGroup }.map { elements[$0].id }
    }

    // MARK: Configurations and settings

    struct ConfigurationName {
        let name: String
        let entry: PlistValue
    }

    static func configurationName(_ entry: PlistValue) -> String? {
        entry.kind == .string ? entry.string : entry["name"]?.string
    }

    mutating func projectConfigurations(_ root: PlistValue) -> [ConfigurationName] {
        var names: [ConfigurationName] = []
        for entry in root["configurations"]?.elements ?? [] {
            guard let name = XcprojConverter.configurationName(entry) else {
                issue(.malformedObject(.projectConfigurationWithoutName), at: entry)
                continue
            }
            names.append(ConfigurationName(name: name, entry: entry))
        }
        return names
    }

    /// A configuration list with one build configuration per project configuration name; returns its id.
    mutating func configurationList(owner: String?, names: [ConfigurationName], settings: PlistValue?,
                                    specialized: [String: PlistValue], defaultName: PlistValue?,
                                    at range: SourceSpan) -> String {
        var ids: [Handle] = []
        let level = XcprojSettings(settings, configurations: names.map(\.name))
        for configuration in names {
            let id = syntheticID()
            let entry = specialized[configuration.name]
            let at = entry?.span ?? (owner == nil ? configuration.entry.span : range)
            var fields: [(String, Handle)] = [
                ("name", entry.flatMap { $0.kind == .string ? $0 : $0["name"] }.map { composer.copy($0) }
                    ?? string(configuration.name, at: at)),
            ]
            // The settings are no part of the composed document: the reader takes the level as it is.
            given.settingsLevels[id] = SettingsLevel(xcproj: level, configuration: configuration.name,
                                                     document: document, span: at)
            if let file = entry?["file"] {
                fields += baseConfiguration(file, owner: owner, configuration: configuration.name)
            }
            addObject(id: id, isa: "XCBuildConfiguration", at: at, fields)
            ids.append(string(id, at: at))
        }
        let listID = syntheticID()
        var fields: [(String, Handle)] = [("buildConfigurations", composer.array(ids, at: range))]
        if let defaultName, defaultName.kind == .string { fields.append(("defaultConfigurationName", composer.copy(defaultName))) }
        addObject(id: listID, isa: "XCConfigurationList", at: range, fields)
        return listID
    }

    /// `baseConfigurationReference` (a name path or `id:`), or the anchor and relative path of an
    /// `{anchor, relative-path}` (docs/reference/xcproj-notes.md §4.2).
    mutating func baseConfiguration(_ file: PlistValue, owner: String?, configuration: String) -> [(String, Handle)] {
        if file.kind == .dictionary, let anchor = file["anchor"] {
            guard let index = resolveReference(anchor, by: .xcconfigAnchor, target: owner,
                                               configuration: configuration) else { return [] }
            var fields = [("baseConfigurationReferenceAnchor", string(elements[index].id, at: anchor.span))]
            if let relative = file["relative-path"] {
                fields.append(("baseConfigurationReferenceRelativePath", composer.copy(relative)))
            }
            return fields
        }
        guard let index = resolveReference(file, by: .xcconfig, target: owner, configuration: configuration)
        else { return [] }
        return [("baseConfigurationReference", string(elements[index].id, at: file.span))]
    }
}
