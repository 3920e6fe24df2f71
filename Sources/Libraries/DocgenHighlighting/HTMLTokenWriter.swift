import DocgenCore

/// The CSS class of a highlighted token; each renders as `<span class="hl-…">`.
enum TokenClass: String, CaseIterable {
    case keyword, type, string, escape, interpolation, number, comment, attribute
    case literal, key, variable, function, prompt, directive
    /// A diff's added and removed lines (Pygments' `Generic.Inserted` and `Generic.Deleted`).
    case inserted, deleted

    /// The opening tag for this class, kept static so writing it costs no allocation.
    fileprivate var openingTag: StaticString {
        switch self {
        case .keyword: "<span class=\"hl-keyword\">"
        case .type: "<span class=\"hl-type\">"
        case .string: "<span class=\"hl-string\">"
        case .escape: "<span class=\"hl-escape\">"
        case .interpolation: "<span class=\"hl-interpolation\">"
        case .number: "<span class=\"hl-number\">"
        case .comment: "<span class=\"hl-comment\">"
        case .attribute: "<span class=\"hl-attribute\">"
        case .literal: "<span class=\"hl-literal\">"
        case .key: "<span class=\"hl-key\">"
        case .variable: "<span class=\"hl-variable\">"
        case .function: "<span class=\"hl-function\">"
        case .prompt: "<span class=\"hl-prompt\">"
        case .directive: "<span class=\"hl-directive\">"
        case .inserted: "<span class=\"hl-inserted\">"
        case .deleted: "<span class=\"hl-deleted\">"
        }
    }
}

/// Accumulates highlighted HTML as UTF-8 bytes, escaping source text on the way in.
///
/// Lexers only place span boundaries at ASCII bytes, so multi-byte UTF-8 sequences are never split.
struct HTMLTokenWriter {
    private var bytes: [UInt8] = []

    init(reservingCapacityFor sourceLength: Int) {
        bytes.reserveCapacity(sourceLength + sourceLength / 2 + 64)
    }

    /// Appends one source byte, escaped (``XMLText``).
    mutating func appendEscaped(_ byte: UInt8) {
        withUnsafePointer(to: byte) { XMLText.appendEscaped(UnsafeBufferPointer(start: $0, count: 1), 0..<1, to: &bytes) }
    }

    /// Appends a range of source bytes, escaped (``XMLText``), without any markup.
    mutating func appendEscaped(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        XMLText.appendEscaped(source, range, to: &bytes)
    }

    /// Appends a range of source bytes wrapped in one span; empty ranges produce nothing.
    mutating func appendToken(_ tokenClass: TokenClass, _ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        openSpan(tokenClass)
        appendEscaped(source, range)
        closeSpan()
    }

    mutating func openSpan(_ tokenClass: TokenClass) {
        append(tokenClass.openingTag)
    }

    mutating func closeSpan() {
        append("</span>")
    }

    func makeString() -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private mutating func append(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
