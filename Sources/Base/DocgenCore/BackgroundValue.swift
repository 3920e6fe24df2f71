import Dispatch
import Synchronization

/// A value computed on another thread while the caller goes on; reading it waits for it.
public final class BackgroundValue<Value: Sendable>: Sendable {
    private let group = DispatchGroup()
    private let result = Mutex<Value?>(nil)

    /// Starts computing the value at once or, given `work`, once everything in it is done: a
    /// value needed later then takes the core that work leaves instead of competing for one.
    public init(after work: DispatchGroup? = nil, _ compute: @escaping @Sendable () -> Value) {
        group.enter()
        let computing: @Sendable () -> Void = { [self] in
            let value = compute()
            result.withLock { $0 = value }
            group.leave()
        }
        if let work {
            work.notify(queue: .global(), execute: computing)
        } else {
            DispatchQueue.global().async(execute: computing)
        }
    }

    public var value: Value {
        group.wait()
        return result.withLock { $0! }
    }
}
