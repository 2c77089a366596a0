import Testing
@testable import XcodeModel

/// `BuildSettings.sdkFamilies` from `SDKROOT`: an SDK name, or a path one of whose components starts with it.
@Suite struct SDKFamiliesTests {
    @Test(arguments: [
        ("iphoneos", Platform.iOS),
        ("iphonesimulator17.2", .iOS),
        ("macosx", .macOS),
        ("MacOSX14.2", .macOS),
        ("/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/SDKs/MacOSX14.2.sdk", .macOS),
        ("Platforms/WatchSimulator.platform/Developer/SDKs/WatchSimulator10.2.sdk", .watchOS),
        ("appletvos", .tvOS),
        ("xros", .visionOS),
        ("driverkit", .driverKit),
        ("", .iOS),  // unset: iOS, as Xcode's new-project default
        ("/opt/sdks/custom.sdk", .iOS),  // no component names an SDK
    ])
    func familiesFromSDKRoot(root: String, platform: Platform) throws {
        let (settings, _, _) = try SemanticsProject(xcconfig: "SDKROOT = \(root)\n").settings()
        #expect(settings.sdkFamilies == platform.sdks)
    }

    @Test func supportedPlatformsWin() throws {
        let (settings, _, _) = try SemanticsProject(xcconfig: "SDKROOT = iphoneos\nSUPPORTED_PLATFORMS = macosx\n")
            .settings()
        #expect(settings.sdkFamilies == ["macosx"])
    }
}

/// `ByteSearch`: the same answers as the standard library's search for ASCII needles.
@Suite struct ByteSearchTests {
    @Test(arguments: [
        ("A = b // c", "//", 6), ("//", "//", 0), ("a/b/c", "//", nil), ("a/", "//", nil), ("", "//", nil),
        ("é // x", "//", 3), ("$(inherited) b", "$(inherited)", 0), ("a $(inherite", "$(inherited)", nil),
        ("x $(X)$(X)", "$(X)", 2), ("aaab", "aab", 1),
    ] as [(String, String, Int?)])
    func firstIndex(text: String, needle: String, utf8Offset: Int?) {
        let found = ByteSearch.firstIndex(of: needle, in: Substring(text))
        #expect(found.map { text.utf8.distance(from: text.startIndex, to: $0) } == utf8Offset)
        #expect(ByteSearch.contains(needle, in: text) == text.contains(needle))
    }

    @Test func xcconfigCommentsAreCutAtTheFirstDoubleSlash() {
        #expect(XCConfigParser.stripComment("A = \"http://x\" // c") == "A = \"http:")
        #expect(XCConfigParser.stripComment("A = b") == "A = b")
    }
}
