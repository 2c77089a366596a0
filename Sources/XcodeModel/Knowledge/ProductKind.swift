/// What a target builds, from its `productType` identifier (docs/reference/xcode-semantics.md §3.2, §4.10;
/// identifiers from swiftlang/swift-build `Sources/SWBApplePlatform/Specs/Darwin Product Types.xcspec`,
/// `WatchKit1ProductTypes.xcspec` and `Sources/SWBUniversalPlatform/Specs/ProductTypes.xcspec`). Subtypes share
/// their base's kind: an iMessage or intents extension is an app extension, a watchOS 1 app a watch app.
public enum ProductKind: Sendable, Hashable {
    /// `application`: an iOS, tvOS, macOS, visionOS or (single-target) watchOS app, Mac Catalyst too.
    case application
    /// `application.on-demand-install-capable`.
    case appClip
    /// `application.messages`: an iMessage app (a stub around its extension).
    case messagesApplication
    /// `application.watchapp`, `application.watchapp2` and the watch-only stub `application.watchapp2-container`.
    case watchApp
    /// `app-extension` and its subtypes, ExtensionKit's `extensionkit-extension`, `tv-app-extension`.
    case appExtension
    /// `watchkit-extension`, `watchkit2-extension`: the code of a two-target watch app.
    case watchKitExtension
    /// `framework` (dynamic).
    case framework
    /// `framework.static`.
    case staticFramework
    /// `library.static`.
    case staticLibrary
    /// `library.dynamic`.
    case dynamicLibrary
    /// `bundle`: a plain loadable or resource bundle.
    case bundle
    /// `bundle.unit-test`, `bundle.ocunit-test`.
    case unitTestBundle
    /// `bundle.ui-testing`.
    case uiTestBundle
    /// `xpc-service`.
    case xpcService
    /// `tool`: a command-line tool.
    case commandLineTool
    /// `system-extension`, `driver-extension`.
    case systemExtension
    /// Anything else (kernel extensions, Instruments packages, a product type pbxlint does not know), as written.
    case other(String)

    static let prefix = "com.apple.product-type."

    public init(productType: String) {
        guard productType.hasPrefix(Self.prefix) else {
            self = .other(productType)
            return
        }
        let type = productType.dropFirst(Self.prefix.count)
        if let kind = Self.byIdentifier[String(type)] {
            self = kind
        } else if type.hasPrefix("application.watchapp") {
            self = .watchApp
        } else if type.hasPrefix("app-extension") {
            self = .appExtension
        } else if type.hasPrefix("watchkit") {
            self = .watchKitExtension
        } else {
            self = .other(productType)
        }
    }

    /// The kinds of the identifiers (after `com.apple.product-type.`) that are not subtypes found by prefix.
    private static let byIdentifier: [String: ProductKind] = [
        "application": .application, "application.on-demand-install-capable": .appClip,
        "application.messages": .messagesApplication, "extensionkit-extension": .appExtension,
        "tv-app-extension": .appExtension, "framework": .framework, "framework.static": .staticFramework,
        "library.static": .staticLibrary, "library.dynamic": .dynamicLibrary, "bundle": .bundle,
        "bundle.unit-test": .unitTestBundle, "bundle.ocunit-test": .unitTestBundle, "bundle.ui-testing": .uiTestBundle,
        "xpc-service": .xpcService, "tool": .commandLineTool, "system-extension": .systemExtension,
        "driver-extension": .systemExtension,
    ]

    /// Builds an application of some kind (an app, an App Clip, an iMessage app, a watch app).
    public var isApplication: Bool {
        switch self {
        case .application, .appClip, .messagesApplication, .watchApp: true
        default: false
        }
    }

    /// A test bundle: built to run tests, never shipped.
    public var isTestBundle: Bool { self == .unitTestBundle || self == .uiTestBundle }

    /// Whether the product ships to users (in an app or on its own): everything but test bundles.
    public var ships: Bool { !isTestBundle }

    /// Whether an app embeds it and submits it as part of itself, so it must carry the app's version and build
    /// number (App Store Connect's ITMS-90473): app extensions, watch apps and their extensions, App Clips; for a
    /// plain `application`, only one built for watchOS (a single-target watch app). Frameworks, bundles, XPC
    /// services and macOS helper apps keep versions of their own.
    public func carriesHostVersion(builtFor platforms: [Platform]) -> Bool {
        switch self {
        case .appExtension, .watchKitExtension, .watchApp, .appClip: true
        case .application: platforms.contains(.watchOS)
        default: false
        }
    }

    /// Whether Xcode signs it again with the app's identity when it copies it into the app ("Code Sign On Copy"),
    /// so its own signing settings do not decide: frameworks, libraries and plain bundles.
    public var isResignedWhenEmbedded: Bool {
        switch self {
        case .framework, .bundle, .staticLibrary, .dynamicLibrary: true
        default: false
        }
    }

    /// Whether the product has an Info.plist of its own: everything but libraries and command-line tools.
    public var hasInfoPlist: Bool {
        switch self {
        case .staticLibrary, .dynamicLibrary, .commandLineTool: false
        default: true
        }
    }
}
