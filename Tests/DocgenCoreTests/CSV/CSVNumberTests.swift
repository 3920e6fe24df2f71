import DocgenCore
import Testing

@Suite struct CSVNumberTests {
    @Test(arguments: [
        ("59.8", 59.8), ("-3", -3), ("+4", 4), ("1e3", 1000), (".5", 0.5), ("12.", 12),
        ("  7 ", 7), ("\t-0.25e-2\t", -0.0025), ("1E+2", 100), ("007", 7), ("1e-400", 0),
    ])
    func accepts(_ field: String, _ expected: Double) {
        #expect(CSVReader.number(field) == expected)
    }

    @Test(arguments: [
        "1,234", "nan", "NaN", "inf", "-inf", "Infinity", "", "   ", ".", "-", "+.", "e3", "1e",
        "1e+", "1.2.3", "0x10", "1 000", "12abc", "1e400", "٣", "1_000",
    ])
    func rejects(_ field: String) {
        #expect(CSVReader.number(field) == nil)
    }
}

@Suite struct CSVNumberRangeTests {
    @Test func aDecimalBeyondTheLargestDoubleIsOutOfRangeAndNothingElseIs() {
        #expect(CSVReader.isOutOfRange("1e400"))
        #expect(CSVReader.isOutOfRange(" -1.8e308 "))
        #expect(!CSVReader.isOutOfRange("1.7976931348623157e308"))
        #expect(!CSVReader.isOutOfRange("1e-400"), "underflow reads as 0")
        #expect(!CSVReader.isOutOfRange("inf"))
        #expect(!CSVReader.isOutOfRange("nan"))
        #expect(!CSVReader.isOutOfRange("abc"))
    }
}
