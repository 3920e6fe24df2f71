@testable import DocgenCore
import DocgenTestSupport
import Testing

@Suite struct FixedDecimalTests {
    @Test(arguments: [
        (59.8, 2, "59.80"), (0.005, 2, "0.01"), (-3, 0, "-3"), (-0.001, 1, "0.0"), (1e3, 0, "1000"),
        (0.95, 1, "1.0"), (9.999, 2, "10.00"), (0.4, 0, "0"), (0.6, 0, "1"), (-0.0, 2, "0.00"), (0, 0, "0"),
        (2.675, 2, "2.68"), (0.8444218515250481, 20, "0.84442185152504810000"), (1.5e-3, 4, "0.0015"), (3.7e-5, 3, "0.000"),
    ] as [(Double, Int, String)])
    func roundsTheWrittenDigitsHalfAwayFromZero(_ value: Double, _ decimals: Int, _ expected: String) {
        #expect(FixedDecimal.string(value, decimals: decimals) == expected)
    }

    @Test func extremeMagnitudesKeepEveryDigitWithoutTrapping() {
        #expect(FixedDecimal.string(1e308, decimals: 1) == "1" + String(repeating: "0", count: 308) + ".0")
        #expect(FixedDecimal.string(-Double.greatestFiniteMagnitude, decimals: 0) == "-17976931348623157" + String(repeating: "0", count: 292))
        #expect(FixedDecimal.string(1.2345678901234568e39, decimals: 0) == "1234567890123456800000000000000000000000")
        #expect(FixedDecimal.string(Double(Int.max), decimals: 2) == "9223372036854776000.00", "the shortest digits, as the number is written")
        #expect(FixedDecimal.string(5e-324, decimals: 324) == "0." + String(repeating: "0", count: 323) + "5")
        #expect(FixedDecimal.string(5e-324, decimals: 20) == "0.00000000000000000000")
        #expect(FixedDecimal.string(-5e-324, decimals: 2) == "0.00", "a value that rounds to zero has no sign")
    }

    @Test func valuesWithoutDigitsAndNegativeCountsAreHandled() {
        #expect(FixedDecimal.string(.nan, decimals: 2) == "nan")
        #expect(FixedDecimal.string(.infinity, decimals: 2) == "inf")
        #expect(FixedDecimal.string(-.infinity, decimals: 0) == "-inf")
        #expect(FixedDecimal.string(12.5, decimals: -3) == "13")
    }

    @Test func theQuickWayWritesWhatTheShortestDigitsDo() {
        // Values as diagrams and tables compute them: whole, written with a few decimals, halves
        // and near-halves, results of arithmetic, and random magnitudes up to the quick way's limit.
        var generator = SeededGenerator(state: 42)
        var values: [Double] = [0, -0.0, 0.005, 1.005, 2.675, -2.675, 0.125, 1e12, 999_999_999_999.99, .leastNonzeroMagnitude, -1e-7]
        for n in 0..<3_000 {
            values.append(Double(n) / 1000)
            values.append(Double(n) * 0.1 + 0.05)
            values.append(-Double(n) / 7)
            values.append(Double(n) / 200 + 1e-12)
            values.append(Double.random(in: -1e6...1e6, using: &generator))
            values.append(Double.random(in: 0...1e12, using: &generator))
        }
        var quick = 0
        for value in values {
            for decimals in 0...6 {
                guard let text = FixedDecimal.quickString(value, decimals: decimals, trimmingZeros: false) else { continue }
                quick += 1
                #expect(text == FixedDecimal.exactString(value, decimals: decimals), "\(value) with \(decimals) decimals")
            }
        }
        #expect(quick > values.count * 5, "most values take the quick way")
    }

    @Test(arguments: [(59.8, "59.8"), (59.80001, "59.8"), (3, "3"), (100.004, "100"), (-0.001, "0"), (0.125, "0.13"), (1.005, "1.01"),
                      (.nan, "nan"), (1e13 + 0.5, "10000000000000.5")] as [(Double, String)])
    func trimmedZerosLeaveTheDigitsThatCount(_ value: Double, _ expected: String) {
        #expect(FixedDecimal.string(value, decimals: 2, trimmingZeros: true) == expected)
    }

    @Test(arguments: [(2e9, "2e9"), (-1.5e-7, "-1.5e-7"), (1.7976931348623157e308, "1.7976931348623157e308"), (5e-324, "5e-324"),
                      (7, "7"), (0, "0"), (-0.0, "0"), (0.25, "2.5e-1"), (.nan, "nan")] as [(Double, String)])
    func exponentialFormUsesTheShortestDigits(_ value: Double, _ expected: String) {
        #expect(FixedDecimal.exponential(value) == expected)
    }
}

