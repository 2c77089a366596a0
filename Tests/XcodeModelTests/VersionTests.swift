import Testing
@testable import XcodeModel

/// `Version` compares as swift-build's `Version` does (docs/reference/xcode-semantics.md §4.10).
@Suite struct VersionTests {
    @Test func missingComponentsCountAsZero() throws {
        let sixteen = try #require(Version("16")), sixteenZero = try #require(Version("16.0"))
        #expect(sixteen == sixteenZero)
        #expect(Set([sixteen, sixteenZero]).count == 1)
        #expect(try #require(Version("16.0.1")) > sixteen)
        #expect(try #require(Version("16.10")) > #require(Version("16.9")))
        #expect(try #require(Version("9.3")) < #require(Version("10")))
        #expect(try #require(Version("17.0")).description == "17.0")
    }

    /// Leading zeros, the largest component, and a substring (as rules pass them) read as the numbers they spell.
    @Test func componentsAreTheNumbersWritten() {
        #expect(Version("007.1")?.components == [7, 1])
        #expect(Version("18446744073709551615")?.components == [UInt.max])
        #expect(Version("18446744073709551616") == nil)
        #expect(Version("1.18446744073709551616") == nil)
        let text = "iOS 17.2.1 beta"
        #expect(Version(text.split(separator: " ")[1])?.components == [17, 2, 1])
    }

    /// Text that is not a dotted number has no version: a rule compares nothing rather than a guess.
    @Test func nonNumericTextIsNotAVersion() {
        for text in ["", "16.x", "$(IPHONEOS_DEPLOYMENT_TARGET)", "latest", "16..0", ".5", "16.", " 16", "16 ", "-1", "+1",
                     "１６", "99999999999999999999999"] {
            #expect(Version(text) == nil, "\(text)")
        }
    }
}
