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
        var byProduct: [String: Target] = [:]
        for target in targets where target.id != host.id {
            if let product = target.productReferenceID { byProduct[product] = target }
        }
        guard !byProduct.isEmpty else { return [] }
        var seen = Set<String>()
        var result: [EmbeddedTarget] = []
        for phase in host.buildPhases where phase.kind == .copyFiles {
            guard let destination = phase.dstSubfolderSpec, Self.embeddingDestinations.contains(destination) else { continue }
            for file in phase.files {
                guard let ref = file.fileRefID, let target = byProduct[ref], seen.insert(target.id).inserted else { continue }
                result.append(EmbeddedTarget(target: target, phase: phase, buildFile: file))
            }
        }
        return result
    }
}
