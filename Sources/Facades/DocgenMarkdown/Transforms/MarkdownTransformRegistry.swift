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
    /// shows, the site's `parameters` for Hugo's `param` shortcode, and with `macroWarnings` (an
    /// MkDocs project) a warning at each plugin's or hook's macro (``MacroSyntaxTransform``).
    public static func transforms(paragraphCallouts: Bool, emoji: EmojiShortcodeNames = .github,
                                  parameters: [String: String] = [:], macroWarnings: Bool = false) -> [any MarkdownTransform] {
        var all = paragraphCallouts ? withParagraphCallouts : transforms
        if macroWarnings { all.append(MacroSyntaxTransform()) }
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
