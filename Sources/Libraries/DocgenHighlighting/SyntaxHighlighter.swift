import DocgenCore
import Synchronization

/// Turns source code into HTML-escaped text with `<span class="hl-…">` tokens, for use inside `<pre><code>`.
///
/// docgen's own lexers do the languages they know (the first word of a fenced code block's info
/// string, case-insensitive): `swift`; `sh`, `shell`, `bash`, `zsh`; `console` (`$ ` prompt
/// lines are shell, other lines output; also `shell-session`, `sh-session`, `zsh-session`, `terminal`); `json`; `yaml`, `yml`;
/// `html`, `xml` (and `svg`, `plist` …); Hugo's `go-html-template` and `go-text-template`;
/// `css`, `scss`, `less`; `javascript`/`js`, `typescript`/`ts`, `go`; `diff`; `toml`; `markdown`/`md`.
/// Each is hand-written over UTF-8
/// bytes; any input, including malformed code, is highlighted best-effort. Every other language
/// Pygments knows goes to ``PygmentsHighlighter`` when one is given (``PygmentsLanguages``), its
/// tokens mapped onto the same classes (``PygmentsTokenMap``). Either way, stripping the tags and
/// unescaping the output always gives back the input.
public struct SyntaxHighlighter: CodeHighlighter {
    private let pygments: PygmentsHighlighter?
    /// Told each time a block goes to Pygments: the page it is on depends on which Pygments runs.
    private let usingPygments: @Sendable () -> Void

    /// - Parameters:
    ///   - pygments: the build's Pygments process, for the languages docgen has no lexer of its own for.
    ///   - usingPygments: called before a block goes to it.
    public init(pygments: PygmentsHighlighter? = nil, usingPygments: @escaping @Sendable () -> Void = {}) {
        self.pygments = pygments
        self.usingPygments = usingPygments
    }

    /// Returns highlighted, HTML-escaped code, or nil when the language is not supported (caller then escapes plainly).
    public func highlight(_ code: String, language: String) -> String? {
        highlightReporting(code, language: language).html
    }

    /// The highlighted code, or nil with the reason the block's author should know: Pygments
    /// cannot run (an error: the block needs it), a block Pygments failed on (a warning), or a
    /// language name close to a known one (a warning). Plain text names (`text`, `plain`,
    /// `mermaid` …) and other unknown names are shown plain without a word.
    public func highlightReporting(_ code: String, language: String) -> CodeHighlight {
        let name = language.split(whereSeparator: \.isWhitespace).first?.lowercased() ?? ""
        if let own = OwnLanguage(name: name) { return CodeHighlight(html: own.highlight(code)) }
        if Self.plainNames.contains(name) { return CodeHighlight(html: nil) }
        guard let alias = PygmentsLanguages.alias(for: name) else {
            guard name.count >= Self.shortestSuggested, let suggestion = Self.suggestion(for: name) else {
                return CodeHighlight(html: nil)
            }
            return CodeHighlight(html: nil, problem: .init(.warning(.codeLanguage), "unknown code language '\(language)' (did you mean '\(suggestion)'?); the block is shown plain"))
        }
        guard let pygments else { return CodeHighlight(html: nil) }
        usingPygments()
        switch pygments.html(code, alias: alias) {
        case .success(let html):
            return CodeHighlight(html: html)
        case .failure(let failure) where failure.isStartFailure:
            return CodeHighlight(html: nil, problem: .init(.error, "this \(language) block needs Pygments to highlight it: \(failure.message)"))
        case .failure(let failure):
            return CodeHighlight(html: nil, problem: .init(.warning(.codeLanguage), "this \(language) block is not highlighted (\(failure.message)); it is shown plain"))
        }
    }

    /// Languages that are plain text on purpose, data or settings of no one syntax, or drawn by
    /// something else: never highlighted, never "unknown".
    static let plainNames: Set<String> = [
        "text", "txt", "plain", "plaintext", "none", "nohighlight", "output", "log", "ascii", "raw", "mermaid", "math", "d2",
        "csv", "tsv", "conf",
    ]

    /// The shortest unknown name that may be a misspelling: among some 900 languages' names,
    /// most of two or three letters (`cs`, `md`, `bnf`), a short unknown one (`cmd`, `env`, `xib`)
    /// is one letter from one of them by chance.
    static let shortestSuggested = 4

    /// The known name `name` is one typo away from, found once per name for the whole run: a
    /// site may have a thousand blocks in a language no highlighter knows (Hugo's
    /// `go-html-template`).
    private static func suggestion(for name: String) -> String? {
        if let known = suggestions.withLock({ $0[name] }) { return known }
        let found = Spelling.oneTypoAway(from: name, in: knownNames)
        suggestions.withLock { $0[name] = .some(found) }
        return found
    }

    private static let suggestions = Mutex<[String: String?]>([:])

    /// Every name a fence may give, for "did you mean".
    static let knownNames: [String] = OwnLanguage.names + PygmentsLanguages.allAliases

    private enum OwnLanguage {
        case swift, shell, console, json, yaml
        case markup(MarkupLexer.Dialect)
        case style(StyleLexer.Dialect)
        case cFamily(CFamilyLexer.Dialect)
        case diff, toml, markdown

        static let names = [
            "swift", "sh", "shell", "bash", "zsh", "console", "shell-session", "sh-session", "zsh-session", "terminal", "json", "yaml",
            "yml", "html", "htm", "xhtml", "xml", "svg", "xsd", "xsl", "xslt", "rss", "atom", "plist", "go-html-template",
            "gohtml", "go-template", "go-text-template", "gotmpl", "css", "scss", "less", "javascript", "js", "mjs", "cjs",
            "typescript", "ts", "mts", "cts", "go", "golang", "diff", "patch", "udiff", "toml", "markdown", "md", "mdown", "mkd",
        ]

        /// Reads a lowercased language name such as `swift` or `bash`.
        init?(name: String) {
            switch name {
            case "swift": self = .swift
            case "sh", "shell", "bash", "zsh": self = .shell
            // Pygments' names for a shell session too (`shell-session`), so that every session is docgen's.
            case "console", "shell-session", "sh-session", "zsh-session", "terminal": self = .console
            case "json": self = .json
            case "yaml", "yml": self = .yaml
            case "html", "htm", "xhtml": self = .markup(.html)
            case "xml", "svg", "xsd", "xsl", "xslt", "rss", "atom", "plist": self = .markup(.xml)
            // Hugo's names (Chroma's lexers), which Pygments has none of.
            case "go-html-template", "gohtml", "go-template": self = .markup(.goHTMLTemplate)
            case "go-text-template", "gotmpl": self = .markup(.goTextTemplate)
            case "css": self = .style(.css)
            case "scss": self = .style(.scss)
            case "less": self = .style(.less)
            case "javascript", "js", "mjs", "cjs": self = .cFamily(.javaScript)
            case "typescript", "ts", "mts", "cts": self = .cFamily(.typeScript)
            case "go", "golang": self = .cFamily(.go)
            case "diff", "patch", "udiff": self = .diff
            case "toml": self = .toml
            case "markdown", "md", "mdown", "mkd": self = .markdown
            default: return nil
            }
        }

        func highlight(_ code: String) -> String {
            var code = code
            return code.withUTF8 { source in
                let writer = switch self {
                case .swift: SwiftLexer.highlight(source)
                case .shell: ShellLexer.highlightScript(source)
                case .console: ShellLexer.highlightConsole(source)
                case .json: JSONLexer.highlight(source)
                case .yaml: YAMLLexer.highlight(source)
                case .markup(let dialect): MarkupLexer.highlight(source, dialect: dialect)
                case .style(let dialect): StyleLexer.highlight(source, dialect: dialect)
                case .cFamily(let dialect): CFamilyLexer.highlight(source, dialect: dialect)
                case .diff: DiffLexer.highlight(source)
                case .toml: TOMLLexer.highlight(source)
                case .markdown: MarkdownLexer.highlight(source)
                }
                return writer.makeString()
            }
        }
    }
}
