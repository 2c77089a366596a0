#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Where the command writes. Tests capture both streams; the executable writes to the real ones.
public final class Console: @unchecked Sendable {
    private var out: [UInt8] = []
    private var err: [UInt8] = []
    private let capture: Bool

    /// A console that writes straight to file descriptors 1 and 2.
    public static func standard() -> Console { Console(capture: false) }
    /// A console that keeps everything in memory.
    public static func capturing() -> Console { Console(capture: true) }

    private init(capture: Bool) { self.capture = capture }

    public func write(_ text: String) {
        if capture { out.append(contentsOf: text.utf8) } else { Console.writeAll(1, text) }
    }

    public func error(_ text: String) {
        if capture { err.append(contentsOf: text.utf8) } else { Console.writeAll(2, text) }
    }

    public var capturedOutput: String { String(decoding: out, as: UTF8.self) }
    public var capturedError: String { String(decoding: err, as: UTF8.self) }

    /// True if standard output is a terminal (for colour).
    public var isTerminal: Bool { !capture && isatty(1) == 1 }
    public var isErrorTerminal: Bool { !capture && isatty(2) == 1 }

    static func writeAll(_ fd: Int32, _ text: String) {
        var text = text
        text.withUTF8 { buf in
            var offset = 0
            while offset < buf.count {
                guard let base = buf.baseAddress else { return }
                #if canImport(Glibc)
                let n = Glibc.write(fd, base + offset, buf.count - offset)
                #elseif canImport(Darwin)
                let n = Darwin.write(fd, base + offset, buf.count - offset)
                #else
                let n = Musl.write(fd, base + offset, buf.count - offset)
                #endif
                if n <= 0 {
                    if n < 0 && errno == EINTR { continue }
                    return  // closed pipe: nothing sensible left to do
                }
                offset += n
            }
        }
    }
}
