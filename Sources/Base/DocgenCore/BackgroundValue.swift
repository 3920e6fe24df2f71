import Dispatch
import Foundation
import Synchronization

/// A value computed on another thread while the caller goes on; reading it waits for it.
public final class BackgroundValue<Value: Sendable>: Sendable {
    private let group = DispatchGroup()
    private let result = Mutex<Value?>(nil)

    /// Starts computing the value. A value computed `yielding` gets a thread of its own at
    /// the lowest priority: it runs on whatever core the rest of the work leaves idle.
    public init(yielding: Bool = false, _ compute: @escaping @Sendable () -> Value) {
        group.enter()
        let work: @Sendable () -> Void = { [self] in
            let value = compute()
            result.withLock { $0 = value }
            group.leave()
        }
        if yielding {
            Thread.detachNewThread {
                // With who 0, Linux sets the calling thread's nice value alone.
                setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
                work()
            }
        } else {
            DispatchQueue.global().async(execute: work)
        }
    }

    public var value: Value {
        group.wait()
        return result.withLock { $0! }
    }
}
