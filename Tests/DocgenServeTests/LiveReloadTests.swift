@testable import DocgenServe
import Synchronization
import Testing

/// The live-reload hub without a server: what each stream is sent, and what the hub keeps.
@Suite struct LiveReloadTests {
    static let noWake: @Sendable () -> Void = {}

    /// Everything `stream` has now, until it would wait.
    static func drain(_ stream: HTTPEventStream) -> String {
        var bytes: [UInt8] = []
        while case .bytes(let chunk) = stream.next(wake: noWake) { bytes += chunk }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func failure(_ build: Int, errors: Int) -> LiveReloadEvent {
        .failed((0..<errors).map { "content/a.md:\($0 + 1):1: error: build \(build) cannot find 'missing-\($0).md'" })
    }

    /// 200 failed builds of 5,000 errors each, to a page that never reads: the hub keeps at most
    /// 1 MiB, and the page, when it reads at last, gets a reload and the latest failure (cut to
    /// 64 KiB), not a backlog.
    @Test func aStreamThatNeverReadsIsOwedOneReloadAndTheLatestFailure() {
        let hub = LiveReload()
        defer { hub.close() }
        let stream = hub.subscribe()
        #expect(Self.drain(stream) == "retry: 500\n\n")
        for build in 0..<200 {
            hub.publish(Self.failure(build, errors: 5000))
            #expect(hub.keptMessageBytes <= LiveReload.keptBytes)
        }
        let owed = Self.drain(stream)
        #expect(owed.utf8.count <= 2 * LiveReloadEvent.maximumMessageBytes)
        #expect(owed.hasPrefix("event: reload\ndata: [\"*\"]\n\nevent: failed\ndata: [\"content/a.md:1:1: error: build 199 "))
        #expect(owed.contains("more (the terminal lists them all)\"]\n\n"))
        #expect(!owed.contains("build 198"))
    }

    @Test func aStreamThatKeepsUpGetsEveryEventInOrder() {
        let hub = LiveReload()
        defer { hub.close() }
        let stream = hub.subscribe()
        _ = Self.drain(stream)
        hub.publish(.pagesChanged(["a.html"]))
        hub.publish(.stylesChanged(["assets/docgen.css"]))
        hub.publish(.failed(["x"]))
        #expect(Self.drain(stream) == "event: reload\ndata: [\"a.html\"]\n\nevent: css\ndata: [\"assets/docgen.css\"]\n\nevent: failed\ndata: [\"x\"]\n\n")
    }

    @Test func aWaitingStreamIsWokenOnceByTheNextEvent() {
        let hub = LiveReload()
        defer { hub.close() }
        let stream = hub.subscribe()
        _ = Self.drain(stream)
        let wakes = Mutex(0)
        #expect(stream.next(wake: { wakes.withLock { $0 += 1 } }) == .later)
        hub.publish(.pagesChanged(["a.html"]))
        hub.publish(.pagesChanged(["b.html"]))
        #expect(wakes.withLock { $0 } == 1)
        #expect(Self.drain(stream).contains("b.html"))
        hub.close()
        #expect(stream.next(wake: Self.noWake) == .end)
    }

    @Test func eventsTooLargeForAMessageReloadEveryPageOrAreCut() {
        let pages = (0..<10_000).map { "chapter-\($0)/index.html" }
        #expect(LiveReloadEvent.pagesChanged(pages).message == LiveReloadEvent.pagesChanged(["*"]).message)
        #expect(LiveReloadEvent.stylesChanged(pages).message == LiveReloadEvent.pagesChanged(["*"]).message)
        let long = String(repeating: "é", count: 5000)
        let failed = String(decoding: LiveReloadEvent.failed([long]).message, as: UTF8.self)
        #expect(failed == "event: failed\ndata: [\"\(String(repeating: "é", count: 512))…\"]\n\n")
        let many = LiveReloadEvent.failed((0..<5000).map { "error \($0)" }).message
        #expect(many.count <= LiveReloadEvent.maximumMessageBytes)
    }
}
