import DocgenCore

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
        EmojiTransform(names: .github),
    ]

    /// The transforms of a site: with `paragraphCallouts` (MkDocs' `callouts`: a paragraph that
    /// starts `NOTE:` is a callout, where GitHub shows it as text), the `emoji` shortcodes it
    /// shows, the site's `parameters` for Hugo's `param` shortcode, and a warning at each use of
    /// the `unrunMacros` an MkDocs project's plugins expand (``MacroSyntaxTransform``).
    public static func transforms(paragraphCallouts: Bool, emoji: EmojiShortcodeNames = .github,
                                  parameters: [String: String] = [:], unrunMacros: Set<MacroSyntax> = []) -> [any MarkdownTransform] {
        var all = paragraphCallouts ? withParagraphCallouts : transforms
        if !unrunMacros.isEmpty { all.append(MacroSyntaxTransform(syntaxes: unrunMacros)) }
        if !parameters.isEmpty, let shortcodes = all.firstIndex(where: { $0 is ShortcodeTransform }) {
            all[shortcodes] = ShortcodeTransform(parameters: parameters)
        }
        if emoji != .github, let index = all.firstIndex(where: { $0 is EmojiTransform }) {
            if emoji == .none { all.remove(at: index) } else { all[index] = EmojiTransform(names: emoji) }
        }
        return all
    }

    private static let withParagraphCallouts: [any MarkdownTransform] = {
        var all = transforms
        all.insert(ParagraphCalloutTransform(), at: all.firstIndex { $0 is AdmonitionTransform }!)
        return all
    }()
}
