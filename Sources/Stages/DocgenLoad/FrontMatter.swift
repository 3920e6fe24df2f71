import DocgenCore
import DocgenModel
import DocgenYAML

/// The YAML header of a chapter, between a first line `---` and the next `---` (or `...`) line.
struct FrontMatter {
    var fields: YAMLNode?
    /// The line number of the first YAML line (2), for mapping YAML positions to the file.
    var firstLine: Int
    var body: String
    var bodyLineOffset: Int

    /// Splits `text` into front matter and body. A file whose first line that is not blank is
    /// not `---` has none (its body is all of it); blank lines before `---` are part of no body.
    static func split(_ text: String, displayPath: String) -> (FrontMatter?, [Diagnostic]) {
        let whole = text.utf8
        let (opening, blankLines) = openingLine(of: whole)
        let utf8 = whole[opening...]
        guard let delimiter = openingDelimiterLength(of: utf8) else { return (nil, []) }
        var lines = 1 + blankLines
        let yamlStart = utf8.index(utf8.startIndex, offsetBy: delimiter)
        var lineStart = yamlStart
        while lineStart < utf8.endIndex {
            lines += 1
            let lineEnd = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            var content = utf8[lineStart..<lineEnd]
            if content.last == UInt8(ascii: "\r") { content = content.dropLast() }
            if content.elementsEqual("---".utf8) || content.elementsEqual("...".utf8) {
                let yaml = String(text[yamlStart..<lineStart])
                let bodyStart = lineEnd < utf8.endIndex ? utf8.index(after: lineEnd) : lineEnd
                let body = String(text[bodyStart...])
                do {
                    let node = try YAMLParser.parse(yaml)
                    return (FrontMatter(fields: node, firstLine: 2 + blankLines, body: body, bodyLineOffset: lines), [])
                } catch {
                    let location = SourceLocation(file: displayPath, line: error.line + 1 + blankLines, column: error.column)
                    return (nil, [.error("invalid YAML in front matter: \(error.message)", at: location)])
                }
            }
            lineStart = lineEnd < utf8.endIndex ? utf8.index(after: lineEnd) : lineEnd
        }
        return (nil, [.error("unterminated front matter: no closing '---' line",
                             at: SourceLocation(file: displayPath, line: 1 + blankLines, column: 1))])
    }

    /// The bytes of the opening `---` line with its line break (`---\n`, `---\r\n`, or `---`
    /// ending the text), or nil when `utf8` does not start with one. Read byte by byte: this
    /// runs for every chapter.
    private static func openingDelimiterLength(of utf8: Substring.UTF8View) -> Int? {
        var bytes = utf8.makeIterator()
        let dash = UInt8(ascii: "-")
        guard bytes.next() == dash, bytes.next() == dash, bytes.next() == dash else { return nil }
        switch bytes.next() {
        case nil: return 3
        case UInt8(ascii: "\n"): return 4
        case UInt8(ascii: "\r"): return bytes.next() == UInt8(ascii: "\n") ? 5 : nil
        default: return nil
        }
    }

    /// Where the first line that is not blank (spaces and tabs only) starts, and how many blank
    /// lines come before it.
    private static func openingLine(of utf8: String.UTF8View) -> (String.Index, blankLines: Int) {
        var lineStart = utf8.startIndex, blankLines = 0
        while let end = utf8[lineStart...].firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") }),
              utf8[end] == UInt8(ascii: "\n") {
            lineStart = utf8.index(after: end)
            blankLines += 1
        }
        return (lineStart, blankLines)
    }
}
