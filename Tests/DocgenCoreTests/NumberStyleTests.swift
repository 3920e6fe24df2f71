import DocgenCore
import Testing

/// Numbers in generated text follow the style of the page's language (its file's `numbers:`).
@Suite struct NumberStyleTests {
    @Test(arguments: [
        (".", ",", "1.234.567,50"), ("\u{202F}", ",", "1\u{202F}234\u{202F}567,50"), ("\u{00A0}", ",", "1\u{00A0}234\u{00A0}567,50"),
        (",", ".", "1,234,567.50"),
    ])
    func thousandsAndDecimalsFollowTheStyle(group: String, decimal: String, expected: String) {
        let style = NumberStyle(groupSeparator: group, decimalMark: decimal, minimumGroupedDigits: 4)
        #expect(style.string(1_234_567.5, decimals: 2) == expected)
    }

    @Test func smallNumbersNegativesAndTheNonFiniteAreWrittenPlainly() {
        let english = NumberStyle.english
        #expect(english.string(999, decimals: 0) == "999")
        #expect(english.string(1000, decimals: 0) == "1,000")
        #expect(english.string(-12345.678, decimals: 1) == "-12,345.7")
        #expect(english.string(.nan, decimals: 2) == "nan")
        #expect(english.string(-.infinity, decimals: 0) == "-inf")
        // Spanish and Polish group only from five digits.
        let fromFive = NumberStyle(groupSeparator: "\u{00A0}", decimalMark: ",", minimumGroupedDigits: 5)
        #expect(fromFive.string(1234, decimals: 0) == "1234")
        #expect(fromFive.string(12345, decimals: 0) == "12\u{00A0}345")
    }
}
