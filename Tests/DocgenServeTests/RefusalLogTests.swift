@testable import DocgenServe
import Synchronization
import Testing

/// Console lines for refused requests, on a clock the test moves.
@Suite struct RefusalLogTests {
    @Test func theFirstRefusalIsWrittenAndTheNextAreCountedInTheFollowingLine() {
        let start = ContinuousClock.now
        let clock = Mutex(start), lines = Mutex<[String]>([])
        let log = RefusalLog(interval: .seconds(10), now: { clock.withLock { $0 } }, write: { line in lines.withLock { $0.append(line) } })
        log.record("refused a")
        for _ in 0..<500 { log.record("refused b") }
        clock.withLock { $0 = start + .seconds(9) }
        log.record("refused c")
        #expect(lines.withLock { $0 } == ["refused a"])
        clock.withLock { $0 = start + .seconds(10) }
        log.record("refused d")
        log.record("refused e")
        log.flush()
        log.flush()
        #expect(lines.withLock { $0 } == ["refused a", "refused d (and 501 more refused since the last such line)",
                                          "refused 1 more request since the last such line"])
    }
}
