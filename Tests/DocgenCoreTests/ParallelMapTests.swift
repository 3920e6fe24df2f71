import DocgenCore
import Synchronization
import Testing

@Suite struct ParallelMapTests {
    /// Every element is transformed exactly once and the results keep the input's order, for
    /// sizes around the runs threads take (1, 64) and more threads than elements.
    @Test(arguments: [0, 1, 2, 3, 63, 64, 65, 200, 4_097, 10_000], [1, 2, 3, 8])
    func resultsMatchAPlainMapWhateverTheSizeAndThreads(count: Int, jobs: Int) {
        let input = (0..<count).map { "element \($0)" }
        let calls = Atomic<Int>(0)
        let mapped = input.parallelMap(jobs: jobs) { text -> String in
            calls.add(1, ordering: .relaxed)
            return text.uppercased()
        }
        #expect(mapped == input.map { $0.uppercased() })
        #expect(calls.load(ordering: .relaxed) == count)
    }
}
