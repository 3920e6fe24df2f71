import DocgenCore

/// `social:` in `docgen.yml`: what link previews get beyond the Open Graph tags every page has.
public struct SocialSettings: Sendable, Equatable {
    /// `cards: true`: each page's own social card, a 1200 × 630 PNG drawn from the theme's
    /// `card.svg.mustache`, is its `og:image`.
    public var cards = false
    /// Where `cards` is set, for a problem with it.
    public var location: SourceLocation?

    public init(cards: Bool = false, location: SourceLocation? = nil) {
        self.cards = cards
        self.location = location
    }
}

/// `image:` in a chapter's front matter: the picture its link previews show instead of its
/// social card, a path to an image in the content (from the chapter's folder, or from the
/// content folder with a leading `/`) or an absolute URL.
public struct ChapterImage: Sendable, Equatable {
    public var value: String
    public var location: SourceLocation

    public init(_ value: String, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
