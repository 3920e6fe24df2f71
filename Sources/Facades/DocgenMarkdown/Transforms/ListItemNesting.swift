import DocgenCore

/// Blocks of other tools' syntaxes written inside a list item, as MkDocs authors write them:
///
///     1. Install it:
///
///         === "pip"
///
///             pip install x
///
/// Python-Markdown nests a block in a list item by indenting it 4 spaces, where CommonMark would
/// read 4 spaces at the margin as code. A line indented 4 or more columns that stands in a list
/// item (the nearest less indented line above it, blank lines aside, is the item's marker line)
/// starts a nested region: it and the lines after it that are blank or as indented. A transform
/// reads the region as if it stood at the margin and indents what it makes again, so that
/// cmark-gfm keeps it in the item.
enum ListItemNesting {
    /// A region of lines nested in a list item: its lines dedented by `indent` columns, and the
    /// index after its last line.
    struct Region {
        var indent: Int
        var lines: [MarkdownSource.Line]
        var end: Int
    }

    /// The region that the line at `index` starts when it stands in a list item, indented 4 or
    /// more columns, and `starts` its dedented text (a transform's header, a code fence); else nil.
    static func region(at index: Int, in input: ArraySlice<MarkdownSource.Line>, where starts: (Substring) -> Bool) -> Region? {
        let indent = TabsTransform.indent(of: input[index].text)
        guard indent.columns >= 4, !TabsTransform.isBlank(input[index].text), starts(input[index].text.dropFirst(indent.bytes)),
              isInListItem(index, indent: indent.columns, in: input) else { return nil }
        var end = index + 1
        while end < input.endIndex, TabsTransform.isBlank(input[end].text) || TabsTransform.indent(of: input[end].text).columns >= indent.columns {
            end += 1
        }
        while end > index + 1, TabsTransform.isBlank(input[end - 1].text) { end -= 1 }
        return Region(indent: indent.columns, lines: input[index..<end].map { $0.dedented(by: indent.columns) }, end: end)
    }

    /// `lines`, made at the margin, indented `indent` columns again (blank lines stay empty).
    static func indented(_ lines: [MarkdownSource.Line], by indent: Int) -> [MarkdownSource.Line] {
        let spaces = String(repeating: " ", count: indent)
        return lines.map { line in
            guard !TabsTransform.isBlank(line.text) else { return line }
            var moved = line
            moved.text = Substring(spaces + line.text)
            moved.columnShift -= indent
            return moved
        }
    }

    /// True when the nearest line above `index` that is indented less than `indent` columns
    /// (blank lines aside) is a list item's marker line whose content starts at most `indent`
    /// columns in.
    private static func isInListItem(_ index: Int, indent: Int, in input: ArraySlice<MarkdownSource.Line>) -> Bool {
        var above = index - 1
        while above >= input.startIndex {
            let text = input[above].text
            let lineIndent = TabsTransform.indent(of: text)
            if !TabsTransform.isBlank(text) && lineIndent.columns < indent {
                guard let content = contentColumn(ofItem: text.dropFirst(lineIndent.bytes)) else { return false }
                return lineIndent.columns + content <= indent
            }
            above -= 1
        }
        return false
    }

    /// The column where a list item's content starts on its marker line (`- `, `* `, `+ `,
    /// `1. `, `1) `), counted from the marker; nil for a line that is no list item.
    private static func contentColumn(ofItem text: Substring) -> Int? {
        let bytes = Array(text.utf8.prefix(12))
        var marker = 0
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
            marker = 1
        } else {
            while marker < bytes.count, marker < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[marker]) { marker += 1 }
            guard marker > 0, marker < bytes.count, bytes[marker] == UInt8(ascii: ".") || bytes[marker] == UInt8(ascii: ")") else { return nil }
            marker += 1
        }
        guard marker == bytes.count || bytes[marker] == UInt8(ascii: " ") || bytes[marker] == UInt8(ascii: "\t") else { return nil }
        var spaces = 0
        while marker + spaces < bytes.count, bytes[marker + spaces] == UInt8(ascii: " "), spaces < 4 { spaces += 1 }
        return marker + max(spaces, 1)
    }
}
