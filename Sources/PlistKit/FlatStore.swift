#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A growable array of plain values. The parsers append a node per value and a link per child; with `Array`
/// each append paid a uniqueness check (a runtime call) and a capacity check, here it is a compare and a store.
///
/// The position and size live in this struct, so the builder mutates them with no dynamic exclusivity checks (a
/// class's stored `var`s would get one per access); the memory belongs to a `FlatMemory` object that frees it.
/// Copies share the memory: only the builder that owns a store appends to it, and nobody keeps a copy across an
/// append (growing moves the memory). A finished document's stores are read-only and shared between threads.
@usableFromInline
struct FlatStore<Element: BitwiseCopyable>: @unchecked Sendable {
    // @unchecked: see above; the memory is immutable once a document is published.
    @usableFromInline private(set) var base: UnsafeMutablePointer<Element>
    @usableFromInline private(set) var count = 0
    private var capacity: Int
    /// Appends up to here need no bookkeeping: the capacity, or for big stores the end of the memory prefaulted
    /// so far (see `extend`).
    private var limit: Int
    private let memory: FlatMemory<Element>

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        memory = FlatMemory(capacity: self.capacity)
        base = memory.base
        limit = 0
        limit = prefaultLimit(from: 0)
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == limit { extend(by: 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `other[from...]` and removes those elements from `other` (a scratch stack).
    @inline(__always)
    mutating func moveTail(of other: inout FlatStore<Element>, from: Int) {
        let n = other.count - from
        guard n > 0 else { return }
        if count + n > limit { extend(by: n) }
        (base + count).initialize(from: other.base + from, count: n)
        count += n
        other.count = from
    }

    /// Room for `n` more elements: the next prefaulted stretch, or more memory.
    @inline(never)
    private mutating func extend(by n: Int) {
        if count + n > capacity {
            base = memory.grow(count: count, to: max(capacity * 2, count + n))
            capacity = max(capacity * 2, count + n)
        }
        limit = max(prefaultLimit(from: count), min(capacity, count + n))
    }

    /// Big stores fault their memory in ahead of use, 2 MB at a time (`MADV_POPULATE_WRITE`, Linux 5.14+): the
    /// kernel then fills page tables in bulk, about a third cheaper than one page fault per 4 KB page, which is
    /// most of what parsing a 100 MB project costs on a fresh process. Small stores, other systems and older
    /// kernels (the call fails, harmlessly) fault pages in one by one as before. Returns the new `limit`.
    private func prefaultLimit(from start: Int) -> Int {
        let stride = MemoryLayout<Element>.stride
        let chunk = Swift.max(1, Self.prefaultBytes / stride)
        guard capacity * stride >= Self.prefaultBytes else { return capacity }
        let end = Swift.min(capacity, start + chunk)
        #if os(Linux)
        let page = 4096
        let from = UInt(bitPattern: base + start) & ~UInt(page - 1)
        let to = UInt(bitPattern: base + end)
        if to > from, let address = UnsafeMutableRawPointer(bitPattern: from) {
            _ = madvise(address, Int(to - from), 23)  // MADV_POPULATE_WRITE; glibc may not name it yet
        }
        #endif
        return end
    }

    static var prefaultBytes: Int { 2 << 20 }

    /// Gives the kernel back the pages past the last element (Linux; elsewhere nothing happens): the part
    /// prefaulted ahead of use (up to `prefaultBytes`) and any page touched beyond it. For a finished store that
    /// nothing appends to any more; an append after it still works (the pages come back zeroed). Small stores
    /// are left alone.
    func releaseUnused() {
        #if os(Linux)
        let stride = MemoryLayout<Element>.stride
        guard capacity * stride >= Self.prefaultBytes else { return }
        let page = UInt(4096)
        let from = (UInt(bitPattern: base + count) + page - 1) & ~(page - 1)
        let to = UInt(bitPattern: base + capacity) & ~(page - 1)
        if to > from, let address = UnsafeMutableRawPointer(bitPattern: from) {
            _ = madvise(address, Int(to - from), 4)  // MADV_DONTNEED
        }
        #endif
    }

    /// Makes the store `count` copies of `value`, growing (without keeping the contents) if needed.
    mutating func reset(count newCount: Int, to value: Element) {
        if newCount > capacity {
            base = memory.grow(count: 0, to: newCount)
            capacity = newCount
        }
        base.initialize(repeating: value, count: newCount)  // trivial elements: no deinitialization needed
        count = newCount
        limit = Swift.max(count, limit)
    }

    @inlinable
    subscript(i: Int) -> Element {
        precondition(i >= 0 && i < count, "index out of range")
        return base[i]
    }

    @inlinable
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }
}

/// Owns a `FlatStore`'s memory and frees it with the last store (or document) that uses it.
@usableFromInline
final class FlatMemory<Element: BitwiseCopyable>: @unchecked Sendable {
    // @unchecked: `base` changes only while the owning builder grows the store, before anything is shared.
    private(set) var base: UnsafeMutablePointer<Element>

    init(capacity: Int) {
        base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        HugePages.advise(UnsafeMutableRawPointer(base), count: capacity * MemoryLayout<Element>.stride)
    }

    func grow(count: Int, to capacity: Int) -> UnsafeMutablePointer<Element> {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        HugePages.advise(UnsafeMutableRawPointer(bigger), count: capacity * MemoryLayout<Element>.stride)
        bigger.initialize(from: base, count: count)
        base.deallocate()
        base = bigger
        return bigger
    }

    deinit { base.deallocate() }
}
