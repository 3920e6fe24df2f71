import DocgenMarkdown
import Testing

/// On an MkDocs page, the macros of plugins and hooks docgen does not run are warnings at their
/// place and show as written; code keeps them without a word; other sites never warn.
@Suite struct MacroSyntaxTransformTests {
    private func render(_ markdown: String, macroWarnings: Bool) -> (html: String, problems: [String]) {
        renderPage(markdown, transforms: MarkdownTransformRegistry.transforms(paragraphCallouts: false, macroWarnings: macroWarnings))
    }

    static let page = """
        # Start

        Site: {{ config.site_name }} and `{{ page.title }}`.

        {% include "snippet.md" %}

        {! ../docs_src/intro.md !}

        {* ../../docs_src/first_steps/tutorial001.py hl[3] *}

        ```jinja
        {{ not a warning }}
        ```

        A set {1, 2} and {{ unclosed
        on two lines }} stay text.

        """

    @Test func anMkDocsPagesMacrosAreWarningsAtTheirPlace() {
        let page = render(Self.page, macroWarnings: true)
        #expect(page.problems == [
            "3:7: '{{ config.site_name }}' is mkdocs-macros' template syntax, which docgen does not run; it shows as written "
                + "(write the text in the page, or make it with a preprocessors: command)",
            "5:1: '{% include \"snippet.md\" %}' is mkdocs-macros' template syntax, which docgen does not run; it shows as written "
                + "(write the text in the page, or make it with a preprocessors: command)",
            "7:1: '{! ../docs_src/intro.md !}' is markdown-include's include, which docgen does not run; it shows as written "
                + "(write the text in the page, or make it with a preprocessors: command)",
            "9:1: '{* ../../docs_src/first_steps/tutorial001.py hl[3] *}' is a build hook's include, which docgen does not run; "
                + "it shows as written (write the text in the page, or make it with a preprocessors: command)",
        ], "\(page.problems)")
        #expect(page.html.contains("<p>Site: {{ config.site_name }} and <code>{{ page.title }}</code>.</p>"), "\(page.html)")
        #expect(page.html.contains("<p>{% include &quot;snippet.md&quot; %}</p>"), "\(page.html)")
        #expect(page.html.contains("{{ not a warning }}"))
        #expect(page.html.contains("A set {1, 2} and {{ unclosed\non two lines }} stay text."), "\(page.html)")
    }

    @Test func onOtherSitesTheyAreText() {
        let page = render(Self.page, macroWarnings: false)
        #expect(page.problems.isEmpty, "\(page.problems)")
        #expect(page.html.contains("<p>Site: {{ config.site_name }} and <code>{{ page.title }}</code>.</p>"))
    }
}
