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
}
