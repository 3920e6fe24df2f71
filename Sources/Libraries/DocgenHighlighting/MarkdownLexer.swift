/// Highlights markdown as Pygments' lexer does: headings (`#` lines and the underlines of
/// setext ones) as directives, list and quote markers as keywords, code spans and fenced
/// blocks as strings, a link's text as a key and its address as an attribute, and HTML
/// comments as comments. Emphasis stays plain, as the theme has no class for it.
enum MarkdownLexer {
    static func highlight(_ source: UnsafeBufferPointer<UInt8>) -> HTMLTokenWriter {
        var writer = HTMLTokenWriter(reservingCapacityFor: source.count)
        var start = 0
        var fence: (byte: UInt8, count: Int)?
        while start < source.count {
            var end = start
            while end < source.count && source[end] != UInt8(ascii: "\n") {
                end += 1
            }
            let indent = (start..<end).first { source[$0] != UInt8(ascii: " ") } ?? end
            let run = fenceRun(source, from: indent, to: end)
            if let open = fence {
                // Inside a fenced block: every line a string, up to the closing fence.
                writer.appendToken(.string, source, start..<end)
                if let run, run.byte == open.byte, run.count >= open.count, indent - start <= 3 { fence = nil }
            } else if let run, indent - start <= 3 {
                fence = run
                writer.appendToken(.string, source, start..<end)
            } else if indent < end, source[indent] == UInt8(ascii: "#") {
                writer.appendToken(.directive, source, start..<end)
            } else if indent < end, isUnderline(source, from: indent, to: end) {
                writer.appendToken(.directive, source, start..<end)
            } else {
                lexLine(source, from: start, indent: indent, to: end, into: &writer)
            }
            if end < source.count { writer.appendEscaped(source[end]) }
            start = end + 1
        }
        return writer
    }

    /// The fence a line of three or more backticks or tildes opens or closes, or nil.
    private static func fenceRun(_ source: UnsafeBufferPointer<UInt8>, from index: Int, to end: Int) -> (byte: UInt8, count: Int)? {
        guard index < end, source[index] == UInt8(ascii: "`") || source[index] == UInt8(ascii: "~") else { return nil }
        let byte = source[index]
        let count = (index..<end).prefix { source[$0] == byte }.count
        return count >= 3 ? (byte, count) : nil
    }

    /// True for a setext heading's underline, `===` or `---` and nothing else.
    private static func isUnderline(_ source: UnsafeBufferPointer<UInt8>, from index: Int, to end: Int) -> Bool {
        let byte = source[index]
        guard byte == UInt8(ascii: "=") || (byte == UInt8(ascii: "-") && end - index >= 3) else { return false }
        return (index..<end).allSatisfy { source[$0] == byte || source[$0] == UInt8(ascii: " ") || source[$0] == UInt8(ascii: "\r") }
    }

    /// A line of text: its list or quote marker, then code spans, links and comments.
    private static func lexLine(_ source: UnsafeBufferPointer<UInt8>, from start: Int, indent: Int, to end: Int,
                                into writer: inout HTMLTokenWriter) {
        writer.appendEscaped(source, start..<indent)
        var position = indent
        var markerEnd = indent
        while markerEnd < end && source[markerEnd].isASCIIDigit {
            markerEnd += 1
        }
        let isOrdered = markerEnd > indent && markerEnd < end && (source[markerEnd] == UInt8(ascii: ".") || source[markerEnd] == UInt8(ascii: ")"))
        let first = position < end ? source[position] : 0
        let isBullet = (first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+"))
            && (position + 1 == end || source[position + 1] == UInt8(ascii: " "))
        if isOrdered || isBullet || first == UInt8(ascii: ">") {
            let markerLength = isOrdered ? markerEnd - indent + 1 : 1
            writer.appendToken(.keyword, source, position..<position + markerLength)
            position += markerLength
        }
        var plain = position
        while position < end {
            let current = source[position]
            if current == UInt8(ascii: "`") {
                let run = (position..<end).prefix { source[$0] == UInt8(ascii: "`") }.count
                guard let close = closingRun(of: run, in: source, from: position + run, to: end) else {
                    position += run
                    continue
                }
                writer.appendEscaped(source, plain..<position)
                writer.appendToken(.string, source, position..<close)
                position = close
                plain = position
            } else if current == UInt8(ascii: "["), let link = link(in: source, from: position, to: end) {
                writer.appendEscaped(source, plain..<position)
                writer.appendEscaped(source[position])
                writer.appendToken(.key, source, position + 1..<link.textEnd)
                writer.appendEscaped(source, link.textEnd..<link.textEnd + 2)
                writer.appendToken(.attribute, source, link.textEnd + 2..<link.end - 1)
                writer.appendEscaped(source[link.end - 1])
                position = link.end
                plain = position
            } else if current == UInt8(ascii: "<") && source[position..<end].starts(with: "<!--".utf8) {
                let close = (position + 4..<end).first { source[$0...].starts(with: "-->".utf8) }.map { $0 + 3 } ?? end
                writer.appendEscaped(source, plain..<position)
                writer.appendToken(.comment, source, position..<close)
                position = close
                plain = position
            } else {
                position += 1
            }
        }
        writer.appendEscaped(source, plain..<end)
    }

    /// The end of the run of `count` backticks that closes a code span, or nil.
    private static func closingRun(of count: Int, in source: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end {
            guard source[index] == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            let run = (index..<end).prefix { source[$0] == UInt8(ascii: "`") }.count
            if run == count { return index + run }
            index += run
        }
        return nil
    }

    /// `[text](address)` on one line: where its text ends (at `]`) and where it ends (after `)`).
    private static func link(in source: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (textEnd: Int, end: Int)? {
        guard let textEnd = (start + 1..<end).first(where: { source[$0] == UInt8(ascii: "]") }),
              textEnd + 1 < end, source[textEnd + 1] == UInt8(ascii: "("),
              let close = (textEnd + 2..<end).first(where: { source[$0] == UInt8(ascii: ")") }) else { return nil }
        return (textEnd, close + 1)
    }
}
