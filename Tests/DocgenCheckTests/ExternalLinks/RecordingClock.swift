import DocgenCheck
import Synchronization

/// A clock for the link checker that stands still at `now`: each wait asked for is recorded and
/// returns at once, so tests see the waits without spending them.
final class RecordingClock: Sendable {
    let now: Double
    private let waits = Mutex<[Double]>([])

    init(now: Double = 1_700_000_000) {
        self.now = now
    }

    /// The waits asked for so far, in seconds, in the order asked.
    var requestedWaits: [Double] { waits.withLock { $0 } }

    var linkCheckClock: LinkCheckClock {
        LinkCheckClock(now: { [now] in now }, sleep: { [self] seconds in waits.withLock { $0.append(seconds) } })
    }
}
