import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// Maps the elements on `jobs` threads; results keep the input's order, so output does not
    /// depend on the thread count.
    public func parallelMap<T: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> T) -> [T] {
        if jobs <= 1 || count <= 1 { return map(transform) }
        let results = Mutex<[T?]>(Array<T?>(repeating: nil, count: count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: Swift.min(jobs, count)) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                if index >= count { return }
                let value = transform(self[index])
                results.withLock { $0[index] = value }
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}
