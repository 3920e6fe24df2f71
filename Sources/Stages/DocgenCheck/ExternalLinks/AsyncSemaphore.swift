/// A counting semaphore for async code: waiting suspends the task instead of blocking a thread.
actor AsyncSemaphore {
    private var availablePermits: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a semaphore with `permits` permits (at least one).
    init(permits: Int) {
        availablePermits = max(1, permits)
    }

    /// Takes a permit, suspending in FIFO order until one is free.
    func acquire() async {
        if availablePermits > 0 {
            availablePermits -= 1
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Returns a permit, handing it straight to the longest waiter if there is one.
    func release() {
        if waiters.isEmpty {
            availablePermits += 1
        } else {
            waiters.removeFirst().resume()
        }
    }

    /// Runs `body` while holding a permit.
    func withPermit<T: Sendable>(_ body: @Sendable () async -> T) async -> T {
        await acquire()
        let value = await body()
        release()
        return value
    }
}
