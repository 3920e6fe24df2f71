/// A 128-bit content fingerprint for cache keys: two 64-bit multiply-xorshift lanes with
/// different seeds, fed eight bytes at a time.
///
/// Not cryptographic, and needs not be: it only tells whether the inputs of a page changed
/// (no hashing library can be fetched here, and Foundation has none on Linux). It reads a
/// word per step rather than a byte, because an incremental build hashes every chapter.
struct ContentHash {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x8422_2325_cbf2_9ce4
    private static let firstPrime: UInt64 = 0x9e37_79b9_7f4a_7c15
    private static let secondPrime: UInt64 = 0xc2b2_ae3d_27d4_eb4f

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        while index + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index += 8
        }
        var tail: UInt64 = 0
        for offset in index..<bytes.count { tail |= UInt64(bytes[offset]) << (8 * UInt64(offset - index)) }
        // The length ends every update, so that ("ab", "c") and ("a", "bc") differ.
        mix(tail)
        mix(UInt64(bytes.count))
    }

    mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let array = Array(bytes)
        array.withUnsafeBytes { update($0) }
    }

    mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    private mutating func mix(_ word: UInt64) {
        first = (first ^ word) &* Self.firstPrime
        first ^= first >> 29
        second = (second ^ (word &+ 0x5a5a_5a5a_5a5a_5a5a)) &* Self.secondPrime
        second ^= second >> 31
    }

    /// 32 hex digits.
    var hex: String {
        String(first, radix: 16).leftPadded + String(second, radix: 16).leftPadded
    }
}

private extension String {
    var leftPadded: String { String(repeating: "0", count: max(0, 16 - count)) + self }
}
