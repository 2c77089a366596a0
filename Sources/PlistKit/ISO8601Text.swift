/// A property-list date as ISO 8601 text in UTC ("2024-05-01T12:30:00Z"), whole seconds, as Foundation's
/// `Date.formatted(.iso8601)` writes it (Julian dates before 1582-10-15, as Foundation's calendar has them). Computed here because that one call pulled most of FoundationEssentials
/// into the static Linux binary (see Package.swift).
public enum ISO8601Text {
    /// Seconds between 1970-01-01 and 2001-01-01, the reference date of property lists.
    static let referenceDateOffset: Int64 = 978_307_200

    /// `seconds` counted from 2001-01-01T00:00:00Z (fractions dropped toward the past, as Foundation does);
    /// nil when it is not finite or beyond ±10^12 seconds (about ±31,700 years), which no date needs.
    public static func format(secondsSinceReferenceDate seconds: Double) -> String? {
        guard seconds.isFinite, abs(seconds) < 1e12 else { return nil }
        let unix = Int64(seconds.rounded(.down)) + referenceDateOffset
        let days = unix >= 0 ? unix / 86_400 : (unix - 86_399) / 86_400
        let secondOfDay = unix - days * 86_400
        let (year, month, day) = days < gregorianCutover ? julianDate(daysSince1970: days) : civilDate(daysSince1970: days)
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T"
            + "\(padded(secondOfDay / 3600, 2)):\(padded(secondOfDay / 60 % 60, 2)):\(padded(secondOfDay % 60, 2))Z"
    }

    /// 1582-10-15, the first Gregorian day, as days from 1970-01-01. Foundation's calendar writes earlier dates in
    /// the Julian calendar (1582-10-04 is the day before), and so do we.
    static let gregorianCutover: Int64 = -141_427

    /// The Julian-calendar date of a day count from 1970-01-01 (the Julian day number's conversion, with
    /// divisions rounded toward the past so that it holds before 4713 BC too).
    static func julianDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        func floorDivide(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : (a - b + 1) / b }
        let c = days + 2_440_588 + 32_082
        let d = floorDivide(4 * c + 3, 1461)
        let e = c - floorDivide(1461 * d, 4)
        let m = (5 * e + 2) / 153
        return (d - 4800 + m / 10, m + 3 - 12 * (m / 10), e - (153 * m + 2) / 5 + 1)
    }

    /// The proleptic Gregorian date of a day count from 1970-01-01 (Howard Hinnant's `civil_from_days`, public
    /// domain: https://howardhinnant.github.io/date_algorithms.html).
    static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
