import DocgenCore

/// Turns source code into HTML-escaped text with `<span class="hl-…">` tokens, for use inside `<pre><code>`.
///
/// Supported languages (the first word of a fenced code block's info string, case-insensitive):
/// `swift`; `sh`, `shell`, `bash`, `zsh`; `console` (`$ ` prompt lines are shell, other lines output);
/// `json`; `yaml`, `yml`. Each language has a hand-written lexer over UTF-8 bytes; any input,
/// including malformed code, is highlighted best-effort and stripping the tags and unescaping
/// the output always gives back the input.
public struct SyntaxHighlighter: CodeHighlighter {
    public init() {}

    /// Returns highlighted, HTML-escaped code, or nil when the language is not supported (caller then escapes plainly).
    public func highlight(_ code: String, language: String) -> String? {
        guard let language = Language(infoString: language) else { return nil }
        var code = code
        return code.withUTF8 { source in
            let writer = switch language {
            case .swift: SwiftLexer.highlight(source)
            case .shell: ShellLexer.highlightScript(source)
            case .console: ShellLexer.highlightConsole(source)
            case .json: JSONLexer.highlight(source)
            case .yaml: YAMLLexer.highlight(source)
            }
            return writer.makeString()
        }
    }

    private enum Language {
        case swift, shell, console, json, yaml

        /// Reads the first word of an info string such as `swift` or `Bash title="x"`.
        init?(infoString: String) {
            let name = infoString.split(whereSeparator: \.isWhitespace).first?.lowercased() ?? ""
            switch name {
            case "swift": self = .swift
            case "sh", "shell", "bash", "zsh": self = .shell
            case "console": self = .console
            case "json": self = .json
            case "yaml", "yml": self = .yaml
            default: return nil
            }
        }
    }
}
