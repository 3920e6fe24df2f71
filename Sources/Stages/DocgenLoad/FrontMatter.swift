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

    /// Splits `text` into front matter and body. A file without a leading `---` has none.
    static func split(_ text: String, displayPath: String) -> (FrontMatter?, [Diagnostic]) {
        let utf8 = text.utf8
        guard utf8.starts(with: "---\n".utf8) || utf8.starts(with: "---\r\n".utf8) || text == "---" else {
            return (nil, [])
        }
        var lines = 1
        let yamlStart = utf8.index(utf8.startIndex, offsetBy: utf8.starts(with: "---\r\n".utf8) ? 5 : 4, limitedBy: utf8.endIndex) ?? utf8.endIndex
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
                    return (FrontMatter(fields: node, firstLine: 2, body: body, bodyLineOffset: lines), [])
                } catch {
                    let location = SourceLocation(file: displayPath, line: error.line + 1, column: error.column)
                    return (nil, [.error("invalid YAML in front matter: \(error.message)", at: location)])
                }
            }
            lineStart = lineEnd < utf8.endIndex ? utf8.index(after: lineEnd) : lineEnd
        }
        return (nil, [.error("unterminated front matter: no closing '---' line", at: SourceLocation(file: displayPath, line: 1, column: 1))])
    }
}
