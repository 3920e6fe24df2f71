import DocgenModel
import Testing

/// Where a line of a preprocessed body came from in its file (front matter of 3 lines: the
/// body's first line is line 4).
@Suite struct LineMapTests {
    @Test func keptLinesKeepTheirLinesAndAddedLinesTakeTheLineBefore() {
        let map = LineMap(original: "a\nb\nc", changed: "a\nnew\nnewer\nb\nc", bodyLineOffset: 3)
        #expect((4...8).map(map.fileLine) == [4, 4, 4, 5, 6])
    }

    @Test func changedLinesTakeTheFirstLineTheyReplaced() {
        let map = LineMap(original: "a\n{{x}}\n{{y}}\nd", changed: "a\none\ntwo\nthree\nd", bodyLineOffset: 3)
        #expect((4...8).map(map.fileLine) == [4, 5, 5, 5, 7])
    }

    @Test func frontMatterAndLinesPastTheEndStayInTheFile() {
        let map = LineMap(original: "a\nb", changed: "b", bodyLineOffset: 3)
        #expect(map.fileLine(2) == 2)
        #expect(map.fileLine(4) == 5)
        #expect(map.fileLine(40) == 5)
    }
}
