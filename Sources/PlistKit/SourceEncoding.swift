/// The encoding a text file was read in, and the way back: `PlistReader` and the xcconfig reader turn a file's
/// bytes into the UTF-8 text every position refers to; `pbxlint fix` edits that text and must write the file back
/// in its own encoding, byte for byte where nothing changed.
public enum SourceEncoding: Sendable, Hashable {
    /// UTF-8, positions are the file's bytes (`bom`: three bytes EF BB BF precede them).
    case utf8(bom: Bool)
    /// UTF-16 with a byte-order mark.
    case utf16(bigEndian: Bool)
    /// Mac OS Roman (a pbxproj without the `// !$*UTF8*$!` header that is not UTF-8, as Xcode reads it).
    case macRoman

    /// The UTF-8 text `decoded` written in this encoding; nil when a character has no byte in it (MacRoman).
    public func encode(_ decoded: [UInt8]) -> [UInt8]? {
        switch self {
        case .utf8(let bom):
            return bom ? [0xEF, 0xBB, 0xBF] + decoded : decoded
        case .utf16(let bigEndian):
            var out: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            out.reserveCapacity(2 + decoded.count * 2)
            for unit in String(decoding: decoded, as: UTF8.self).utf16 {
                let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
                out += bigEndian ? [high, low] : [low, high]
            }
            return out
        case .macRoman:
            var out: [UInt8] = []
            out.reserveCapacity(decoded.count)
            for scalar in String(decoding: decoded, as: UTF8.self).unicodeScalars {
                if scalar.value < 0x80 { out.append(UInt8(scalar.value)); continue }
                guard let byte = SourceEncoding.macRomanByte[scalar.value] else { return nil }
                out.append(byte)
            }
            return out
        }
    }

    /// The byte offset in the file of offset `decodedOffset` of the decoded text (`decoded` is that text): the one
    /// map from a position the readers report to the file's bytes.
    public func rawOffset(of decodedOffset: Int, in decoded: [UInt8]) -> Int? {
        switch self {
        case .utf8(let bom): return decodedOffset + (bom ? 3 : 0)
        case .utf16, .macRoman:
            guard decodedOffset <= decoded.count else { return nil }
            return encode(Array(decoded[..<decodedOffset]))?.count
        }
    }

    /// MacRoman's bytes 0x80–0xFF by the scalar they decode to.
    static let macRomanByte: [UInt32: UInt8] = {
        var map: [UInt32: UInt8] = [:]
        for (index, scalar) in TextEncodings.macRomanHigh.enumerated() { map[UInt32(scalar)] = UInt8(0x80 + index) }
        return map
    }()
}

extension PlistReader {
    /// The UTF-8 text `read(bytes:path:)` parses for a text file, and the encoding it was decoded from; nil for a
    /// binary property list or a text pbxlint cannot decode the way it reads it. `read` uses exactly this.
    public static func decodedText(_ original: [UInt8], path: String) -> (text: [UInt8], encoding: SourceEncoding)? {
        guard !original.starts(with: Array("bplist".utf8)) else { return nil }
        var bytes = original
        var encoding = SourceEncoding.utf8(bom: false)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
            encoding = .utf8(bom: true)
        } else if let converted = TextEncodings.utf16WithBOMToUTF8(bytes) {
            bytes = converted
            encoding = .utf16(bigEndian: original[0] == 0xFE)
        }
        let format = isJSON5Path(path) ? .json5 : sniff(bytes)
        if format == .openStep && !bytes.starts(with: utf8Header) && TextEncodings.hasHighBytes(bytes),
           TextEncodings.firstInvalidUTF8(bytes) != nil {
            // No header and not UTF-8: Xcode reads it as MacRoman (docs/reference/xcode-semantics.md §1.3).
            return (TextEncodings.macRomanToUTF8(bytes), .macRoman)
        }
        return (bytes, encoding)
    }
}
