extension CSVReader {
    /// Parses a number the way data files write it, independent of locale.
    ///
    /// Accepted: `59.8`, `-3`, `+4`, `1e3`, `.5`, `12.`, with surrounding
    /// spaces and tabs ignored. The form is an optional sign, decimal digits
    /// with at most one `.` and at least one digit, then an optional exponent
    /// (`e` or `E`, an optional sign, one or more digits).
    ///
    /// Rejected (`nil`): thousands separators (`1,234`), `nan`, `inf`,
    /// hexadecimal, empty or blank fields, and values that overflow to
    /// infinity (`1e400`).
    ///
    /// - Parameter field: One CSV field.
    /// - Returns: The value, or `nil` if `field` is not a plain decimal number.
    public static func number(_ field: String) -> Double? {
        let utf8 = field.utf8
        guard let first = utf8.firstIndex(where: { !isBlank($0) }),
            let last = utf8.lastIndex(where: { !isBlank($0) })
        else { return nil }
        let literal = utf8[first...last]
        guard isDecimalLiteral(literal), let value = Double(Substring(literal)), value.isFinite else {
            return nil
        }
        return value
    }

    /// True when `field` is written as a plain decimal number but lies beyond the largest
    /// `Double` (about ±1.8e308), so that ``number(_:)`` rejects it.
    public static func isOutOfRange(_ field: String) -> Bool {
        let utf8 = field.utf8
        guard let first = utf8.firstIndex(where: { !isBlank($0) }),
            let last = utf8.lastIndex(where: { !isBlank($0) })
        else { return false }
        let literal = utf8[first...last]
        return isDecimalLiteral(literal) && Double(Substring(literal))?.isInfinite == true
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isSign(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// Whether `bytes` is exactly `[+-]?(digits[.digits?] | .digits)([eE][+-]?digits)?`.
    private static func isDecimalLiteral(_ bytes: Substring.UTF8View) -> Bool {
        var rest = bytes
        if let sign = rest.first, isSign(sign) { rest = rest.dropFirst() }
        let integerDigits = rest.prefix(while: isDigit).count
        rest = rest.dropFirst(integerDigits)
        var fractionDigits = 0
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            fractionDigits = rest.prefix(while: isDigit).count
            rest = rest.dropFirst(fractionDigits)
        }
        guard integerDigits + fractionDigits > 0 else { return false }
        if let marker = rest.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if let sign = rest.first, isSign(sign) { rest = rest.dropFirst() }
            let exponentDigits = rest.prefix(while: isDigit).count
            guard exponentDigits > 0 else { return false }
            rest = rest.dropFirst(exponentDigits)
        }
        return rest.isEmpty
    }
}
