import Foundation

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
    private let memory: FlatMemory<Element>

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        memory = FlatMemory(capacity: self.capacity)
        base = memory.base
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: capacity * 2) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `other[from...]` and removes those elements from `other` (a scratch stack).
    @inline(__always)
    mutating func moveTail(of other: inout FlatStore<Element>, from: Int) {
        let n = other.count - from
        guard n > 0 else { return }
        if count + n > capacity { grow(to: max(capacity * 2, count + n)) }
        (base + count).initialize(from: other.base + from, count: n)
        count += n
        other.count = from
    }

    @inline(never)
    private mutating func grow(to newCapacity: Int) {
        base = memory.grow(count: count, to: newCapacity)
        capacity = newCapacity
    }

    /// Makes the store `count` copies of `value`, growing (without keeping the contents) if needed.
    mutating func reset(count newCount: Int, to value: Element) {
        if newCount > capacity {
            base = memory.grow(count: 0, to: newCount)
            capacity = newCount
        }
        base.initialize(repeating: value, count: newCount)  // trivial elements: no deinitialization needed
        count = newCount
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
    }

    func grow(count: Int, to capacity: Int) -> UnsafeMutablePointer<Element> {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        bigger.initialize(from: base, count: count)
        base.deallocate()
        base = bigger
        return bigger
    }

    deinit { base.deallocate() }
}
