import Foundation

/// Where a SIGINT or SIGTERM goes: -1 ends the process at once; otherwise the signal handler
/// writes one byte to this descriptor (a ``FileWatcher``'s stop pipe, in DocgenServe), which ends the
/// serve loop. A plain global, read by the handler: a load and `write` or `_exit` are all a
/// signal handler may safely do.
nonisolated(unsafe) private var stopDescriptor: Int32 = -1

/// SIGINT and SIGTERM for `docgen serve`, caught by a `sigaction` handler from the moment
/// ``install()`` returns, so no stop request is ever lost. (A dispatch signal source is
/// registered asynchronously, and a signal that came before it was ignored.)
enum StopSignals {
    /// Installs the handler. Until ``stop(writingTo:)`` names where to write, a signal ends
    /// the process at once with status 130: nothing needs releasing before the server starts.
    static func install() {
        stopDescriptor = -1
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            let descriptor = stopDescriptor
            if descriptor < 0 { _exit(130) }
            var one: UInt8 = 1
            _ = write(descriptor, &one, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        for number in [SIGINT, SIGTERM] { sigaction(number, &action, nil) }
        // A parent may start docgen with the signals blocked (a child inherits the mask of the
        // thread that spawned it, and worker threads block most signals): they would stay
        // pending forever. This thread takes them.
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM] { sigaddset(&signals, number) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// From now on a signal writes one byte to `descriptor` instead of ending the process.
    static func stop(writingTo descriptor: Int32) {
        stopDescriptor = descriptor
    }
}
