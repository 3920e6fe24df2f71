import Foundation

/// The time a link check reads and the waits it makes between attempts: the system's clock, or,
/// in tests, one that records the waits asked for and returns at once.
public struct LinkCheckClock: Sendable {
    /// Seconds since 1970: when answers are stamped, and what cached answers are judged fresh by.
    public var now: @Sendable () -> Double
    /// Waits `seconds` before a retry; returns early when the task is cancelled.
    public var sleep: @Sendable (_ seconds: Double) async -> Void

    public init(now: @escaping @Sendable () -> Double, sleep: @escaping @Sendable (_ seconds: Double) async -> Void) {
        self.now = now
        self.sleep = sleep
    }

    /// The system's clock, and real waits.
    public static let system = LinkCheckClock(
        now: { Date().timeIntervalSince1970 },
        sleep: { seconds in try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000)) })
}
