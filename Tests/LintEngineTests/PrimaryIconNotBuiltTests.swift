import Foundation
import Testing
import TestSupport
@testable import LintEngine

/// `primary-icon-not-built` on a synchronized folder whose catalog the app's exceptions exclude (found on a real
/// objectVersion 77 project: with `Assets.xcassets` in the app's membership exceptions nothing was reported, and
/// the app shipped without an icon). docs/reference/xcode-semantics.md §3.6: an exception set of a target that owns the folder
/// lists exclusions.
@Suite struct PrimaryIconNotBuiltTests {
    static func project(exceptions: [String], appIconName: String = "AppIcon") -> [String: String] {
        let list = exceptions.map { "\($0), " }.joined()
        let pbxproj = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            \t\tEX_APP = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(list)); target = T_APP; };
            \t\tSYNC_APP = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX_APP, ); explicitFileTypes = {}; explicitFolders = (); path = App; sourceTree = "<group>"; };
            \t\tMAIN = {isa = PBXGroup; children = (SYNC_APP, ); sourceTree = "<group>"; };
            \t\tT_APP = {isa = PBXNativeTarget; buildConfigurationList = TCL_APP; buildPhases = (SRC_APP, RES_APP, ); fileSystemSynchronizedGroups = (SYNC_APP, ); name = App; productType = "com.apple.product-type.application"; };
            \t\tSRC_APP = {isa = PBXSourcesBuildPhase; files = (); };
            \t\tRES_APP = {isa = PBXResourcesBuildPhase; files = (); };
            \t\tA_RELEASE = {isa = XCBuildConfiguration; buildSettings = {ASSETCATALOG_COMPILER_APPICON_NAME = \(appIconName); GENERATE_INFOPLIST_FILE = YES; }; name = Release; };
            \t\tP_RELEASE = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
            \t\tTCL_APP = {isa = XCConfigurationList; buildConfigurations = (A_RELEASE, ); defaultConfigurationName = Release; };
            \t\tPCL = {isa = XCConfigurationList; buildConfigurations = (P_RELEASE, ); defaultConfigurationName = Release; };
            \t\tROOT = {isa = PBXProject; buildConfigurationList = PCL; mainGroup = MAIN; projectDirPath = ""; targets = (T_APP, ); };
            \t};
            \trootObject = ROOT;
            }

            """
        let info = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#
        return [
            "App.xcodeproj/project.pbxproj": pbxproj,
            "App/Code.swift": "let x = 1\n",
            "App/Assets.xcassets/Contents.json": info,
            "App/Assets.xcassets/AppIcon.appiconset/Contents.json":
                #"{ "images" : [ { "filename" : "i.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ], "info" : { "author" : "xcode", "version" : 1 } }"#,
            "App/Assets.xcassets/AppIcon.appiconset/i.png": "",
        ]
    }

    func findings(_ files: [String: String]) throws -> [Diagnostic] {
        let root = try TestSupport.materialize(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return Linter(options: LintOptions(baseDirectory: root)).lint(projectAt: root + "/App.xcodeproj").diagnostics
    }

    @Test func theAppsOwnCatalogExcludedIsReportedAtTheSetting() throws {
        let found = try findings(Self.project(exceptions: ["Assets.xcassets"])).filter { $0.ruleID == "primary-icon-not-built" }
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains(#"target "App" (Release) names the primary app icon "AppIcon" but compiles no asset catalog"#), "\(finding.message)")
        #expect(finding.message.contains("Assets.xcassets is in its synchronized folder but excluded from it"), "\(finding.message)")
        #expect(finding.location.range?.start.line == 12, "the ASSETCATALOG_COMPILER_APPICON_NAME line (A_RELEASE)")
    }

    @Test func theCatalogCompiledIsSilent() throws {
        let all = try findings(Self.project(exceptions: ["Code.swift"]))
        #expect(!all.contains { $0.ruleID == "primary-icon-not-built" }, "\(all.map(\.message))")
        #expect(!all.contains { $0.severity == .error }, "\(all.map(\.message))")
    }
}
