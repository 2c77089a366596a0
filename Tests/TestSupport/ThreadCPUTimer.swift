#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time the calling thread has used since the timer was made, for the tests that tell linear work from
/// exponential or quadratic work. A wall-clock bound fails when the machine is busy (`.ci/run` beside four builds
/// took 11.5 s for a test that needs 0.3 s); the thread's own CPU time hardly grows with the load. The measured
/// work must run on the calling thread (synchronous code in the test body does).
public struct ThreadCPUTimer {
    private let start: Duration

    public init() { start = Self.now() }

    /// CPU time used by this thread since `init`.
    public var elapsed: Duration { Self.now() - start }

    private static func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }
}
