#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import XcodeModel

/// Reads a target's Info.plist per configuration and extracts the legacy icon declarations (docs/reference/xcode-semantics.md §7).
struct LegacyFactsBuilder {
    let project: XcodeProject
    let target: Target
    let settings: any SettingsLookup
    let context: LintContext

    /// One `LegacyPlistFacts` per distinct Info.plist and distinct expansion of its values, naming the
    /// configurations that use it. Values are expanded per configuration (a plist shared by Debug and Release may
    /// name different icons in each); configurations whose expanded values agree share one entry.
    func plists() -> [LegacyPlistFacts] {
        var bySignature: [String: Int] = [:]
        var sources: [String: InfoPlistSource] = [:]
        var blanked: [String: PlistDocument?] = [:]
        var result: [LegacyPlistFacts] = []
        for configuration in target.configurationList?.configurations ?? [] {
            let name = configuration.name
            guard context.configuration.includes(configuration: name, options: context.options) else { continue }
            let sdk = settings.sdks(target: target, configuration: configuration).first ?? "iphoneos"
            let file = settings.fact(Setting.infoPlistFile.name, target: target, configuration: configuration, sdk: sdk)
            let generate = settings.fact(Setting.generateInfoPlistFile.name, target: target, configuration: configuration, sdk: sdk)
            let preprocess = settings.fact(Setting.infoPlistPreprocess.name, target: target, configuration: configuration, sdk: sdk)
            let family = settings.fact(Setting.targetedDeviceFamily.name, target: target, configuration: configuration, sdk: sdk)
            let expandSettings = settings.fact(Setting.infoPlistExpandBuildSettings.name, target: target, configuration: configuration,
                                               sdk: sdk).bool
            let supportsIPad = family.string.split(whereSeparator: { $0 == "," || $0 == " " }).contains("2")
            let infoPlistFile = file.isSet ? file.string : nil
            let plistPath = InfoPlistSource.path(infoPlistFile: infoPlistFile, sourceRoot: project.sourceRoot)
            let scope = ExpansionScope(configuration: name, object: configuration, sdk: sdk, enabled: expandSettings)
            var facts: LegacyPlistFacts
            if preprocess.bool, let plistPath, FileSystem.exists(plistPath) {
                // The C preprocessor rewrites it first: it is read with its directives blanked, never as it is.
                facts = preprocessed(path: plistPath, scope: scope, supportsIPad: supportsIPad, at: preprocess.location,
                                     cache: &blanked)
            } else {
                let sourceKey = (infoPlistFile ?? "") + "\u{0}" + (generate.bool ? "1" : "0")
                let source = sources[sourceKey] ?? InfoPlistSource.locate(infoPlistFile: infoPlistFile, generate: generate.bool,
                                                                          sourceRoot: project.sourceRoot)
                sources[sourceKey] = source
                switch source {
                case .generatedOnly, .none:
                    continue
                case .missing(let path):
                    facts = LegacyPlistFacts(configurations: [name], plistPath: path, status: .missing,
                                             supportsIPad: supportsIPad)
                case .unreadable(let path, let error):
                    let (message, location): (String, Location) = {
                        switch error {
                        case .file(let why): return (why, Location(file: path))
                        case .parse(let e):
                            return (e.message, Location(file: e.path, range: SourceRange(
                                start: e.position, end: e.position, startOffset: e.offset, endOffset: e.offset)))
                        }
                    }()
                    facts = LegacyPlistFacts(configurations: [name], plistPath: path,
                                             status: .unreadable(message: message, location: location),
                                             supportsIPad: supportsIPad)
                case .file(let path, let document):
                    facts = read(document, path: path, scope: scope, supportsIPad: supportsIPad)
                }
            }
            let signature = Self.signature(of: facts)
            if let index = bySignature[signature] {
                result[index].configurations.append(name)
                result[index].supportsIPad = result[index].supportsIPad || facts.supportsIPad
                continue
            }
            bySignature[signature] = result.count
            result.append(facts)
        }
        return result
    }

    /// The configuration an Info.plist is read for: its values are expanded in this scope.
    struct ExpansionScope {
        var configuration: String
        var object: BuildConfiguration
        var sdk: String
        /// `INFOPLIST_EXPAND_BUILD_SETTINGS` (default YES): off, values are used as written.
        var enabled: Bool
    }

    /// What distinguishes two readings of Info.plists: the file, how it was read, and every expanded value.
    private static func signature(of facts: LegacyPlistFacts) -> String {
        // Only the kind of status: a plist preprocessed in every configuration is one finding, wherever each
        // configuration turns preprocessing on.
        let status: String
        switch facts.status {
        case .read: status = "read"
        case .none: status = "none"
        case .missing: status = "missing"
        case .unreadable: status = "unreadable"
        case .preprocessed: status = "preprocessed"
        }
        var parts = [facts.plistPath ?? "", status]
        func add(_ file: LegacyIconFile?) {
            guard let file else { return }
            parts.append("\(file.location.range?.startOffset ?? -1)=\(file.expanded)|\(file.unknowable?.explanation ?? "")")
        }
        for dictionary in facts.dictionaries {
            for entry in [dictionary.primary].compactMap({ $0 }) + dictionary.alternates {
                entry.files.forEach(add)
                add(entry.asset)
            }
        }
        facts.topLevelFiles.map(\.file).forEach(add)
        return parts.joined(separator: "\u{0}")
    }

    /// Files that land at the bundle root: plain files from Resources phases and synchronized folders.
    func bundleRootFiles() -> [BundleRootFile] {
        project.resources(of: target).compactMap { resource in
            guard resource.isAtBundleRoot, resource.kind == .file, let path = resource.path.path else { return nil }
            return BundleRootFile(name: resource.name, path: path,
                                  location: Location(file: project.projectFilePath, range: resource.origin.range), exists: nil)
        }
    }

    /// `INFOPLIST_PREPROCESS = YES`: the C preprocessor runs before the plist is read. Directive lines are blanked
    /// (keeping line numbers) so both branches of an `#if` are checked; when that still does not parse, or yields
    /// no icon keys (icons injected by macros), the icons are reported as unchecked rather than guessed.
    private func preprocessed(path: String, scope: ExpansionScope, supportsIPad: Bool, at location: Location?,
                              cache: inout [String: PlistDocument?]) -> LegacyPlistFacts {
        let unchecked = LegacyPlistFacts(configurations: [scope.configuration], plistPath: path,
                                         status: .preprocessed(location: location), supportsIPad: supportsIPad)
        // Read and parsed once per path, however many configurations use it.
        let document: PlistDocument?
        if let cached = cache[path] {
            document = cached
        } else {
            if case .success(let bytes) = FileSystem.read(path, insideTreeOf: project.sourceRoot) {
                document = try? PlistReader.read(bytes: Self.blankingDirectives(bytes), path: path)
            } else {
                document = nil
            }
            cache[path] = .some(document)
        }
        guard let document else { return unchecked }
        let facts = read(document, path: path, scope: scope, supportsIPad: supportsIPad)
        return facts.dictionaries.isEmpty && facts.topLevelFiles.isEmpty ? unchecked : facts
    }

    /// Preprocessor directive lines (first non-blank character `#`) turned into spaces, in place: line and
    /// column numbers stay those of the file, and no text is decoded.
    static func blankingDirectives(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        let n = bytes.count
        var lineStart = 0
        while lineStart < n {
            var i = lineStart
            while i < n && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
            var end = i
            while end < n && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
            if i < n && bytes[i] == UInt8(ascii: "#") {
                for k in i..<end { bytes[k] = 0x20 }
            }
            lineStart = end + 1
        }
        return bytes
    }

    // MARK: Reading the plist

    private func read(_ document: PlistDocument, path: String, scope: ExpansionScope,
                      supportsIPad: Bool) -> LegacyPlistFacts {
        var facts = LegacyPlistFacts(configurations: [scope.configuration], plistPath: path, status: .read,
                                     supportsIPad: supportsIPad)
        func location(_ value: PlistValue) -> Location { Location(file: path, range: value.range) }
        func malformed(_ message: String, _ value: PlistValue, about name: String) {
            facts.malformed.append(LegacyMalformation(message: message, location: location(value), name: name))
        }
        /// A string value as Xcode writes it into the built Info.plist: build settings expanded (§7.1).
        func expanded(_ raw: String, _ value: PlistValue) -> LegacyIconFile {
            guard scope.enabled, raw.contains("$") else {
                return LegacyIconFile(raw: raw, expanded: raw, location: location(value))
            }
            let (text, unknowable) = settings.expansion(raw, target: target, configuration: scope.object,
                                                        sdk: scope.sdk)
            return LegacyIconFile(raw: raw, expanded: text, location: location(value), unknowable: unknowable)
        }
        func fileList(_ value: PlistValue, _ keyPath: String) -> [LegacyIconFile] {
            switch value.kind {
            case .array:
                var files: [LegacyIconFile] = []
                for element in value.elements {
                    guard let raw = element.string else {
                        malformed("\(keyPath) must contain only strings (file names)", element, about: keyPath)
                        continue
                    }
                    files.append(expanded(raw, element))
                }
                return files
            case .string:
                // CFBundleIconFile (singular) is a string; CFBundleIconFiles must be an array.
                if keyPath.hasSuffix("CFBundleIconFiles") {
                    malformed("\(keyPath) must be an array of file names, not a string", value, about: keyPath)
                }
                return [expanded(value.string ?? "", value)]
            default:
                malformed("\(keyPath) must be an array of file names", value, about: keyPath)
                return []
            }
        }
        func entry(_ value: PlistValue, name: String?, keyPath: String) -> LegacyIconEntry? {
            guard value.kind == .dictionary else {
                malformed("\(keyPath) must be a dictionary with CFBundleIconFiles", value, about: name ?? keyPath)
                return nil
            }
            let files = value["CFBundleIconFiles"].map { fileList($0, keyPath + ".CFBundleIconFiles") } ?? []
            var asset: LegacyIconFile?
            if let iconName = value["CFBundleIconName"] {
                if let s = iconName.string { asset = expanded(s, iconName) }
                else { malformed("\(keyPath).CFBundleIconName must be a string", iconName, about: name ?? keyPath) }
            }
            return LegacyIconEntry(name: name, location: location(value), files: files, asset: asset)
        }
        let root = document.root
        guard root.kind == .dictionary else {
            facts.status = .unreadable(message: "the Info.plist is not a dictionary", location: location(root))
            return facts
        }
        var iconRanges: [SourceRange] = []
        root.forEachEntry { key, value in
            guard let name = key.string else { return }
            if name == "CFBundleIcons" || name.hasPrefix("CFBundleIcons~") || name.hasPrefix("CFBundleIcons-") {
                iconRanges.append(value.range)
                guard value.kind == .dictionary else {
                    malformed("\(name) must be a dictionary", value, about: name)
                    return
                }
                var primary: LegacyIconEntry?
                var alternates: [LegacyIconEntry] = []
                if let p = value["CFBundlePrimaryIcon"] {
                    if p.kind == .string {
                        // tvOS/visionOS form: the primary is an asset name.
                        primary = LegacyIconEntry(name: nil, location: location(p), files: [],
                                                  asset: expanded(p.string ?? "", p))
                    } else {
                        primary = entry(p, name: nil, keyPath: "\(name).CFBundlePrimaryIcon")
                    }
                }
                if let alt = value["CFBundleAlternateIcons"] {
                    switch alt.kind {
                    case .dictionary:
                        alt.forEachEntry { altKey, altValue in
                            let altName = altKey.string ?? ""
                            if let e = entry(altValue, name: altName, keyPath: "\(name).CFBundleAlternateIcons.\(altName)") {
                                var e = e
                                e.location = location(altKey)
                                alternates.append(e)
                            }
                        }
                    default:
                        malformed("\(name).CFBundleAlternateIcons must be a dictionary of icon name → "
                                  + "icon files on iOS (the array form is tvOS-only)", alt,
                                  about: "\(name).CFBundleAlternateIcons")
                    }
                }
                facts.dictionaries.append(LegacyIconDictionary(key: name, location: location(key), primary: primary,
                                                               alternates: alternates))
            } else if name == "CFBundleIconFiles" || name == "CFBundleIconFile" {
                facts.topLevelFiles += fileList(value, name).filter { !$0.raw.isEmpty }
                    .map { LegacyTopLevelIcon(key: name, file: $0) }
            }
        }
        // Duplicate keys inside the icon dictionaries: Foundation keeps only the last one.
        for warning in document.warnings where warning.kind == .duplicateKey {
            guard iconRanges.contains(where: { $0.startOffset <= warning.range.startOffset && warning.range.endOffset <= $0.endOffset })
            else { continue }
            facts.malformed.append(LegacyMalformation(
                message: "duplicate key \"\(warning.key ?? "")\" in the icon dictionary (first at line "
                    + "\(warning.firstRange?.start.line ?? 0)); only the last one is read",
                location: Location(file: path, range: warning.range), name: warning.key ?? ""))
        }
        facts.malformed += Self.copyPasteSlips(in: facts.dictionaries)
        return facts
    }

    /// An alternate whose files are exactly those of an earlier alternate of the same dictionary: both names then
    /// show the same icon, which is almost always an entry copied and not edited. Only identical file lists (after
    /// expansion) count: `Pride26` → `pride-26` beside `Pride` → `pride` is two icons, not a slip.
    static func copyPasteSlips(in dictionaries: [LegacyIconDictionary]) -> [LegacyMalformation] {
        var slips: [LegacyMalformation] = []
        for dictionary in dictionaries {
            var firstWithFiles: [Set<String>: String] = [:]
            for alt in dictionary.alternates {
                guard let name = alt.name, !alt.files.isEmpty else { continue }
                let files = Set(alt.files.map(\.expanded))
                guard let other = firstWithFiles[files] else {
                    firstWithFiles[files] = name
                    continue
                }
                slips.append(LegacyMalformation(
                    message: "\(dictionary.key) alternate \"\(name)\" lists the same files as \"\(other)\" "
                        + "(\(Wording.quoted(alt.files.map(\.raw)))), so both show the same icon; a copy-paste slip?",
                    location: alt.location, name: name))
            }
        }
        return slips
    }
}

extension LegacyFactsBuilder {
    /// Files with one of `names` in the Info.plist's folder tree (bounded walk, no symlinks followed).
    static func findOnDisk(_ names: [String], near plist: String?, projectFile: String) -> [String] {
        let projectDir = PathText.parent(PathText.parent(projectFile))
        let root = plist.map { PathText.parent($0) } ?? projectDir
        let wanted = Set(names)
        var found: [String] = []
        var visited = 0
        // Depth first, in directory order, symbolic links not followed; catalogs, projects and .git are not entered.
        var pending = [root]
        while let directory = pending.popLast(), visited < 20_000, found.count < 3 {
            var subdirectories: [String] = []
            for entry in FileSystem.list(directory) ?? [] where visited < 20_000 && found.count < 3 {
                visited += 1
                let path = PathText.appending(entry.name, to: directory)
                if wanted.contains(entry.name) { found.append(path) }
                if entry.kind == .directory && !entry.name.hasSuffix(".xcassets") && !entry.name.hasSuffix(".xcodeproj")
                    && entry.name != ".git" {
                    subdirectories.append(path)
                }
            }
            pending.append(contentsOf: subdirectories.reversed())
        }
        return found.sorted()
    }
}
