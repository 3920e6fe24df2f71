/// Which `:shortcode:` emoji a site's markdown shows: GitHub's names (as github.com shows them
/// in markdown files, and Hugo with `enableEmoji`), those and Twemoji's (as Material for MkDocs
/// shows them with `pymdownx.emoji`, with its icon shortcodes), or none (mdBook, DocC).
public enum EmojiShortcodeNames: Sendable, Equatable {
    case none, github, githubAndTwemoji
}
