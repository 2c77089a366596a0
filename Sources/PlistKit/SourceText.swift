#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 1-based line and column. Columns count Unicode scalars, as editors and Xcode's issue navigator do.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        a.line != b.line ? a.line < b.line : a.column < b.column
    }

    public var description: String { "\(line):\(column)" }
}

/// Where a token or value sits in its file: byte offsets into the (UTF-8) text plus start and end positions.
/// `end` is exclusive (the position just after the last character), as SARIF regions expect.
/// Where a value is written, as byte offsets only: what composing a document needs, without the line and column
/// lookups a `SourceRange` costs (a binary search of the line table per end).
public struct SourceSpan: Sendable, Hashable {
    public var startOffset: Int
    public var endOffset: Int

    public init(startOffset: Int, endOffset: Int) {
        self.startOffset = startOffset
        self.endOffset = endOffset
    }
}

public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    public var start: SourcePosition
    public var end: SourcePosition
    public var startOffset: Int
    public var endOffset: Int

    public init(start: SourcePosition, end: SourcePosition, startOffset: Int, endOffset: Int) {
        self.start = start
        self.end = end
        self.startOffset = startOffset
        self.endOffset = endOffset
    }

    public var description: String { "\(start)-\(end)" }
}

/// The text of one file as UTF-8 bytes, with a table of line starts so positions are computed on demand.
///
/// Every parser in this package works on these bytes. Files in other encodings (MacRoman, UTF-16) are
/// transcoded to UTF-8 first; line and column numbers are unaffected because both count scalars.
public final class SourceText: @unchecked Sendable {
    /// The path the text was read from, as given by the caller (used in messages only).
    public let path: String
    public let bytes: SourceBytes
    /// Built on first use: parsing does not need it, only positions do (guarded by `lock`).
    private var lineStartsStorage: [Int32]?
    /// Continuation bytes before each 4 KiB block, built on first use by a position far into a long line (guarded
    /// by `lock`): a column counts scalars from the line start, and 400,000 duplicate keys on one line made every
    /// position rescan the line (23 s).
    private var blockContinuationsStorage: [Int32]?
    private let lock = Lock()
    static let blockShift = 12

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = SourceBytes(bytes)
    }

    public init(path: String, bytes: SourceBytes) {
        self.path = path
        self.bytes = bytes
    }

    /// Byte offset of the first byte of each line. Line breaks are LF, CR and CRLF (one break each).
    public var lineStarts: [Int32] {
        lock.lock()
        defer { lock.unlock() }
        if let starts = lineStartsStorage { return starts }
        let starts = SourceText.computeLineStarts(bytes)
        lineStartsStorage = starts
        return starts
    }

    static func computeLineStarts(_ bytes: SourceBytes) -> [Int32] {
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            let n = buf.count
            // Almost every file uses LF only: then memchr from one '\n' to the next is all it takes (libc's vector
            // search, a fraction of an instruction per byte). A CR anywhere sends the whole file down the byte loop.
            if memchr(base, 0x0D, n) == nil {
                var i = 0
                while i < n, let hit = memchr(base + i, 0x0A, n - i) {
                    i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                    starts.append(Int32(truncatingIfNeeded: i))
                }
                return
            }
            var i = 0
            while i < n {
                let c = buf[i]
                if c == 0x0A {
                    starts.append(Int32(truncatingIfNeeded: i + 1))
                } else if c == 0x0D {
                    if i + 1 < n && buf[i + 1] == 0x0A { i += 1 }
                    starts.append(Int32(truncatingIfNeeded: i + 1))
                }
                i += 1
            }
        }
        return starts
    }

    public var lineCount: Int { lineStarts.count }

    /// The 0-based index of the line containing `offset`.
    func lineIndex(of offset: Int) -> Int {
        Self.lineIndex(of: offset, in: lineStarts)
    }

    static func lineIndex(of offset: Int, in starts: [Int32]) -> Int {
        var lo = 0
        var hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if Int(starts[mid]) <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Until the line table of a text of `directScanMinimumSize` bytes or more is built, positions are found by
    /// counting lines from the start, as long as all such scans together read fewer than `directScanLimit` bytes:
    /// a run that reports only near the top of a file (`objectVersion`) must not build the table of 100 MB, and
    /// one that asks for many positions builds it once. Small texts build it at once (it costs little).
    static let directScanLimit = 1 << 16
    static let directScanMinimumSize = 1 << 20
    /// Bytes read by direct scans so far (guarded by `lock`).
    private var directlyScanned = 0

    /// The position of a byte offset. Offsets past the end map to the end of the text.
    public func position(of offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        if mayScanDirectly(clamped) {
            return bytes.withUnsafeBufferPointer { Self.scannedPosition(of: clamped, in: $0) }
        }
        let starts = lineStarts
        let li = Self.lineIndex(of: clamped, in: starts)
        let start = Int(starts[li])
        let continuation = clamped - start <= 2 << Self.blockShift
            ? bytes.withUnsafeBufferPointer { Self.continuationBytes($0, start, clamped) }
            : continuationsBefore(clamped) - continuationsBefore(start)
        return SourcePosition(line: li + 1, column: clamped - start - continuation + 1)
    }

    var hasLineStarts: Bool {
        lock.lock()
        defer { lock.unlock() }
        return lineStartsStorage != nil
    }

    /// Whether a position at `offset` may be found by a direct scan (and if so, counts the scan).
    private func mayScanDirectly(_ offset: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard bytes.count >= Self.directScanMinimumSize, lineStartsStorage == nil,
              directlyScanned + offset < Self.directScanLimit else { return false }
        directlyScanned += offset
        return true
    }

    /// `position(of:)` by scanning `buf[0..<offset]`, with the line breaks of `computeLineStarts` (LF, CR, CRLF).
    static func scannedPosition(of offset: Int, in buf: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        var line = 1
        var lineStart = 0
        var i = 0
        while i < offset {
            let c = buf[i]
            if c == 0x0A || c == 0x0D {
                if c == 0x0D && i + 1 < buf.count && buf[i + 1] == 0x0A { i += 1 }
                // A CRLF whose LF is at `offset` ends the line `offset` is on.
                if i + 1 <= offset {
                    line += 1
                    lineStart = i + 1
                }
            }
            i += 1
        }
        return SourcePosition(line: line, column: offset - lineStart - continuationBytes(buf, lineStart, offset) + 1)
    }

    /// Continuation bytes in `bytes[0..<offset]`, from the block table plus at most one block's scan.
    private func continuationsBefore(_ offset: Int) -> Int {
        let table = blockContinuations
        let block = offset >> Self.blockShift
        let blockStart = block << Self.blockShift
        return Int(table[block]) + bytes.withUnsafeBufferPointer { Self.continuationBytes($0, blockStart, offset) }
    }

    private var blockContinuations: [Int32] {
        lock.lock()
        defer { lock.unlock() }
        if let table = blockContinuationsStorage { return table }
        var table: [Int32] = [0]
        table.reserveCapacity(bytes.count >> Self.blockShift + 2)
        bytes.withUnsafeBufferPointer { buf in
            var total = 0
            var from = 0
            while from < buf.count {
                let to = min(buf.count, from + (1 << Self.blockShift))
                total += Self.continuationBytes(buf, from, to)
                table.append(Int32(truncatingIfNeeded: total))
                from = to
            }
        }
        blockContinuationsStorage = table
        return table
    }

    /// UTF-8 continuation bytes (`10xxxxxx`) in `buf[from..<to]`: the column is the number of bytes before the
    /// offset minus these, since it counts scalars. Eight bytes at a time, as Xcode's one-line objects are long.
    @inline(__always)
    static func continuationBytes(_ buf: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Int {
        guard let base = buf.baseAddress else { return 0 }
        var count = 0
        var i = from
        while i + 8 <= to {
            let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if w & 0x8080_8080_8080_8080 != 0 {
                // Bit 7 set and bit 6 clear, per byte.
                count += (w & ~(w << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            }
            i += 8
        }
        while i < to {
            if base[i] & 0xC0 == 0x80 { count += 1 }
            i += 1
        }
        return count
    }

    public func range(_ startOffset: Int, _ endOffset: Int) -> SourceRange {
        SourceRange(start: position(of: startOffset), end: position(of: endOffset),
                    startOffset: startOffset, endOffset: endOffset)
    }

    /// The byte offset of 1-based scalar column `column` in the line `lineStart..<lineEnd` (clamped to its end).
    private func offset(ofColumn column: Int, lineStart: Int, lineEnd: Int) -> Int {
        var scalarsLeft = column - 1
        var i = lineStart
        while i < lineEnd && scalarsLeft > 0 {
            i += 1
            while i < lineEnd && bytes[i] & 0xC0 == 0x80 { i += 1 }
            scalarsLeft -= 1
        }
        return i
    }

    /// The text of 1-based line `line` without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The offending line and a caret under `position`, indented, for error messages.
    /// Long lines are cut around the caret so the excerpt stays readable.
    public func excerpt(at position: SourcePosition) -> String {
        var caretColumn = max(1, position.column)
        let width = 120
        // Decode only a window of the line around the caret: a 200 MB unterminated string is one line, and
        // expanding all of it into scalars took 1.2 GB. A scalar is at most 4 bytes, so the window holds the
        // `width` scalars shown on either side.
        var scalars: [Unicode.Scalar]
        if position.line >= 1 && position.line <= lineStarts.count {
            let lineStart = Int(lineStarts[position.line - 1])
            var lineEnd = position.line < lineStarts.count ? Int(lineStarts[position.line]) : bytes.count
            while lineEnd > lineStart && (bytes[lineEnd - 1] == 0x0A || bytes[lineEnd - 1] == 0x0D) { lineEnd -= 1 }
            if lineEnd - lineStart <= 8 * width {
                scalars = Array(String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self).unicodeScalars)
            } else {
                // Find the caret's byte by its column, then keep about `width` scalars on each side.
                let caretByte = offset(ofColumn: caretColumn, lineStart: lineStart, lineEnd: lineEnd)
                var from = max(lineStart, caretByte - 4 * width)
                while from > lineStart && bytes[from] & 0xC0 == 0x80 { from -= 1 }
                var to = min(lineEnd, caretByte + 4 * width)
                while to < lineEnd && bytes[to] & 0xC0 == 0x80 { to += 1 }
                let before = String(decoding: bytes[from..<caretByte], as: UTF8.self).unicodeScalars.count
                scalars = Array(String(decoding: bytes[from..<to], as: UTF8.self).unicodeScalars)
                caretColumn = before + 1
            }
        } else {
            scalars = []
        }
        if scalars.count > width {
            let from = max(0, min(caretColumn - 1 - width / 2, scalars.count - width))
            scalars = Array(scalars[from..<min(scalars.count, from + width)])
            caretColumn -= from
        }
        // Tabs stay tabs under the caret so it lines up in any terminal.
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars.map { $0.value < 0x20 && $0 != "\t" ? " " : $0 })
        var caret = ""
        for (i, s) in scalars.enumerated() where i < caretColumn - 1 {
            caret.append(s == "\t" ? "\t" : " ")
        }
        if caretColumn - 1 > scalars.count {
            caret += String(repeating: " ", count: caretColumn - 1 - scalars.count)
        }
        return "    " + String(text) + "\n    " + caret + "^"
    }
}
