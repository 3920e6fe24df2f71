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

    /// Lines are counted sixteen bytes at a time, in runs of 255 blocks, then byte by byte:
    /// every boundary, an all-newline text (each lane counts 255 in a run) and a text starting
    /// inside a larger buffer count as a byte-by-byte count does.
    @Test(arguments: [0, 1, 15, 16, 17, 31, 33, 255 * 16 - 1, 255 * 16, 255 * 16 + 1, 2 * 255 * 16 + 7, 10_000])
    func newlinesAreCountedAsByteByByte(length: Int) {
        let mixed = (0..<length).map { UInt8(ascii: $0 % 7 == 3 || $0 % 13 == 0 ? "\n" : "x") }
        let allNewlines = [UInt8](repeating: UInt8(ascii: "\n"), count: length)
        for text in [mixed, allNewlines] {
            let expected = text.count { $0 == UInt8(ascii: "\n") }
            #expect(text.withUnsafeBufferPointer(ByteSearch.newlines(in:)) == expected)
            #expect(text.withUnsafeBufferPointer { ByteSearch.newlines(in: UnsafeBufferPointer(rebasing: $0.dropFirst(Swift.min(3, length)))) }
                    == text.dropFirst(3).count { $0 == UInt8(ascii: "\n") })
        }
    }

    /// A byte or a pattern in a substring: in its own part of the string only.
    @Test func aSubstringHoldsOnlyWhatIsInIt() {
        let line = "ab {{# x}} \\{{#"
        let middle = line.dropFirst(3).prefix(7)
        #expect(ByteSearch.contains("{{#", in: middle))
        #expect(!ByteSearch.contains("\\{{#", in: middle))
        #expect(ByteSearch.contains("\\{{#", in: line[...]))
        #expect(!ByteSearch.contains("ab", in: middle))
        #expect(ByteSearch.contains(UInt8(ascii: "x"), in: middle) && !ByteSearch.contains(UInt8(ascii: "a"), in: middle))
        #expect(!ByteSearch.contains("", in: middle) && !ByteSearch.contains("{{#", in: ""))
    }

    /// A pattern in prose is looked for by its rarest byte, not its first: found at the start, in
    /// the middle and at the end of the text, after false starts of its key byte, and never past
    /// the text's end; the answer is a plain search's at every place of every pattern.
    @Test func aPatternInProseIsFoundWhereverItStands() {
        let text = "the tab key: a tab=one\n:x rust?!"
        for pattern in ["tab=", "\n:", "rust", "the", "?!", "t", "x", "tab=two", "rust?!!", "", "zz"] {
            #expect(ByteSearch.contains(pattern, inProse: text) == ByteSearch.contains(pattern, in: text[...]), "\(pattern)")
        }
        #expect(ByteSearch.contains("=", inProse: "="))
        #expect(!ByteSearch.contains("tab=", inProse: "tab"))
        for end in 0...text.utf8.count {
            let prefix = String(decoding: Array(text.utf8)[..<end], as: UTF8.self)
            #expect(ByteSearch.contains("tab=", inProse: prefix) == prefix.contains("tab="))
        }
    }

    /// A byte test over a substring's own bytes only.
    @Test func aByteIsLookedForInTheSubstringOnly() {
        let text = "ab\u{00E9}cd"
        #expect(ByteSearch.containsByte(in: text[...], where: { $0 >= 0x80 }))
        #expect(!ByteSearch.containsByte(in: text.prefix(2), where: { $0 >= 0x80 }))
        #expect(!ByteSearch.containsByte(in: ""[...], where: { _ in true }))
    }

    /// The word tests answer as a byte-by-byte look at the same 8 bytes would, for words of every
    /// byte value in every place (each alone among others that are not what is looked for, and
    /// mixed, high bytes included), and the first word that may hold something is where it is.
    @Test func wordTestsAnswerAsBytesDo() {
        func word(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) } }
        var words: [[UInt8]] = []
        for value in 0...255 {
            for place in 0..<8 {
                var bytes = [UInt8](repeating: 0x61, count: 8)
                bytes[place] = UInt8(value)
                words.append(bytes)
            }
        }
        var seed: UInt64 = 42
        for _ in 0..<2_000 {
            words.append((0..<8).map { _ in
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: seed >> 56)
            })
        }
        for bytes in words {
            #expect(ByteSearch.wordHasByte(below: 0x20, word(bytes)) == bytes.contains { $0 < 0x20 }, "\(bytes)")
            #expect(ByteSearch.wordHasByte(UInt8(ascii: "P"), word(bytes)) == bytes.contains(UInt8(ascii: "P")), "\(bytes)")
            #expect(ByteSearch.wordHasByte(in: 0x30...0x39, word(bytes)) == bytes.contains { (0x30...0x39).contains($0) }, "\(bytes)")
        }
        let text = Array(("abcdefgh" + "ijklmnop" + "qrs1uvwx" + "yz").utf8)
        text.withUnsafeBufferPointer { buffer in
            #expect(ByteSearch.firstWord(in: buffer) { ByteSearch.wordHasByte(in: 0x30...0x39, $0) } == 16)
            #expect(ByteSearch.firstWord(in: buffer, from: 24) { _ in false } == 24, "fewer than 8 bytes are left")
            #expect(ByteSearch.firstWord(in: buffer) { _ in false } == 24)
        }
    }
}
