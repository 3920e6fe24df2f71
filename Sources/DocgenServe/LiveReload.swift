import DocgenCore
import Foundation

/// What the preview server tells open pages after a rebuild.
public enum LiveReloadEvent: Sendable, Equatable {
    /// These pages changed (paths inside the site): a page among them reloads.
    case pagesChanged([String])
    /// Only style sheets changed: pages swap them without reloading.
    case stylesChanged([String])
    /// The build failed: pages show these diagnostics until the next good build.
    case failed([String])

    /// The event in server-sent-events form: `event: name`, one `data:` line of JSON, a blank line.
    var message: [UInt8] {
        let (name, list) = switch self {
        case .pagesChanged(let pages): ("reload", pages)
        case .stylesChanged(let sheets): ("css", sheets)
        case .failed(let diagnostics): ("failed", diagnostics)
        }
        let json = "[" + list.map(JSONText.quoted).joined(separator: ",") + "]"
        return Array("event: \(name)\ndata: \(json)\n\n".utf8)
    }
}

/// Hands each event to every open page's event stream. A page that connects while the last
/// build is failed is told at once, so it shows the diagnostics too.
public final class LiveReload: Sendable {
    private let state = NSCondition()
    // Guarded by `state`.
    nonisolated(unsafe) private var events: [LiveReloadEvent] = []
    /// The position of `events[0]`: only the latest events are kept.
    nonisolated(unsafe) private var firstPosition = 0
    nonisolated(unsafe) private var failure: LiveReloadEvent?
    nonisolated(unsafe) private var isClosed = false
    /// How long a stream waits before it sends a comment to keep the connection open.
    let keepAlive: TimeInterval

    public init(keepAlive: TimeInterval = 5) {
        self.keepAlive = keepAlive
    }

    /// Sends `event` to every open page; a failure is also kept for pages that open later,
    /// until a rebuild succeeds.
    public func publish(_ event: LiveReloadEvent) {
        state.lock()
        events.append(event)
        if events.count > 64 {
            events.removeFirst()
            firstPosition += 1
        }
        if case .failed = event { failure = event } else { failure = nil }
        state.broadcast()
        state.unlock()
    }

    /// Ends every stream, so no connection thread is left waiting when the server stops.
    public func close() {
        state.lock()
        isClosed = true
        state.broadcast()
        state.unlock()
    }

    /// A new page's stream: it starts with a retry hint and the current failure, if any.
    public func subscribe() -> HTTPEventStream {
        state.lock()
        defer { state.unlock() }
        return Subscription(hub: self, position: firstPosition + events.count, pending: failure.map { [$0] } ?? [])
    }

    /// The next chunk for a subscriber at `position`: waits for an event, a keep-alive, or the end.
    fileprivate func next(after position: inout Int) -> [UInt8]? {
        state.lock()
        defer { state.unlock() }
        let deadline = Date().addingTimeInterval(keepAlive)
        while !isClosed && position == firstPosition + events.count {
            if !state.wait(until: deadline) { return Array(": keep-alive\n\n".utf8) }
        }
        guard !isClosed else { return nil }
        // A stream that fell behind the kept events skips to the oldest one kept.
        position = max(position, firstPosition)
        let event = events[position - firstPosition]
        position += 1
        return event.message
    }
}

/// One page's event stream.
private final class Subscription: HTTPEventStream, @unchecked Sendable {
    // Read only on the connection's own thread.
    private let hub: LiveReload
    private var position: Int
    private var greeting: [UInt8]?

    init(hub: LiveReload, position: Int, pending: [LiveReloadEvent]) {
        self.hub = hub
        self.position = position
        greeting = Array("retry: 500\n\n".utf8) + pending.flatMap(\.message)
    }

    func next() -> [UInt8]? {
        if let greeting {
            self.greeting = nil
            return greeting
        }
        return hub.next(after: &position)
    }
}
