import DocgenCore
import DocgenMarkdown
import DocgenModel
import DocgenXML

/// The Render stage's repair of raw HTML that is not XML (``HTMLFragmentRepair``): the
/// chapter's HTML is written again as XHTML, its lines still traced to the markdown, and each
/// repair that changed the structure the author wrote is a warning at its markdown line.
enum RawHTMLRepair {
    /// Repairs `markdown` of `chapter` in place when its raw HTML needs it, and returns the
    /// warnings.
    static func repair(_ markdown: inout RenderedMarkdown, of chapter: Chapter) -> [Diagnostic] {
        guard markdown.hasRawHTML else { return [] }
        for index in markdown.headings.indices {
            if let title = HTMLFragmentRepair.repairIfNeeded(markdown.headings[index].titleHTML) {
                markdown.headings[index].titleHTML = title.xhtml
            }
        }
        guard let repaired = HTMLFragmentRepair.repairIfNeeded(markdown.html, keeping: markdown.directiveRanges) else { return [] }
        let marks = markdown.sourceLines
        func sourceLine(ofOldLine line: Int) -> Int? {
            // The last mark at or before `line`, by binary search.
            var low = 0, high = marks.count
            while low < high {
                let middle = (low + high) / 2
                if marks[middle].outputLine <= line { low = middle + 1 } else { high = middle }
            }
            return low > 0 ? marks[low - 1].sourceLine : nil
        }
        var newMarks: [RenderedMarkdown.LineMark] = []
        let lineCount = ByteSearch.newlines(in: repaired.xhtml) + 1
        for line in 1...lineCount {
            guard let source = sourceLine(ofOldLine: repaired.inputLine(ofOutputLine: line)), newMarks.last?.sourceLine != source else { continue }
            newMarks.append(.init(outputLine: line, sourceLine: source))
        }
        markdown.html = repaired.xhtml
        markdown.sourceLines = newMarks
        markdown.directiveRanges = []
        return repaired.changes.map { change in
            let line = (sourceLine(ofOldLine: change.line) ?? 1) + chapter.bodyLineOffset
            return .warning(change.message, at: SourceLocation(file: chapter.displayPath, line: line, column: 1), rule: .htmlRepair)
        }
    }
}
