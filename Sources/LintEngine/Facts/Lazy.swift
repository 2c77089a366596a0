#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit

/// A value computed on first use, once, from any thread. For facts that are expensive and rarely needed: the
/// icon providers of every other target (`TargetFacts.providersElsewhere`) mean walking every catalog of every
/// target, and only a missing icon name asks for them.
public final class Lazy<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `state` is only touched under `lock`.
    private let lock = Lock()
    private var state: State

    private enum State {
        case pending(@Sendable () -> Value)
        case done(Value)
    }

    public init(_ compute: @escaping @Sendable () -> Value) { state = .pending(compute) }

    public var value: Value {
        lock.lock()
        defer { lock.unlock() }
        switch state {
        case .done(let value):
            return value
        case .pending(let compute):
            let value = compute()
            state = .done(value)
            return value
        }
    }
}
