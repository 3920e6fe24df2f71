/// Turns a code block's text into HTML for the markdown renderer. DocgenHighlighting's
/// `SyntaxHighlighter` is one; the Pages stage hands it to the renderer, which knows only this
/// protocol.
public protocol CodeHighlighter: Sendable {
    /// The code, HTML-escaped, with its tokens marked; nil when the highlighter does not know
    /// `language` (the first word of the fence's info string), and the renderer escapes the code
    /// plainly.
    func highlight(_ code: String, language: String) -> String?

    /// The same, with what the block's author should know when it is not highlighted (a helper
    /// program that cannot run, a language name that looks misspelt), which the renderer reports
    /// at the fence's line.
    func highlightReporting(_ code: String, language: String) -> CodeHighlight
}

extension CodeHighlighter {
    public func highlightReporting(_ code: String, language: String) -> CodeHighlight {
        CodeHighlight(html: highlight(code, language: language))
    }
}

/// A code block as a ``CodeHighlighter`` made it: its HTML (nil: shown plain), and a problem to
/// report at its fence.
public struct CodeHighlight: Sendable, Equatable {
    public var html: String?
    public var problem: Problem?

    public init(html: String?, problem: Problem? = nil) {
        self.html = html
        self.problem = problem
    }

    public struct Problem: Sendable, Equatable {
        public var level: Diagnostic.Level
        public var severity: Diagnostic.Severity { level.severity }
        public var message: String

        public init(_ level: Diagnostic.Level, _ message: String) {
            self.level = level
            self.message = message
        }
    }
}
