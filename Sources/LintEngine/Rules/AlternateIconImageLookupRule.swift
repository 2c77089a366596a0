import PlistKit
import XcodeModel

/// `alternate-icon-image-lookup`: code loads an app icon set as an image, which iOS 18 no longer returns.
struct AlternateIconImageLookupRule: TargetRule {
    static let description = RuleDescription(
        id: "alternate-icon-image-lookup",
        name: "App icon set loaded as an image",
        defaultLevel: .warning,
        summary: "Code loads an app icon set by name as an image (UIImage(named:), Image(_:)), which returns nil on iOS 18 and later: icon pickers go blank",
        description: """
            In-app icon pickers often show each alternate icon with `UIImage(named: "AppIcon-Blue")` or SwiftUI's \
            `Image("AppIcon-Blue")`. The name is an app icon set, not an image set, and on iOS 18 and later the \
            lookup returns nil (reported in mlem#1191 and quran-ios#704, among others): the picker shows empty \
            tiles. pbxlint reports a literal name in `UIImage(named:)`, `[UIImage imageNamed:]` or `Image(_:)` in \
            the code an iOS app compiles that is an app icon set of its catalogs and no image set. Names built at \
            run time are not followed; `NSImage(named:)` on macOS is not checked (no report of it failing there).

            **Fix:** add an image set with the icon's picture beside each icon set (the convention \
            `AppIcon-BluePreview.imageset`) and load that name.
            """,
        tags: ["icons", "code"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The icon picker shows each alternate by its icon set",
            snippet: """
                Image("AppIcon-Blue")   // AppIcon-Blue.appiconset, no image set of that name
                """,
            files: ExampleProject.client(settings: [:], sources: ["Client/IconPicker.swift": """
                import SwiftUI
                struct IconPicker: View {
                    var body: some View { Image("AppIcon-Blue").resizable() }
                }

                """]),
            expectedMessages: [#"Image(_:) loads "AppIcon-Blue", an app icon set of target "Client" and not an image set"#]),
        RuleExample(
            title: "A preview image set beside the icon set",
            snippet: """
                Image("AppIcon-BluePreview")   // AppIcon-BluePreview.imageset
                """,
            files: ExampleProject.client(settings: [:], sources: ["Client/IconPicker.swift": """
                import SwiftUI
                struct IconPicker: View {
                    var body: some View { Image("AppIcon-BluePreview").resizable() }
                }

                """])),
    ]

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        // iOS only: the reports are about iOS 18 (an iPad app built for visionOS or Mac Catalyst is still iOS code).
        guard target.isApplication, target.sdks.contains(where: { $0.hasPrefix("iphone") }) else { return }
        let lookups = target.imageLookups
        var reported = Set<String>()
        for call in lookups.calls where !lookups.imageSets.contains(call.name) {
            guard let set = target.providers.first(where: {
                $0.kind == .appIconSet && ($0.name == call.name || $0.namespacedName == call.name)
            }) else { continue }
            let key = call.file + ":\(call.line):\(call.column)"
            guard reported.insert(key).inserted else { continue }
            let position = SourcePosition(line: call.line, column: call.column)
            report.report(self, "\(call.api) loads \"\(call.name)\", an app icon set of target \"\(target.name)\" and not an "
                          + "image set: on iOS 18 and later the lookup returns nil and the image is blank; add an image set "
                          + "with the icon's picture (\"\(call.name)Preview\") and load that",
                          at: Location(file: call.file, range: SourceRange(start: position, end: position, startOffset: 0, endOffset: 0)),
                          target: target.name, name: call.name,
                          related: [RelatedLocation(location: Location(file: set.path), message: "the app icon set")])
        }
    }
}
