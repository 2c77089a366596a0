/// Byte-level text handling: BOMs, UTF-8 validation, and the two 8-bit encodings the pbxproj world uses.
public enum TextEncodings {
    /// NeXTSTEP Latin, bytes 0x80–0xFF (bytes below are ASCII). Used for octal escapes in OpenStep strings.
    /// Generated from Foundation's `.nextstep` encoding on Linux (CoreFoundation's own converter).
    static let nextStepHigh: [UInt16] = [
        0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7, 0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC,
        0x00CD, 0x00CE, 0x00CF, 0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9, 0x00DA, 0x00DB,
        0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7, 0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192,
        0x00A7, 0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02, 0x00AE, 0x2013, 0x2020, 0x2021,
        0x00B7, 0x00A6, 0x00B6, 0x2022, 0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF, 0x00B9,
        0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9, 0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD,
        0x02DB, 0x02C7, 0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x00E5,
        0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB, 0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1,
        0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5, 0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB,
        0x0131, 0x00FC, 0x00FD, 0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0xFFFD, 0xFFFD,
    ]

    /// Mac OS Roman, bytes 0x80–0xFF (Unicode.org MAPPINGS/VENDORS/APPLE/ROMAN.TXT). Xcode decodes a pbxproj
    /// without the `// !$*UTF8*$!` header this way (docs/reference/xcode-semantics.md §1.3).
    static let macRomanHigh: [UInt16] = [
        0x00C4, 0x00C5, 0x00C7, 0x00C9, 0x00D1, 0x00D6, 0x00DC, 0x00E1, 0x00E0, 0x00E2, 0x00E4, 0x00E3, 0x00E5,
        0x00E7, 0x00E9, 0x00E8, 0x00EA, 0x00EB, 0x00ED, 0x00EC, 0x00EE, 0x00EF, 0x00F1, 0x00F3, 0x00F2, 0x00F4,
        0x00F6, 0x00F5, 0x00FA, 0x00F9, 0x00FB, 0x00FC, 0x2020, 0x00B0, 0x00A2, 0x00A3, 0x00A7, 0x2022, 0x00B6,
        0x00DF, 0x00AE, 0x00A9, 0x2122, 0x00B4, 0x00A8, 0x2260, 0x00C6, 0x00D8, 0x221E, 0x00B1, 0x2264, 0x2265,
        0x00A5, 0x00B5, 0x2202, 0x2211, 0x220F, 0x03C0, 0x222B, 0x00AA, 0x00BA, 0x03A9, 0x00E6, 0x00F8, 0x00BF,
        0x00A1, 0x00AC, 0x221A, 0x0192, 0x2248, 0x2206, 0x00AB, 0x00BB, 0x2026, 0x00A0, 0x00C0, 0x00C3, 0x00D5,
        0x0152, 0x0153, 0x2013, 0x2014, 0x201C, 0x201D, 0x2018, 0x2019, 0x00F7, 0x25CA, 0x00FF, 0x0178, 0x2044,
        0x20AC, 0x2039, 0x203A, 0xFB01, 0xFB02, 0x2021, 0x00B7, 0x201A, 0x201E, 0x2030, 0x00C2, 0x00CA, 0x00C1,
        0x00CB, 0x00C8, 0x00CD, 0x00CE, 0x00CF, 0x00CC, 0x00D3, 0x00D4, 0xF8FF, 0x00D2, 0x00DA, 0x00DB, 0x00D9,
        0x0131, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9, 0x02DA, 0x00B8, 0x02DD, 0x02DB, 0x02C7,
    ]

    static func nextStepScalar(_ byte: UInt8) -> Unicode.Scalar {
        byte < 0x80 ? Unicode.Scalar(byte) : Unicode.Scalar(nextStepHigh[Int(byte) - 0x80]) ?? "\u{FFFD}"
    }

    /// Transcodes Mac OS Roman bytes to UTF-8.
    public static func macRomanToUTF8(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for b in bytes {
            if b < 0x80 {
                out.append(b)
            } else {
                let scalar = Unicode.Scalar(macRomanHigh[Int(b) - 0x80]) ?? "\u{FFFD}"
                out.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
            }
        }
        return out
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil if all of it is valid.
    public static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8(in: $0) }
    }

    /// `firstInvalidUTF8` on bytes in memory.
    public static func firstInvalidUTF8(in buf: UnsafeBufferPointer<UInt8>) -> Int? {
        let n = buf.count
        var i = 0
        guard let base = buf.baseAddress else { return nil }
        while i < n {
            // ASCII fast path: 32 bytes per test while it can, then eight at a time.
            while i + 32 <= n {
                let p = UnsafeRawPointer(base + i)
                let any = p.loadUnaligned(as: UInt64.self) | p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    | p.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                    | p.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if any & 0x8080_8080_8080_8080 != 0 { break }
                i += 32
            }
            while i + 8 <= n && UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
            }
            guard i < n else { break }
            let c = buf[i]
            if c < 0x80 { i += 1; continue }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch c {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(c & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(c & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(c & 0x07)
            default: return i
            }
            guard i + length <= n else { return i }
            for k in 1..<length {
                let d = buf[i + k]
                guard d & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(d & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
            i += length
        }
        return nil
    }

    /// True if any byte is outside ASCII.
    static func hasHighBytes(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return false }
            var i = 0
            var acc: UInt64 = 0
            while i + 8 <= buf.count { acc |= UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self); i += 8 }
            while i < buf.count { acc |= UInt64(buf[i]); i += 1 }
            return acc & 0x8080_8080_8080_8080 != 0
        }
    }

    /// Decodes UTF-16 (with the byte order its BOM gives) to UTF-8; nil if `bytes` does not start with a UTF-16 BOM.
    static func utf16WithBOMToUTF8(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 2 else { return nil }
        let bigEndian: Bool
        if bytes[0] == 0xFE && bytes[1] == 0xFF { bigEndian = true }
        else if bytes[0] == 0xFF && bytes[1] == 0xFE { bigEndian = false }
        else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 2
        while i + 1 < bytes.count {
            units.append(bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
                                   : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i]))
            i += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
