#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import LintEngine

/// Where the command writes. Tests capture both streams; the executable writes to the real ones.
public final class Console: @unchecked Sendable {
    private var out: [UInt8] = []
    private var err: [UInt8] = []
    private let capture: Bool
    /// The errno of the first failed write to standard output (`> /dev/full`, a closed pipe), or 0. The report
    /// is lost then, which the command must not pass off as success.
    public private(set) var outputFailure: Int32 = 0

    /// A console that writes straight to file descriptors 1 and 2.
    public static func standard() -> Console { Console(capture: false) }
    /// A console that keeps everything in memory.
    public static func capturing() -> Console { Console(capture: true) }

    private init(capture: Bool) { self.capture = capture }

    /// Writes `text` to standard output, with workflow commands neutralised (`WorkflowCommands`); `ownCommands`
    /// keeps the GitHub reporter's own `::error …` lines.
    public func write(_ text: String, ownCommands: Bool = false) {
        let text = WorkflowCommands.neutralized(text, keepingOwnCommands: ownCommands)
        if capture {
            out.append(contentsOf: text.utf8)
        } else if outputFailure == 0 {
            outputFailure = Console.writeAll(1, text)
        }
    }

    public func error(_ text: String) {
        let text = WorkflowCommands.neutralized(text)
        if capture { err.append(contentsOf: text.utf8) } else { _ = Console.writeAll(2, text) }
    }

    public var capturedOutput: String { String(decoding: out, as: UTF8.self) }
    public var capturedError: String { String(decoding: err, as: UTF8.self) }

    /// True if standard output is a terminal (for colour).
    public var isTerminal: Bool { !capture && isatty(1) == 1 }
    public var isErrorTerminal: Bool { !capture && isatty(2) == 1 }

    /// Writes every byte; returns the errno of a failed write, or 0.
    static func writeAll(_ fd: Int32, _ text: String) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
    }

    /// Writes every byte, retrying short writes and EINTR; returns the errno of a failed write (EIO when nothing
    /// could be written), or 0.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let n = systemWrite(fd, base + offset, bytes.count - offset)
            if n > 0 { offset += n; continue }
            if n < 0 && errno == EINTR { continue }
            return n < 0 ? errno : EIO
        }
        return 0
    }
}

/// `write(2)`, named so that it does not clash with methods called `write`.
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
    #elseif canImport(Darwin)
    return Darwin.write(fd, buffer, count)
    #else
    return Musl.write(fd, buffer, count)
    #endif
}
