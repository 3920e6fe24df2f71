@testable import DocgenCLI
import Testing

/// The hand-written argument reading every command uses.
@Suite struct ArgumentScannerTests {
    @Test func anOptionsValueIsAfterItsEqualsSignOrTheNextArgument() throws {
        var scanner = ArgumentScanner(["--output=out", "--content", "docs", "extra"])
        let first = scanner.next() ?? ""
        #expect(ArgumentScanner.split(first) == ("--output", "out"))
        let output = try scanner.value(for: "--output", inline: "out")
        let second = scanner.next()
        let content = try scanner.value(for: "--content", inline: nil)
        let rest = [scanner.next(), scanner.next()]
        #expect((first, output, second, content) == ("--output=out", "out", "--content", "docs"))
        #expect(rest == ["extra", nil])
    }

    @Test func aMissingValueOrAnotherOptionInItsPlaceIsAUsageError() {
        var atTheEnd = ArgumentScanner([])
        #expect(throws: UsageError("option '--output' needs a value")) { try atTheEnd.value(for: "--output", inline: nil) }
        var beforeAnOption = ArgumentScanner(["--quiet"])
        #expect(throws: UsageError("option '--output' needs a value")) { try beforeAnOption.value(for: "--output", inline: nil) }
    }

    @Test func onlyArgumentsStartingWithTwoDashesAreSplitAtTheirEqualsSign() {
        #expect(ArgumentScanner.split("--a=b=c") == ("--a", "b=c"))
        #expect(ArgumentScanner.split("--empty=") == ("--empty", ""))
        #expect(ArgumentScanner.split("-j=2") == ("-j=2", nil))
        #expect(ArgumentScanner.split("name=value") == ("name=value", nil))
    }

    @Test(arguments: [("1", 1), ("256", 256)])
    func jobsAreAWholeNumberFrom1To256(_ text: String, _ jobs: Int) throws {
        var scanner = ArgumentScanner([text])
        #expect(try scanner.jobs(for: "--jobs", inline: nil) == jobs)
    }

    @Test(arguments: ["0", "257", "two", "1.5", ""])
    func otherJobsAreAUsageError(_ text: String) {
        var scanner = ArgumentScanner([])
        #expect(throws: UsageError("'--jobs' must be a whole number from 1 to 256, not '\(text)'")) {
            try scanner.jobs(for: "--jobs", inline: text)
        }
    }
}
