import Dispatch
import DocgenCore
import Glibc
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

    /// A value to compute after other work does not start while that work runs: the work marks
    /// itself done just before it leaves the group, and the value is whether it saw that mark.
    @Test func aValueAfterOtherWorkWaitsForIt() {
        let work = DispatchGroup()
        let valueCreated = DispatchSemaphore(value: 0)
        let workDone = Atomic<Bool>(false)
        work.enter()
        DispatchQueue.global().async {
            valueCreated.wait()
            // Not needed to pass: it gives a value that starts too early time to be computed.
            usleep(20_000)
            workDone.store(true, ordering: .releasing)
            work.leave()
        }
        let computed = BackgroundValue(after: work) { workDone.load(ordering: .acquiring) }
        valueCreated.signal()
        #expect(computed.value)
    }
}
