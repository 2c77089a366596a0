import PlistKit

/// A target of a `project.xcproj` while it is converted (docs/reference/xcproj-notes.md §5, §7).
struct XcprojTarget {
    let value: PlistValue
    let name: String
    let id: String
    let idSpan: SourceSpan
    var phases: [XcprojPhase]
    /// Synchronized folders whose `target-membership` names this target.
    var folderIDs: [(id: String, span: SourceSpan)] = []
}

/// A build phase: written as its bare kind (`"resources"`) or as an object with `kind` and properties.
struct XcprojPhase {
    let value: PlistValue
    let kind: String
    let name: String?
    let id: String
    /// Build files listed in this phase (ids of `PBXBuildFile` objects, with the membership entry's range).
    var buildFiles: [(id: String, span: SourceSpan)] = []

    /// The pbxproj class of each phase kind (docs/reference/xcproj-notes.md §7).
    static let isaByKind: [String: String] = [
        "compile-sources": "PBXSourcesBuildPhase", "frameworks": "PBXFrameworksBuildPhase",
        "resources": "PBXResourcesBuildPhase", "headers": "PBXHeadersBuildPhase", "copy": "PBXCopyFilesBuildPhase",
        "script": "PBXShellScriptBuildPhase", "apple-script": "PBXAppleScriptBuildPhase", "rez": "PBXRezBuildPhase",
        "java-archive": "PBXJavaArchiveBuildPhase",
    ]

    /// pbxproj's `dstSubfolderSpec` for a copy phase's `bundle-base-path`.
    static let subfolderSpec: [String: String] = [
        "absolute-path": "0", "root": "1", "wrapper": "1", "executables-directory": "6",
        "resources-directory": "7", "frameworks-directory": "10", "shared-frameworks-directory": "11",
        "shared-support-directory": "12", "plugins-directory": "13", "java-resources-directory": "15",
        "build-products-directory": "16", "products-directory": "16",
    ]
}

extension XcprojConverter {
    mutating func readTargets(_ list: PlistValue?) {
        for value in list?.elements ?? [] {
            guard value.kind == .dictionary else {
                issue(.malformedObject(.xcprojTargetNotObject), at: value)
                continue
            }
            let nameValue = value["name"]
            let idValue = value["id"]
            let name = nameValue?.string ?? ""
            if nameValue?.string == nil { issue(.malformedObject(.xcprojTargetWithoutName), at: value) }
            var phases: [XcprojPhase] = []
            for phase in value["build-phases"]?.elements ?? [] {
                let kind = phase.kind == .string ? phase.string : phase["kind"]?.string
                guard let kind, XcprojPhase.isaByKind[kind] != nil else {
                    issue(.malformedObject(.buildPhaseOfUnknownKind(target: name)), at: phase, target: name)
                    continue
                }
                phases.append(XcprojPhase(value: phase, kind: kind, name: phase["name"]?.string,
                                          id: phase["id"]?.string ?? syntheticID()))
            }
            if targetIndexByName[name] == nil { targetIndexByName[name] = targets.count }
            targets.append(XcprojTarget(value: value, name: name, id: idValue?.string ?? syntheticID(),
                                        idSpan: (idValue ?? nameValue ?? value).span, phases: phases))
        }
    }

    /// The first target named `name` (membership, exceptions and phase references name targets).
    func targetIndex(named name: String) -> Int? { targetIndexByName[name] }

    /// The phase a `"Target/kind[/Phase name]"` or `"id:X"` reference names (docs/reference/xcproj-notes.md §6.3).
    mutating func resolvePhase(_ value: PlistValue, by referrer: ModelIssue.XcprojReferrer) -> XcprojPhase? {
        resolvePhaseIndex(value, by: referrer).map { targets[$0.target].phases[$0.phase] }
    }

    /// `referrer` is the referring element, for issues.
    mutating func resolvePhaseIndex(_ value: PlistValue, by referrer: ModelIssue.XcprojReferrer)
        -> (target: Int, phase: Int)? {
        let reference = value.kind == .dictionary ? value["build-phase"] : value
        // The files of a target name the same few phases one after another: compare the bytes with the recent
        // references before decoding and hashing the text.
        if let reference, let recent = recentPhaseReferences.first(where: { reference.isString($0.written) }) {
            return recent.resolved
        }
        guard let reference, let written = reference.string else {
            issue(.malformedObject(.phaseReferenceInUnknownForm(referrer)), at: value)
            return nil
        }
        if written.hasPrefix("id:") {
            let id = String(written.dropFirst(3))
            for t in targets.indices {
                if let p = targets[t].phases.firstIndex(where: { $0.id == id }) { return (t, p) }
            }
            issue(.danglingReference(.phaseID(referrer, written: written)), at: reference, item: id)
            return nil
        }
        if let known = phaseByReference[written] {
            rememberPhaseReference(written, known)
            return known
        }
        let parts = written.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else {
            issue(.malformedObject(.phaseReferenceMalformed(referrer, written: written)), at: reference)
            return nil
        }
        guard let t = targetIndex(named: parts[0]) else {
            issue(.danglingReference(.phaseTarget(referrer, target: parts[0])), at: reference, item: parts[0])
            return nil
        }
        let name = parts.count > 2 ? parts[2] : nil
        guard let p = targets[t].phases.firstIndex(where: { $0.kind == parts[1] && (name == nil || $0.name == name) })
        else {
            issue(.danglingReference(.phaseMissing(referrer, kind: parts[1], name: name, target: parts[0])),
                  at: reference, target: parts[0], item: written)
            return nil
        }
        phaseByReference[written] = (t, p)
        rememberPhaseReference(written, (t, p))
        return (t, p)
    }

    mutating func rememberPhaseReference(_ written: String, _ resolved: (target: Int, phase: Int)) {
        if recentPhaseReferences.count == 4 { recentPhaseReferences.removeLast() }
        recentPhaseReferences.insert((written, resolved), at: 0)
    }

    /// `target-membership`: folders join their targets' synchronized groups; every other reference becomes a
    /// build file in each phase it names.
    mutating func assignMembership() {
        for index in elements.indices {
            guard let membership = elements[index].fields.membership else { continue }
            let element = elements[index]
            for entry in membership.elements {
                if element.kind == .folder {
                    guard let name = entry.string, let t = targetIndex(named: name) else {
                        issue(.danglingReference(.folderTarget(folder: element.name, target: entry.string ?? "")),
                              at: entry, item: entry.string)
                        continue
                    }
                    targets[t].folderIDs.append((element.id, entry.span))
                    continue
                }
                guard let (t, p) = resolvePhaseIndex(entry, by: .element(element.name)) else { continue }
                let id = syntheticID()
                var fields: [(String, Handle)] = [("fileRef", string(element.id, at: entry.span))]
                if entry.kind == .dictionary, let arguments = entry["arguments"], arguments.kind == .string {
                    fields.append(("settings", composer.dictionary(
                        [(string("COMPILER_FLAGS", at: arguments.span), composer.copy(arguments))], at: entry.span)))
                }
                addObject(id: id, isa: "PBXBuildFile", at: entry.span, fields)
                targets[t].phases[p].buildFiles.append((id, entry.span))
            }
        }
    }

    /// A script phase's script and declared files under their pbxproj keys (xcode-project-format
    /// `Schema/BuildPhases/ScriptBuildPhaseProperties.swift`; `script` is a string or an array of lines joined with
    /// newlines, `Schema/Values/MultilineString.swift`).
    mutating func scriptFields(of phase: PlistValue) -> [(String, Handle)] {
        var fields: [(String, Handle)] = []
        if let script = phase["script"] {
            if script.kind == .string {
                fields.append(("shellScript", composer.copy(script)))
            } else if script.kind == .array {
                fields.append(("shellScript", string(script.stringElements.joined(separator: "\n"), at: script.span)))
            }
        }
        for (key, pbxprojKey) in [("input-paths", "inputPaths"), ("input-file-list-paths", "inputFileListPaths"),
                                  ("output-paths", "outputPaths"), ("output-file-list-paths", "outputFileListPaths")] {
            if let list = phase[key], list.kind == .array { fields.append((pbxprojKey, composer.copy(list))) }
        }
        return fields
    }

    mutating func emitTarget(_ index: Int, configurationList: String) {
        let target = targets[index]
        let v = target.value
        var phaseIDs: [Handle] = []
        for phase in target.phases {
            let at = phase.value.span
            var fields: [(String, Handle)] = [
                ("files", composer.array(phase.buildFiles.map { string($0.id, at: $0.span) }, at: at)),
            ]
            if let name = phase.value["name"], name.kind == .string { fields.append(("name", composer.copy(name))) }
            if let base = phase.value["bundle-base-path"], let written = base.string {
                if let spec = XcprojPhase.subfolderSpec[written] {
                    fields.append(("dstSubfolderSpec", string(spec, at: base.span)))
                }
            }
            if let relative = phase.value["relative-path"], relative.kind == .string {
                fields.append(("dstPath", composer.copy(relative)))
            }
            if phase.kind == "script" { fields += scriptFields(of: phase.value) }
            addObject(id: phase.id, isa: XcprojPhase.isaByKind[phase.kind] ?? "PBXBuildPhase", at: at, fields)
            phaseIDs.append(string(phase.id, at: at))
        }
        let kind = v["kind"]?.string ?? "native"
        let isa = kind == "aggregate" ? "PBXAggregateTarget"
            : kind == "external-build-system" ? "PBXLegacyTarget" : "PBXNativeTarget"
        var fields: [(String, Handle)] = [
            ("buildConfigurationList", string(configurationList, at: v.span)),
            ("buildPhases", composer.array(phaseIDs, at: v["build-phases"]?.span ?? v.span)),
        ]
        if let name = v["name"], name.kind == .string {
            fields.append(("name", composer.copy(name)))
            fields.append(("productName", composer.copy(name)))
        }
        if let full = v["full-product-type"], full.kind == .string {
            fields.append(("productType", composer.copy(full)))
        } else if let short = v["product-type"], let written = short.string {
            fields.append(("productType", string("com.apple.product-type." + written, at: short.span)))
        }
        if !target.folderIDs.isEmpty {
            fields.append(("fileSystemSynchronizedGroups",
                           composer.array(target.folderIDs.map { string($0.id, at: $0.span) }, at: v.span)))
        }
        if let product = v["product"], product.kind == .string,
           let element = resolveReference(product, by: .productOfTarget(target.name), target: target.name) {
            fields.append(("productReference", string(elements[element].id, at: product.span)))
        }
        addObject(id: target.id, isa: isa, at: v.span, idSpan: target.idSpan, fields)
    }
}
