import DocgenCore
import DocgenXML

/// Checks a chapter's content on its own, as well as in its page, so that raw HTML that is not
/// well-formed, or that closes an element the template opened, is reported at its markdown
/// line. Only the first problem is reported: the ones after it are almost always its echo (an
/// unclosed tag is also "premature end of data").
enum PageValidator {
    static func check(_ content: PageContent) -> [Diagnostic] {
        let problems = XMLWellFormednessChecker.errors(in: "<div>" + String(decoding: content.html, as: UTF8.self) + "</div>",
                                                       displayPath: "")
        return problems.prefix(1).map { problem in
            let line = content.sourceLine(ofContentLine: problem.location.line).map { $0 + content.bodyLineOffset } ?? 1
            return .error("\(problem.message) (raw HTML in the chapter?)", at: SourceLocation(file: content.displayPath, line: line, column: 1))
        }
    }
}
