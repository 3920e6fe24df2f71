import DocgenHighlighting

/// Highlights `code`; an unsupported language yields a marker that no expectation matches.
func highlighted(_ code: String, _ language: String) -> String {
    SyntaxHighlighter().highlight(code, language: language) ?? "<unsupported language>"
}

/// The expected markup of one token: `<span class="hl-<tokenClass>">html</span>`.
func span(_ tokenClass: String, _ html: String) -> String {
    "<span class=\"hl-\(tokenClass)\">\(html)</span>"
}

func keyword(_ html: String) -> String { span("keyword", html) }
func type(_ html: String) -> String { span("type", html) }
func string(_ html: String) -> String { span("string", html) }
func escape(_ html: String) -> String { span("escape", html) }
func interpolation(_ html: String) -> String { span("interpolation", html) }
func number(_ html: String) -> String { span("number", html) }
func comment(_ html: String) -> String { span("comment", html) }
func attribute(_ html: String) -> String { span("attribute", html) }
func literal(_ html: String) -> String { span("literal", html) }
func key(_ html: String) -> String { span("key", html) }
func variable(_ html: String) -> String { span("variable", html) }
func function(_ html: String) -> String { span("function", html) }
func prompt(_ html: String) -> String { span("prompt", html) }
func directive(_ html: String) -> String { span("directive", html) }
