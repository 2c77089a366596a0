#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Asks the kernel to back big buffers with 2 MB pages (`MADV_HUGEPAGE`), for memory that is about to be filled
/// once from start to end: the 100 MB project file as it is read, the parser's node and link stores. With 4 KB
/// pages each of those fills takes one page fault per 4 KB (about 35,000 in a 100 MB run, a third of its time
/// in the kernel); with 2 MB pages one per 2 MB. Only the whole 2 MB pages inside the buffer are advised. Linux
/// only, and only where transparent huge pages are enabled (`always` or `madvise`); elsewhere, or when the call
/// fails, memory is faulted in page by page as before. Small buffers are left alone.
public enum HugePages {
    /// Buffers smaller than this gain nothing worth a system call.
    public static let threshold = 4 << 20

    /// Returns whether a range was advised (false for small buffers, other systems, or a refused call).
    @discardableResult
    public static func advise(_ base: UnsafeMutableRawPointer, count: Int) -> Bool {
        #if os(Linux)
        guard count >= threshold else { return false }
        let huge = UInt(2 << 20)
        let start = (UInt(bitPattern: base) + huge - 1) & ~(huge - 1)
        let end = (UInt(bitPattern: base) + UInt(count)) & ~(huge - 1)
        guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return false }
        return madvise(address, Int(end - start), 14) == 0  // MADV_HUGEPAGE
        #else
        return false
        #endif
    }
}
