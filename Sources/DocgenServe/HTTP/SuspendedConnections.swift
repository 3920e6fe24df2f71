import CMicroHTTPD
import Synchronization

/// The connections of one server that wait for their stream's next chunk, suspended so that they
/// hold no thread, and the bookkeeping that resumes each exactly once.
///
/// libmicrohttpd forbids resuming a connection that is not suspended, and stopping a server that
/// has suspended connections; a wake can come from any thread, even before its connection has
/// been suspended. So a wake that comes first is remembered and the suspension skipped, and
/// `stopAll()` resumes every waiting connection and refuses further suspensions.
final class SuspendedConnections: Sendable {
    private struct State {
        var suspended: Set<UInt> = []
        /// Woken before they were suspended: their stream may have something already.
        var wokenEarly: Set<UInt> = []
        var isStopping = false
    }

    private let state = Mutex(State())

    /// Suspends `connection` (called by its own thread, from libmicrohttpd's content callback).
    /// False when it must not wait: it was woken already (ask the stream again), or the server
    /// is stopping (see ``isStopping``).
    func suspend(_ connection: OpaquePointer) -> Bool {
        let key = UInt(bitPattern: connection)
        return state.withLock { state in
            if state.isStopping || state.wokenEarly.remove(key) != nil { return false }
            state.suspended.insert(key)
            docgen_http_suspend_connection(connection)
            return true
        }
    }

    /// Resumes `connection` if it waits, or lets its next suspension be skipped; from any thread.
    func wake(_ connection: OpaquePointer) {
        let key = UInt(bitPattern: connection)
        state.withLock { state in
            if state.suspended.remove(key) != nil {
                docgen_http_resume_connection(connection)
            } else if !state.isStopping {
                state.wokenEarly.insert(key)
            }
        }
    }

    var isStopping: Bool { state.withLock { $0.isStopping } }

    /// Resumes every waiting connection and suspends none from now on, so the server can stop.
    func stopAll() {
        state.withLock { state in
            state.isStopping = true
            for connection in state.suspended.compactMap(OpaquePointer.init(bitPattern:)) {
                docgen_http_resume_connection(connection)
            }
            state.suspended = []
            state.wokenEarly = []
        }
    }
}
