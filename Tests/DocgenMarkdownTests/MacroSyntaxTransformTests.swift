import DocgenCore
import DocgenMarkdown
import Testing

/// On the page of an MkDocs project that runs them, the macros of plugins and hooks docgen does
/// not run are warnings at their place and show as written; code keeps them without a word.
@Suite struct MacroSyntaxTransformTests {
    private func render(_ markdown: String, macros: Set<MacroSyntax>) -> (html: String, problems: [String]) {
        renderPage(markdown, transforms: MarkdownTransformRegistry.transforms(paragraphCallouts: false, unrunMacros: macros))
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
        let page = render(Self.page, macros: Set(MacroSyntax.allCases))
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

    /// A site whose MkDocs runs no such plugin shows the text as MkDocs does, without a word;
    /// one that runs one is warned of that one only.
    @Test func onlyTheMacrosTheProjectRunsAreWarnings() {
        let none = render(Self.page, macros: [])
        #expect(none.problems.isEmpty, "\(none.problems)")
        #expect(none.html.contains("<p>Site: {{ config.site_name }} and <code>{{ page.title }}</code>.</p>"))
        let include = render(Self.page, macros: [.include])
        #expect(include.problems.map { $0.prefix(4) } == ["7:1:"], "\(include.problems)")
    }
}
