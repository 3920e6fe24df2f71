import DocgenModel
import Testing

/// The date of a commit as `git log --format=%cI` gives it.
@Suite struct CommitDateTests {
    @Test func theDateIsTheTimestampsOwn() throws {
        let date = try #require(CommitDate(iso: "2026-12-03T23:30:00-08:00"))
        #expect(date == CommitDate(year: 2026, month: 12, day: 3))
        #expect(date.iso == "2026-12-03")
        #expect(CommitDate(year: 987, month: 1, day: 2).iso == "0987-01-02")
    }

    @Test(arguments: ["2026-13-01", "2026-12-00", "26-12-03T00:00:00Z", "2026/12/03", "2026-1a-03", "2026-12"])
    func whatIsNotADateIsNone(_ text: String) {
        #expect(CommitDate(iso: Substring(text)) == nil)
    }

    @Test func datesOrderByYearMonthDay() {
        #expect(CommitDate(year: 2025, month: 12, day: 31) < CommitDate(year: 2026, month: 1, day: 1))
        #expect(CommitDate(year: 2026, month: 2, day: 1) < CommitDate(year: 2026, month: 2, day: 10))
    }
}
