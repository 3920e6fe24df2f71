/// Decisions read from fuzz bytes, one byte per decision (eight for a number), so that a
/// mutation of one byte changes one decision of what is generated and libFuzzer's coverage
/// feedback can steer each one.
///
/// Past the end of the bytes every decision is 0: the first option, which callers make the
/// plainest, so a short input still generates a small, valid site.
struct FuzzedChoices {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A number in `0..<count`.
    mutating func below(_ count: Int) -> Int {
        guard count > 1, index < bytes.count else { return 0 }
        defer { index += 1 }
        return Int(bytes[index]) % count
    }

    /// True for about `percent` of the byte values, and false once the bytes run out.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) >= 100 - percent
    }

    mutating func pick<T>(_ options: [T]) -> T {
        options[below(options.count)]
    }

    /// Mostly one of `plain`; one of `odd` (input docgen must refuse or survive) in about
    /// `percent` of cases.
    mutating func pick<T>(_ plain: [T], odd: [T], percent: Int = 12) -> T {
        chance(percent) ? pick(odd) : pick(plain)
    }

    /// Up to `maximum` raw bytes, taken from the input as they are (any bytes, not only UTF-8).
    mutating func rawBytes(maximum: Int) -> [UInt8] {
        let count = min(below(maximum + 1), bytes.count - min(index, bytes.count))
        defer { index += count }
        return Array(bytes[index..<(index + count)])
    }

    /// Any `Double` bit pattern, NaNs, infinities and subnormals included.
    mutating func double() -> Double {
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(below(256)) }
        return Double(bitPattern: bits)
    }
}
