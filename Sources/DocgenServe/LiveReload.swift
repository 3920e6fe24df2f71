import Foundation
import Synchronization

/// Hands each event to every open page's event stream. A page that connects while the last
/// build is failed is told at once, so it shows the diagnostics too.
///
/// What it keeps is bounded whatever the pages do: the latest events (at most ``keptEvents``
/// and ``keptBytes``), each encoded once and shared by every stream. A stream holds only its
/// place among them, so a page that never reads costs nothing more; one that falls behind the
/// events kept is told to reload (with the current failure, if any), which shows the latest
/// state, so nothing is lost.
public final class LiveReload: Sendable {
    static let keptEvents = 64
    static let keptBytes = 1024 * 1024
    static let keepAliveComment = Array(": keep-alive\n\n".utf8)

    private struct State {
        /// Encoded events; `messages[0]` is at `firstPosition`.
        var messages: [[UInt8]] = []
        var firstPosition = 0
        var messageBytes = 0
        var failure: [UInt8]?
        var isClosed = false
        /// Counts keep-alive periods: a stream that has sent nothing in the current one sends a comment.
        var keepAliveRound = 0
        /// Streams waiting for an event, to wake once.
        var waiting: [@Sendable () -> Void] = []

        mutating func takeWaiting() -> [@Sendable () -> Void] {
            defer { waiting = [] }
            return waiting
        }
    }

    private let state = Mutex(State())
    nonisolated(unsafe) private let timer = DispatchSource.makeTimerSource(queue: .global())

    /// `keepAlive`: how often waiting streams send a comment, so the connection stays open and a
    /// page that left is noticed.
    public init(keepAlive: TimeInterval = 5) {
        timer.schedule(deadline: .now() + keepAlive, repeating: keepAlive)
        timer.setEventHandler { [weak self] in self?.sendKeepAlives() }
        timer.resume()
    }

    deinit {
        timer.cancel()
    }

    /// Sends `event` to every open page; a failure is also kept for pages that open later,
    /// until a rebuild succeeds.
    public func publish(_ event: LiveReloadEvent) {
        let message = event.message
        let woken = state.withLock { state in
            state.messages.append(message)
            state.messageBytes += message.count
            while state.messages.count > 1 && (state.messages.count > Self.keptEvents || state.messageBytes > Self.keptBytes) {
                state.messageBytes -= state.messages.removeFirst().count
                state.firstPosition += 1
            }
            if case .failed = event { state.failure = message } else { state.failure = nil }
            return state.takeWaiting()
        }
        for wake in woken { wake() }
    }

    /// Ends every stream, so no connection is left waiting when the server stops.
    public func close() {
        timer.cancel()
        let woken = state.withLock { state in
            state.isClosed = true
            return state.takeWaiting()
        }
        for wake in woken { wake() }
    }

    /// A new page's stream: it starts with a retry hint and the current failure, if any.
    public func subscribe() -> HTTPEventStream {
        state.withLock { state in
            Subscription(hub: self, position: state.firstPosition + state.messages.count, keepAliveRound: state.keepAliveRound,
                         greeting: Array("retry: 500\n\n".utf8) + (state.failure ?? []))
        }
    }

    /// The bytes of the events kept for streams.
    var keptMessageBytes: Int { state.withLock { $0.messageBytes } }

    /// The next chunk for `subscription`: its greeting, the next event, a keep-alive comment, the
    /// end, or `.later` with `wake` called once when there may be more.
    fileprivate func next(for subscription: Subscription, wake: @escaping @Sendable () -> Void) -> HTTPStreamChunk {
        state.withLock { state in
            guard !state.isClosed else { return .end }
            if let greeting = subscription.greeting {
                subscription.greeting = nil
                return .bytes(greeting)
            }
            let end = state.firstPosition + state.messages.count
            if subscription.position < state.firstPosition {
                subscription.position = end
                return .bytes(LiveReloadEvent.pagesChanged(["*"]).message + (state.failure ?? []))
            }
            if subscription.position < end {
                defer { subscription.position += 1 }
                return .bytes(state.messages[subscription.position - state.firstPosition])
            }
            if subscription.keepAliveRound != state.keepAliveRound {
                subscription.keepAliveRound = state.keepAliveRound
                return .bytes(Self.keepAliveComment)
            }
            state.waiting.append(wake)
            return .later
        }
    }

    private func sendKeepAlives() {
        let woken = state.withLock { state in
            state.keepAliveRound += 1
            return state.takeWaiting()
        }
        for wake in woken { wake() }
    }
}

/// One page's event stream: its place among the hub's events. Read and written only under the
/// hub's lock.
private final class Subscription: HTTPEventStream, @unchecked Sendable {
    private let hub: LiveReload
    var position: Int
    var keepAliveRound: Int
    var greeting: [UInt8]?

    init(hub: LiveReload, position: Int, keepAliveRound: Int, greeting: [UInt8]) {
        self.hub = hub
        self.position = position
        self.keepAliveRound = keepAliveRound
        self.greeting = greeting
    }

    func next(wake: @escaping @Sendable () -> Void) -> HTTPStreamChunk {
        hub.next(for: self, wake: wake)
    }
}
