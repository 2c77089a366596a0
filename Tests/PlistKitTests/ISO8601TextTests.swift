import Foundation
import Testing
@testable import PlistKit

/// Binary property-list dates are printed by our own ISO 8601 formatter (one Foundation call pulled most of
/// FoundationEssentials into the static binary); it must write what `Date.formatted(.iso8601)` writes.
@Suite("ISO 8601 text of property-list dates")
struct ISO8601TextTests {
    @Test("the reference date, leap days, the epoch, negative and far dates, fractions toward the past")
    func knownDates() {
        #expect(ISO8601Text.format(secondsSinceReferenceDate: 0) == "2001-01-01T00:00:00Z")
        #expect(ISO8601Text.format(secondsSinceReferenceDate: -978_307_200) == "1970-01-01T00:00:00Z")
        #expect(ISO8601Text.format(secondsSinceReferenceDate: -0.5) == "2000-12-31T23:59:59Z")
        #expect(ISO8601Text.format(secondsSinceReferenceDate: 1.999) == "2001-01-01T00:00:01Z")
        // 2024-02-29T12:34:56Z: 8,459 days and 45,296 seconds after the reference date.
        #expect(ISO8601Text.format(secondsSinceReferenceDate: 8_459 * 86_400 + 45_296) == "2024-02-29T12:34:56Z")
        // The Gregorian calendar's first day, and the Julian day before it (Foundation's calendar switches there).
        #expect(ISO8601Text.format(secondsSinceReferenceDate: -13_197_600_000) == "1582-10-15T00:00:00Z")
        #expect(ISO8601Text.format(secondsSinceReferenceDate: -13_197_600_001) == "1582-10-04T23:59:59Z")
        #expect(ISO8601Text.format(secondsSinceReferenceDate: .nan) == nil)
        #expect(ISO8601Text.format(secondsSinceReferenceDate: .infinity) == nil)
        #expect(ISO8601Text.format(secondsSinceReferenceDate: 2e12) == nil)
    }

    @Test("matches Foundation's Date.formatted(.iso8601) from year 1 to 9999")
    func matchesFoundation() {
        var generator = SystemRandomNumberGenerator()
        // Years 1...9999 (Foundation writes other years differently, and no project holds one).
        let earliest = -63_113_904_000.0, latest = 252_423_993_599.0
        var samples: [Double] = [earliest, latest, 0, -1, 86_399.75, 951_782_400, 4_107_542_400]
        for _ in 0..<2_000 { samples.append(Double.random(in: earliest...latest, using: &generator).rounded(.down)) }
        for _ in 0..<200 { samples.append(Double.random(in: -1e6...1e6, using: &generator)) }
        for seconds in samples {
            let expected = Date(timeIntervalSinceReferenceDate: seconds).formatted(.iso8601)
            #expect(ISO8601Text.format(secondsSinceReferenceDate: seconds) == expected, "\(seconds)")
        }
    }
}
