import DocgenCore
import DocgenMarkdown
import Testing

/// `markdown` rendered with the emoji shortcodes of `names`: its HTML and its problems as
/// `line:column: message`.
private func render(_ markdown: String, names: EmojiShortcodeNames) -> (html: String, problems: [String]) {
    renderPage(markdown, transforms: MarkdownTransformRegistry.transforms(paragraphCallouts: false, emoji: names))
}

@Suite struct EmojiTransformTests {
    /// GitHub's names are emoji, fully qualified where the table says so (❤️ with U+FE0F), in
    /// text, emphasis, tables and headings; aliases (`+1`, `thumbsup`) name the same emoji.
    @Test func gitHubsShortcodesAreEmoji() {
        let page = render("""
            # Ship it :rocket:

            Done :tada: and *:heart:* :+1::thumbsup: — :white_check_mark:

            | a | b |
            |---|---|
            | :x: | :warning: |

            """, names: .github)
        #expect(page.html.hasPrefix("<h1 id=\"ship-it-rocket\">Ship it 🚀"), "the id is made of the shortcode, as GitHub's")
        #expect(page.html.contains("<p>Done 🎉 and <em>\u{2764}\u{FE0F}</em> 👍👍 — ✅</p>"))
        #expect(page.html.contains("<td>❌</td>") && page.html.contains("<td>\u{26A0}\u{FE0F}</td>"))
        #expect(page.problems.isEmpty)
    }

    /// Code, raw HTML, link destinations, an escaped colon, names no table has, a run of colons
    /// and clock times stay as written.
    @Test func whatIsNotAShortcodeStaysText() {
        let page = render("""
            `:tada:` and <span title=":tada:">x</span> and [l](https://e.com/:tada:/) and \\:tada: and :no_such_emoji:
            and ::tada and 10:30:00 and a::b and :: and :tada

                :tada:

            """, names: .github)
        #expect(!page.html.contains("🎉"))
        #expect(page.html.contains("<code>:tada:</code>") && page.html.contains(":no_such_emoji:") && page.html.contains("10:30:00"))
        #expect(page.problems.isEmpty)
    }

    /// GitHub has no two-letter country names, so a Swift selector written as text keeps its
    /// labels (`tableView(_:at:)`); Twemoji's names, which MkDocs pages use, do have them.
    @Test func twemojisNamesOnlyWhereTheProjectUsesThem() {
        #expect(render("Call insert(_:at:) here :thumbsup_tone2:", names: .github).html == "<p>Call insert(_:at:) here :thumbsup_tone2:</p>\n")
        #expect(render("Austria :at: and :thumbsup_tone2:", names: .githubAndTwemoji).html == "<p>Austria 🇦🇹 and 👍🏼</p>\n")
        #expect(render("None :tada:", names: .none).html == "<p>None :tada:</p>\n")
    }

    /// Material's icons are no emoji: each is a warning at its place and shows as written.
    @Test func materialIconsAreLocatedWarnings() {
        let page = render("| Feature | |\n|---|---|\n| Dark mode | :material-check: |\n\nSee :fontawesome-brands-github: :tada:\n",
                          names: .githubAndTwemoji)
        #expect(page.html.contains("<td>:material-check:</td>") && page.html.contains("See :fontawesome-brands-github: 🎉"))
        #expect(page.problems == [
            "3:15: icon ':material-check:' is not drawn: docgen has none of Material for MkDocs' icon sets; it shows as written",
            "5:5: icon ':fontawesome-brands-github:' is not drawn: docgen has none of Material for MkDocs' icon sets; it shows as written",
        ])
        #expect(render("A :material-check: here", names: .github).problems.isEmpty)
    }

    /// A tab's and an admonition's title are markdown, as MkDocs reads them: their emoji and
    /// code are shown, the tab the script makes takes the title's text, and an icon there is a
    /// warning at the title's line.
    @Test func titlesOfTabsAndAdmonitionsShowTheirEmoji() {
        let page = render("""
            === ":tada: `page.md`"

                Text.

            !!! tip ":rocket: Go :material-check:"
                Body.

            """, names: .githubAndTwemoji)
        #expect(page.html.contains("data-label=\"🎉 page.md\""))
        #expect(page.html.contains("<p class=\"tab-label\">🎉 <code>page.md</code></p>"))
        #expect(page.html.contains("🚀 Go :material-check:</p>"))
        #expect(page.problems == ["5:1: icon ':material-check:' is not drawn: docgen has none of Material for MkDocs' icon sets; it shows as written"])
    }
}
