import Dispatch
import DocgenCore
import Synchronization
import Testing

@Suite struct BackgroundValueTests {
    @Test func theValueIsComputedOnceAndReadAsOftenAsAsked() {
        let calls = Atomic<Int>(0)
        let computed = BackgroundValue {
            calls.add(1, ordering: .relaxed)
            return [1, 2, 3].reduce(0, +)
        }
        #expect(computed.value == 6)
        #expect(computed.value == 6)
        #expect(calls.load(ordering: .relaxed) == 1)
    }

    /// A value to compute after other work does not start while that work runs.
    @Test func aValueAfterOtherWorkWaitsForIt() {
        let work = DispatchGroup()
        work.enter()
        let started = DispatchSemaphore(value: 0)
        let workDone = Atomic<Bool>(false)
        let computed = BackgroundValue(after: work) {
            started.signal()
            return workDone.load(ordering: .relaxed)
        }
        #expect(started.wait(timeout: .now() + .milliseconds(50)) == .timedOut)
        workDone.store(true, ordering: .relaxed)
        work.leave()
        #expect(computed.value)
    }
}
