import DocgenCore
import DocgenXML

/// Checks a chapter's content on its own, before it is placed in a page, so that a broken raw
/// HTML block is reported at its markdown line. Only the first problem is reported: the ones
/// after it are almost always its echo (an unclosed tag is also "premature end of data").
enum PageValidator {
    static func check(_ rendered: RenderedChapter) -> [Diagnostic] {
        let problems = XMLWellFormednessChecker.errors(in: "<div>" + rendered.markdown.html + "</div>", displayPath: "")
        return problems.prefix(1).map { problem in
            let chapter = rendered.chapter
            let line = rendered.markdown.sourceLine(forOutputLine: problem.location.line).map { $0 + chapter.bodyLineOffset } ?? 1
            return .error("\(problem.message) (raw HTML in the chapter?)",
                          at: SourceLocation(file: chapter.displayPath, line: line, column: 1))
        }
    }
}
