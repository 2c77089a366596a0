import Testing
@testable import LintEngine

@Suite struct FingerprintTests {
    @Test func fingerprintIgnoresPositionAndMessage() {
        let subject = Subject(project: "App.xcodeproj", target: "Client", configuration: "Release", name: "AppIcon-Blue")
        let a = Diagnostic(ruleID: "alternate-icon-missing", severity: .error, message: "one",
                           location: Location(file: "/x/project.pbxproj"), subject: subject)
        var b = a
        b.message = "two"
        b.location = Location(file: "/y/project.pbxproj")
        #expect(a.fingerprint == b.fingerprint)
        var c = a
        c.subject.configuration = "Debug"
        #expect(a.fingerprint != c.fingerprint)
    }

    @Test func fnvKnownValue() {
        // FNV-1a 64 of "a" is af63dc4c8601ec8c.
        #expect(Fingerprint.hex("a") == "af63dc4c8601ec8c")
    }
}
