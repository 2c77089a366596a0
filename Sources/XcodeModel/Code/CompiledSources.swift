extension XcodeProject {
    /// Extensions of the source files whose icon names pbxlint checks.
    static let codeExtensions: Set<String> = ["swift", "m", "mm"]

    /// The Swift and Objective-C files `target` compiles: its Sources phases' files, and the files of synchronized
    /// folders it owns (less its exceptions) or is included in by an exception set (§3.6). Absolute paths, each
    /// once, in phase order then folder order; files whose path cannot be resolved offline are left out.
    /// Computed once per target (both the image-name and the icon-name scans ask for it; resolving thousands of
    /// paths was most of each).
    public func compiledSources(of target: Target) -> [String] {
        disk.compiledSources(target.id) { computeCompiledSources(of: target) }
    }

    private func computeCompiledSources(of target: Target) -> [String] {
        var result: [String] = []
        var resolver = pathResolver()
        for phase in target.buildPhases where phase.kind == .sources {
            for file in phase.files {
                // The extension of the reference's own path first (its name, or its id, when it has no path):
                // headers, resources and the like are never resolved (big targets list thousands of files).
                guard let handle = file.file else { continue }
                let value = elements.object(handle)
                let written = value["path"]?.string
                guard Self.hasCodeExtension(written ?? value["name"]?.string ?? elements.id(handle)),
                      let path = resolver.resolve(handle, value: value, writtenPath: written).path else { continue }
                result.append(path)
            }
        }
        // A file both in a phase and in a synchronized folder is read once.
        var seen: Set<String>?
        func add(_ path: String) {
            if seen == nil { seen = Set(result) }
            guard seen?.insert(path).inserted == true else { return }
            result.append(path)
        }
        for folder in synchronizedFolders.values.sorted(by: { $0.id < $1.id }) {
            let owning = target.synchronizedFolderIDs.contains(folder.id)
            let mentioned = folder.exceptionSets.contains {
                if case .target(let id) = $0.scope { return id == target.id }
                return false
            }
            guard owning || mentioned else { continue }
            for item in discoveredItems(in: folder)
            where Self.codeExtensions.contains(ProjectPath.pathExtension(item.relativePath))
                && membership(of: item, in: folder, for: target).isMember {
                add(item.absolutePath)
            }
        }
        return result
    }

    /// Whether `path`'s extension is one of `codeExtensions` (ASCII case ignored), as
    /// `codeExtensions.contains(ProjectPath.pathExtension(path))` says, without building the extension: it is asked
    /// for every file of every Sources phase.
    static func hasCodeExtension(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes -> Bool in
            var dot = bytes.count - 1
            while dot >= 0 && bytes[dot] != UInt8(ascii: ".") {
                if bytes[dot] == UInt8(ascii: "/") { return false }
                dot -= 1
            }
            // No dot, or a leading one (`.swift` names a file, it has no extension).
            guard dot > 0, bytes[dot - 1] != UInt8(ascii: "/") else { return false }
            let length = bytes.count - dot - 1
            func lower(_ k: Int) -> UInt8 { bytes[dot + 1 + k] | (bytes[dot + 1 + k] &- 65 < 26 ? 0x20 : 0) }
            switch length {
            case 1: return lower(0) == UInt8(ascii: "m")
            case 2: return lower(0) == UInt8(ascii: "m") && lower(1) == UInt8(ascii: "m")
            case 5:
                return lower(0) == UInt8(ascii: "s") && lower(1) == UInt8(ascii: "w") && lower(2) == UInt8(ascii: "i")
                    && lower(3) == UInt8(ascii: "f") && lower(4) == UInt8(ascii: "t")
            default: return false
            }
        }
    }

    /// Icon names the target's code uses (see `IconNameUses`). Only files containing `AlternateIcon` are lexed
    /// (`MarkedSourceScan`); unreadable and missing files are skipped (they are not this check's business).
    public func iconNameUses(of target: Target) -> IconNameUses {
        var uses = IconNameUses()
        for (path, bytes) in markedSources(of: target, containing: IconNameUses.marker, noting: ImageNameUses.marker) {
            uses.scan(bytes, path: path)
        }
        return uses
    }

    /// The target's compiled files that contain `marker`, with their bytes. The two code checks (icon names,
    /// image names) each need a few of the same thousands of files: the first to ask reads them all once and
    /// notes which contain the other's marker, so the other reads only those (`MarkedSourceScan.scan`).
    func markedSources(of target: Target, containing marker: SourceMarker, noting other: SourceMarker)
        -> [(path: String, bytes: [UInt8])] {
        if let noted = disk.takeNotedSources(target.id, marker: marker) {
            return MarkedSourceScan.files(noted, containing: marker, insideTreeOf: sourceRoot)
        }
        let found = MarkedSourceScan.scan(compiledSources(of: target), containing: marker, noting: other,
                                          insideTreeOf: sourceRoot)
        disk.noteSources(found.noted, of: target.id, marker: other)
        return found.files
    }
}
