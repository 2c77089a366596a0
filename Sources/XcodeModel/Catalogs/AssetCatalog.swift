import PlistKit

/// What can satisfy an app-icon name (docs/reference/xcode-semantics.md §5.1, §5.3, §5.4).
public enum IconProviderKind: String, Sendable, Hashable, CaseIterable {
    /// `NAME.appiconset` (iOS, iPadOS, macOS, watchOS).
    case appIconSet = "appiconset"
    /// Icon Composer `NAME.icon` (Xcode 26+), inside a catalog or a resource of its own.
    case iconComposer = "icon"
    /// tvOS "App Icon & Top Shelf Image" `NAME.brandassets`.
    case brandAssets = "brandassets"
    /// tvOS layered `NAME.imagestack`.
    case imageStack = "imagestack"
    /// visionOS layered `NAME.solidimagestack`.
    case solidImageStack = "solidimagestack"

    init?(extension ext: String) {
        // Lengths first: a catalog's thousands of image and colour sets are no provider, and comparing each with
        // every raw value (`init(rawValue:)`) showed in the catalog walk.
        let length = ext.utf8.count
        guard let kind = IconProviderKind.allCases.first(where: {
            $0.rawValue.utf8.count == length && $0.rawValue == ext
        }) else { return nil }
        self = kind
    }
}

/// One named asset of a catalog: any `NAME.TYPE` folder (image sets, colour sets, icon sets…).
public struct CatalogAsset: Sendable, Hashable {
    /// The folder name without its type extension (`Blue` for `Icons/Blue.appiconset`).
    public let name: String
    /// The name with the prefixes of enclosing groups that set `provides-namespace` (`Icons/Blue`); equal to
    /// `name` when no group provides a namespace.
    public let namespacedName: String
    /// The type extension, lowercased (`appiconset`, `imageset`, `colorset`, `icon`…).
    public let type: String
    /// Absolute path of the asset folder.
    public let path: String
    /// Path inside the catalog (`AppIcons/Blue.appiconset`).
    public let relativePath: String
    /// Set if the asset can provide an app icon.
    public let iconKind: IconProviderKind?
}

/// An asset catalog on disk, walked once: every asset, the app icon sets with their `Contents.json`, and
/// problems met on the way. Independent of any target, so one walk serves every target that uses the catalog.
public struct AssetCatalog: Sendable {
    /// Absolute path of the `.xcassets` (or `.imagecatalog`) folder.
    public let path: String
    /// False if the catalog folder does not exist or is refused as a catalog (`/`, not an `.xcassets` folder);
    /// then everything else is empty.
    public let exists: Bool
    /// All assets in walk order (sorted by relative path).
    public let assets: [CatalogAsset]
    /// The `.appiconset`s with their parsed contents, in `assets` order.
    public let appIconSets: [AppIconSet]
    /// Unreadable folders, unparsable group `Contents.json` files.
    public let issues: [ModelIssue]

    /// The assets that can provide an app icon (appiconset, icon, brandassets, imagestack, solidimagestack).
    public var iconProviders: [CatalogAsset] { assets.filter { $0.iconKind != nil } }

    /// Providers whose plain or namespaced name is exactly `name`.
    public func providers(named name: String) -> [CatalogAsset] {
        assets.filter { $0.iconKind != nil && ($0.namespacedName == name || $0.name == name) }
    }
}

/// An `.appiconset` and what its `Contents.json` says (§5.2).
public struct AppIconSet: Sendable {
    public let asset: CatalogAsset
    public let contents: AppIconContents
}

/// The parsed `Contents.json` of an app icon set, read leniently.
public struct AppIconContents: Sendable {
    public enum Status: Sendable {
        /// No `Contents.json` in the set.
        case missing
        /// The file exists but cannot be read (actool fails on it); `reason` says why ("permission denied").
        case unreadable(path: String, reason: String)
        /// The file is not valid JSON (actool fails on it, L-CAT-6), at `position` when the reader knows it.
        case invalid(path: String, reason: InvalidContents, position: SourcePosition?)
        /// Parsed.
        case readable(path: String)
    }

    /// Why a `Contents.json` is not usable.
    public enum InvalidContents: Sendable {
        /// It does not parse; the error is nil when the set is outside the linted tree (its text is not quoted).
        case unparsable(PlistError?)
        /// It parses, but is not a JSON object (an OpenStep-style file other than `{}`, or an array).
        case notAJSONObject
    }

    public let status: Status
    public let images: [AppIconImage]
    /// `filename`s that name no file in the set folder (L-CAT-2).
    public let missingFiles: [String]
    /// Files in the set folder (other than `Contents.json`) that no image names ("unassigned children").
    public let unassignedFiles: [String]

    /// Parsed, but no image entry has a `filename` (L-CAT-1: the set is empty).
    public var isEmpty: Bool {
        if case .readable = status { return !images.contains { $0.filename != nil } }
        return false
    }
}

/// One entry of `images` in an app icon set.
public struct AppIconImage: Sendable, Hashable {
    public let filename: String?
    public let idiom: String?
    public let size: String?
    public let scale: String?
    public let platform: String?
    public let role: String?
    public let subtype: String?
    /// `appearances` as (appearance, value) pairs, e.g. `("luminosity", "dark")`.
    public let appearances: [Appearance]

    public struct Appearance: Sendable, Hashable {
        public let appearance: String
        public let value: String
    }
}
