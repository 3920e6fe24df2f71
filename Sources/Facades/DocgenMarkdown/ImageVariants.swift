/// What the build knows of an image beyond its `src`: its files for denser displays and for
/// the dark scheme, and its size, which the renderer writes as a `<picture>` and `srcset`s, and
/// as the `<img>`'s `width` and `height` (so the page does not move when it loads).
public struct ImageVariants: Sendable, Equatable {
    /// A file of the image and the display density it is for (2 for `cell@2x.png`).
    public struct Candidate: Sendable, Equatable {
        /// The URL to write, encoded.
        public var href: String
        public var density: Int

        public init(href: String, density: Int) {
            self.href = href
            self.density = density
        }
    }

    /// A size in CSS pixels.
    public struct Size: Sendable, Equatable {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// The light image's files by density, the image itself among them; an `<img srcset>` when
    /// there are several.
    public var light: [Candidate]
    /// The dark variant's files by density; a `<source media="(prefers-color-scheme: dark)">`
    /// when there is one.
    public var dark: [Candidate]
    /// The `<img>`'s size, which its dark variant is drawn at too (HTML checkers take no
    /// `width` or `height` on a `<source>`).
    public var size: Size?

    public init(light: [Candidate], dark: [Candidate] = [], size: Size? = nil) {
        self.light = light
        self.dark = dark
        self.size = size
    }
}
