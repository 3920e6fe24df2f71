/// Numbers written with a fixed count of decimals, for every `Double`, without Foundation (so
/// without a locale) and without passing through an integer type, which traps beyond `Int.max`.
public enum FixedDecimal {
    /// `value` with exactly `decimals` digits after the point (none, and no point, for 0).
    ///
    /// The digits are those of the shortest text that reads back as `value` (`0.1`, not
    /// `0.1000000000000000055…`; `1e308` as a 1 and 308 zeros), rounded half away from zero, so
    /// a number is shown as it was written. A value that rounds to zero has no minus sign. NaN
    /// and the infinities, which have no digits, are `nan`, `inf` and `-inf`. A negative
    /// `decimals` counts as 0.
    public static func string(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let decimals = max(0, decimals)
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
