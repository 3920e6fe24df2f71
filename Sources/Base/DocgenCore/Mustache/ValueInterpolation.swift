extension TemplateValue {
    /// Appends the text `{{name}}` renders for this value: strings as-is (HTML-escaped when asked),
    /// numbers and booleans in their shortest form, and nothing for null, lists and objects.
    func appendInterpolation(to output: inout [UInt8], escapingHTML: Bool) {
        switch self {
        case .string(let text):
            if escapingHTML {
                XMLText.appendEscaped(text, to: &output)
            } else {
                output.append(contentsOf: text.utf8)
            }
        case .int(let number):
            output.append(contentsOf: String(number).utf8)
        case .double(let number):
            output.append(contentsOf: Self.shortestText(for: number).utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .choice:
            output.append(contentsOf: "false".utf8)
        case .null, .list, .object, .hole:
            break
        }
    }

    /// `1.21` as "1.21", integral values such as `1.0` as "1", and anything else in Swift's
    /// shortest round-tripping form (e.g. "1e+20", "nan").
    static func shortestText(for number: Double) -> String {
        let largestExactlyPrintedInteger = 1e15
        if number.rounded() == number, abs(number) < largestExactlyPrintedInteger {
            return String(Int(number))
        }
        return number.description
    }
}
