/// A target whose product another target copies into its bundle: an app extension (`PlugIns`), an ExtensionKit
/// extension, a watch app or App Clip (products directory, `Watch`/`AppClips`), an embedded framework.
public struct EmbeddedTarget: Sendable {
    public let target: Target
    /// The copy-files phase of the host that embeds it.
    public let phase: BuildPhase
    /// The build file in that phase (where a finding about the pair points in the host).
    public let buildFile: BuildFile
}

extension XcodeProject {
    /// Copy-files destinations that put a product inside the host's bundle: Frameworks (10), PlugIns (13) and the
    /// products directory (16, with `dstPath` `$(CONTENTS_FOLDER_PATH)/Watch`, `/AppClips`, or ExtensionKit's
    /// `$(EXTENSIONS_FOLDER_PATH)`).
    static let embeddingDestinations: Set<String> = ["10", "13", "16"]

    /// The targets of this project whose products `host` embeds, in phase order; each once.
    public func embeddedTargets(of host: Target) -> [EmbeddedTarget] {
        var seen = Set<String>()
        var result: [EmbeddedTarget] = []
        for phase in host.buildPhases where phase.kind == .copyFiles {
            guard let destination = phase.dstSubfolderSpec, Self.embeddingDestinations.contains(destination) else { continue }
            for file in phase.files {
                // Another target with that product (the last when several claim it).
                guard let ref = file.fileRefID,
                      let position = targetsByProduct[ref]?.last(where: { targets[$0].id != host.id }),
                      seen.insert(targets[position].id).inserted else { continue }
                let target = targets[position]
                result.append(EmbeddedTarget(target: target, phase: phase, buildFile: file))
            }
        }
        return result
    }
}
