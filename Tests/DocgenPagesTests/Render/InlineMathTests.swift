import DocgenCore
import DocgenModel
@testable import DocgenPages
import Testing

/// `$…$` and `$$…$$` in a chapter: MathML through the build's converter (inline and block
/// display), the TeX as `alttext` and for search, bad TeX an error at the formula's line and
/// column in the chapter's file.
@Suite struct InlineMathTests {
    private func render(_ markdown: String, search: Bool = false, foreign: Bool = false,
                        math: MathConverter = MathDirectiveTests.shared) -> (html: String, diagnostics: [String]) {
        var config = SiteConfig()
        config.isForeignProject = foreign
        if search { config.search = SearchSettings(location: SourceLocation(file: "docgen.yml", line: 2, column: 1)) }
        let chapter = Chapter(sourcePath: "a.md", displayPath: "content/a.md", title: "T", order: 1, slug: "a",
                              description: "", body: markdown, bodyLineOffset: 3, folder: "")
        let site = Site(config: config, chapters: [chapter], parts: [], staticFiles: [], contentRoot: "/tmp", contentDisplayRoot: "content")
        let rendered = ChapterRenderer.render(chapter, reader: SiteReader(SiteInputs(site: site)), math: math) { _ in false }
        return (rendered.markdown.html, rendered.diagnostics.map(\.description))
    }

    @Test(.enabled(if: MathDirectiveTests.converterRuns, "needs latex2mathml: Scripts/install-dependencies --math"))
    func inlineAndDisplayFormulasBecomeMathML() {
        let page = render("Area $\\pi r^2$, costs $5 and $10.\n\n$$\na_1 < b_2\n$$\n")
        #expect(page.html == """
            <p>Area <span class="math-inline"><math xmlns="http://www.w3.org/1998/Math/MathML" display="inline" alttext="\\pi r^2">\
            <mrow><mi>&#x003C0;</mi><msup><mi>r</mi><mn>2</mn></msup></mrow></math></span>, costs $5 and $10.</p>
            <div class="math" tabindex="0"><math xmlns="http://www.w3.org/1998/Math/MathML" display="block" alttext="a_1 &lt; b_2">\
            <mrow><msub><mi>a</mi><mn>1</mn></msub><mo>&#x0003C;</mo><msub><mi>b</mi><mn>2</mn></msub></mrow></math></div>

            """, "a display formula alone in its paragraph is a block, as a ```math block is")
        #expect(page.diagnostics.isEmpty)
    }

    /// Only a `$$…$$` with nothing but spaces and line breaks around it in its paragraph is a
    /// block; with words beside it, or `$…$` alone, it stays in the paragraph.
    @Test(.enabled(if: MathDirectiveTests.converterRuns, "needs latex2mathml: Scripts/install-dependencies --math"))
    func aDisplayFormulaIsABlockOnlyAloneInItsParagraph() {
        let alone = render("$$x$$\n\n  $$\n  y\n  $$  \n")
        #expect(alone.html.components(separatedBy: "<div class=\"math\" tabindex=\"0\"><math").count == 3, "\(alone.html)")
        #expect(!alone.html.contains("<p>"))
        let beside = render("So $$x$$ holds.\n\n$x$\n\n- $$y$$\n")
        #expect(beside.html.contains("<p>So <span class=\"math math-display\" tabindex=\"0\">"))
        #expect(beside.html.contains("<p><span class=\"math-inline\">"))
        #expect(beside.html.contains("<li><span class=\"math math-display\" tabindex=\"0\">"), "a tight list's item writes no paragraph")
        #expect(!beside.html.contains("<div"))
    }

    @Test(.enabled(if: MathDirectiveTests.converterRuns, "needs latex2mathml: Scripts/install-dependencies --math"))
    func badTeXInAFormulaAloneIsShownAsItsSourceInAParagraph() {
        let page = render("$$\\fracc{a}{b}$$\n")
        #expect(page.diagnostics == ["content/a.md:4:1: error: bad TeX in formula: unknown command \\fracc"])
        #expect(page.html == "<p><code class=\"math-source\">$$\\fracc{a}{b}$$</code></p>\n")
    }

    /// Another tool's project typesets its formulas with a page script that may know more TeX
    /// (mhchem's `\ce`): one docgen cannot convert is a warning, and its source is shown.
    @Test(.enabled(if: MathDirectiveTests.converterRuns, "needs latex2mathml: Scripts/install-dependencies --math"))
    func inAnotherToolsProjectTeXDocgenCannotReadIsAWarning() {
        let page = render("Water $\\ce{H2O}$.\n\n```math\n\\ce{CO2}\n```\n", foreign: true)
        #expect(page.diagnostics.sorted() == [
            "content/a.md:4:7: warning: this formula cannot be made MathML (unknown command \\ce); it is shown as TeX [unsupported-syntax]",
            "content/a.md:6:1: warning: this formula cannot be made MathML (unknown command \\ce); it is shown as TeX [unsupported-syntax]",
        ])
        #expect(page.html.contains("<p>Water <code class=\"math-source\">$\\ce{H2O}$</code>.</p>"))
        #expect(page.html.contains("<pre class=\"math-source\"><code>\\ce{CO2}</code></pre>"))
    }

    @Test(.enabled(if: MathDirectiveTests.converterRuns, "needs latex2mathml: Scripts/install-dependencies --math"))
    func onASiteWithSearchTheTeXIsIndexed() {
        #expect(render("A $x^2$ b\n", search: true).html.hasPrefix(
            "<p>A <span class=\"math-inline\" data-pagefind-index-attrs=\"data-pagefind-desc\" data-pagefind-desc=\"x^2\"><math "))
    }

    @Test(.enabled(if: MathDirectiveTests.converterRuns, "needs latex2mathml: Scripts/install-dependencies --math"))
    func badTeXIsAnErrorAtTheFormulasLineAndColumn() {
        let page = render("Text\nand so $\\fracc{a}{b}$ here.\n")
        #expect(page.diagnostics == ["content/a.md:5:8: error: bad TeX in formula: unknown command \\fracc"])
        #expect(page.html == "<p>Text\nand so <code class=\"math-source\">$\\fracc{a}{b}$</code> here.</p>\n")
    }

    @Test func withoutTheConverterAFormulaSaysHowToInstallIt() {
        let page = render("A $x$.\n", math: MathConverter(python: "/nonexistent/python3"))
        #expect(page.diagnostics == [
            "content/a.md:4:3: error: this formula needs the TeX-to-MathML converter: no Python at '/nonexistent/python3'; "
                + MathConverterLocator.installHint,
        ])
    }
}
