/// Numbers written with a fixed count of decimals, for every `Double`, without Foundation (so
/// without a locale) and without passing through an integer type, which traps beyond `Int.max`.
public enum FixedDecimal {
    /// `value` with exactly `decimals` digits after the point (none, and no point, for 0).
    ///
    /// The digits are those of the shortest text that reads back as `value` (`0.1`, not
    /// `0.1000000000000000055…`; `1e308` as a 1 and 308 zeros), rounded half away from zero, so
    /// a number is shown as it was written. A value that rounds to zero has no minus sign. NaN
    /// and the infinities, which have no digits, are `nan`, `inf` and `-inf`. A negative
    /// `decimals` counts as 0. `trimmingZeros` drops the zeros that end the decimals, and the
    /// point when no decimal is left (`59.8`, `3`).
    public static func string(_ value: Double, decimals: Int, trimmingZeros: Bool = false) -> String {
        let decimals = max(0, decimals)
        if let quick = quickString(value, decimals: decimals, trimmingZeros: trimmingZeros) { return quick }
        let text = exactString(value, decimals: decimals)
        guard trimmingZeros, decimals > 0, text.utf8.contains(UInt8(ascii: ".")) else { return text }
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed.removeLast() }
        if trimmed.hasSuffix(".") { trimmed.removeLast() }
        return String(trimmed)
    }

    /// ``string(_:decimals:)`` from the number's shortest digits, for every value.
    static func exactString(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        var (digits, pointPosition) = shortestDigits(of: value.magnitude)
        // Round to `decimals`: keep the digits up to that place, then carry a 5 or more.
        let kept = pointPosition + decimals
        if kept < digits.count {
            let roundsUp = kept >= 0 && digits[kept] >= 5
            digits.removeSubrange(max(kept, 0)...)
            if roundsUp {
                var index = digits.count - 1
                while index >= 0 && digits[index] == 9 {
                    digits[index] = 0
                    index -= 1
                }
                if index >= 0 {
                    digits[index] += 1
                } else {
                    digits.insert(1, at: 0)
                    pointPosition += 1
                }
            }
        }
        let isZero = digits.allSatisfy { $0 == 0 }
        var text: [UInt8] = value < 0 && !isZero ? [UInt8(ascii: "-")] : []
        text.reserveCapacity(max(pointPosition, 1) + decimals + 2)
        func digit(at index: Int) -> UInt8 {
            UInt8(ascii: "0") + (index >= 0 && index < digits.count ? digits[index] : 0)
        }
        if pointPosition <= 0 || isZero {
            text.append(UInt8(ascii: "0"))
        } else {
            for index in 0..<pointPosition { text.append(digit(at: index)) }
        }
        if decimals > 0 {
            text.append(UInt8(ascii: "."))
            for index in pointPosition..<(pointPosition + decimals) { text.append(isZero ? UInt8(ascii: "0") : digit(at: index)) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// ``string(_:decimals:)`` by rounding `value` × 10^decimals as a `Double`, or nil where that
    /// could round otherwise than the shortest digits do. Below 10¹² the product is within
    /// 2.3 × 10⁻⁴ of the shortest digits' (half an ulp of the value, and the product's own
    /// rounding), so both round to the same integer unless the product is that close to a half.
    static func quickString(_ value: Double, decimals: Int, trimmingZeros: Bool) -> String? {
        guard decimals < powersOfTen.count else { return nil }
        let scaled = value.magnitude * Double(powersOfTen[decimals])
        // False for NaN and the infinities too.
        guard scaled < 1e12, (scaled - scaled.rounded(.down) - 0.5).magnitude > 1e-3 else { return nil }
        let units = UInt64(scaled.rounded(.toNearestOrAwayFromZero))
        let whole = units / powersOfTen[decimals]
        var fraction = units % powersOfTen[decimals], fractionDigits = decimals
        while trimmingZeros && fractionDigits > 0 && fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        // A sign, 13 digits, a point and 6 decimals.
        return String(unsafeUninitializedCapacity: 21) { text in
            var count = 0
            if value < 0 && units != 0 {
                text[0] = UInt8(ascii: "-")
                count = 1
            }
            count += write(whole, minimumDigits: 1, into: UnsafeMutableBufferPointer(rebasing: text[count...]))
            if fractionDigits > 0 {
                text[count] = UInt8(ascii: ".")
                count += 1
                count += write(fraction, minimumDigits: fractionDigits, into: UnsafeMutableBufferPointer(rebasing: text[count...]))
            }
            return count
        }
    }

    /// 10⁰ to 10⁶: the decimals ``quickString(_:decimals:)`` writes.
    private static let powersOfTen: [UInt64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// Writes `number`'s decimal digits, with leading zeros up to `minimumDigits`; returns the count.
    private static func write(_ number: UInt64, minimumDigits: Int, into text: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var digitCount = 1, rest = number / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        digitCount = max(digitCount, minimumDigits)
        rest = number
        for index in stride(from: digitCount - 1, through: 0, by: -1) {
            text[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        return digitCount
    }

    /// `value` in exponent form with its shortest digits: `2e9`, `-1.5e-7`, `1.7976931348623157e308`;
    /// `0` for zero, and `nan`, `inf`, `-inf` as in ``string(_:decimals:)``.
    public static func exponential(_ value: Double) -> String {
        guard value.isFinite else { return string(value, decimals: 0) }
        let (digits, pointPosition) = shortestDigits(of: value.magnitude)
        guard let first = digits.first else { return "0" }
        var text = value < 0 ? "-" : ""
        text += String(first)
        if digits.count > 1 { text += "." + digits.dropFirst().map(String.init).joined() }
        return text + (pointPosition == 1 ? "" : "e\(pointPosition - 1)")
    }

    /// The significant digits (0 to 9, no leading zero; empty for zero) of the shortest text
    /// that reads back as `magnitude`, and where the point goes: the value is
    /// 0.d₁d₂… × 10^pointPosition.
    static func shortestDigits(of magnitude: Double) -> (digits: [UInt8], pointPosition: Int) {
        // Swift's description is the shortest round-tripping form: `123.45`, `1e-05`, `1.2345e+20`.
        let text = magnitude.description.utf8
        var digits: [UInt8] = []
        var pointPosition: Int?
        var exponent = 0
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: ".") {
                pointPosition = digits.count
            } else if byte == UInt8(ascii: "e") {
                exponent = Int(Substring(text[text.index(after: index)...])) ?? 0
                break
            } else {
                digits.append(byte - UInt8(ascii: "0"))
            }
            index = text.index(after: index)
        }
        var point = (pointPosition ?? digits.count) + exponent
        let leadingZeros = digits.prefix { $0 == 0 }.count
        digits.removeFirst(leadingZeros)
        point -= leadingZeros
        while digits.last == 0 { digits.removeLast() }
        return (digits, digits.isEmpty ? 0 : point)
    }
}
