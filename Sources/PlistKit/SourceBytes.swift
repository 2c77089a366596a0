/// The bytes of a text: an array, or memory a caller lends for as long as the bytes live.
///
/// pbxlint itself reads every file into an array: mapping big project files saves the kernel's zeroing and copying,
/// but a mapped file that another process truncates kills the reader with
/// SIGBUS. Lent memory remains for embedders that own memory nobody else can change.
public struct SourceBytes: RandomAccessCollection, Sendable {
    @usableFromInline let array: [UInt8]
    @usableFromInline let lent: Lent?

    /// Memory lent by the caller, handed back (`release`) when the last copy of these bytes is gone.
    @usableFromInline final class Lent: @unchecked Sendable {
        // @unchecked: the memory is never written while lent.
        @usableFromInline let base: UnsafePointer<UInt8>
        @usableFromInline let count: Int
        let release: @Sendable () -> Void

        init(base: UnsafePointer<UInt8>, count: Int, release: @escaping @Sendable () -> Void) {
            self.base = base
            self.count = count
            self.release = release
        }

        deinit { release() }
    }

    public init(_ array: [UInt8]) {
        self.array = array
        lent = nil
    }

    /// `count` bytes at `base`, which must stay valid and unchanged until `release` is called.
    public init(lending base: UnsafePointer<UInt8>, count: Int, release: @escaping @Sendable () -> Void) {
        array = []
        lent = Lent(base: base, count: count, release: release)
    }

    /// True when the bytes are lent memory rather than an array.
    public var isLent: Bool { lent != nil }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { lent?.count ?? array.count }
    @inlinable public var count: Int { lent?.count ?? array.count }

    @inlinable public func index(after i: Int) -> Int { i + 1 }
    @inlinable public func index(before i: Int) -> Int { i - 1 }

    @inlinable
    public subscript(position: Int) -> UInt8 {
        guard let lent else { return array[position] }
        precondition(position >= 0 && position < lent.count, "index out of range")
        return lent.base[position]
    }

    @inlinable @inline(__always)
    public func withUnsafeBufferPointer<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        if let lent { return try body(UnsafeBufferPointer(start: lent.base, count: lent.count)) }
        return try array.withUnsafeBufferPointer(body)
    }

    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        if let lent { return try body(UnsafeBufferPointer(start: lent.base, count: lent.count)) }
        return try array.withUnsafeBufferPointer(body)
    }

    /// The bytes as an array (a copy when they are lent).
    public var asArray: [UInt8] { lent == nil ? array : withUnsafeBufferPointer { Array($0) } }
}

extension SourceBytes: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: UInt8...) { self.init(elements) }
}
