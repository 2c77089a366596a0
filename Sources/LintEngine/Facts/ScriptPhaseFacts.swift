import PlistKit
import XcodeModel

/// A Run Script phase (`PBXShellScriptBuildPhase`) of a target: its script and the files it declares.
public struct ScriptPhaseFact: Sendable {
    /// The phase's name, or Xcode's title for an unnamed one (`Run Script`).
    public var name: String
    public var script: String
    /// The `shellScript` value (the phase itself when it has none).
    public var location: Location
    /// `inputPaths` and `inputFileListPaths` together: a script that lists either declares its inputs.
    public var inputs: [String] = []
    /// `outputPaths` and `outputFileListPaths` together.
    public var outputs: [String] = []
}

extension ScriptPhaseFact {
    /// The target's script phases, in build order, as the model read them.
    static func phases(of target: Target, in project: XcodeProject) -> [ScriptPhaseFact] {
        target.buildPhases.compactMap { phase in
            guard phase.kind == .shellScript, let fields = phase.script else { return nil }
            return ScriptPhaseFact(
                name: phase.name ?? phase.kind.title, script: fields.script,
                location: Location(file: project.projectFilePath, range: fields.scriptValue?.range ?? phase.range),
                inputs: fields.inputs, outputs: fields.outputs)
        }
    }
}
