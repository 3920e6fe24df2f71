/// The lengths of an SVG root's `width`, `height` and `viewBox`, in CSS pixels.
enum SVGLength {
    /// CSS pixels per unit of each absolute unit (96 per inch).
    private static let pixelsPerUnit: [String: Double] = [
        "": 1, "px": 1, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6, "pt": 96 / 72, "pc": 16,
    ]

    /// An absolute length (`120`, `120px`, `2.5in`) in pixels; nil for a relative one (`100%`,
    /// `10em`), `auto`, or anything that is not a positive length.
    static func pixels(_ text: String) -> Double? {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 1 else { return nil }
        let trimmed = words[0]
        let unitStart = trimmed.lastIndex { !($0.isLetter || $0 == "%") }.map(trimmed.index(after:)) ?? trimmed.startIndex
        guard let scale = pixelsPerUnit[trimmed[unitStart...].lowercased()] else { return nil }
        return positive(Double(trimmed[..<unitStart])).map { $0 * scale }
    }

    /// The width and height of a `viewBox` (`min-x min-y width height`, separated by spaces or
    /// commas), when both are positive.
    static func viewBoxSize(_ text: String) -> (width: Double, height: Double)? {
        let numbers = text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map { Double($0) }
        guard numbers.count == 4, let width = positive(numbers[2] ?? nil), let height = positive(numbers[3] ?? nil) else { return nil }
        return (width, height)
    }

    private static func positive(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value > 0 else { return nil }
        return value
    }
}
