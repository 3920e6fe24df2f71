#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search and line counting on UTF-8 bytes, for the hot paths that look for text in
/// rendered pages: `memchr` finds each candidate first byte and `memcmp` confirms it.
public enum ByteSearch {
    /// The offset of the first occurrence of `pattern` in `text` within `range` (all of `text`
    /// when nil), or nil.
    public static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>,
                                   within range: Range<Int>? = nil) -> Int? {
        firstOffset(of: pattern, in: text, within: range ?? 0..<text.count, lookingFor: 0)
    }

    /// ``firstOffset(of:in:within:)``, `memchr` looking for the pattern's byte at `key`, not
    /// necessarily its first.
    private static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>,
                                    within range: Range<Int>, lookingFor key: Int) -> Int? {
        guard !pattern.isEmpty, let base = text.baseAddress, pattern.count <= range.count else { return nil }
        // `index` is where the key byte of a match starting at `index - key` would be.
        var index = range.lowerBound + key
        let last = range.upperBound - pattern.count + key
        while index <= last {
            guard let found = memchr(base + index, Int32(pattern[key]), last - index + 1) else { return nil }
            index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if memcmp(base + index - key, pattern.baseAddress!, pattern.count) == 0 { return index - key }
            index += 1
        }
        return nil
    }

    /// Where, from `start` on, the first 8-byte word of `bytes` that `mayHold` says may hold what
    /// is looked for begins, or where fewer than 8 bytes are left: no byte before it holds it.
    /// Each word is read as a `UInt64`, for the tests below (bit tricks every C string library
    /// uses), so text that holds nothing of the kind costs about a test per 8 bytes.
    public static func firstWord(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, mayHold: (UInt64) -> Bool) -> Int {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return start }
        var index = start
        while index + 8 <= bytes.count, !mayHold(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { index += 8 }
        return index
    }

    /// True when a byte of `word` is below `limit` (at most 128). Like the tests below, it never
    /// misses such a byte, and says so only when there is one.
    public static func wordHasByte(below limit: UInt8, _ word: UInt64) -> Bool {
        (word &- (everyByte * UInt64(limit))) & ~word & highBits != 0
    }

    /// True when a byte of `word` is `byte`.
    public static func wordHasByte(_ byte: UInt8, _ word: UInt64) -> Bool {
        wordHasByte(below: 1, word ^ (everyByte * UInt64(byte)))
    }

    /// True when a byte of `word` is in `range`, whose bounds are at most 127.
    public static func wordHasByte(in range: ClosedRange<UInt8>, _ word: UInt64) -> Bool {
        let low7 = word & ~highBits
        let belowUpper = (everyByte * (127 + UInt64(range.upperBound) + 1)) &- low7
        let aboveLower = low7 &+ (everyByte * (128 - UInt64(range.lowerBound)))
        return belowUpper & ~word & aboveLower & highBits != 0
    }

    /// 0x01, and 0x80, in every byte of a word.
    private static let everyByte: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The offset of the first `byte` in `text` at or after `start`, or `text.count` when there
    /// is none.
    public static func offset(of byte: UInt8, in text: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int {
        guard start < text.count, let base = text.baseAddress, let found = memchr(base + start, Int32(byte), text.count - start) else {
            return text.count
        }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// True when `text` holds `byte`, found by `memchr`: the markdown transforms ask this of
    /// every line of a page, and a loop over the UTF-8 view cost some 30 instructions a byte.
    public static func contains(_ byte: UInt8, in text: Substring) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { offset(of: byte, in: $0) < $0.count } ?? text.utf8.contains(byte)
    }

    /// True when a byte of `text` satisfies `predicate`, read from its contiguous UTF-8: the UTF-8
    /// view's own `contains(where:)` cost some 30 instructions a byte.
    public static func containsByte(in text: Substring, where predicate: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? text.utf8.contains(where: predicate)
    }

    /// True when `text` holds `pattern`'s UTF-8, found by `memchr` and `memcmp`.
    public static func contains(_ pattern: String, in text: Substring) -> Bool {
        var pattern = pattern
        let found: Bool? = pattern.withUTF8 { needle in
            text.utf8.withContiguousStorageIfAvailable { firstOffset(of: needle, in: $0) != nil }
        }
        return found ?? (text.utf8.firstRange(of: pattern.utf8) != nil)
    }

    /// The first occurrence of `pattern`'s UTF-8 in `text`, or nil: Foundation's `range(of:)`
    /// cost some 5,000 instructions a call on a short line.
    public static func range(of pattern: String, in text: Substring) -> Range<Substring.Index>? {
        var pattern = pattern
        let found: Int?? = pattern.withUTF8 { needle in
            text.utf8.withContiguousStorageIfAvailable { firstOffset(of: needle, in: $0) }
        }
        guard let offset = found else { return text.utf8.firstRange(of: pattern.utf8) }
        guard let offset else { return nil }
        let start = text.utf8.index(text.startIndex, offsetBy: offset)
        return start..<text.utf8.index(start, offsetBy: pattern.utf8.count)
    }

    /// True when `text`, prose such as a markdown page, holds `pattern`. `memchr` looks for the
    /// pattern's byte that prose holds least often, not its first: "tab=" and "rust" start with
    /// letters every line holds, and a stop at each cost a `memcmp`.
    public static func contains(_ pattern: String, inProse text: String) -> Bool {
        var pattern = pattern, text = text
        return text.withUTF8 { haystack in
            pattern.withUTF8 { needle in
                guard let key = needle.indices.min(by: { proseFrequency[Int(needle[$0])] < proseFrequency[Int(needle[$1])] }) else {
                    return false
                }
                return firstOffset(of: needle, in: haystack, within: 0..<haystack.count, lookingFor: key) != nil
            }
        }
    }

    /// How often English prose holds each byte, as a rank (higher: more often): the space, then
    /// lower-case letters by their frequency, line ends and common punctuation, then the rest.
    private static let proseFrequency: [UInt8] = {
        var rank = [UInt8](repeating: 1, count: 256)
        for (place, letter) in "zqjxkvbpygfwmucldrhsnioate".utf8.enumerated() { rank[Int(letter)] = UInt8(10 + place) }
        for byte in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8 { rank[Int(byte)] = 5 }
        for byte in "\n.,".utf8 { rank[Int(byte)] = 20 }
        rank[Int(UInt8(ascii: " "))] = 50
        return rank
    }()

    /// The offset of the first occurrence of `needle`'s UTF-8 in `haystack`, or nil.
    public static func firstOffset(of needle: String, in haystack: [UInt8]) -> Int? {
        var needle = needle
        return haystack.withUnsafeBufferPointer { text in needle.withUTF8 { firstOffset(of: $0, in: text) } }
    }

    /// The number of line feeds in the first `end` bytes of `text`.
    public static func newlines(in text: [UInt8], before end: Int) -> Int {
        text.withUnsafeBufferPointer { newlines(in: UnsafeBufferPointer(rebasing: $0[..<min(end, $0.count)])) }
    }

    /// The number of line feeds in `text`.
    public static func newlines(in text: String) -> Int {
        var text = text
        return text.withUTF8 { newlines(in: $0) }
    }

    /// The number of line feeds in `bytes`, sixteen bytes at a time: the checks of a large
    /// site's pages count the lines of every page several times, and a loop over single bytes
    /// (which the compiler did not vectorize) took nearly 2% of a clean build.
    public static func newlines(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return 0 }
        let newline = SIMD16<UInt8>(repeating: UInt8(ascii: "\n")), zero = SIMD16<UInt8>(), one = SIMD16<UInt8>(repeating: 1)
        var count = 0, index = 0
        while bytes.count - index >= 16 {
            // Up to 255 blocks are counted in bytes that cannot overflow, then added up.
            var lanes = SIMD16<UInt8>()
            let blocks = Swift.min((bytes.count - index) / 16, 255)
            for _ in 0..<blocks {
                lanes &+= zero.replacing(with: one, where: base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self) .== newline)
                index += 16
            }
            for lane in lanes.indices { count += Int(lanes[lane]) }
        }
        for byte in bytes[index...] where byte == UInt8(ascii: "\n") { count += 1 }
        return count
    }
}
