import Testing
@testable import XcodeModel

/// SDK names, simulators and deployment-target settings of each platform (docs/reference/xcode-semantics.md §4.10).
@Suite struct PlatformTests {
    /// The built-ins of a bare family name (made once) are those computed for it; a versioned name adds
    /// `SDK_NAME`/`SDK_VERSION`; a name of no known family has none.
    @Test func sdkBuiltinsOfFamiliesAndVersionedNames() {
        #expect(SDKNames.builtins("iphoneos") == ["PLATFORM_NAME": "iphoneos", "EFFECTIVE_PLATFORM_NAME": "-iphoneos"])
        #expect(SDKNames.builtins("macosx") == ["PLATFORM_NAME": "macosx", "EFFECTIVE_PLATFORM_NAME": ""])
        #expect(SDKNames.builtins("iphonesimulator17.2") == ["PLATFORM_NAME": "iphonesimulator",
                                                             "EFFECTIVE_PLATFORM_NAME": "-iphonesimulator",
                                                             "SDK_NAME": "iphonesimulator17.2", "SDK_VERSION": "17.2"])
        #expect(SDKNames.builtins("palmos") == [:])
        #expect(SDKNames.builtins("") == [:] && SDKNames.builtins(nil) == [:])
        for platform in Platform.allCases {
            for sdk in platform.sdks {
                #expect(SDKNames.builtins(sdk)["PLATFORM_NAME"] == sdk, "\(sdk)")
                #expect(SDKNames.builtins(sdk + "1.0")["SDK_VERSION"] == "1.0", "\(sdk)")
            }
        }
    }

    @Test func sdkNamesMapToTheirPlatform() {
        #expect(Platform(sdk: "iphoneos") == .iOS)
        #expect(Platform(sdk: "iphonesimulator17.2") == .iOS)
        #expect(Platform(sdk: "appletvsimulator") == .tvOS)
        #expect(Platform(sdk: "watchos10.0") == .watchOS)
        #expect(Platform(sdk: "xrsimulator") == .visionOS)
        #expect(Platform(sdk: "macosx") == .macOS)
        #expect(Platform(sdk: "driverkit") == .driverKit)
        #expect(Platform(sdk: "embedded") == nil)
        #expect(Platform(sdk: "linux") == nil)
    }

    @Test func simulatorsAndDeploymentTargets() {
        #expect(Platform.isSimulator(sdk: "watchsimulator"))
        #expect(Platform.isSimulator(sdk: "iphonesimulator17.2"))
        #expect(!Platform.isSimulator(sdk: "iphoneos"))
        #expect(Platform.macOS.simulatorSDK == nil)
        #expect(Platform.iOS.sdks == ["iphoneos", "iphonesimulator"])
        #expect(Platform.iOS.deploymentTarget.name == "IPHONEOS_DEPLOYMENT_TARGET")
        #expect(Platform.visionOS.deploymentTarget.name == "XROS_DEPLOYMENT_TARGET")
        #expect(Platform.driverKit.deploymentTarget.name == "DRIVERKIT_DEPLOYMENT_TARGET")
        // A Mac Catalyst build uses the macosx SDK and reads the iOS deployment target.
        #expect(Platform.macOS.deploymentTargetsRead.map(\.name) == ["MACOSX_DEPLOYMENT_TARGET", "IPHONEOS_DEPLOYMENT_TARGET"])
        #expect(Platform.tvOS.deploymentTargetsRead.map(\.name) == ["TVOS_DEPLOYMENT_TARGET"])
    }

    /// `SDKROOT` of one SDK builds for the device and the simulator; `[sdk=embedded*]` matches device SDKs only.
    @Test func sdkTablesComeFromThePlatforms() {
        #expect(SDKNames.familiesBySDKRoot.first { $0.sdk == "watchsimulator" }?.families == ["watchos", "watchsimulator"])
        #expect(SDKNames.fallbackNames["iphoneos"] == ["embedded"])
        #expect(SDKNames.fallbackNames["iphonesimulator"] == nil)
        #expect(SDKNames.fallbackNames["macosx"] == nil)
        #expect(SDKNames.conditionNames == ["iphoneos", "iphonesimulator", "appletvos", "appletvsimulator", "watchos",
                                            "watchsimulator", "xros", "xrsimulator", "macosx", "driverkit", "embedded"])
    }

    /// The version starts at the first character that is an ASCII digit: on bytes for ASCII names, by characters
    /// otherwise (a digit with a combining mark is no ASCII digit).
    @Test func sdkNamesSplitAtTheFirstDigit() {
        #expect(SDKNames.split("iphoneos17.2") == ("iphoneos", "17.2"))
        #expect(SDKNames.split("macosx") == ("macosx", nil))
        #expect(SDKNames.split("") == ("", nil))
        #expect(SDKNames.split("17") == ("", "17"))
        #expect(SDKNames.split("xros2.0b1") == ("xros", "2.0b1"))
        #expect(SDKNames.split("é1.0") == ("é", "1.0"))
        #expect(SDKNames.split("x1\u{301}2") == ("x1\u{301}", "2"))
    }
}
