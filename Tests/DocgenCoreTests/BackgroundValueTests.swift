import DocgenCore
import Foundation
import Testing

@Suite struct BackgroundValueTests {
    static func niceness() -> Int32 {
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    }

    @Test func theValueIsComputedOnceAndReadAsOftenAsAsked() {
        let computed = BackgroundValue { [1, 2, 3].reduce(0, +) }
        #expect(computed.value == 6)
        #expect(computed.value == 6)
    }

    /// A yielding value runs at the lowest priority on a thread of its own, and the thread
    /// that asked for it keeps its priority.
    @Test func aYieldingValueRunsAtTheLowestPriorityAndTheCallerKeepsItsOwn() {
        let before = Self.niceness()
        let computed = BackgroundValue(yielding: true) { (niceness: Self.niceness(), isMain: Thread.isMainThread) }
        #expect(computed.value.niceness == 19)
        #expect(Self.niceness() == before)
        #expect(!computed.value.isMain)
    }
}
