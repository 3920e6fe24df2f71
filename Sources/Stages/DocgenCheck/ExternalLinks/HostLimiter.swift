/// Caps the number of requests in flight to each host.
actor HostLimiter {
    private let permitsPerHost: Int
    private var semaphores: [String: AsyncSemaphore] = [:]

    /// Creates a limiter allowing `permitsPerHost` concurrent requests to any one host.
    init(permitsPerHost: Int) {
        self.permitsPerHost = permitsPerHost
    }

    /// Runs `body` while holding one of `host`'s permits.
    func withPermit<T: Sendable>(forHost host: String, _ body: @Sendable () async -> T) async -> T {
        await semaphore(forHost: host).withPermit(body)
    }

    private func semaphore(forHost host: String) -> AsyncSemaphore {
        if let existing = semaphores[host] { return existing }
        let created = AsyncSemaphore(permits: permitsPerHost)
        semaphores[host] = created
        return created
    }
}
