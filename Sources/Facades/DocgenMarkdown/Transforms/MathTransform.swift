import DocgenCore

/// Inline math, with GitHub's delimiters: `$…$` a formula in the text, `$$…$$` a display
/// formula, and `` $`…`$ `` a formula whose TeX may hold `$` and what markdown would read. The
/// build turns the TeX into MathML (``MarkdownRendering/writeThroughBuild(_:payload:line:column:)``,
/// payload `inline:TEX` or `block:TEX`); a formula it cannot turn is an error at the formula's
/// line and column, and is shown as its source.
///
/// As on GitHub (and in pandoc), a `$` is text unless it reads as a formula: the TeX does not
/// start or end with a space, the closing `$` is not followed by a digit, and the TeX holds no
/// `$` (so "costs $5 and $10" stays text); `\$` is a dollar; code spans, code blocks, raw HTML
/// and link destinations keep their `$`. A `$…$` also ends where a code span or a link's
/// destination would start inside it, which then keeps its meaning.
struct MathTransform: MarkdownTransform {
    let name = "math"
    let inlineSyntax: InlineSyntax? = InlineSyntax(character: UInt8(ascii: "$")) { bytes, start in
        MathTransform.match(bytes, start)
    }

    /// A `$$…$$` formula alone in its paragraph is a block, as a ```` ```math ```` block is.
    func standsAlone(_ payload: String) -> Bool {
        Formula(payload)?.isDisplay == true
    }

    /// Payload `inline:TEX`, `block:TEX` (a display formula in the text) or `alone:TEX` (one that
    /// stands alone, ``standsAlone(_:)``) for the build.
    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        guard case .transformed(_, let source, let isBlock) = node.kind, let formula = Formula(source) else { return false }
        let payload = "\(isBlock ? "alone" : formula.isDisplay ? "block" : "inline"):\(formula.tex)"
        if case .failure(let failure) = renderer.writeThroughBuild(name, payload: payload, line: node.line, column: node.column) {
            renderer.report(failure.level, line: node.line, column: node.column, failure.message)
            let code = "<code class=\"math-source\">\(XMLText.escape(source))</code>"
            renderer.write(isBlock ? "<p>\(code)</p>\n" : code)
        }
        return true
    }

    /// The TeX as written in the text, or a formula alone in its paragraph between `$$` lines.
    func copy(of node: MarkdownNode, labels: MarkdownLabels) -> MarkdownCopyPiece? {
        guard case .transformed(_, let source, let isBlock) = node.kind, let formula = Formula(source) else { return nil }
        return .markdown(isBlock ? "$$\n\(formula.tex.split(separator: " ").joined(separator: " "))\n$$" : source)
    }

    /// A formula as the author wrote it (the node's payload): its TeX, and whether it is `$$…$$`.
    struct Formula: Equatable {
        var tex: String
        var isDisplay: Bool

        init?(_ source: String) {
            if source.hasPrefix("$`") && source.hasSuffix("`$") {
                let ticks = source.dropFirst().prefix { $0 == "`" }.count
                var tex = source.dropFirst(1 + ticks).dropLast(1 + ticks)
                if tex.count >= 2 && tex.first == " " && tex.last == " " && !tex.allSatisfy({ $0 == " " }) { tex = tex.dropFirst().dropLast() }
                self.tex = String(tex)
                isDisplay = false
            } else if source.hasPrefix("$$") && source.hasSuffix("$$") && source.count >= 5 {
                tex = String(source.dropFirst(2).dropLast(2))
                isDisplay = true
            } else if source.hasPrefix("$") && source.hasSuffix("$") && source.count >= 3 {
                tex = String(source.dropFirst().dropLast())
                isDisplay = false
            } else {
                return nil
            }
            tex = tex.split(whereSeparator: \.isNewline).joined(separator: " ")
        }
    }

    // MARK: - Reading a formula

    private static let dollar = UInt8(ascii: "$")
    private static let backtick = UInt8(ascii: "`")
    private static let backslash = UInt8(ascii: "\\")

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The formula that starts at the `$` at `start`, as the author wrote it, or nil when that
    /// `$` is text.
    static func match(_ bytes: InlineSyntax.Bytes, _ start: Int) -> InlineSyntax.Match? {
        let end: Int?
        if bytes(start + 1) == backtick {
            end = matchCodeForm(bytes, start)
        } else if bytes(start + 1) == dollar {
            end = matchDisplay(bytes, start)
        } else {
            end = matchInline(bytes, start)
        }
        guard let end else { return nil }
        var text: [UInt8] = []
        text.reserveCapacity(end - start)
        for offset in start..<end { text.append(bytes(offset)) }
        return (end, String(decoding: text, as: UTF8.self))
    }

    /// `` $`TEX`$ ``: a backtick run, the TeX, the same run and `$`. Returns the offset after it.
    private static func matchCodeForm(_ bytes: InlineSyntax.Bytes, _ start: Int) -> Int? {
        var ticks = 0
        while bytes(start + 1 + ticks) == backtick { ticks += 1 }
        var offset = start + 1 + ticks
        while bytes(offset) != 0 {
            guard bytes(offset) == backtick else {
                offset += 1
                continue
            }
            var run = 0
            while bytes(offset + run) == backtick { run += 1 }
            if run == ticks {
                // The code span's closing run, which must be followed by `$` to be a formula.
                return bytes(offset + run) == dollar && offset > start + 1 + ticks ? offset + run + 1 : nil
            }
            offset += run
        }
        return nil
    }

    /// `$$TEX$$`: the TeX not empty and not starting or ending with a space (a new line is
    /// allowed: `$$` alone on the lines around it). Returns the offset after it.
    private static func matchDisplay(_ bytes: InlineSyntax.Bytes, _ start: Int) -> Int? {
        var offset = start + 2
        while isSpace(bytes(offset)) && bytes(offset) != UInt8(ascii: " ") && bytes(offset) != UInt8(ascii: "\t") { offset += 1 }
        let first = offset
        guard bytes(first) != 0, bytes(first) != dollar, !isSpace(bytes(first)) else { return nil }
        while bytes(offset) != 0 {
            if bytes(offset) == backslash && bytes(offset + 1) != 0 {
                offset += 2
            } else if bytes(offset) == dollar && bytes(offset + 1) == dollar {
                var last = offset - 1
                while last > first && (bytes(last) == UInt8(ascii: "\n") || bytes(last) == UInt8(ascii: "\r")) { last -= 1 }
                return isSpace(bytes(last)) ? nil : offset + 2
            } else {
                offset += 1
            }
        }
        return nil
    }

    /// `$TEX$`: the TeX not empty, not starting or ending with a space, holding no `$`, no code
    /// span and no link destination; the closing `$` not followed by a digit.
    private static func matchInline(_ bytes: InlineSyntax.Bytes, _ start: Int) -> Int? {
        var offset = start + 1
        guard bytes(offset) != 0, !isSpace(bytes(offset)) else { return nil }
        while bytes(offset) != 0 {
            let byte = bytes(offset)
            if byte == backslash && bytes(offset + 1) != 0 {
                offset += 2
            } else if byte == dollar {
                return isSpace(bytes(offset - 1)) || isDigit(bytes(offset + 1)) ? nil : offset + 1
            } else if byte == backtick || (byte == UInt8(ascii: "]") && bytes(offset + 1) == UInt8(ascii: "(")) {
                return nil
            } else {
                offset += 1
            }
        }
        return nil
    }
}
