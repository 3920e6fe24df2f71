import DocgenCore

/// Emoji shortcodes in the text: `:tada:` is 🎉, with the names of ``EmojiShortcodeNames``. As
/// on GitHub, a shortcode is a name of letters, digits, `_`, `+` and `-` between two colons,
/// anywhere outside code, raw HTML and link destinations; `\:tada:` and a name no table has stay
/// text. On an MkDocs page, an icon of Material's sets (`:material-check:`) is a warning at its
/// place and stays text: docgen has no icon set.
struct EmojiTransform: MarkdownTransform {
    /// One name per set of names: cmark-gfm keeps one inline syntax per transform name.
    let name: String
    let inlineSyntax: InlineSyntax?
    private let names: EmojiShortcodeNames

    init(names: EmojiShortcodeNames) {
        self.names = names
        name = names == .githubAndTwemoji ? "emoji-twemoji" : "emoji"
        inlineSyntax = InlineSyntax(character: UInt8(ascii: ":")) { bytes, start in
            EmojiTransform.match(bytes, start, names: names)
        }
    }

    func render<Renderer: MarkdownRendering>(_ node: MarkdownNode, with renderer: inout Renderer) -> Bool {
        guard case .transformed(_, let source, _) = node.kind else { return false }
        let shortcode = String(source.dropFirst().dropLast())
        if let emoji = EmojiShortcodes.emoji(named: shortcode, among: names) {
            renderer.write(emoji)
        } else {
            renderer.report(.warning(.unsupportedSyntax), line: node.line, column: node.column,
                            "icon '\(source)' is not drawn: docgen has none of Material for MkDocs' icon sets; it shows as written")
            renderer.write(renderer.shownText(source))
        }
        return true
    }

    /// The emoji itself, or the shortcode as written when it names none.
    func copy(of node: MarkdownNode, labels: MarkdownLabels) -> MarkdownCopyPiece? {
        guard case .transformed(_, let source, _) = node.kind else { return nil }
        return .markdown(EmojiShortcodes.emoji(named: String(source.dropFirst().dropLast()), among: names) ?? source)
    }

    /// The `:name:` that starts at the colon at `start`, when its name is an emoji's (or, with
    /// Twemoji's names, an icon's), or nil.
    static func match(_ bytes: InlineSyntax.Bytes, _ start: Int, names: EmojiShortcodeNames) -> InlineSyntax.Match? {
        var end = start + 1
        while end - start <= EmojiShortcodes.longestName, isNameByte(bytes(end)) { end += 1 }
        guard end > start + 1, bytes(end) == UInt8(ascii: ":") else { return nil }
        let name = String(decoding: (start + 1..<end).map(bytes), as: UTF8.self)
        guard EmojiShortcodes.emoji(named: name, among: names) != nil
            || (names == .githubAndTwemoji && EmojiShortcodes.isIconName(name)) else { return nil }
        return (end + 1, ":\(name):")
    }

    /// Letters, digits, `_`, `+`, `-`, and the bytes of non-ASCII letters (`piñata`).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "-"), 0x80...0xFF: true
        default: false
        }
    }
}
