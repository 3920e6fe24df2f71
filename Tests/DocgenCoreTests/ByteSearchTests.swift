import DocgenCore
import Testing

@Suite struct ByteSearchTests {
    private func offset(of pattern: String, in text: String, within range: Range<Int>? = nil) -> Int? {
        let pattern = Array(pattern.utf8), text = Array(text.utf8)
        return pattern.withUnsafeBufferPointer { p in text.withUnsafeBufferPointer { ByteSearch.firstOffset(of: p, in: $0, within: range) } }
    }

    @Test func findsTheFirstOccurrenceAfterFalseStarts() {
        #expect(offset(of: "abc", in: "ababcabc") == 2)
        #expect(offset(of: "é", in: "café") == 3, "offsets count UTF-8 bytes")
        #expect(offset(of: "x", in: "abc") == nil)
        #expect(offset(of: "", in: "abc") == nil)
        #expect(offset(of: "abcd", in: "abc") == nil)
    }

    @Test func searchesOnlyInsideTheRange() {
        #expect(offset(of: "ab", in: "abxab", within: 1..<5) == 3)
        #expect(offset(of: "ab", in: "abxab", within: 1..<4) == nil, "a match must end inside the range")
        #expect(offset(of: "ab", in: "abxab", within: 5..<5) == nil)
    }

    @Test func stringAndArrayConveniences() {
        #expect(ByteSearch.firstOffset(of: "<p>", in: Array("<div>\n<p>x</p>".utf8)) == 6)
        #expect(ByteSearch.newlines(in: "a\nb\n") == 2)
        #expect(ByteSearch.newlines(in: Array("a\nb\nc\n".utf8), before: 3) == 1)
        #expect(ByteSearch.newlines(in: Array("a\n".utf8), before: 99) == 1)
    }
}
