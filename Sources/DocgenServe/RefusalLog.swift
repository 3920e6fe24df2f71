import Synchronization

/// The console lines for refused requests, few however many come: the first at once, then at
/// most one per `interval`, which counts those refused in between without a line of their own.
/// A flood of requests from a hostile page cannot flood the terminal.
final class RefusalLog: Sendable {
    private struct State {
        var lastWritten: ContinuousClock.Instant?
        var unwritten = 0
    }

    private let state = Mutex(State())
    private let interval: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private let write: @Sendable (String) -> Void

    /// `now` is the clock (a test's own); `write` prints one line, without its line break.
    init(interval: Duration = .seconds(10), now: @escaping @Sendable () -> ContinuousClock.Instant = { .now },
         write: @escaping @Sendable (String) -> Void) {
        self.interval = interval
        self.now = now
        self.write = write
    }

    /// A request refused, as `message` describes it.
    func record(_ message: String) {
        let line = state.withLock { state -> String? in
            let now = now()
            if let last = state.lastWritten, now - last < interval {
                state.unwritten += 1
                return nil
            }
            defer { state = State(lastWritten: now, unwritten: 0) }
            return message + Self.count(state.unwritten)
        }
        if let line { write(line) }
    }

    /// Writes how many were refused since the last line, if any (when the server stops).
    func flush() {
        let unwritten = state.withLock { state in
            defer { state.unwritten = 0 }
            return state.unwritten
        }
        if unwritten > 0 { write("refused \(unwritten) more request\(unwritten == 1 ? "" : "s") since the last such line") }
    }

    private static func count(_ unwritten: Int) -> String {
        unwritten == 0 ? "" : " (and \(unwritten) more refused since the last such line)"
    }
}
