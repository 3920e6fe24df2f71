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
        TabsTransform(),
        AdmonitionTransform(),
        DefinitionListTransform(),
        MathTransform(),
    ]

    /// ``transforms``, with MkDocs' markdown-callouts paragraphs (`NOTE: Text`) read as callouts
    /// when `paragraphCallouts`: a project turns that extension on, as GitHub shows such a
    /// paragraph as text.
    public static func transforms(paragraphCallouts: Bool) -> [any MarkdownTransform] {
        paragraphCallouts ? withParagraphCallouts : transforms
    }

    private static let withParagraphCallouts: [any MarkdownTransform] = {
        var all = transforms
        all.insert(ParagraphCalloutTransform(), at: all.firstIndex { $0 is AdmonitionTransform }!)
        return all
    }()
}
