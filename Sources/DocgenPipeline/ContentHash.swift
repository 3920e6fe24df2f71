/// A 128-bit content fingerprint (two FNV-1a 64-bit hashes with different seeds), for cache keys.
///
/// Not cryptographic, and needs not be: it only tells whether the inputs of a page changed
/// (no hashing library can be fetched here, and Foundation has none on Linux).
struct ContentHash {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x8422_2325_cbf2_9ce4
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* Self.prime
            second = (second ^ UInt64(byte ^ 0x5a)) &* Self.prime
        }
        // A separator, so that ("ab", "c") and ("a", "bc") differ.
        first = (first ^ 0xff) &* Self.prime
        second = (second ^ 0xa5) &* Self.prime
    }

    mutating func update(_ text: String) {
        update(text.utf8)
    }

    /// 32 hex digits.
    var hex: String {
        let digits = String(first, radix: 16).leftPadded + String(second, radix: 16).leftPadded
        return digits
    }
}

private extension String {
    var leftPadded: String { String(repeating: "0", count: max(0, 16 - count)) + self }
}
