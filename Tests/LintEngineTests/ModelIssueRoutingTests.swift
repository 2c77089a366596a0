import PlistKit
import Testing
@testable import LintEngine
import XcodeModel

/// Model issues are facts; the rules that declare their kinds word them (`ModelIssueRule`).
@Suite struct ModelIssueRoutingTests {
    /// Kinds no rule reports: the model resolves them (a reference in two groups is resolved through the first).
    static let unreported: Set<ModelIssue.Kind> = [.multipleParents]

    /// One of every detail, so each rule is asked to word each.
    static let samples: [ModelIssue.Detail] = {
        let element = ModelIssue.XcprojReferrer.element("A.swift")
        let object = ModelIssue.ObjectReference(id: "ID1", comment: "A.swift in Sources")
        let referrers: [ModelIssue.DanglingReference.Referrer] = [
            .projectTargets, .targetBuildPhases(target: "App"), .targetSynchronizedFolders(target: "App"),
            .configurationListReference(owner: .project), .configurationListReference(owner: .target("App")),
            .configurationListEntries(owner: .project), .configurationListEntries(owner: .target("App")),
            .folderExceptionSets(folder: "Sources"),
        ]
        let referrersXcproj: [ModelIssue.XcprojReferrer] = [
            element, .productOfTarget("App"), .membershipException(folder: "Sources"), .productsGroup, .xcconfigAnchor, .xcconfig,
        ]
        var dangling: [ModelIssue.DanglingReference] = [
            .rootObject(id: "R"), .mainGroup(id: "G"), .groupChild(group: "App", child: object),
            .baseConfigurationReference(id: "X"), .baseConfigurationAnchor(id: "Y"),
            .phaseBuildFile(phase: "Copy Bundle Resources", target: "App", file: object),
            .buildFileReference(buildFile: "BF", target: "App", reference: ModelIssue.ObjectReference(id: "ID2")),
            .specializedConfiguration(target: "App", name: "Beta"), .exceptionTarget(folder: "Sources", target: "Gone"),
            .exceptionChangesNothing(folder: "Sources", exclusions: true, target: "App", targetHasFolder: false),
            .folderTarget(folder: "Sources", target: "Gone"),
        ]
        dangling += referrers.map { .listed(by: $0, object) }
        for referrer in referrersXcproj {
            dangling += [.referenceID(referrer, written: "id:Z"), .referencePath(referrer, written: "a/b", component: "b"),
                         .phaseID(referrer, written: "id:P"), .phaseTarget(referrer, target: "Gone"),
                         .phaseMissing(referrer, kind: "resources", name: "Extra", target: "App")]
        }
        let malformed: [ModelIssue.MalformedObject] = [
            .topLevelNotDictionary, .noObjects, .noRootObject, .rootObjectNotProject(id: "R", isa: "PBXGroup"),
            .objectNotDictionary(id: "O"), .targetOfWrongClass(id: "T", isa: "PBXGroup"), .targetWithoutName(id: "T"),
            .configurationWithoutName(id: "C"), .xcprojTopLevelNotObject, .specializedConfigurationWithoutName(target: "App"),
            .projectConfigurationWithoutName, .filesNotArray, .filesEntryNotObject, .unknownReferenceKind("blob"),
            .unknownReferenceKind(nil), .referenceNeitherPathNorID(element),
            .ambiguousReference(element, written: "a/b", count: 2, component: "b"),
            .membershipExceptionNotExactlyOneList(folder: "Sources"), .membershipExceptionWithoutTargetOrPhase(folder: "Sources"),
            .xcprojTargetNotObject, .xcprojTargetWithoutName, .buildPhaseOfUnknownKind(target: "App"),
            .phaseReferenceInUnknownForm(element), .phaseReferenceMalformed(element, written: "App"),
        ]
        let syntax: [ModelIssue.XCConfigSyntax] = [
            .unsupportedDirective, .includeWithoutQuotedPath, .includeNamesFolder("dir/"), .expectedAssignment(found: "junk"),
            .expectedAssignment(found: nil),
        ]
        return dangling.map { .danglingReference($0) } + malformed.map { .malformedObject($0) }
            + syntax.map { .xcconfigSyntax($0) } + [
                .multipleParents(child: "a.txt", firstParent: "A", secondParent: "B"),
                .missingBaseConfiguration(file: "Release.xcconfig", configuration: "Release", owner: nil),
                .missingBaseConfiguration(file: "Release.xcconfig", configuration: "Release", owner: "App"),
                .missingInclude(path: "Shared.xcconfig", includingFile: "App.xcconfig"),
                .includeCycle(path: "B.xcconfig", chain: ["A.xcconfig", "B.xcconfig", "A.xcconfig"]),
                .limitReached(path: "Deep.xcconfig", limit: .depth(64)), .limitReached(path: "N.xcconfig", limit: .count(10_000)),
                .limitReached(path: "/etc/hosts", limit: .outsideRepository),
                .groupContentsUnparsable(nil), .catalogFolderUnreadable(.unreadable("permission denied")),
                .xcconfigUnreadable(name: "App.xcconfig", reason: .unreadable("permission denied")),
                .catalogOutsideProject(written: "../Shared.xcassets", resolved: "/elsewhere/Shared.xcassets",
                                       projectFolder: "/work/App"),
                .catalogNotRead(written: "/", resolved: "/", reason: .fileSystemRoot),
                .catalogNotRead(written: "Icons", resolved: "/work/App/Icons", reason: .notACatalogName),
                .catalogNotRead(written: "Icon.png", resolved: "/work/App/Icon.png", reason: .notAFolder),
                .duplicateConfiguration(owner: .project, name: "Debug", lines: [10, 20]),
                .duplicateConfiguration(owner: .target("App"), name: "Debug", lines: [10, 20, 30]),
                .projectFileUnparsable(PlistError(kind: .syntax, message: "expected ';'",
                                                  source: SourceText(path: "p", bytes: Array("{ a = b }".utf8)), offset: 8)),
                .notAProject(reason: .malformedObject(.noObjects)), .notAProject(reason: .danglingReference(.rootObject(id: "R"))),
                .duplicateKey(key: "SWIFT_VERSION", first: nil),
                .legacyEncoding(invalidUTF8At: nil), .legacyEncoding(invalidUTF8At: SourcePosition(line: 3, column: 4)),
                .bothProjectFormats(ignored: "App.xcodeproj/project.pbxproj"),
            ]
    }()

    @Test func everyKindBelongsToOneRuleOrIsUnreported() {
        var owners: [ModelIssue.Kind: [String]] = [:]
        for rule in RuleRegistry.modelIssueRules {
            for kind in rule.modelIssueKinds { owners[kind, default: []].append(rule.description.id) }
        }
        for kind in ModelIssue.Kind.allCases {
            let rules = owners[kind] ?? []
            if Self.unreported.contains(kind) {
                #expect(rules.isEmpty, "\(kind) is declared unreported but \(rules) cover it")
            } else {
                #expect(rules.count == 1, "\(kind) must be covered by exactly one rule, not \(rules)")
            }
        }
    }

    @Test func theSamplesCoverEveryKind() {
        #expect(Set(Self.samples.map(\.kind)) == Set(ModelIssue.Kind.allCases))
    }

    /// The covering rule words each detail; other rules leave it alone; a message is one line with no placeholder.
    @Test func eachRuleWordsItsOwnKinds() {
        for detail in Self.samples where !Self.unreported.contains(detail.kind) {
            let issue = ModelIssue(detail, file: "/work/App/App.xcodeproj/project.pbxproj")
            for rule in RuleRegistry.modelIssueRules {
                let message = rule.message(for: issue)
                if rule.modelIssueKinds.contains(detail.kind) {
                    #expect(message.map { !$0.isEmpty && !$0.contains("\n") } == true, "\(rule.description.id): \(detail)")
                } else {
                    #expect(message == nil, "\(rule.description.id) words \(detail), which it does not declare")
                }
            }
        }
    }

    @Test func wordingExamples() {
        func message(_ detail: ModelIssue.Detail) -> String? {
            ModelIssueRouting.message(for: ModelIssue(detail, file: "/p/project.pbxproj"))
        }
        #expect(message(.danglingReference(.listed(by: .projectTargets, .init(id: "T1", comment: "App"))))
                == "the project lists target \"App\" (T1), which is not defined")
        #expect(message(.duplicateConfiguration(owner: .target("App"), name: "Debug", lines: [4, 9, 12]))
                == "the configuration list of target \"App\" defines \"Debug\" 3 times (lines 4, 9, 12); which of them "
                    + "Xcode uses for a Debug build is ambiguous, so pbxlint checks each, the later as \"Debug #2\", "
                    + "\"Debug #3\"; delete or rename the extra one")
        #expect(message(.includeCycle(path: "B.xcconfig", chain: ["A.xcconfig", "B.xcconfig", "A.xcconfig"]))
                == "#include \"B.xcconfig\" would create a cycle (A.xcconfig → B.xcconfig → A.xcconfig); Xcode skips it")
        // Content of a file outside the linted tree never reaches a message: the model does not carry it.
        #expect(message(.xcconfigSyntax(.expectedAssignment(found: nil)))?.contains(ProjectTree.contentNotShown) == true)
        #expect(message(.groupContentsUnparsable(nil)) == "the group's Contents.json does not parse: " + ProjectTree.contentNotShown)
        #expect(message(.multipleParents(child: "a", firstParent: "A", secondParent: "B")) == nil)
        // A file that is not a project is worded by the rule that covers the reason.
        #expect(message(.notAProject(reason: .danglingReference(.rootObject(id: "R"))))
                == message(.danglingReference(.rootObject(id: "R"))))
        #expect(message(.notAProject(reason: .malformedObject(.noObjects))) == message(.malformedObject(.noObjects)))
    }
}
