#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The files outside its own `project.pbxproj` that a project reads, so that a changed or deleted file can be
/// mapped back to the projects it affects (what a pre-commit hook passes): its file references and everything
/// inside referenced folders (asset catalogs, `.icon` documents, folder references, synchronized folders), the
/// xcconfigs its base configurations include, and the Info.plists its targets name.
public struct ReferencedFiles: Sendable {
    /// Paths referenced as files: a changed path equal to one of these is read by the project.
    public private(set) var files = Set<String>()
    /// Paths referenced as folders: anything below one of these is read by the project.
    public private(set) var folders: [String] = []

    /// Nothing referenced (a project that could not be read).
    public init() {}

    /// True if the project reads `path` (absolute, standardized), as a referenced file or inside a referenced folder.
    public func contains(_ path: String) -> Bool {
        if files.contains(path) { return true }
        return folders.contains { path.hasPrefix($0 + "/") || path == $0 }
    }

    mutating func addFile(_ path: String) { files.insert(ProjectPath.normalize(path)) }
    mutating func addFolder(_ path: String) {
        let normalized = ProjectPath.normalize(path)
        // `/` (a hand-edited reference gone wrong) would claim every file on the machine.
        guard normalized != "/", !normalized.isEmpty else { return }
        folders.append(normalized)
    }
}

extension XcodeProject {
    /// What the project reads besides its pbxproj (see `ReferencedFiles`). Groups are not counted: a group's folder
    /// holds files the project does not reference, and the projects that contain a file are found by where they
    /// sit anyway.
    public func referencedFiles() -> ReferencedFiles {
        var referenced = ReferencedFiles()
        var resolver = pathResolver()
        for handle in elements.handles {
            let kind = elements.kind(handle)
            guard kind != .group, kind != .variantGroup, kind != .referenceProxy,
                  let path = resolver.resolve(elements.id(handle)).path else { continue }
            referenced.addFile(path)
            // Catalogs, `.icon` documents, folder references, version groups (`.xcdatamodeld`) and synchronized
            // folders are read below their path.
            referenced.addFolder(path)
        }
        // Base configurations and, through `#include`, the xcconfigs they pull in.
        let loader = XCConfigLoader(sourceRoot: sourceRoot)
        var configurations = project.configurationList?.configurations ?? []
        for target in targets { configurations += target.configurationList?.configurations ?? [] }
        var pending = configurations.compactMap { $0.baseConfiguration?.path.path }
        var seen = Set<String>()
        while let path = pending.popLast(), seen.count < 10_000 {
            guard seen.insert(path).inserted else { continue }
            referenced.addFile(path)
            guard case .success(let bytes) = FileSystem.read(path, insideTreeOf: sourceRoot) else { continue }
            for line in XCConfigParser.parse(bytes: bytes, path: path, level: .projectXCConfig).lines {
                guard case .include(let include, _, _) = line, !include.hasPrefix("<") else { continue }
                if let resolved = loader.resolve(include, from: path) {
                    pending.append(resolved)
                } else {
                    // A deleted include: every place Xcode would have looked for it.
                    for candidate in XCConfigLoader.includeCandidates(include, from: path, sourceRoot: sourceRoot) {
                        referenced.addFile(candidate)
                    }
                }
            }
        }
        // Info.plists, per target and configuration (INFOPLIST_FILE may differ between them).
        for target in targets {
            for configuration in target.configurationList?.configurations ?? [] {
                let settings = BuildSettings(project: self, target: target, configuration: configuration.name,
                                             loader: loader)
                let file = settings.resolve("INFOPLIST_FILE", sdk: nil)
                if let path = InfoPlistSource.path(infoPlistFile: file.isSet ? file.string : nil, sourceRoot: sourceRoot) {
                    referenced.addFile(path)
                }
            }
        }
        return referenced
    }
}

extension XCConfigLoader {
    /// Where `#include "include"` in `includer` is looked for (next to the includer, then the project folder),
    /// with `.xcconfig` appended when the name has no extension; the same order as `resolve`.
    static func includeCandidates(_ include: String, from includer: String, sourceRoot: String) -> [String] {
        var names = [include]
        if PathText.pathExtension(include).isEmpty { names.append(include + ".xcconfig") }
        let bases = include.hasPrefix("/") ? [""] : [PathText.parent(includer), sourceRoot]
        return bases.flatMap { base in names.map { base.isEmpty ? ProjectPath.normalize($0) : ProjectPath.normalize(ProjectPath.join(base, $0)) } }
    }
}
