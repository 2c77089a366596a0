import Foundation
import Testing
@testable import XcodeModel
import TestSupport

/// A small project written to a temporary folder: one target `App` with configuration `Debug`, whose base
/// configuration is `Config/Target.xcconfig` (written from `xcconfig` unless nil), plus any other files.
struct SemanticsProject {
    var xcconfig: String?
    var baseConfiguration = "Config/Target.xcconfig"
    var projectSettings: [String: String] = [:]
    var targetSettings: [String: String] = [:]
    var files: [String: String] = [:]

    private static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func dictionary(_ settings: [String: String]) -> String {
        settings.keys.sorted().map { "\(quoted($0)) = \(quoted(settings[$0] ?? ""));" }.joined(separator: " ")
    }

    func render() -> [String: String] {
        let pbxproj = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {};
            \tobjectVersion = 56;
            \tobjects = {
            \t\tAA0000000000000000000001 = {isa = PBXProject; buildConfigurationList = AA0000000000000000000002; compatibilityVersion = "Xcode 14.0"; mainGroup = AA0000000000000000000003; projectDirPath = ""; projectRoot = ""; targets = (AA0000000000000000000004); };
            \t\tAA0000000000000000000002 = {isa = XCConfigurationList; buildConfigurations = (AA0000000000000000000005); defaultConfigurationName = Debug; };
            \t\tAA0000000000000000000005 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {\(Self.dictionary(projectSettings))}; };
            \t\tAA0000000000000000000003 = {isa = PBXGroup; children = (AA0000000000000000000009); sourceTree = "<group>"; };
            \t\tAA0000000000000000000009 = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = \(Self.quoted(baseConfiguration)); sourceTree = "<group>"; };
            \t\tAA0000000000000000000004 = {isa = PBXNativeTarget; buildConfigurationList = AA0000000000000000000006; buildPhases = (); name = App; productName = App; productType = "com.apple.product-type.application"; };
            \t\tAA0000000000000000000006 = {isa = XCConfigurationList; buildConfigurations = (AA0000000000000000000007); defaultConfigurationName = Debug; };
            \t\tAA0000000000000000000007 = {isa = XCBuildConfiguration; baseConfigurationReference = AA0000000000000000000009; name = Debug; buildSettings = {\(Self.dictionary(targetSettings))}; };
            \t};
            \trootObject = AA0000000000000000000001;
            }

            """
        var out = files
        out["App.xcodeproj/project.pbxproj"] = pbxproj
        if let xcconfig { out[baseConfiguration] = xcconfig }
        return out
    }

    /// The settings of `App` in `Debug`, and the problems met loading them.
    func settings() throws -> (BuildSettings, XCConfigLoader, String) {
        let root = try TestSupport.materialize(render())
        let project = try XcodeProject.load(path: root + "/App.xcodeproj").get()
        let loader = XCConfigLoader(sourceRoot: project.sourceRoot)
        let target = try #require(project.targets.first)
        return (BuildSettings(project: project, target: target, configuration: "Debug", loader: loader), loader,
                project.sourceRoot)
    }

    func resolve(_ key: String, sdk: String? = "iphoneos") throws -> ResolvedSetting {
        try settings().0.resolve(key, sdk: sdk)
    }
}

/// pbxlint's settings against the values swift-build's own tests and sources give (issue 30). Each test names its
/// source in swiftlang/swift-build; the inputs are the tests' inputs, written as xcconfig lines.
@Suite struct SwiftBuildSemanticsTests {
    /// `lines` as the target's xcconfig; `project` as the project's build settings (for values an xcconfig cannot
    /// hold, such as a `//`, which starts a comment there).
    func resolve(_ lines: [String], _ key: String, sdk: String? = "iphoneos", project: [String: String] = [:])
        throws -> ResolvedSetting {
        try SemanticsProject(xcconfig: lines.joined(separator: "\n") + "\n", projectSettings: project)
            .resolve(key, sdk: sdk)
    }

    // MARK: Inheritance (Tests/SWBMacroTests/MacroEvaluationTests.swift, MacroEvaluationScope.swift)

    /// `$(value)` is a synonym of `$(inherited)` (`lookupMacroInContext`).
    @Test func valueIsInherited() throws {
        #expect(try resolve(["V = a", "V = $(value)b"], "V").string == "ab")
    }

    /// Literal text around references keeps every character, in one byte or four (the parser's pieces are
    /// built from Unicode scalars), in string and list semantics.
    @Test func literalTextKeepsNonASCIICharacters() throws {
        #expect(try resolve(["N = Ä", "V = é$(N)ü 😀x$(N)"], "V").string == "éÄü 😀xÄ")
        #expect(try resolve(["OTHER_SWIFT_FLAGS = -Dé  -D😀"], "OTHER_SWIFT_FLAGS").list == ["-Dé", "-D😀"])
    }

    /// `basicInheritance`: `$(X)`, `$(value)` and `$(inherited)` in X all mean X's next lower value.
    @Test func everyFormOfInheritance() throws {
        let lines = ["X = a", "X = ($(X))", "X = {$(value)}", "X = [$(X)]", "X = <$(inherited)>",
                     "X = $(inherited),$(inherited)", "X = $(X)|$(value)|$(inherited)"]
        #expect(try resolve(lines, "X").string
                == "<[{(a)}]>,<[{(a)}]>|<[{(a)}]>,<[{(a)}]>|<[{(a)}]>,<[{(a)}]>")
    }

    /// A reference back to a setting being evaluated is its next lower value, not a cycle
    /// (`MacroEvaluationContext.nextValueForMacro`).
    @Test func backReferenceIsTheNextLowerAssignment() throws {
        #expect(try resolve(["X = a", "Y = b", "X = ($(Y))", "Y = {$(X)}"], "X").string == "({a})")
    }

    /// A value that doubles at every level and ends in a reference back to the first: each level's result depends
    /// on the evaluation it started from, and is still evaluated once per context, not 2^40 times.
    @Test func backReferencesDoNotMakeTheWalkExponential() throws {
        var lines = (1..<40).map { "A\($0) = $(A\($0 + 1))$(A\($0 + 1))" }
        lines.append("A40 = $(A1)")  // A1 below the one being evaluated: none, so empty
        let value = try resolve(lines, "A1")
        #expect(value.string == "" && value.unknowable == nil)
    }

    /// `interleavedInheritance`.
    @Test func interleavedInheritance() throws {
        let lines = ["X = a", "Y = b", "X = ($(Y))", "Y = {$(X)}", "X = [$(Y)]", "Y = <$(X)>,<$(Y)>"]
        #expect(try resolve(lines, "X").string == "[<({a})>,<{(b)}>]")
        #expect(try resolve(lines, "Y").string == "<[{(b)}]>,<{[b]}>")
    }

    /// `MacroStringListEvaluationTests.basicInheritance`, through `$(value)` in a list.
    @Test func listInheritance() throws {
        let lines = ["X = x", "X = $(X) $(X) $(X)", "X = -I $(X)", "X = $(inherited) -D A", "X = $(value) -D B"]
        #expect(try resolve(lines, "X").list == ["-I", "x", "x", "x", "-D", "A", "-D", "B"])
    }

    /// `$NAME` stays as written when undefined (`originalMacroPreservation`); a `$(` right after it is part of the
    /// name (`parseSubstitutionSubexpression`).
    @Test func unbracketedReferences() throws {
        #expect(try resolve(["X = A-$MACRO-A"], "X").string == "A-$MACRO-A")
        #expect(try resolve(["B = R", "FOOR = x", "X = <$FOO$(B)>"], "X").string == "<x>")
    }

    // MARK: Operators (MacroEvaluationProgram.swift; tests `operators`, `replacementOperators`, …)

    @Test func rfc1034IdentifierReplacesDotsAndUnderscores() throws {
        #expect(try resolve(["F = Some File.txt", "X = $(F:rfc1034identifier)"], "X").string == "Some-File-txt")
        #expect(try resolve(["F = a_b.c-d", "X = $(F:rfc1034identifier)"], "X").string == "a-b-c-d")
        #expect(try resolve(["F = 1a", "X = $(F:rfc1034identifier)"], "X").string == "-a")
    }

    @Test func identifierReplacesEverythingButLettersDigitsAndUnderscore() throws {
        #expect(try resolve(["F = Some File.txt", "X = $(F:identifier)"], "X").string == "Some_File_txt")
    }

    @Test func dirKeepsTheTrailingSlash() throws {
        #expect(try resolve(["P = /tmp/Products/Anything.framework", "X = $(P:dir)"], "X").string == "/tmp/Products/")
        #expect(try resolve(["P = This", "X = $(P:dir)"], "X").string == "./")
    }

    @Test func fileBaseAndSuffix() throws {
        let lines = ["P = /tmp/Products/Anything.framework", "X = $(P:file)|$(P:base)|$(P:suffix)"]
        #expect(try resolve(lines, "X").string == "Anything.framework|Anything|.framework")
    }

    @Test func standardizePathKeepsDotDotOfARelativePath() throws {
        #expect(try resolve(["P = foo/../bar/./baz/", "X = $(P:standardizepath)"], "X").string == "foo/../bar/baz")
        #expect(try resolve(["X = $(P:standardizepath)"], "X", project: ["P": "//foo/./bar/"]).string == "/foo/bar")
    }

    /// `c99ExtIdentifierOperator`: a leading digit is replaced, not prefixed.
    @Test func c99ExtendedIdentifierReplacesALeadingDigit() throws {
        #expect(try resolve(["P = 12 3", "X = $(P:c99extidentifier)"], "X").string == "_2_3")
        #expect(try resolve(["P = ÜTF-8", "X = $(P:c99extidentifier)"], "X").string == "ÜTF_8")
    }

    @Test func quoteEscapesWhitespaceQuotesAndBackslashes() throws {
        // `QUOTE_STRING` of the test, as a project setting of a string setting (an xcconfig line ending in `\`
        // continues on the next line).
        #expect(try resolve(["X = $(PRODUCT_NAME:quote)"], "X", project: ["PRODUCT_NAME": "foo bar \" ' \\"]).list
                == ["foo\\ bar\\ \\\"\\ \\'\\ \\\\"])
    }

    @Test func notIsYesForAnythingButYes() throws {
        #expect(try resolve(["B = NO", "X = $(B:not)"], "X").string == "YES")
        #expect(try resolve(["B = yes", "X = $(B:not)"], "X").string == "YES")
        #expect(try resolve(["B = YES", "X = $(B:not)"], "X").string == "NO")
    }

    /// `replacementOperators`: `:suffix=o` adds the dot.
    @Test func suffixReplacementAddsTheDot() throws {
        #expect(try resolve(["P = /tmp/dir/file.c", "X = $(P:suffix=o)"], "X").string == "/tmp/dir/file.o")
        #expect(try resolve(["P = /tmp/dir/file.c", "X = $(P:suffix=.o)"], "X").string == "/tmp/dir/file.o")
        #expect(try resolve(["P = /tmp/dir/file.c", "X = $(P:base=ba ba ba)"], "X").string == "/tmp/dir/ba ba ba.c")
        #expect(try resolve(["P = /tmp/dir/file.c", "X = $(P:dir=ba ba ba)"], "X").string == "ba ba ba/file.c")
    }

    /// `relativeToReplacementOperator`.
    @Test func relativeTo() throws {
        func relative(_ install: String, _ other: String) throws -> String {
            try resolve(["I = \(install)", "A = \(other)", "X = $(I:relativeto=$(A))"], "X").string
        }
        #expect(try relative("/usr/bin", "/usr/lib") == "../lib")
        #expect(try relative("/foo", "/bar/baz") == "../bar/baz")
        #expect(try relative("/foo", "/foo") == ".")
        #expect(try relative("/foo/bar", "/") == "../..")
        #expect(try relative("foo", "foo/bar") == "foo")
    }

    /// `isAncestorReplacementOperator`.
    @Test func isAncestor() throws {
        func ancestor(_ install: String, _ other: String) throws -> String {
            try resolve(["I = \(install)", "A = \(other)", "X = $(I:isancestor=$(A))"], "X").string
        }
        #expect(try ancestor("/foo/bar", "/foo") == "YES")
        #expect(try ancestor("/foo", "/foo") == "NO")
        #expect(try ancestor("/usr/bin", "/usr/lib") == "NO")
        #expect(try ancestor("foo", "/") == "NO")
    }

    /// `operators`: in a list, an operator applies to each element.
    @Test func operatorsApplyToEachElement() throws {
        let lines = ["BUNDLE_NAMES = Something.app Else.bundle \"Then This.framework\"",
                     "OTHER_LDFLAGS = $(BUNDLE_NAMES:identifier)"]
        #expect(try resolve(lines, "OTHER_LDFLAGS").list == ["Something_app", "Else_bundle", "Then_This_framework"])
    }

    /// `defaultReplacementOperator`: a list made of a default is one element.
    @Test func defaultOfAnUndefinedList() throws {
        #expect(try resolve(["OTHER_LDFLAGS = $(UNDEFINED:default=empty)"], "OTHER_LDFLAGS").list == ["empty"])
    }

    // MARK: Lists (MacroStringListEvaluationTests)

    /// Adjacent text and a list reference splice element-wise.
    @Test func adjacentReferencesSplice() throws {
        #expect(try resolve(["L = a b", "OTHER_LDFLAGS = -D$(L)"], "OTHER_LDFLAGS").list == ["-Da", "b"])
        let lines = ["X = x", "Y = y", "Z = z", "XYZ = $(X) $(Y) $(Z)", "M = $(XYZ)$(XYZ)$(XYZ)"]
        #expect(try resolve(lines, "M").list == ["x", "y", "zx", "y", "zx", "y", "z"])
    }

    /// `emptyEvaluation`: a declared string setting that is empty or unset adds an empty element; an unknown name
    /// adds nothing.
    @Test func anEmptyStringSettingAddsAnEmptyElement() throws {
        let unset = ["OTHER_LDFLAGS = -current_version $(DYLIB_CURRENT_VERSION)"]
        #expect(try resolve(unset, "OTHER_LDFLAGS").list == ["-current_version", ""])
        let empty = ["DYLIB_CURRENT_VERSION =", "OTHER_LDFLAGS = -current_version $(DYLIB_CURRENT_VERSION)"]
        #expect(try resolve(empty, "OTHER_LDFLAGS").list == ["-current_version", ""])
        #expect(try resolve(["OTHER_LDFLAGS = -foo $(COMPLETELY_UNKNOWN_MACRO)"], "OTHER_LDFLAGS").list == ["-foo"])
    }

    /// `edgeCases`: empty lists concatenate to nothing, `""` is one empty element.
    @Test func emptyListsAndEmptyElements() throws {
        let lines = ["EMPTY =", "STRING = \"\"", "A = $(EMPTY)$(EMPTY)", "B = $(STRING)$(EMPTY)$(STRING)"]
        #expect(try resolve(lines, "A").list == [])
        #expect(try resolve(lines, "B").list == [""])
    }

    /// `asStringEvaluation`: the string form keeps quotes, backslashes and whitespace; the list form splits and
    /// unquotes.
    @Test func stringFormKeepsQuotesAndBackslashes() throws {
        let quoted = try resolve(["MY_VALUE = \"DOES THIS WORK?\""], "MY_VALUE")
        #expect(quoted.string == "\"DOES THIS WORK?\"")
        #expect(quoted.list == ["DOES THIS WORK?"])
        let escapes = try resolve(["X = x", "E = \\a$(X)\\b"], "E")
        #expect(escapes.string == "\\ax\\b")
        #expect(escapes.list == ["axb"])
        let double = try resolve(["X = x", "D = Expanded value: \"$(X)\""], "D")
        #expect(double.string == "Expanded value: \"x\"")
        #expect(double.list == ["Expanded", "value:", "x"])
        let backslashes = try resolve(["B = A \\ B \\ C"], "B")
        #expect(backslashes.string == "A \\ B \\ C")
    }

    /// `listsAsStringListParsing`: quotes and escapes within an element.
    @Test func quotesWithinElements() throws {
        let list = try resolve(["L = \"a\" \\\"a\\\" a\"b\" a\\\"b\\\" 'a' a'b' a\\'b\\'"], "L").list
        #expect(list == ["a", "\"a\"", "ab", "a\"b\"", "a", "ab", "a'b'"])
    }

    // MARK: Conditions (SDKRegistry.swift: `PropertyConditionFallbackNames`)

    @Test func embeddedMatchesTheDeviceSDK() throws {
        let lines = ["K = other", "K[sdk=embedded*] = device"]
        #expect(try resolve(lines, "K", sdk: "iphoneos").string == "device")
        #expect(try resolve(lines, "K", sdk: "appletvos").string == "device")
        #expect(try resolve(lines, "K", sdk: "iphonesimulator").string == "other")
        #expect(try resolve(lines, "K", sdk: "macosx").string == "other")
        #expect(SettingCondition(parameter: "sdk", pattern: "embedded*").defect == nil)
    }

    @Test func aVersionedSDKMatchesItsVersion() throws {
        let lines = ["K = other", "K[sdk=iphoneos17*] = seventeen"]
        #expect(try resolve(lines, "K", sdk: "iphoneos17.2").string == "seventeen")
        #expect(try resolve(lines, "K", sdk: "iphoneos18.0").string == "other")
    }

    // MARK: Includes (Sources/SWBCore/MacroConfigFileLoader.swift)

    /// A nested include is searched in the folder of every file up the include chain.
    @Test func nestedIncludeIsSearchedUpTheChain() throws {
        let project = SemanticsProject(xcconfig: "#include \"Sub/A.xcconfig\"\n", files: [
            "Config/Sub/A.xcconfig": "#include \"B.xcconfig\"\n",
            "Config/B.xcconfig": "FROM_B = yes\n",
        ])
        let (settings, loader, _) = try project.settings()
        #expect(settings.resolve("FROM_B", sdk: "iphoneos").string == "yes")
        #expect(!loader.issues.contains { $0.kind == .missingInclude })
    }

    // MARK: Files pbxlint cannot see (issue 26)

    /// A missing required `#include` makes what it could set unknowable, as a missing `#include?` does, and is
    /// still reported.
    @Test func aMissingRequiredIncludeMakesValuesUnknowable() throws {
        let project = SemanticsProject(xcconfig: "#include \"Secrets.xcconfig\"\nDEVELOPMENT_TEAM = $(TEAM_ID)\n")
        let (settings, loader, _) = try project.settings()
        let team = settings.resolve("DEVELOPMENT_TEAM", sdk: "iphoneos")
        guard case .hiddenFile(let hidden) = team.unknowable else { Issue.record("not unknowable"); return }
        #expect(hidden.cause == .requiredIncludeMissing && hidden.path == "Secrets.xcconfig")
        #expect(loader.issues.contains { $0.kind == .missingInclude })
    }

    /// A missing base configuration makes the values of every setting it could set unknowable, and is still
    /// reported.
    @Test func aMissingBaseConfigurationMakesValuesUnknowable() throws {
        let project = SemanticsProject(xcconfig: nil, projectSettings: ["DEVELOPMENT_TEAM": "$(TEAM_ID)"])
        let (settings, loader, _) = try project.settings()
        let team = settings.resolve("DEVELOPMENT_TEAM", sdk: "iphoneos")
        guard case .hiddenFile(let hidden) = team.unknowable else { Issue.record("not unknowable"); return }
        #expect(hidden.cause == .baseConfigurationMissing)
        #expect(loader.issues.contains { $0.kind == .missingBaseConfiguration })
    }

    /// An absent CocoaPods base configuration can change only what CocoaPods writes.
    @Test func anAbsentCocoaPodsConfigurationHidesOnlyWhatCocoaPodsWrites() throws {
        let project = SemanticsProject(xcconfig: nil,
                                       baseConfiguration: "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig",
                                       projectSettings: ["SWIFT_OPTIMIZATION_LEVEL": "-Onone", "OTHER_LDFLAGS": "-ObjC",
                                                         "X": "$(PODS_ROOT)/x"])
        let (settings, loader, _) = try project.settings()
        let optimization = settings.resolve("SWIFT_OPTIMIZATION_LEVEL", sdk: "iphoneos")
        #expect(optimization.string == "-Onone" && optimization.unknowable == nil)
        #expect(settings.resolve("OTHER_LDFLAGS", sdk: "iphoneos").unknowable != nil)
        #expect(settings.resolve("X", sdk: "iphoneos").unknowable != nil)  // through PODS_ROOT
        #expect(loader.issues.isEmpty)
    }

    // MARK: Paths (MacroEvaluationScope.evaluate for path lists)

    @Test func pathListsAreNormalizedWithoutDuplicates() throws {
        let lines = ["FRAMEWORK_SEARCH_PATHS = /a/../b /b/ /c \"$(inherited)\""]
        #expect(try resolve(lines, "FRAMEWORK_SEARCH_PATHS").list == ["/b", "/c"])
    }

    @Test func relativeBuildRootsAreAbsolute() throws {
        let (settings, _, root) = try SemanticsProject(xcconfig: "SYMROOT = build/../out\n").settings()
        #expect(settings.resolve("SYMROOT", sdk: "iphoneos").string == root + "/out")
    }

    // MARK: Types (BuiltinMacros.swift)

    @Test func buildVariantsIsAList() throws {
        #expect(DeclaredSettings.isDeclaredList("BUILD_VARIANTS"))
        #expect(try resolve(["BUILD_VARIANTS = normal profile"], "BUILD_VARIANTS").list == ["normal", "profile"])
    }

    // MARK: Built-ins

    @Test func platformBuiltinsComeFromTheSDK() throws {
        let lines = ["X = $(PLATFORM_NAME)|$(EFFECTIVE_PLATFORM_NAME)"]
        #expect(try resolve(lines, "X", sdk: "iphoneos").string == "iphoneos|-iphoneos")
        #expect(try resolve(lines, "X", sdk: "macosx").string == "macosx|")
        #expect(try resolve(["X = $(SDK_NAME)"], "X", sdk: "iphoneos17.2").string == "iphoneos17.2")
    }

    /// A built-in pbxlint does not provide makes the value unknowable, not silently empty.
    @Test func aBuiltinPbxlintDoesNotProvideIsUnknowable() throws {
        let value = try resolve(["OTHER_LDFLAGS = -L$(BUILT_PRODUCTS_DIR)/lib"], "OTHER_LDFLAGS")
        #expect(value.unknowable == .undefinedSettings(["BUILT_PRODUCTS_DIR"]))
        #expect(try resolve(["X = $(SDK_NAME)"], "X", sdk: "iphoneos").unknowable == .undefinedSettings(["SDK_NAME"]))
        #expect(try resolve(["X = $(PLATFORM_NAME)"], "X", sdk: nil).unknowable == .undefinedSettings(["PLATFORM_NAME"]))
        #expect(try resolve([], "BUILT_PRODUCTS_DIR").unknowable == .undefinedSettings(["BUILT_PRODUCTS_DIR"]))
        #expect(try resolve([], "PLATFORM_NAME").unknowable == nil)
    }
}
