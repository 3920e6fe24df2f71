import DocgenDiagnostics
import DocgenXML
import Foundation

/// The Check stage inside a build: every generated page must parse back as XML.
///
/// A chapter's content is checked on its own first, so a broken raw HTML block is reported at
/// its markdown line; a problem only in the assembled page belongs to the template. Only the first
/// problem of a page is reported: the ones after it are almost always its echo (an unclosed tag
/// is also "premature end of data").
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

    static func check(page html: String, outputDisplayPath: String, template: String) -> [Diagnostic] {
        XMLWellFormednessChecker.errors(in: html, displayPath: outputDisplayPath).prefix(1).map { problem in
            var diagnostic = problem
            diagnostic.message += " (in the page produced by template \(template))"
            return diagnostic
        }
    }

    /// An SVG from content/ is published as is, so it must be well-formed XML too.
    static func check(svgAt path: String, displayPath: String) -> [Diagnostic] {
        guard let data = FileManager.default.contents(atPath: path) else {
            return [.error("cannot read file", at: SourceLocation(file: displayPath))]
        }
        return XMLWellFormednessChecker.errors(in: String(decoding: data, as: UTF8.self), displayPath: displayPath).prefix(1).map { $0 }
    }
}
