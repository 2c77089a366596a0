import Testing
@testable import XcodeModel

/// `productType` identifiers and what pbxlint knows of each kind (docs/reference/xcode-semantics.md §3.2, §4.10).
@Suite struct ProductKindTests {
    private func kind(_ type: String) -> ProductKind { ProductKind(productType: "com.apple.product-type." + type) }

    @Test func identifiersMapToKinds() {
        #expect(kind("application") == .application)
        #expect(kind("application.on-demand-install-capable") == .appClip)
        #expect(kind("application.watchapp2") == .watchApp)
        #expect(kind("application.watchapp2-container") == .watchApp)
        #expect(kind("app-extension.messages-sticker-pack") == .appExtension)
        #expect(kind("extensionkit-extension") == .appExtension)
        #expect(kind("watchkit2-extension") == .watchKitExtension)
        #expect(kind("framework") == .framework)
        #expect(kind("framework.static") == .staticFramework)
        #expect(kind("library.static") == .staticLibrary)
        #expect(kind("bundle.ui-testing") == .uiTestBundle)
        #expect(kind("xpc-service") == .xpcService)
        #expect(kind("kernel-extension") == .other("com.apple.product-type.kernel-extension"))
        #expect(ProductKind(productType: "") == .other(""))
    }

    /// The application kinds are the ones the object graph treats as apps.
    @Test func applicationsAreTheGraphsApplicationTypes() {
        for type in Target.applicationProductTypes { #expect(ProductKind(productType: type).isApplication, "\(type)") }
        #expect(!kind("app-extension").isApplication)
        #expect(!kind("bundle.unit-test").ships)
        #expect(kind("framework").ships)
    }

    @Test func whatAnEmbeddedProductSharesWithItsApp() {
        #expect(kind("app-extension").carriesHostVersion(builtFor: [.iOS]))
        #expect(kind("application.on-demand-install-capable").carriesHostVersion(builtFor: [.iOS]))
        // A single-target watch app is a plain application built for watchOS; a macOS helper app is not.
        #expect(kind("application").carriesHostVersion(builtFor: [.watchOS]))
        #expect(!kind("application").carriesHostVersion(builtFor: [.macOS]))
        #expect(!kind("framework").carriesHostVersion(builtFor: [.iOS]))
        #expect(kind("framework").isResignedWhenEmbedded && kind("library.dynamic").isResignedWhenEmbedded)
        #expect(!kind("app-extension").isResignedWhenEmbedded)
        #expect(!kind("tool").hasInfoPlist && kind("xpc-service").hasInfoPlist)
    }
}
