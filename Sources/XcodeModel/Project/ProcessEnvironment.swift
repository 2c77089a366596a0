#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process was started with: environment variables, the current directory, the processors it may use.
/// Plain C calls rather than `ProcessInfo` and `FileManager`: on Linux a single reference to either pulls most of
/// FoundationEssentials (and through it the regex engine) into the static binary, 5.2 MB of its 17.7 MB, for what
/// these few lines do (`make bench` reports the binary's size).
public enum ProcessEnvironment {
    /// The value of the environment variable `name`, or nil when it is not set.
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Every environment variable (for a decision that looks at several of them at once).
    public static var all: [String: String] {
        var result: [String: String] = [:]
        #if canImport(Darwin)
        let entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron().pointee
        #else
        let entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #endif
        guard var entry = entries else { return result }
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }

    /// The current directory, or "" when it cannot be found (it was deleted, or is too deep for `getcwd`), as
    /// `FileManager.currentDirectoryPath` answers.
    public static var currentDirectory: String {
        guard let pointer = getcwd(nil, 0) else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The user's home folder (`$HOME`), or nil when it is not set.
    public static var homeDirectory: String? {
        value("HOME").flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The folder for temporary files: `$TMPDIR`, else /tmp.
    public static var temporaryDirectory: String {
        value("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// The processors this process may use (at least 1): those online, on Linux fewer when its control group's
    /// CPU quota (`cpu.max`, cgroup v2) allows fewer, as in a container limited to 2 CPUs on a larger host (what
    /// `ProcessInfo.activeProcessorCount` answers there too).
    public static var processorCount: Int {
        var count = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        #if os(Linux)
        if let quota = cgroupQuota { count = min(count, quota) }
        #endif
        return max(1, count)
    }

    #if os(Linux)

    /// `cpu.max` holds "QUOTA PERIOD" (microseconds), or "max PERIOD" without a limit.
    private static var cgroupQuota: Int? {
        // Read directly: FileSystem.read refuses /sys, which no project may name, and logs its inputs.
        let fd = open("/sys/fs/cgroup/cpu.max", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { _ = close(fd) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(fd, &buffer, buffer.count)
        guard count > 0 else { return nil }
        return cgroupQuota(cpuMax: String(decoding: buffer[..<count], as: UTF8.self))
    }

    /// The whole CPUs (rounded up) a `cpu.max` text allows, nil for no limit or text that is not "QUOTA PERIOD".
    static func cgroupQuota(cpuMax text: String) -> Int? {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count >= 2, let quota = Int(fields[0]), let period = Int(fields[1]), quota > 0, period > 0 else {
            return nil
        }
        return (quota + period - 1) / period
    }
    #endif
}
