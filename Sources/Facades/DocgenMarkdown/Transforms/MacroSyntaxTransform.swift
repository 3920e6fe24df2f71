import DocgenCore

/// On the page of an MkDocs project that runs them, the macros of the plugins and hooks that
/// rewrite a page's text before Python-Markdown reads it (``MacroSyntax``): mkdocs-macros' Jinja
/// (`{{ config.site_name }}`, `{% include "x.md" %}`), markdown-include's `{! file.md !}` and a
/// hook's `{* file.py hl[3] *}` (FastAPI's docs). docgen runs none of them: each is a warning at
/// its place and shows as written. Code, raw HTML and link destinations keep theirs without a
/// word; a pair must open and close on one line.
struct MacroSyntaxTransform: MarkdownTransform {
    /// One name per set of syntaxes: cmark-gfm keeps one inline syntax per transform name.
    let name: String
    let inlineSyntax: InlineSyntax?

    init(syntaxes: Set<MacroSyntax>) {
        name = "macro-syntax" + MacroSyntax.allCases.filter(syntaxes.contains).map { "-\($0)" }.joined()
        inlineSyntax = InlineSyntax(character: UInt8(ascii: "{")) { bytes, start in
            MacroSyntaxTransform.match(bytes, start, among: syntaxes)
        }
    }

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        guard case .transformed(_, let source, _) = node.kind, let kind = source.utf8.dropFirst().first else { return false }
        let shown = source.count > 60 ? "\(source.prefix(28))…\(source.suffix(28))" : source
        let what = switch kind {
        case UInt8(ascii: "!"): "markdown-include's include"
        case UInt8(ascii: "*"): "a build hook's include"
        default: "mkdocs-macros' template syntax"
        }
        renderer.report(.warning(.unsupportedSyntax), line: node.line, column: node.column,
                        "'\(shown)' is \(what), which docgen does not run; it shows as written "
                            + "(write the text in the page, or make it with a preprocessors: command)")
        renderer.write(renderer.shownText(source))
        return true
    }

    /// The longest pair read, in bytes.
    static let longest = 2_000

    /// The `{{ … }}`, `{% … %}`, `{! … !}` or `{* … *}` of `syntaxes` that starts at the brace
    /// at `start`, on one line, or nil.
    static func match(_ bytes: InlineSyntax.Bytes, _ start: Int, among syntaxes: Set<MacroSyntax>) -> InlineSyntax.Match? {
        let opener = bytes(start + 1)
        let closer: UInt8
        switch opener {
        case UInt8(ascii: "{") where syntaxes.contains(.jinja): closer = UInt8(ascii: "}")
        case UInt8(ascii: "%") where syntaxes.contains(.jinja): closer = opener
        case UInt8(ascii: "!") where syntaxes.contains(.include): closer = opener
        case UInt8(ascii: "*") where syntaxes.contains(.hookInclude): closer = opener
        default: return nil
        }
        var end = start + 2
        while end - start < longest {
            let byte = bytes(end)
            if byte == 0 || byte == UInt8(ascii: "\n") { return nil }
            if byte == closer, bytes(end + 1) == UInt8(ascii: "}"), end > start + 2 {
                let source = String(decoding: (start..<end + 2).map(bytes), as: UTF8.self)
                return (end + 2, source)
            }
            end += 1
        }
        return nil
    }
}
