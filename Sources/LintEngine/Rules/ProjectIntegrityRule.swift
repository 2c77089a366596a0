/// `project-integrity`: the project file's objects no longer fit together, as after a merge that took both sides.
struct ProjectIntegrityRule: ProjectRule {
    static let description = RuleDescription(
        id: "project-integrity",
        name: "Project file damaged by a merge",
        defaultLevel: .error,
        summary: "A file twice in one build phase, a build file in two phases, a file in two groups, or an Info.plist in Copy Bundle Resources (\"Multiple commands produce …/Info.plist\")",
        description: """
            Union merges and tools that rebase `project.pbxproj` produce files that are valid property lists, so \\
            `plutil` and Xcode's parser accept them, but whose objects no longer fit together. pbxlint reports:

            - an Info.plist copied by Copy Bundle Resources of a target that also processes its Info.plist: the \\
              build fails with "Multiple commands produce '…/App.app/Info.plist'" (an error);
            - the same file (or package product) twice in one build phase: Xcode skips the copy with "Skipping \\
              duplicate build file" and the two entries drift apart at the next merge;
            - one build file listed by two build phases, where Xcode expects one;
            - one file or group listed as the child of two groups, or twice by one group: Xcode shows it twice \\
              and resolves its path through one of them only.

            Each finding points at the second entry, with a note at the first. Dangling references and repeated \\
            keys (a second object under one id, a key twice in one object) keep their own rules, \\
            `dangling-reference` and `duplicate-key`.

            **Fix:** delete the entry the merge duplicated (the one the finding points at); remove Info.plist from \\
            Copy Bundle Resources (it is processed from `INFOPLIST_FILE`).
            """,
        tags: ["merge", "build-phases"])

    static let examples: [RuleExample] = [
        RuleExample(
            title: "The app's Info.plist ended up in Copy Bundle Resources",
            snippet: "… /* Info.plist in Resources */,   // in the Resources phase of Client",
            files: ExampleProject(targets: [
                ExampleTarget(settings: ["Debug": ["INFOPLIST_FILE = Client/Info.plist"], "Release": ["INFOPLIST_FILE = Client/Info.plist"]],
                              resources: ["Client/Info.plist"]),
            ]).render(),
            expectedMessages: [#"Copy Bundle Resources of target "Client" copies "Info.plist" into the bundle, where Xcode also writes the processed Info.plist"#]),
        RuleExample(
            title: "A merge kept both sides of the Sources list",
            snippet: """
                files = (
                    … /* AppDelegate.swift in Sources */,
                    … /* AppDelegate.swift in Sources */,
                );
                """,
            files: ExampleProject(targets: [ExampleTarget(sources: ["Client/AppDelegate.swift"])]).render()
                .duplicatingProjectLine(containing: "/* AppDelegate.swift in Sources */,"),
            expectedMessages: [#"the Compile Sources phase of target "Client" lists build file"#]).pbxprojOnly("one build file id listed twice in a phase; an xcproj has no build file ids"),
        RuleExample(
            title: "Every file once, Info.plist processed only",
            snippet: "INFOPLIST_FILE = Client/Info.plist;   // not in Copy Bundle Resources",
            files: ExampleProject(targets: [
                ExampleTarget(settings: ["Debug": ["INFOPLIST_FILE = Client/Info.plist"], "Release": ["INFOPLIST_FILE = Client/Info.plist"]],
                              resources: ["Client/Settings.bundle"], sources: ["Client/AppDelegate.swift"]),
            ]).render()),
    ]

    static func check(_ project: ProjectFacts, report: inout DiagnosticCollector) {
        let integrity = project.integrity
        // Keyed by ObjectKeys (equal exactly when the ids are): hashing the ids themselves was most of the cost.
        // The values are positions, not the entries: a large project has hundreds of thousands of entries, and
        // copies of them in three tables were a large part of the run's peak memory (and are 32-bit for the same
        // reason).
        var phaseOfBuildFile: [Int: (phase: Int32, entry: Int32)] = [:]
        phaseOfBuildFile.reserveCapacity(integrity.phases.reduce(0) { $0 + $1.entries.count })
        var firstByID: [Int: Int] = [:], firstByFile: [Int: Int] = [:]
        for (phaseIndex, phase) in integrity.phases.enumerated() {
            let within = "the \(phase.phase) phase of target \"\(phase.target)\""
            firstByID.removeAll(keepingCapacity: true)
            firstByFile.removeAll(keepingCapacity: true)
            for (entryIndex, entry) in phase.entries.enumerated() {
                if phase.isResources && phase.productHasInfoPlist && entry.isInfoPlist {
                    report.report(self, "Copy Bundle Resources of target \"\(phase.target)\" copies \"Info.plist\" into the "
                                  + "bundle, where Xcode also writes the processed Info.plist: the build fails with "
                                  + "\"Multiple commands produce\"", at: entry.location, target: phase.target, name: "Info.plist")
                }
                if let first = firstByID[entry.idKey] {
                    let listed = entry.writtenID.map { "build file \($0) (\"\(entry.name)\")" } ?? "\"\(entry.name)\""
                    report.report(self, "\(within) lists \(listed) twice", at: entry.location,
                                  target: phase.target, name: entry.name, related: [firstNote(phase.entries[first])],
                                  cappedAt: .warning)
                    continue
                }
                firstByID[entry.idKey] = entryIndex
                if entry.namesFile {
                    if let index = firstByFile[entry.fileKey] {
                        let first = phase.entries[index]
                        // The build file ids only where the file has them (a pbxproj); the file's name and the
                        // phase are what a project.xcproj shows.
                        var ids = ""
                        if let firstID = first.writtenID, let secondID = entry.writtenID {
                            ids = " (build files \(firstID) and \(secondID))"
                        }
                        report.report(self, "\"\(entry.name)\" is in \(within) twice\(ids); "
                                      + "Xcode skips the second (\"Skipping duplicate build file\")", at: entry.location,
                                      target: phase.target, name: entry.name, related: [firstNote(first)], cappedAt: .warning)
                    } else {
                        firstByFile[entry.fileKey] = entryIndex
                    }
                }
                if let other = phaseOfBuildFile[entry.idKey] {
                    let otherPhase = integrity.phases[Int(other.phase)]
                    let listed = entry.writtenID.map { "build file \($0) (\"\(entry.name)\")" } ?? "\"\(entry.name)\""
                    report.report(self, "\(listed) is listed by \(within) and by the "
                                  + "\(otherPhase.phase) phase of target \"\(otherPhase.target)\"; a build file belongs "
                                  + "to one phase", at: entry.location, target: phase.target, name: entry.name,
                                  related: [firstNote(otherPhase.entries[Int(other.entry)])], cappedAt: .warning)
                } else {
                    phaseOfBuildFile[entry.idKey] = (Int32(truncatingIfNeeded: phaseIndex),
                                                     Int32(truncatingIfNeeded: entryIndex))
                }
            }
        }
        var firstParent: [Int: Int32] = [:]
        firstParent.reserveCapacity(integrity.memberships.count)
        for (index, membership) in integrity.memberships.enumerated() {
            guard let firstIndex = firstParent[membership.childKey] else {
                firstParent[membership.childKey] = Int32(truncatingIfNeeded: index)
                continue
            }
            let first = integrity.memberships[Int(firstIndex)]
            let how = first.group == membership.group
                ? "\(membership.group) lists \"\(membership.childName)\" twice"
                : "\"\(membership.childName)\" is a child of both \(first.group) and \(membership.group); Xcode gives it one "
                    + "parent and resolves its path through that one"
            report.report(self, how, at: membership.location, name: membership.childName,
                          related: [RelatedLocation(location: first.location, message: "first listed here")], cappedAt: .warning)
        }
    }

    static func firstNote(_ entry: BuildFileEntry) -> RelatedLocation {
        RelatedLocation(location: entry.location, message: "first listed here")
    }
}
