import Foundation
import PlistKit
import XcodeModel

/// Reads a target's Info.plist per configuration and extracts the legacy icon declarations (xcode-semantics §7).
struct LegacyFactsBuilder {
    let project: XcodeProject
    let target: Target
    let settings: any SettingsLookup
    let context: LintContext

    /// One `LegacyPlistFacts` per distinct Info.plist, naming the configurations that use it.
    func plists() -> [LegacyPlistFacts] {
        var byPath: [String: Int] = [:]
        var result: [LegacyPlistFacts] = []
        for configuration in target.configurationList?.configurations ?? [] {
            let name = configuration.name
            guard context.configuration.includes(configuration: name, options: context.options) else { continue }
            let sdk = settings.sdks(target: target, configuration: name).first ?? "iphoneos"
            let file = settings.fact("INFOPLIST_FILE", target: target, configuration: name, sdk: sdk)
            let generate = settings.fact("GENERATE_INFOPLIST_FILE", target: target, configuration: name, sdk: sdk)
            let preprocess = settings.fact("INFOPLIST_PREPROCESS", target: target, configuration: name, sdk: sdk)
            let family = settings.fact("TARGETED_DEVICE_FAMILY", target: target, configuration: name, sdk: sdk)
            let supportsIPad = family.string.split(whereSeparator: { $0 == "," || $0 == " " }).contains("2")
            let infoPlistFile = file.isSet ? file.string : nil
            let plistPath = InfoPlistSource.path(infoPlistFile: infoPlistFile, sourceRoot: project.sourceRoot)
            // A plist shared by configurations is read once; its facts are those of the first configuration.
            if let plistPath, let index = byPath[plistPath] {
                result[index].configurations.append(name)
                result[index].supportsIPad = result[index].supportsIPad || supportsIPad
                continue
            }
            let facts: LegacyPlistFacts
            if preprocess.bool, let plistPath, FileSystem.exists(plistPath) {
                // The C preprocessor rewrites it first: it is read with its directives blanked, never as it is.
                facts = preprocessed(path: plistPath, configuration: name, sdk: sdk, supportsIPad: supportsIPad,
                                     at: preprocess.location)
            } else {
                switch InfoPlistSource.locate(infoPlistFile: infoPlistFile, generate: generate.bool,
                                              sourceRoot: project.sourceRoot) {
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
                    facts = read(document, path: path, configuration: name, sdk: sdk, supportsIPad: supportsIPad)
                }
            }
            if let plistPath { byPath[plistPath] = result.count }
            result.append(facts)
        }
        return result
    }

    /// Files that land at the bundle root: plain files from Resources phases and synchronized folders.
    func bundleRootFiles() -> [BundleRootFile] {
        project.resources(of: target).compactMap { resource in
            guard resource.isAtBundleRoot, resource.kind == .file, let path = resource.path.path else { return nil }
            return BundleRootFile(name: resource.name, path: path,
                                  location: Location(file: project.pbxprojPath, range: resource.origin.range))
        }
    }

    /// `INFOPLIST_PREPROCESS = YES`: the C preprocessor runs before the plist is read. Directive lines are blanked
    /// (keeping line numbers) so both branches of an `#if` are checked; when that still does not parse, or yields
    /// no icon keys (icons injected by macros), the icons are reported as unchecked rather than guessed.
    private func preprocessed(path: String, configuration: String, sdk: String, supportsIPad: Bool,
                              at location: Location?) -> LegacyPlistFacts {
        let unchecked = LegacyPlistFacts(configurations: [configuration], plistPath: path,
                                         status: .preprocessed(location: location), supportsIPad: supportsIPad)
        guard case .success(let bytes) = FileSystem.read(path) else { return unchecked }
        guard let document = try? PlistReader.read(bytes: Self.blankingDirectives(bytes), path: path) else {
            return unchecked
        }
        let facts = read(document, path: path, configuration: configuration, sdk: sdk, supportsIPad: supportsIPad)
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

    private func read(_ document: PlistDocument, path: String, configuration: String, sdk: String,
                      supportsIPad: Bool) -> LegacyPlistFacts {
        var facts = LegacyPlistFacts(configurations: [configuration], plistPath: path, status: .read,
                                     supportsIPad: supportsIPad)
        func location(_ value: PlistValue) -> Location { Location(file: path, range: value.range) }
        func fileList(_ value: PlistValue, _ keyPath: String) -> [LegacyIconFile] {
            switch value.kind {
            case .array:
                var files: [LegacyIconFile] = []
                for element in value.elements {
                    guard let raw = element.string else {
                        facts.malformed.append(("\(keyPath) must contain only strings (file names)", location(element)))
                        continue
                    }
                    files.append(LegacyIconFile(raw: raw, expanded: settings.expand(raw, target: target,
                                                                                   configuration: configuration, sdk: sdk),
                                                location: location(element)))
                }
                return files
            case .string:
                // CFBundleIconFile (singular) is a string; CFBundleIconFiles must be an array.
                if keyPath.hasSuffix("CFBundleIconFiles") {
                    facts.malformed.append(("\(keyPath) must be an array of file names, not a string", location(value)))
                }
                let raw = value.string ?? ""
                return [LegacyIconFile(raw: raw, expanded: settings.expand(raw, target: target, configuration: configuration,
                                                                           sdk: sdk), location: location(value))]
            default:
                facts.malformed.append(("\(keyPath) must be an array of file names", location(value)))
                return []
            }
        }
        func entry(_ value: PlistValue, name: String?, keyPath: String) -> LegacyIconEntry? {
            guard value.kind == .dictionary else {
                facts.malformed.append(("\(keyPath) must be a dictionary with CFBundleIconFiles", location(value)))
                return nil
            }
            let files = value["CFBundleIconFiles"].map { fileList($0, keyPath + ".CFBundleIconFiles") } ?? []
            var asset: (String, Location)?
            if let iconName = value["CFBundleIconName"] {
                if let s = iconName.string { asset = (s, location(iconName)) }
                else { facts.malformed.append(("\(keyPath).CFBundleIconName must be a string", location(iconName))) }
            }
            return LegacyIconEntry(name: name, location: location(value), files: files, assetName: asset)
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
                    facts.malformed.append(("\(name) must be a dictionary", location(value)))
                    return
                }
                var primary: LegacyIconEntry?
                var alternates: [LegacyIconEntry] = []
                if let p = value["CFBundlePrimaryIcon"] {
                    if p.kind == .string {
                        // tvOS/visionOS form: the primary is an asset name.
                        primary = LegacyIconEntry(name: nil, location: location(p), files: [],
                                                  assetName: (p.string ?? "", location(p)))
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
                        facts.malformed.append(("\(name).CFBundleAlternateIcons must be a dictionary of icon name → "
                                                + "icon files on iOS (the array form is tvOS-only)", location(alt)))
                    }
                }
                facts.dictionaries.append(LegacyIconDictionary(key: name, location: location(key), primary: primary,
                                                               alternates: alternates))
            } else if name == "CFBundleIconFiles" || name == "CFBundleIconFile" {
                facts.topLevelFiles += fileList(value, name).filter { !$0.raw.isEmpty }
            }
        }
        // Duplicate keys inside the icon dictionaries: Foundation keeps only the last one.
        for warning in document.warnings where warning.kind == .duplicateKey {
            guard iconRanges.contains(where: { $0.startOffset <= warning.range.startOffset && warning.range.endOffset <= $0.endOffset })
            else { continue }
            facts.malformed.append(("duplicate key \"\(warning.key ?? "")\" in the icon dictionary (first at line "
                                    + "\(warning.firstRange?.start.line ?? 0)); only the last one is read",
                                    Location(file: path, range: warning.range)))
        }
        // A key whose files name another alternate and not itself looks like a copy-paste slip.
        for dictionary in facts.dictionaries {
            let names = dictionary.alternates.compactMap(\.name).filter { $0.count >= 3 }
            for alt in dictionary.alternates {
                guard let name = alt.name, !alt.files.isEmpty,
                      !alt.files.contains(where: { $0.expanded.lowercased().contains(name.lowercased()) }) else { continue }
                if let other = names.first(where: { other in
                    other != name && alt.files.allSatisfy { $0.expanded.lowercased().contains(other.lowercased()) }
                }) {
                    facts.malformed.append(("\(dictionary.key) alternate \"\(name)\" lists the files of \"\(other)\" "
                                            + "(\(Wording.quoted(alt.files.map(\.raw)))); a copy-paste slip?", alt.location))
                }
            }
        }
        return facts
    }
}
