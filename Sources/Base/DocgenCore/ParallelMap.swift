import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// Maps the elements on `jobs` threads; results keep the input's order, so output does not
    /// depend on the thread count.
    ///
    /// Threads take indices in runs (up to 64 at a time, small enough that a slow element still
    /// leaves work for the others) and write each result straight into its slot. Taken one by
    /// one, under a lock per result, the threads spent a large share of a quick map, such as a
    /// large site's page keys, meeting at the counter and the lock, and neighbouring elements,
    /// which often share objects, ran on different cores and fought over their reference counts.
    public func parallelMap<T: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> T) -> [T] {
        if jobs <= 1 || count <= 1 { return map(transform) }
        let count = count
        let run = Swift.max(1, Swift.min(64, count / jobs / 32))
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each slot is initialized by exactly one thread, and read only after every thread
            // is done (concurrentPerform returns then).
            nonisolated(unsafe) let slots = buffer.baseAddress!
            let next = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: Swift.min(jobs, count)) { _ in
                while true {
                    let start = next.add(run, ordering: .relaxed).oldValue
                    if start >= count { return }
                    for index in start..<Swift.min(start + run, count) {
                        (slots + index).initialize(to: transform(self[index]))
                    }
                }
            }
            initialized = count
        }
    }
}
