import Dispatch
import Synchronization

/// A value computed on another thread while the caller goes on; reading it waits for it.
public final class BackgroundValue<Value: Sendable>: Sendable {
    private let group = DispatchGroup()
    private let result = Mutex<Value?>(nil)

    public init(_ compute: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async(group: group) { [self] in
            let value = compute()
            result.withLock { $0 = value }
        }
    }

    public var value: Value {
        group.wait()
        return result.withLock { $0! }
    }
}
