import XcodeModel

/// Icons declared the pre-asset-catalog way, in a target's Info.plist (docs/reference/xcode-semantics.md §7).
public struct LegacyIconFile: Sendable, Hashable {
    /// As written (`${PRODUCT_NAME}_icon.png`).
    public var raw: String
    /// With build settings expanded (`wolf3d_icon.png`) in the configuration's scope, as Xcode does when
    /// `INFOPLIST_EXPAND_BUILD_SETTINGS` is on (docs/reference/xcode-semantics.md §7.1); as written when it is off.
    public var expanded: String
    public var location: Location
    /// Why the expanded value may not be what Xcode writes (a referenced setting nobody defines here, a missing
    /// optional include); such a value is never reported missing.
    public var unknowable: Unknowable?
}

/// A file named by the top-level `CFBundleIconFiles` (array) or `CFBundleIconFile` (string), pre-iOS 5 keys.
public struct LegacyTopLevelIcon: Sendable {
    /// `CFBundleIconFiles` or `CFBundleIconFile`: which key names it, as messages must say.
    public var key: String
    public var file: LegacyIconFile
}

/// A wrong shape found while reading the icon dictionaries, and what it is about.
public struct LegacyMalformation: Sendable {
    public var message: String
    public var location: Location
    /// The entity the finding is about (the key path or the alternate's name), for baselines and JSON.
    public var name: String
}

/// The primary or one alternate of a `CFBundleIcons` dictionary.
public struct LegacyIconEntry: Sendable {
    /// The alternate's key (what `setAlternateIconName(_:)` takes); nil for the primary icon.
    public var name: String?
    public var location: Location
    public var files: [LegacyIconFile]
    /// `CFBundleIconName`: an asset-catalog icon instead of files (expanded like a file name).
    public var asset: LegacyIconFile?
}

/// `CFBundleIcons` or a device-specific variant (`CFBundleIcons~ipad`).
public struct LegacyIconDictionary: Sendable {
    public var key: String
    public var location: Location
    public var primary: LegacyIconEntry?
    public var alternates: [LegacyIconEntry]
}

/// What one Info.plist of a target says about icons, for the configurations that use it.
public struct LegacyPlistFacts: Sendable {
    public enum Status: Sendable {
        case read
        /// No Info.plist (generated from build settings only): nothing legacy to check.
        case none
        case missing
        case unreadable(message: String, location: Location)
        /// `INFOPLIST_PREPROCESS = YES`: the C preprocessor runs first; the file is not what ships.
        case preprocessed(location: Location?)
    }

    public var configurations: [String]
    public var plistPath: String?
    public var status: Status
    /// The Info.plist exists (or is named) but pbxlint could not see what ships: missing, unreadable or
    /// preprocessed. Whatever it declares is unknown.
    public var couldNotBeRead: Bool {
        switch status {
        case .read, .none: return false
        case .missing, .unreadable, .preprocessed: return true
        }
    }
    /// Base (`CFBundleIcons`) and device-specific dictionaries (`CFBundleIcons~ipad`, `CFBundleIcons-iphoneos~ipad`…).
    public var dictionaries: [LegacyIconDictionary] = []
    /// Top-level `CFBundleIconFiles` / `CFBundleIconFile` (pre-iOS 5).
    public var topLevelFiles: [LegacyTopLevelIcon] = []
    /// Wrong shapes found while reading (not a dictionary, not an array of strings, duplicate keys, slips).
    public var malformed: [LegacyMalformation] = []
    /// `TARGETED_DEVICE_FAMILY` contains 2.
    public var supportsIPad: Bool = false

    /// True if the plist names at least one icon file (the only thing a target's bundle-root files are needed for).
    public var namesIconFiles: Bool {
        !topLevelFiles.isEmpty || dictionaries.contains { dictionary in
            !(dictionary.primary?.files.isEmpty ?? true) || dictionary.alternates.contains { !$0.files.isEmpty }
        }
    }


    public var base: LegacyIconDictionary? { dictionaries.first { $0.key == "CFBundleIcons" } }
    public var iPad: LegacyIconDictionary? {
        dictionaries.first { $0.key.hasSuffix("~ipad") }
    }
    public var hasAlternates: Bool { dictionaries.contains { !$0.alternates.isEmpty } }
}

/// A file that lands at the root of a target's bundle.
public struct BundleRootFile: Sendable, Hashable {
    public var name: String
    public var path: String
    /// Where the project adds it to the target.
    public var location: Location

    /// Whether the file is on disk when the facts were built in memory; nil when the disk is asked.
    private var known: Bool?

    /// `exists` nil: the file system is asked when a rule wants to know (facts from a project); true or false:
    /// the answer (facts built in memory).
    public init(name: String, path: String, location: Location, exists: Bool?) {
        self.name = name
        self.path = path
        self.location = location
        self.known = exists
    }

    /// False when the project lists it but the file is not on disk. Asked on use, not stored: a target lists
    /// thousands of bundle-root files (OsmAnd: 1,900, most absent from a checkout without generated assets) and
    /// only the few named as legacy icons are ever looked up, so a `stat` each up front was most of a run.
    public var exists: Bool { known ?? FileSystem.exists(path) }
}

/// Where files named like a missing legacy icon lie on disk, near the Info.plist that names them (or in the
/// project's folder): a question a rule asks through the facts, so that the rule reads no disk and can be tested on
/// facts built in memory. `FactsBuilder` answers it with a bounded walk (`LegacyFactsBuilder.findOnDisk`).
public struct LegacyFileSearch: Sendable {
    private let search: @Sendable (_ names: [String], _ plist: String?) -> [String]

    /// `search` gets the file names looked for and the Info.plist path (nil: none, search the project's folder),
    /// and returns at most three paths, sorted.
    public init(_ search: @escaping @Sendable (_ names: [String], _ plist: String?) -> [String]) {
        self.search = search
    }

    /// Files named one of `names` in the folder tree of the Info.plist at `plist` (the project's folder when nil).
    public func files(named names: [String], near plist: String?) -> [String] { search(names, plist) }

    /// Nothing found anywhere (facts built in memory with no files on disk).
    public static let nothing = LegacyFileSearch { _, _ in [] }

    /// Answers from `paths` (absolute paths of files), as a walk from the Info.plist's folder, or from
    /// `projectFolder` when there is no Info.plist, would find them.
    public static func inMemory(_ paths: [String], projectFolder: String) -> LegacyFileSearch {
        LegacyFileSearch { names, plist in
            let root = plist.map { String($0[..<($0.lastIndex(of: "/") ?? $0.startIndex)]) } ?? projectFolder
            let prefix = root.hasSuffix("/") ? root : root + "/"
            let wanted = Set(names)
            let found = paths.filter { $0.hasPrefix(prefix) && wanted.contains(String($0.split(separator: "/").last ?? "")) }
            return Array(found.sorted().prefix(3))
        }
    }
}

extension TargetFacts {
    /// What `items` picks from each reading of the target's Info.plists, each once by its key, with every
    /// configuration whose reading has it (first-seen order). A plist read for several configurations, each with its
    /// own expansions, has the same places in each: a finding about a place is said once, naming them all.
    func legacyOnce<Item>(_ items: (LegacyPlistFacts) -> [(key: String, item: Item)]) -> [(item: Item, configurations: [String])] {
        var found: [(item: Item, configurations: [String])] = []
        var index: [String: Int] = [:]
        for plist in legacy {
            for (key, item) in items(plist) {
                if let i = index[key] {
                    found[i].configurations += plist.configurations.filter { !found[i].configurations.contains($0) }
                } else {
                    index[key] = found.count
                    found.append((item, plist.configurations))
                }
            }
        }
        return found
    }
}

extension Location {
    /// The file and offset, the same in every reading of the file (a key for `TargetFacts.legacyOnce`).
    var place: String { "\(file):\(range?.startOffset ?? 0)" }
}
