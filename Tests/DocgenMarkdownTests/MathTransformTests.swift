import DocgenMarkdown
import Testing

/// A delegate that makes `<m>TEX</m>` of a formula's payload, and fails on TeX holding `\bad`.
private struct FormulaDelegate: MarkdownRenderDelegate {
    var asked: [String] = []

    mutating func resolveLink(_ destination: String, line: Int, column: Int) -> String { destination }
    mutating func imageVariants(for destination: String, line: Int, column: Int) -> ImageVariants? { nil }
    mutating func renderCodeBlock(info: String, literal: String, line: Int) -> String? { nil }
    mutating func snippet(_ reference: String, line: Int) -> String? { nil }

    mutating func renderTransformed(_ name: String, payload: String, line: Int, column: Int) -> Result<String, BuildFailure> {
        asked.append("\(name) \(payload) @\(line):\(column)")
        if payload.contains("\\bad") { return .failure(BuildFailure("bad TeX in formula: unknown command \\bad")) }
        return .success("<m>\(payload)</m>")
    }
}

/// `markdown` through the transforms and the renderer: its HTML, what the build was asked, and
/// the problems at their line and column.
private func renderMath(_ markdown: String) -> (html: String, asked: [String], problems: [String]) {
    let (document, sourceProblems) = MarkdownSource.parse(markdown)
    var delegate = FormulaDelegate()
    let rendered = HTMLRenderer.render(document, delegate: &delegate)
    return (rendered.html, delegate.asked, (sourceProblems + rendered.problems).map { "\($0.line):\($0.column): \($0.message)" })
}

@Suite struct MathTransformTests {
    /// `$…$` is an inline formula, `$$…$$` a display one (also alone on its lines), `` $`…`$ ``
    /// one whose TeX markdown would read; `_` and `*` inside are TeX, not emphasis.
    @Test(arguments: [
        ("Euler: $e^{i\\pi} + 1 = 0$.", ["math inline:e^{i\\pi} + 1 = 0 @1:8"]),
        ("$a_1 * b_2 * c_3$", ["math inline:a_1 * b_2 * c_3 @1:1"]),
        ("Sum:\n$$\n\\sum_{k=1}^n k\n$$\nDone", ["math block:\\sum_{k=1}^n k @2:1"]),
        ("So $$x^2$$ here", ["math block:x^2 @1:4"]),
        ("Code form: $`a $ b_1`$ ok", ["math inline:a $ b_1 @1:12"]),
        ("In a list:\n\n- item $x$\n", ["math inline:x @3:8"]),
        ("A price $x$, and $y$", ["math inline:x @1:9", "math inline:y @1:18"]),
    ])
    func formulasGoToTheBuildWithTheirPlace(markdown: String, asked: [String]) {
        let page = renderMath(markdown)
        #expect(page.asked == asked)
        #expect(page.problems.isEmpty)
        #expect(!page.html.contains("<em>"))
    }

    /// What is not a formula is left as CommonMark reads it: prices, a space inside the `$`, a
    /// closing `$` before a digit, `\$`, code spans, code blocks, raw HTML, link destinations.
    @Test(arguments: [
        "It costs $5 and $10.",
        "From $5 to $10 and $20",
        "$ x$ and $x $",
        "$x$5",
        "Escaped \\$x\\$ dollars",
        "Code `$x$` and\n\n```\n$y$\n```\n",
        "<span title=\"$x$\">a</span>",
        "[link]($x$) and [b](a$b$c)",
        "Costs $5 (`$HOME`) and $x",
        "$$ $$ and $$",
        "Empty $$$$",
    ])
    func whatIsNotAFormulaStaysText(markdown: String) {
        let page = renderMath(markdown)
        #expect(page.asked.isEmpty)
        var delegate = FormulaDelegate()
        #expect(page.html == HTMLRenderer.render(CommonMarkParser.parse(markdown), delegate: &delegate, transforms: []).html)
    }

    /// Bad TeX is an error at the formula's line and column (past a tab panel's indent too), and
    /// the formula is shown as its source.
    @Test func badTeXIsAnErrorAtTheFormulasLineAndColumn() {
        let page = renderMath("Text\nand $x + \\bad$ here\n\n=== \"A\"\n    In a tab: $\\bad$\n")
        #expect(page.problems == ["2:5: bad TeX in formula: unknown command \\bad", "5:15: bad TeX in formula: unknown command \\bad"])
        #expect(page.html.contains("<p>Text\nand <code class=\"math-source\">$x + \\bad$</code> here</p>"))
    }

    /// A page without `$` is parsed as cmark-gfm parses it, without the inline syntax.
    @Test func aPageWithoutADollarIsPlainCommonMark() {
        let markdown = "# Title\n\nText with *emphasis* and `code`.\n"
        #expect(MarkdownSource.parse(markdown).document == CommonMarkParser.parse(markdown))
    }

    /// A heading's text (its id, the table of contents) holds the formula as written.
    @Test func aHeadingsTextHoldsTheFormulasSource() {
        let (document, _) = MarkdownSource.parse("# The $x^2$ rule\n")
        #expect(document.children.first?.plainText == "The $x^2$ rule")
    }
}
