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

            With the option `previewSuffix` (opt-in), it also checks that convention: every alternate icon that \
            ships (in any configuration) has an image set named like it plus the suffix, and every image set with \
            the suffix belongs to the primary icon or an alternate that ships:

            ```json
            { "rules": { "alternate-icon-image-lookup": { "options": { "previewSuffix": "Preview" } } } }
            ```

            **Fix:** add an image set with the icon's picture beside each icon set (the convention \
            `AppIcon-BluePreview.imageset`) and load that name.
            """,
        tags: ["icons", "code"],
        options: [RuleOption(optionKey, .strings, "Suffix of the preview image set each alternate icon must have, e.g. \"Preview\" (off when unset)")])

    static let optionKey = "previewSuffix"

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
        RuleExample(
            title: "previewSuffix: one alternate without its preview, one preview without its icon",
            snippet: """
                ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green";
                Assets.xcassets: AppIcon-BluePreview.imageset, AppIcon-RedPreview.imageset
                .pbxlint.json: "previewSuffix": "Preview"
                """,
            files: ExampleProject.client(settings: [
                "Debug": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
                "Release": [#"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Blue AppIcon-Green""#],
            ]).adding([
                "Client/Assets.xcassets/AppIcon-BluePreview.imageset/Contents.json": previewContents,
                "Client/Assets.xcassets/AppIcon-RedPreview.imageset/Contents.json": previewContents,
                ".pbxlint.json": #"{ "rules": { "alternate-icon-image-lookup": { "options": { "previewSuffix": "Preview" } } } }"#,
            ]),
            expectedMessages: [
                #"alternate icon "AppIcon-Green" of target "Client" has no preview image set "AppIcon-GreenPreview""#,
                #"preview image set "AppIcon-RedPreview" of target "Client" belongs to no icon that ships"#,
            ]),
    ]

    static let previewContents = #"{ "images" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#

    static func check(_ target: TargetFacts, in project: ProjectFacts, report: inout DiagnosticCollector) {
        checkLookups(target, report: &report)
        if let suffix = report.context.configuration.options(of: description.id)[optionKey]?.first, !suffix.isEmpty {
            checkPreviews(target, suffix: suffix, report: &report)
        }
    }

    /// The preview convention: a `NamePreview` image set for every alternate that ships, and none for anything else.
    static func checkPreviews(_ target: TargetFacts, suffix: String, report: inout DiagnosticCollector) {
        guard target.isApplication, !target.configurations.isEmpty,
              // Which icons ship cannot be known when a file that may name them cannot be read.
              !target.configurations.contains(where: {
                  $0[.alternateAppIconNames].unknowable != nil || $0[.appIconName].unknowable != nil
                      || $0[.includeAllAppIcons].unknowable != nil || $0[.assetCatalogOtherFlags].unknowable != nil
              }) else { return }
        let primaries = Set(target.configurations.map { $0[.appIconName].string })
        var alternates: [String] = []
        for configuration in target.configurations {
            let names = configuration.includesAllIcons
                ? target.providers.filter { $0.kind == .appIconSet || $0.kind == .iconComposer }.map(\.name).filter { !primaries.contains($0) }
                : configuration.explicitAlternates
            for name in names where !alternates.contains(name) { alternates.append(name) }
        }
        let lookups = target.imageLookups
        for name in alternates {
            guard let set = target.provider(named: name), !lookups.imageSets.contains(name + suffix) else { continue }
            report.report(self, "alternate icon \"\(name)\" of target \"\(target.name)\" has no preview image set "
                          + "\"\(name)\(suffix)\" (previewSuffix \"\(suffix)\"), so an icon picker has nothing to show for it",
                          at: Location(file: set.path), target: target.name, name: name)
        }
        for (name, path) in lookups.imageSetPaths where name.hasSuffix(suffix) && name.count > suffix.count {
            let icon = String(name.dropLast(suffix.count))
            guard !alternates.contains(icon), !primaries.contains(icon) else { continue }
            report.report(self, "preview image set \"\(name)\" of target \"\(target.name)\" belongs to no icon that ships: "
                          + "\"\(icon)\" is neither the primary nor an alternate icon in any configuration",
                          at: Location(file: path), target: target.name, name: name)
        }
    }

    static func checkLookups(_ target: TargetFacts, report: inout DiagnosticCollector) {
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
