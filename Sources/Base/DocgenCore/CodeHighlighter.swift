/// Turns a code block's text into HTML for the markdown renderer. DocgenHighlighting's
/// `SyntaxHighlighter` is one; the Pages stage hands it to the renderer, which knows only this
/// protocol.
public protocol CodeHighlighter: Sendable {
    /// The code, HTML-escaped, with its tokens marked; nil when the highlighter does not know
    /// `language` (the first word of the fence's info string), and the renderer escapes the code
    /// plainly.
    func highlight(_ code: String, language: String) -> String?
}
