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
        let range = range ?? 0..<text.count
        guard let first = pattern.first, let base = text.baseAddress, pattern.count <= range.count else { return nil }
        var index = range.lowerBound
        let last = range.upperBound - pattern.count
        while index <= last {
            guard let found = memchr(base + index, Int32(first), last - index + 1) else { return nil }
            index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if memcmp(base + index, pattern.baseAddress!, pattern.count) == 0 { return index }
            index += 1
        }
        return nil
    }

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
                guard let base = haystack.baseAddress, needle.count <= haystack.count else { return false }
                // `index` is where the key byte of a match starting at `index - key` would be.
                var index = key
                let last = haystack.count - needle.count + key
                while index <= last {
                    guard let found = memchr(base + index, Int32(needle[key]), last - index + 1) else { return false }
                    index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                    if memcmp(base + index - key, needle.baseAddress!, needle.count) == 0 { return true }
                    index += 1
                }
                return false
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
