import DocgenCore
import Testing

/// Numbers in generated text follow the page's language, as CLDR writes them.
@Suite struct NumberStyleTests {
    @Test(arguments: [
        ("en", "1,234,567.50"), ("zh-Hans", "1,234,567.50"), ("ja", "1,234,567.50"), ("de-CH", "1.234.567,50"),
        ("fr", "1\u{202F}234\u{202F}567,50"), ("ru", "1\u{00A0}234\u{00A0}567,50"), ("es", "1.234.567,50"), ("xx", "1,234,567.50"),
    ])
    func thousandsAndDecimalsFollowTheLanguage(tag: String, expected: String) {
        #expect(NumberStyle(languageTag: tag).string(1_234_567.5, decimals: 2) == expected)
    }

    @Test func smallNumbersNegativesAndTheNonFiniteAreWrittenPlainly() {
        let english = NumberStyle.english
        #expect(english.string(999, decimals: 0) == "999")
        #expect(english.string(1000, decimals: 0) == "1,000")
        #expect(english.string(-12345.678, decimals: 1) == "-12,345.7")
        #expect(english.string(.nan, decimals: 2) == "nan")
        #expect(english.string(-.infinity, decimals: 0) == "-inf")
        // Spanish and Polish group only from five digits.
        #expect(NumberStyle(languageTag: "es").string(1234, decimals: 0) == "1234")
        #expect(NumberStyle(languageTag: "pl").string(12345, decimals: 0) == "12\u{00A0}345")
    }
}
