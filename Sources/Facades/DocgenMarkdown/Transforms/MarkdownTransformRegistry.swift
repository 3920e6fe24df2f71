/// Every markdown transform, in the order they rewrite a page's source: adding one is a file in
/// `Transforms/` and a line here.
public enum MarkdownTransformRegistry {
    public static let transforms: [any MarkdownTransform] = [
        CalloutTransform(),
        AsideTransform(),
        DirectiveBlockTransform(),
        DocLinkTransform(),
        ShortcodeTransform(),
        BookSyntaxTransform(),
        AttributeListTransform(),
        BlocksTransform(),
        TabsTransform(),
        AdmonitionTransform(),
        DefinitionListTransform(),
        MathTransform(),
    ]

    /// ``transforms``, with MkDocs' markdown-callouts paragraphs (`NOTE: Text`) read as callouts
    /// when `paragraphCallouts`: a project turns that extension on, as GitHub shows such a
    /// paragraph as text.
    /// The transforms of a site: with `paragraphCallouts` (MkDocs' `callouts`), and with the
    /// site's `parameters` for Hugo's `param` shortcode.
    public static func transforms(paragraphCallouts: Bool, parameters: [String: String] = [:]) -> [any MarkdownTransform] {
        var all = paragraphCallouts ? withParagraphCallouts : transforms
        if !parameters.isEmpty, let shortcodes = all.firstIndex(where: { $0 is ShortcodeTransform }) {
            all[shortcodes] = ShortcodeTransform(parameters: parameters)
        }
        return all
    }

    private static let withParagraphCallouts: [any MarkdownTransform] = {
        var all = transforms
        all.insert(ParagraphCalloutTransform(), at: all.firstIndex { $0 is AdmonitionTransform }!)
        return all
    }()
}
