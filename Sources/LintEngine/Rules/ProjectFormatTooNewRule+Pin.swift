import XcodeModel

/// `project-format-too-new` with the Xcode a repository pins (issue 33 item 3): the "Project Format" settings, and
/// `project.xcproj`, checked against it. The pin itself is a fact (`XcodePinFacts.swift`).
extension ProjectFormatTooNewRule {
    /// The Xcode a "Project Format" setting asks for: `compatibilityVersion = "Xcode 14.0"`, or the Xcode of a
    /// `preferredProjectObjectVersion` in the table.
    static func neededXcode(for setting: ProjectFormatSetting) -> String? {
        if setting.key == "compatibilityVersion" {
            guard setting.value.hasPrefix("Xcode ") else { return nil }
            return XcodePinReader.leadingVersion(String(setting.value.dropFirst("Xcode ".count)))
        }
        guard let objectVersion = Int(setting.value) else { return nil }
        return xcodeByObjectVersion.last(where: { $0.objectVersion <= objectVersion })?.xcode
    }

    /// `project.xcproj` came with Xcode 27.2 (uhooi/Loki#274: the format is "added in Xcode 27.2 beta", and a CI
    /// pinned to Xcode 27.0 with DEVELOPER_DIR cannot load it). docs/reference/xcproj-notes.md §1 records a report that 27.0 opens
    /// it; the failing CI is the stronger evidence.
    static let xcprojNeedsXcode = "27.2"

    static func checkXcproj(_ project: ProjectFacts, minimum: Version, against: String, pinNote: [RelatedLocation],
                            report: inout DiagnosticCollector) {
        guard let needed = Version(xcprojNeedsXcode), needed > minimum else { return }
        report.report(self, "project.xcproj needs Xcode \(xcprojNeedsXcode) or later, but \(against): that Xcode cannot "
                      + "open this project (convert it back with `xcodebuild -convert-project pbxproj` until the team moves)",
                      at: XcodePinReader.lineLocation(project.projectFile, 1),
                      name: "project.xcproj", related: pinNote)
    }

    /// The "Project Format" settings that ask for a newer Xcode than `minimum`, with the Xcode each needs.
    static func formatSettings(of project: ProjectFacts, newerThan minimum: Version) -> [(setting: ProjectFormatSetting, needed: String)] {
        project.formatSettings.compactMap { setting in
            guard let needed = neededXcode(for: setting), let version = Version(needed), version > minimum
            else { return nil }
            return (setting, needed)
        }
    }

    /// The file still opens, but its format setting makes the next save write a format the pinned Xcode cannot
    /// read.
    static func reportFormatSettings(_ settings: [(setting: ProjectFormatSetting, needed: String)], against: String,
                                     pinNote: [RelatedLocation], report: inout DiagnosticCollector) {
        for (setting, needed) in settings {
            report.report(self, "\(setting.key) \(setting.value) makes Xcode save this project, at its next change, in a "
                          + "format that needs Xcode \(needed) or later, but \(against)",
                          at: setting.location, name: setting.key, related: pinNote)
        }
    }
}
